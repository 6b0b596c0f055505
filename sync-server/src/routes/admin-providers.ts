import Router from '@koa/router';
import { rejectProviderRequestSchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app';
import { toObjectId } from '../db/object-id';
import { notFound } from '../http/errors';
import { noStore } from '../http/no-store';
import { requireAdmin } from '../http/require-admin';
import { parseBody } from '../http/validate';
import { issueDashboardKey } from '../services/dashboard-access';
import { providerApprovedMail, providerRejectedMail } from '../services/mail/messages';
import { enqueueMail } from '../services/mail/outbox';

/**
 * Provider review (spec §4, provider approval). Approving lists the provider and mails them their
 * profile and private dashboard link; rejecting hides them and mails the reason. Both bump
 * `updatedAt`, so offline catalogues pick the change up (a rejected provider becomes a tombstone).
 */
export function adminProviderRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api/admin/providers' });
  const { bookkeepers, outbox } = context.collections;
  router.use(noStore, requireAdmin(context.collections.sessions));

  // Each decision changes state in one conditional update, so a double click mails once.
  router.patch('/:id/approve', async (ctx) => {
    const _id = toObjectId(ctx.params.id!, 'Provider');
    const decidedAt = new Date();
    const provider = await bookkeepers.findOneAndUpdate(
      { _id, isApproved: false },
      { $set: { isApproved: true, isActive: true, updatedAt: decidedAt }, $unset: { rejectionReason: '' } },
      { returnDocument: 'after' },
    );
    if (!provider) {
      if (!(await bookkeepers.findOne({ _id }, { projection: { _id: 1 } }))) throw notFound('Provider not found');
      ctx.body = { success: true, message: 'Provider is already approved' };
      return;
    }
    context.cache.clear();
    // The approval mail carries a freshly issued link (only the key's hash is stored).
    const key = await issueDashboardKey(bookkeepers, provider._id);
    await enqueueMail(
      outbox,
      providerApprovedMail({
        providerId: provider._id.toHexString(),
        decidedAt,
        to: provider.email,
        providerName: provider.fullName,
        profileUrl: `${context.publicUrl}/@${provider.username}`,
        dashboardUrl: `${context.publicUrl}/dashboard/${provider._id.toHexString()}?key=${encodeURIComponent(key)}`,
      }),
    );
    ctx.body = { success: true, message: 'Provider approved successfully' };
  });

  router.patch('/:id/reject', async (ctx) => {
    const { reason } = parseBody(ctx, rejectProviderRequestSchema);
    const _id = toObjectId(ctx.params.id!, 'Provider');
    const decidedAt = new Date();
    const provider = await bookkeepers.findOneAndUpdate(
      { _id, $or: [{ isApproved: true }, { isActive: true }] },
      { $set: { isApproved: false, isActive: false, rejectionReason: reason, updatedAt: decidedAt } },
      { returnDocument: 'after' },
    );
    if (!provider) {
      if (!(await bookkeepers.findOne({ _id }, { projection: { _id: 1 } }))) throw notFound('Provider not found');
      ctx.body = { success: true, message: 'Provider is already rejected' };
      return;
    }
    context.cache.clear();
    await enqueueMail(
      outbox,
      providerRejectedMail({ providerId: provider._id.toHexString(), decidedAt, to: provider.email, providerName: provider.fullName, reason }),
    );
    ctx.body = { success: true, message: 'Provider rejected successfully' };
  });
  return router;
}
