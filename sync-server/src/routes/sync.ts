import type Router from '@koa/router';
import { catalogueQuerySchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { legacyEndpointMounter as endpointMounter, exactRouter } from '../http/endpoint';
import { parseQuery } from '../http/validate';
import { presentCataloguePage } from '../presenters/catalogue';
import { readCataloguePage, type CatalogueSyncDeps } from '../services/catalogue-sync';

/** Catalogue sync for offline clients (services/catalogue-sync.ts). */
export function syncRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const sync: CatalogueSyncDeps = { collections: context.collections, cache: context.cache, settleMs: context.catalogueSettleMs };

  endpoint({ method: 'GET', path: '/api/sync/catalogue', access: 'public' }, async (ctx) => {
    const query = parseQuery(ctx, catalogueQuerySchema);
    ctx.body = presentCataloguePage(await readCataloguePage(sync, query));
  });
  return router;
}
