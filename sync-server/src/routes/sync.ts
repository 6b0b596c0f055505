import Router from '@koa/router';
import { catalogueQuerySchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { parseQuery } from '../http/validate';
import { presentCataloguePage } from '../presenters/catalogue';
import { readCataloguePage, type CatalogueSyncDeps } from '../services/catalogue-sync';

/** Catalogue sync for offline clients (services/catalogue-sync.ts). */
export function syncRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api/sync' });
  const sync: CatalogueSyncDeps = { collections: context.collections, cache: context.cache, settleMs: context.catalogueSettleMs };

  router.get('/catalogue', async (ctx) => {
    const query = parseQuery(ctx, catalogueQuerySchema);
    ctx.body = presentCataloguePage(await readCataloguePage(sync, query));
  });
  return router;
}
