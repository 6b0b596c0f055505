import type Router from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { presentCataloguePage } from '../presenters/catalogue';
import { readCataloguePage, type CatalogueSyncDeps } from '../services/catalogue-sync';

/** Catalogue sync for offline clients (services/catalogue-sync.ts). */
export function syncRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const sync: CatalogueSyncDeps = { collections: context.collections, cache: context.cache, settleMs: context.catalogueSettleMs, deviceLimit: context.offlineCatalogueProviders };

  endpoint(API.sync.catalogue).handle(async ({ query }) => presentCataloguePage(await readCataloguePage(sync, query)));
  return router;
}
