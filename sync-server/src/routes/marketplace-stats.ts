import type Router from '@koa/router';
import { marketplaceStatsQuerySchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { legacyEndpointMounter as endpointMounter, exactRouter } from '../http/endpoint';
import { parseQuery } from '../http/validate';
import { marketplaceStatsForQuery } from '../services/marketplace-stats';

/** `GET /api/marketplace/stats`: a landing page's figures, for the listing's filters (services/marketplace-stats.ts). */
export function marketplaceStatsRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, cache } = context;

  endpoint({ method: 'GET', path: '/api/marketplace/stats', access: 'public' }, async (ctx) => {
    const query = parseQuery(ctx, marketplaceStatsQuerySchema);
    ctx.body = await marketplaceStatsForQuery({ collections, cache }, query);
  });
  return router;
}
