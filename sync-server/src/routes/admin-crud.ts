import type Router from '@koa/router';
import { adminBusinessesQuerySchema, adminProvidersQuerySchema, updateBusinessRequestSchema, updateProviderRequestSchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { legacyEndpointMounter as endpointMounter, exactRouter } from '../http/endpoint';
import { parseBody, parseQuery } from '../http/validate';
import { presentAdminBusiness, presentAdminProvider, presentPagination } from '../presenters/admin';
import { listBusinessesForAdmin, listProvidersForAdmin } from '../services/admin-lists';
import { deleteBusiness, deleteProvider, deleteService, type RecordDeletionDeps } from '../services/record-deletion';
import { updateBusiness, updateProvider } from '../services/record-edits';

/**
 * Admin Management (/admin/crud, spec §2) and the settings' service deletion. Admin only, like every
 * route here: the paths sit outside `/api/admin` because spec §7 names them so.
 */
export function adminCrudRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { bookkeepers, businesses } = context.collections;
  const deletion: RecordDeletionDeps = { collections: context.collections, cache: context.cache };

  endpoint({ method: 'GET', path: '/api/businesses', access: 'admin' }, async (ctx) => {
    const query = parseQuery(ctx, adminBusinessesQuerySchema);
    const page = await listBusinessesForAdmin(businesses, query);
    ctx.body = { businesses: page.docs.map(presentAdminBusiness), pagination: presentPagination(page.total, query) };
  });

  endpoint({ method: 'GET', path: '/api/providers', access: 'admin' }, async (ctx) => {
    const query = parseQuery(ctx, adminProvidersQuerySchema);
    const page = await listProvidersForAdmin(bookkeepers, query);
    ctx.body = { providers: page.docs.map(presentAdminProvider), pagination: presentPagination(page.total, query) };
  });

  endpoint({ method: 'PATCH', path: '/api/business/:id', access: 'admin' }, async (ctx) => {
    const edit = parseBody(ctx, updateBusinessRequestSchema);
    const business = await updateBusiness(businesses, ctx.params.id!, edit);
    ctx.body = { success: true, message: 'Business updated successfully', business: presentAdminBusiness(business) };
  });

  endpoint({ method: 'DELETE', path: '/api/business/:id', access: 'admin' }, async (ctx) => {
    await deleteBusiness(deletion, ctx.params.id!);
    ctx.body = { success: true, message: 'Business deleted successfully' };
  });

  endpoint({ method: 'PATCH', path: '/api/provider/:id', access: 'admin' }, async (ctx) => {
    const edit = parseBody(ctx, updateProviderRequestSchema);
    const provider = await updateProvider({ bookkeepers, cache: context.cache }, ctx.params.id!, edit);
    ctx.body = { success: true, message: 'Provider updated successfully', provider: presentAdminProvider(provider) };
  });

  endpoint({ method: 'DELETE', path: '/api/provider/:id', access: 'admin' }, async (ctx) => {
    await deleteProvider(deletion, ctx.params.id!);
    ctx.body = { success: true, message: 'Provider deleted successfully' };
  });

  endpoint({ method: 'DELETE', path: '/api/admin/services/:id', access: 'admin' }, async (ctx) => {
    await deleteService(deletion, ctx.params.id!);
    ctx.body = { success: true, message: 'Service deleted successfully' };
  });
  return router;
}
