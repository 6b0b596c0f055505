import type Router from '@koa/router';
import { rejectProviderRequestSchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { legacyEndpointMounter as endpointMounter, exactRouter } from '../http/endpoint';
import { parseBody } from '../http/validate';
import { reissueDashboardLink } from '../services/dashboard-link-reissue';
import { approveProvider, rejectProvider, type ProviderReviewDeps } from '../services/provider-review';

/** Provider review by an admin (services/provider-review.ts) and re-issuing dashboard links. */
export function adminProviderRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const review: ProviderReviewDeps = { collections: context.collections, cache: context.cache, publicUrl: context.publicUrl };

  endpoint({ method: 'PATCH', path: '/api/admin/providers/:id/approve', access: 'admin' }, async (ctx) => {
    const { changed } = await approveProvider(review, ctx.params.id!);
    ctx.body = { success: true, message: changed ? 'Provider approved successfully' : 'Provider is already approved' };
  });

  endpoint({ method: 'PATCH', path: '/api/admin/providers/:id/reject', access: 'admin' }, async (ctx) => {
    const { reason } = parseBody(ctx, rejectProviderRequestSchema);
    const { changed } = await rejectProvider(review, ctx.params.id!, reason);
    ctx.body = { success: true, message: changed ? 'Provider rejected successfully' : 'Provider is already rejected' };
  });
  // A lost or leaked dashboard link: the old one stops working, the provider is mailed a new one.
  endpoint({ method: 'POST', path: '/api/admin/providers/:id/dashboard-link', access: 'admin' }, async (ctx) => {
    await reissueDashboardLink({ collections: context.collections, publicUrl: context.publicUrl }, ctx.params.id!);
    ctx.body = { success: true, message: 'A new dashboard link was mailed to the provider; the old link no longer works' };
  });
  return router;
}
