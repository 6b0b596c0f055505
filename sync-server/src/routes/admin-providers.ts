import type Router from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { presentAdminCredentials } from '../presenters/admin';
import { checkCredential } from '../services/credential-checks';
import { reissueDashboardLink } from '../services/dashboard-link-reissue';
import { approveProvider, rejectProvider, type ProviderReviewDeps } from '../services/provider-review';

/** Provider review by an admin (services/provider-review.ts), credential checks and re-issuing dashboard links. */
export function adminProviderRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const review: ProviderReviewDeps = { collections: context.collections, cache: context.cache, publicUrl: context.publicUrl };

  endpoint(API.admin.approveProvider).handle(async ({ params }) => {
    const { changed } = await approveProvider(review, params.id);
    return { success: true, message: changed ? 'Provider approved successfully' : 'Provider is already approved' };
  });

  endpoint(API.admin.rejectProvider).handle(async ({ params, body }) => {
    const { changed } = await rejectProvider(review, params.id, body.reason);
    return { success: true, message: changed ? 'Provider rejected successfully' : 'Provider is already rejected' };
  });

  endpoint(API.admin.checkCredential).handle(async ({ params, body }) => {
    const provider = await checkCredential({ bookkeepers: context.collections.bookkeepers, cache: context.cache }, params.id, params.certification, body);
    return { success: true, message: body.verified ? 'Credential verified' : 'Credential marked unverifiable', credentials: presentAdminCredentials(provider) };
  });

  endpoint(API.admin.reissueDashboardLink).handle(async ({ params }) => {
    await reissueDashboardLink({ collections: context.collections, publicUrl: context.publicUrl }, params.id);
    return { success: true, message: 'A new dashboard link was mailed to the provider; the old link no longer works' };
  });
  return router;
}
