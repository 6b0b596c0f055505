import Router from '@koa/router';
import { adminBusinessesQuerySchema, adminLeadsQuerySchema, adminProvidersQuerySchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { adminOnly } from '../http/admin-audit';
import { parseQuery } from '../http/validate';
import { presentAdminBusiness, presentAdminLead, presentAdminProvider, presentPagination } from '../presenters/admin';
import { listBusinessesForAdmin, listLeadsForAdmin, listProvidersForAdmin } from '../services/admin-lists';

/** The admin dashboard's lists (spec §2): providers by review status with counts, businesses, leads. Paged on the server. */
export function adminListRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(...adminOnly(context.collections.sessions));
  const { bookkeepers, businesses } = context.collections;

  router.get('/providers', async (ctx) => {
    const query = parseQuery(ctx, adminProvidersQuerySchema);
    const page = await listProvidersForAdmin(bookkeepers, query);
    ctx.body = { success: true, providers: page.docs.map(presentAdminProvider), counts: page.counts, pagination: presentPagination(page.total, query) };
  });

  router.get('/businesses', async (ctx) => {
    const query = parseQuery(ctx, adminBusinessesQuerySchema);
    const page = await listBusinessesForAdmin(businesses, query);
    ctx.body = { success: true, businesses: page.docs.map(presentAdminBusiness), pagination: presentPagination(page.total, query) };
  });

  router.get('/leads', async (ctx) => {
    const query = parseQuery(ctx, adminLeadsQuerySchema);
    const page = await listLeadsForAdmin(context.collections, query);
    ctx.body = { success: true, leads: page.docs.map(presentAdminLead), pagination: presentPagination(page.total, query) };
  });
  return router;
}
