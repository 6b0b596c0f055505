import type Router from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { presentAdminBusiness, presentAdminProvider, presentPagination, presentService } from '../presenters/admin';
import { listBusinessesForAdmin, listProvidersForAdmin } from '../services/admin-lists';
import { deleteBusiness, deleteProvider, deleteService, type RecordDeletionDeps } from '../services/record-deletion';
import { updateBusiness, updateProvider } from '../services/record-edits';
import { addService } from '../services/service-addition';

/** Admin Management (/admin/crud, spec §2) and the settings' services (delete, add). Admin only, like every route here. */
export function adminCrudRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { bookkeepers, businesses } = context.collections;
  const deletion: RecordDeletionDeps = { collections: context.collections, cache: context.cache };

  endpoint(API.admin.crudBusinesses).handle(async ({ query }) => {
    const page = await listBusinessesForAdmin(businesses, query);
    return { businesses: page.docs.map(presentAdminBusiness), pagination: presentPagination(page.total, query) };
  });

  endpoint(API.admin.crudProviders).handle(async ({ query }) => {
    const page = await listProvidersForAdmin(bookkeepers, query);
    return { providers: page.docs.map(presentAdminProvider), pagination: presentPagination(page.total, query) };
  });

  endpoint(API.admin.updateBusiness).handle(async ({ params, body }) => {
    const business = await updateBusiness(businesses, params.id, body);
    return { success: true, message: 'Business updated successfully', business: presentAdminBusiness(business) };
  });

  endpoint(API.admin.removeBusiness).handle(async ({ params }) => {
    await deleteBusiness(deletion, params.id);
    return { success: true, message: 'Business deleted successfully' };
  });

  endpoint(API.admin.updateProvider).handle(async ({ params, body }) => {
    const provider = await updateProvider({ bookkeepers, cache: context.cache }, params.id, body);
    return { success: true, message: 'Provider updated successfully', provider: presentAdminProvider(provider) };
  });

  endpoint(API.admin.removeProvider).handle(async ({ params }) => {
    await deleteProvider(deletion, params.id);
    return { success: true, message: 'Provider deleted successfully' };
  });

  endpoint(API.admin.removeService).handle(async ({ params }) => {
    await deleteService(deletion, params.id);
    return { success: true, message: 'Service deleted successfully' };
  });

  endpoint(API.admin.addService).handle(async ({ body }) => {
    const service = await addService({ collections: context.collections, cache: context.cache }, body);
    return { success: true, message: 'Service added successfully', service: presentService(service) };
  });
  return router;
}
