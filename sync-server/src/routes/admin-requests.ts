import Router from '@koa/router';
import type { AppContext } from '../app';
import { noStore } from '../http/no-store';
import { requireAdmin } from '../http/require-admin';

const LIMIT = 200;

/**
 * Requests nobody was matched with (questionnaires and business requests), newest first, with the
 * reason, so an admin can follow up by hand. Admin only.
 */
export function adminRequestRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api/admin' });
  const { customerOnboardings, businesses } = context.collections;
  router.use(noStore, requireAdmin(context.collections.sessions));

  router.get('/unmatched-requests', async (ctx) => {
    const [onboardings, requests] = await Promise.all([
      customerOnboardings.find({ status: 'pending', unmatchedReason: { $exists: true } }).sort({ createdAt: -1 }).limit(LIMIT).toArray(),
      businesses.find({ unmatchedReason: { $exists: true } }).sort({ createdAt: -1 }).limit(LIMIT).toArray(),
    ]);
    const rows = [
      ...onboardings.map((doc) => ({
        kind: 'questionnaire' as const,
        id: doc._id.toHexString(),
        createdAt: doc.createdAt.toISOString(),
        email: doc.email,
        phone: doc.mobileNumber,
        services: [...doc.primaryServices, ...doc.additionalServices],
        reason: doc.unmatchedReason ?? '',
      })),
      ...requests.map((doc) => ({
        kind: 'business-request' as const,
        id: doc._id.toHexString(),
        createdAt: doc.createdAt.toISOString(),
        email: doc.email,
        phone: doc.phone,
        services: doc.services,
        reason: doc.unmatchedReason ?? '',
      })),
    ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    ctx.body = { success: true, requests: rows.slice(0, LIMIT) };
  });
  return router;
}
