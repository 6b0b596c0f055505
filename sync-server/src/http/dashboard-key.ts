import type { ParameterizedContext } from 'koa';
import type { ObjectId } from 'mongodb';
import type { DashboardCredentials } from '../services/dashboard-access';
import { dashboardSessionToken } from './auth-cookies';

/**
 * Where a request carries a provider's dashboard access (services/dashboard-access.ts): the session
 * cookie the link's key was exchanged for (the dashboard's normal way), or the key itself, in the
 * `X-Dashboard-Key` header (the offline outbox's replays) or `?key=` (a link opened directly).
 */
export const DASHBOARD_KEY_HEADER = 'X-Dashboard-Key';

export function presentedDashboardKey(ctx: ParameterizedContext): string | undefined {
  const header = ctx.get(DASHBOARD_KEY_HEADER);
  if (header) return header;
  const query = ctx.query.key;
  return typeof query === 'string' && query ? query : undefined;
}

/** Everything this request presents for `providerId`'s dashboard. */
export function dashboardCredentials(ctx: ParameterizedContext, providerId: ObjectId | undefined): DashboardCredentials {
  return { key: presentedDashboardKey(ctx), sessionToken: providerId ? dashboardSessionToken(ctx, providerId) : undefined };
}
