import type Router from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { presentAdminBusiness, presentAdminLead, presentAdminProvider, presentPagination } from '../presenters/admin';
import { listBusinessesForAdmin, listLeadsForAdmin, listProvidersForAdmin } from '../services/admin-lists';

/** The admin dashboard's lists (spec §2): providers by review status with counts, businesses, leads. Paged on the server. */
export function adminListRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { bookkeepers, businesses } = context.collections;

  endpoint(API.admin.providers).handle(async ({ query }) => {
    const page = await listProvidersForAdmin(bookkeepers, query);
    return { success: true, providers: page.docs.map(presentAdminProvider), counts: page.counts, pagination: presentPagination(page.total, query) };
  });

  endpoint(API.admin.businesses).handle(async ({ query }) => {
    const page = await listBusinessesForAdmin(businesses, query);
    return { success: true, businesses: page.docs.map(presentAdminBusiness), pagination: presentPagination(page.total, query) };
  });

  endpoint(API.admin.leads).handle(async ({ query }) => {
    const page = await listLeadsForAdmin(context.collections, query);
    return { success: true, leads: page.docs.map(({ lead, business, provider }) => presentAdminLead(lead, business, provider)), pagination: presentPagination(page.total, query) };
  });
  return router;
}
