import type Router from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { marketplaceStatsForQuery } from '../services/marketplace-stats';

/** A landing page's figures, for the listing's filters (services/marketplace-stats.ts), and the site's (services/site-stats.ts). */
export function marketplaceStatsRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, cache } = context;

  endpoint(API.marketplace.stats).handle(({ query }) => marketplaceStatsForQuery({ collections, cache }, query));
  endpoint(API.stats.get).handle(() => context.siteStats.current());
  return router;
}
