import type { RouterContext } from '@koa/router';
import type { Next, ParameterizedContext } from 'koa';
import type { AppContext } from '../app-context';
import type { BookkeeperDoc } from '../db/documents';
import { parseObjectId } from '../db/object-id';
import { dashboardCredentials } from '../http/dashboard-key';
import { authorizeDashboard } from '../services/dashboard-access';

/**
 * The provider named by the path's `:id`, when this request may open their dashboard: the session
 * cookie or the key (http/dashboard-key.ts), every refusal the one 401, and an address past the
 * failed-key limit the one 429 (routes/leads.ts). The provider's own calls (profile, photo, reviews)
 * all check access this way, before they read a body.
 */
function authorizedProvider(context: Pick<AppContext, 'collections' | 'dashboardKeyThrottle'>, ctx: RouterContext): Promise<BookkeeperDoc> {
  const id = ctx.params.id ?? '';
  const { key, sessionToken } = dashboardCredentials(ctx, parseObjectId(id));
  return context.dashboardKeyThrottle.check(ctx, key, (checked) => authorizeDashboard(context.collections, id, { key: checked, sessionToken }));
}

/**
 * The same check as an endpoint's `before` step, ahead of body parsing and the idempotency layer (so
 * nobody but the provider gets a replay); the handler reads the provider with `accessedProvider`.
 */
export function providerAccess(context: Pick<AppContext, 'collections' | 'dashboardKeyThrottle'>) {
  return async (ctx: RouterContext, next: Next): Promise<void> => {
    const provider = await authorizedProvider(context, ctx);
    ctx.state.provider = provider;
    ctx.state.caller = `provider:${provider._id.toHexString()}`;
    await next();
  };
}

/** The provider `providerAccess` let through. */
export const accessedProvider = (ctx: ParameterizedContext): BookkeeperDoc => ctx.state.provider as BookkeeperDoc;
