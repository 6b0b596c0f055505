import type { Router } from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { presentOwnProfile } from '../presenters/bookkeeper';
import { editOwnProfile } from '../services/profile-edits';
import { accessedProvider, providerAccess } from './provider-access';

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

  const access = providerAccess(context);
  endpoint(API.providerProfile.get, { before: [access] }).handle((_input, ctx) => ({
    success: true,
    bookkeeper: presentOwnProfile(accessedProvider(ctx)),
  }));

  endpoint(API.providerProfile.update, { before: [access] }).handle(async ({ body }, ctx) => {
    const provider = await editOwnProfile({ bookkeepers: collections.bookkeepers, cache }, accessedProvider(ctx), body);
    return { success: true, message: 'Your profile is updated', bookkeeper: presentOwnProfile(provider) };
  });
  return router;
}
