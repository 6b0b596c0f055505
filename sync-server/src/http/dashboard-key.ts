import type { ParameterizedContext } from 'koa';

/**
 * Where a request carries a provider's dashboard key (services/dashboard-access.ts): the
 * `X-Dashboard-Key` header from the dashboard's own calls, or `?key=` when the mailed link is opened.
 */
export const DASHBOARD_KEY_HEADER = 'X-Dashboard-Key';

export function presentedDashboardKey(ctx: ParameterizedContext): string | undefined {
  const header = ctx.get(DASHBOARD_KEY_HEADER);
  if (header) return header;
  const query = ctx.query.key;
  return typeof query === 'string' && query ? query : undefined;
}
