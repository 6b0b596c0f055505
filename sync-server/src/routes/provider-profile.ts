import type { Router, RouterContext } from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import type { BookkeeperDoc } from '../db/documents';
import { parseObjectId } from '../db/object-id';
import { dashboardCredentials } from '../http/dashboard-key';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { presentOwnProfile } from '../presenters/bookkeeper';
import { authorizeDashboard } from '../services/dashboard-access';
import { editOwnProfile } from '../services/profile-edits';

/**
 * The provider's own profile (services/profile-edits.ts), with the dashboard's access: the session
 * cookie or the key, every refusal the one 401, an address past the failed-key limit the one 429
 * (routes/leads.ts). Access is checked before the body is parsed, so a stranger learns nothing from
 * a 400.
 */
export function providerProfileRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, cache } = context;

  const authorizedProvider = (ctx: RouterContext): Promise<BookkeeperDoc> => {
    const { key, sessionToken } = dashboardCredentials(ctx, parseObjectId(ctx.params.id!));
    return context.dashboardKeyThrottle.check(ctx, key, (checked) => authorizeDashboard(collections, ctx.params.id!, { key: checked, sessionToken }));
  };
  const providerAccess = async (ctx: RouterContext, next: () => Promise<unknown>) => {
    ctx.state.provider = await authorizedProvider(ctx);
    await next();
  };

  endpoint(API.providerProfile.get, { before: [providerAccess] }).handle((_input, ctx) => ({
    success: true,
    bookkeeper: presentOwnProfile(ctx.state.provider as BookkeeperDoc),
  }));

  endpoint(API.providerProfile.update, { before: [providerAccess] }).handle(async ({ body }, ctx) => {
    const provider = await editOwnProfile({ bookkeepers: collections.bookkeepers, cache }, ctx.state.provider as BookkeeperDoc, body);
    return { success: true, message: 'Your profile is updated', bookkeeper: presentOwnProfile(provider) };
  });
  return router;
}
