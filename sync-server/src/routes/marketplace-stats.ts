import Router from '@koa/router';
import { marketplaceStatsQuerySchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { parseQuery } from '../http/validate';
import { marketplaceStatsForQuery } from '../services/marketplace-stats';

/** `GET /api/marketplace/stats`: a landing page's figures, for the listing's filters (services/marketplace-stats.ts). */
export function marketplaceStatsRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  const { collections, cache } = context;

  router.get('/marketplace/stats', async (ctx) => {
    const query = parseQuery(ctx, marketplaceStatsQuerySchema);
    ctx.body = await marketplaceStatsForQuery({ collections, cache }, query);
  });
  return router;
}
