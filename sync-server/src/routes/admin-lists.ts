import type Router from '@koa/router';
import { adminBusinessesQuerySchema, adminLeadsQuerySchema, adminProvidersQuerySchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { legacyEndpointMounter as endpointMounter, exactRouter } from '../http/endpoint';
import { parseQuery } from '../http/validate';
import { presentAdminBusiness, presentAdminLead, presentAdminProvider, presentPagination } from '../presenters/admin';
import { listBusinessesForAdmin, listLeadsForAdmin, listProvidersForAdmin } from '../services/admin-lists';

/** The admin dashboard's lists (spec §2): providers by review status with counts, businesses, leads. Paged on the server. */
export function adminListRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { bookkeepers, businesses } = context.collections;

  endpoint({ method: 'GET', path: '/api/admin/providers', access: 'admin' }, async (ctx) => {
    const query = parseQuery(ctx, adminProvidersQuerySchema);
    const page = await listProvidersForAdmin(bookkeepers, query);
    ctx.body = { success: true, providers: page.docs.map(presentAdminProvider), counts: page.counts, pagination: presentPagination(page.total, query) };
  });

  endpoint({ method: 'GET', path: '/api/admin/businesses', access: 'admin' }, async (ctx) => {
    const query = parseQuery(ctx, adminBusinessesQuerySchema);
    const page = await listBusinessesForAdmin(businesses, query);
    ctx.body = { success: true, businesses: page.docs.map(presentAdminBusiness), pagination: presentPagination(page.total, query) };
  });

  endpoint({ method: 'GET', path: '/api/admin/leads', access: 'admin' }, async (ctx) => {
    const query = parseQuery(ctx, adminLeadsQuerySchema);
    const page = await listLeadsForAdmin(context.collections, query);
    ctx.body = { success: true, leads: page.docs.map(({ lead, business, provider }) => presentAdminLead(lead, business, provider)), pagination: presentPagination(page.total, query) };
  });
  return router;
}
