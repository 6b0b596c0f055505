import Router from '@koa/router';
import { rejectProviderRequestSchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { adminOnly } from '../http/admin-audit';
import { parseBody } from '../http/validate';
import { reissueDashboardLink } from '../services/dashboard-link-reissue';
import { approveProvider, rejectProvider, type ProviderReviewDeps } from '../services/provider-review';

/** Provider review by an admin (services/provider-review.ts) and re-issuing dashboard links. */
export function adminProviderRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api/admin/providers' });
  const review: ProviderReviewDeps = { collections: context.collections, cache: context.cache, publicUrl: context.publicUrl };
  router.use(...adminOnly(context.collections.sessions));

  router.patch('/:id/approve', async (ctx) => {
    const { changed } = await approveProvider(review, ctx.params.id!);
    ctx.body = { success: true, message: changed ? 'Provider approved successfully' : 'Provider is already approved' };
  });

  router.patch('/:id/reject', async (ctx) => {
    const { reason } = parseBody(ctx, rejectProviderRequestSchema);
    const { changed } = await rejectProvider(review, ctx.params.id!, reason);
    ctx.body = { success: true, message: changed ? 'Provider rejected successfully' : 'Provider is already rejected' };
  });
  // A lost or leaked dashboard link: the old one stops working, the provider is mailed a new one.
  router.post('/:id/dashboard-link', async (ctx) => {
    await reissueDashboardLink({ collections: context.collections, publicUrl: context.publicUrl }, ctx.params.id!);
    ctx.body = { success: true, message: 'A new dashboard link was mailed to the provider; the old link no longer works' };
  });
  return router;
}
