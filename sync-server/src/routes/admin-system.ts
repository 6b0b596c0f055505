import type Router from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { computeAnalytics } from '../services/admin-analytics';
import { checkSystemHealth, type DatabaseCheck } from '../services/system-health';

/** The System Monitor (spec §2: health, performance, cache, request logs, Clear Cache) and the Analytics charts. */
export function adminSystemRoutes(context: AppContext, databaseReady: DatabaseCheck): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);

  endpoint(API.adminSystem.health).handle(async () => ({
    success: true,
    health: await checkSystemHealth({ databaseReady, outbox: context.collections.outbox }),
  }));

  // Per instance: each instance reports its own traffic and cache.
  endpoint(API.adminSystem.metrics).handle(() => ({ success: true, metrics: { performance: context.stats.performance(), cache: context.cache.stats() } }));

  endpoint(API.adminSystem.logs).handle(({ query }) => ({ success: true, logs: context.stats.recent(query.limit) }));

  endpoint(API.adminSystem.clearCache).handle(() => {
    context.cache.clear();
    return { success: true, message: 'Cache cleared successfully' };
  });

  endpoint(API.adminSystem.analytics).handle(async ({ query }) => ({ success: true, analytics: await computeAnalytics(context.collections, query.days) }));
  return router;
}
