import Router from '@koa/router';
import { adminAnalyticsQuerySchema, adminLogsQuerySchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { adminOnly } from '../http/admin-audit';
import { parseQuery } from '../http/validate';
import { computeAnalytics } from '../services/admin-analytics';
import { checkSystemHealth, type DatabaseCheck } from '../services/system-health';

/** The System Monitor (spec §2: health, performance, cache, request logs, Clear Cache) and the Analytics charts. */
export function adminSystemRoutes(context: AppContext, databaseReady: DatabaseCheck): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(...adminOnly(context.collections.sessions));

  router.get('/health', async (ctx) => {
    ctx.body = { success: true, health: await checkSystemHealth({ databaseReady, outbox: context.collections.outbox }) };
  });

  // Per instance: each instance reports its own traffic and cache.
  router.get('/metrics', (ctx) => {
    ctx.body = { success: true, metrics: { performance: context.stats.performance(), cache: context.cache.stats() } };
  });

  router.get('/logs', (ctx) => {
    const { limit } = parseQuery(ctx, adminLogsQuerySchema);
    ctx.body = { success: true, logs: context.stats.recent(limit) };
  });

  router.post('/cache/clear', (ctx) => {
    context.cache.clear();
    ctx.body = { success: true, message: 'Cache cleared successfully' };
  });

  router.get('/analytics', async (ctx) => {
    const { days } = parseQuery(ctx, adminAnalyticsQuerySchema);
    ctx.body = { success: true, analytics: await computeAnalytics(context.collections, days) };
  });
  return router;
}
