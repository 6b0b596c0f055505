import type Router from '@koa/router';
import { adminAnalyticsQuerySchema, adminLogsQuerySchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { legacyEndpointMounter as endpointMounter, exactRouter } from '../http/endpoint';
import { parseQuery } from '../http/validate';
import { computeAnalytics } from '../services/admin-analytics';
import { checkSystemHealth, type DatabaseCheck } from '../services/system-health';

/** The System Monitor (spec §2: health, performance, cache, request logs, Clear Cache) and the Analytics charts. */
export function adminSystemRoutes(context: AppContext, databaseReady: DatabaseCheck): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);

  endpoint({ method: 'GET', path: '/api/admin/health', access: 'admin' }, async (ctx) => {
    ctx.body = { success: true, health: await checkSystemHealth({ databaseReady, outbox: context.collections.outbox }) };
  });

  // Per instance: each instance reports its own traffic and cache.
  endpoint({ method: 'GET', path: '/api/admin/metrics', access: 'admin' }, (ctx) => {
    ctx.body = { success: true, metrics: { performance: context.stats.performance(), cache: context.cache.stats() } };
  });

  endpoint({ method: 'GET', path: '/api/admin/logs', access: 'admin' }, (ctx) => {
    const { limit } = parseQuery(ctx, adminLogsQuerySchema);
    ctx.body = { success: true, logs: context.stats.recent(limit) };
  });

  endpoint({ method: 'POST', path: '/api/admin/cache/clear', access: 'admin' }, (ctx) => {
    context.cache.clear();
    ctx.body = { success: true, message: 'Cache cleared successfully' };
  });

  endpoint({ method: 'GET', path: '/api/admin/analytics', access: 'admin' }, async (ctx) => {
    const { days } = parseQuery(ctx, adminAnalyticsQuerySchema);
    ctx.body = { success: true, analytics: await computeAnalytics(context.collections, days) };
  });
  return router;
}
