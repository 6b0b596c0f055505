import Router from '@koa/router';
import { businessRegisterRequestSchema } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import type { AppContext } from '../app';
import type { BusinessDoc } from '../db/documents';
import { idempotent } from '../http/idempotency';
import { parseBody } from '../http/validate';
import { businessJob, unmatchedReason } from '../services/match-requests';
import { matchRequest } from '../services/matching';

export function businessRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  const { businesses } = context.collections;

  // The business request form (matched with 1-3 providers) and step 1 of the hire flow
  // (`purpose: 'hire'`: the booking that follows makes the one lead).
  router.post('/business/register', idempotent(context.collections.idempotencyKeys), async (ctx) => {
    const { purpose, ...input } = parseBody(ctx, businessRegisterRequestSchema);
    const business: BusinessDoc = { ...input, _id: new ObjectId(), createdAt: new Date() };
    await businesses.insertOne(business);
    let matched = 0;
    if (purpose === 'request') {
      const job = businessJob(business, 'business-request');
      // The request is stored whatever happens next; a failed match is left for an admin to see.
      try {
        matched = (await matchRequest(context, job)).length;
        await businesses.updateOne({ _id: business._id }, matched ? { $set: { matchedAt: new Date() } } : { $set: { unmatchedReason: unmatchedReason(job.request) } });
      } catch (error) {
        context.logger.error('matching a business request failed', { businessId: business._id.toHexString(), error });
        await businesses.updateOne({ _id: business._id }, { $set: { unmatchedReason: 'Matching failed; retry from the admin area' } });
      }
    }
    ctx.status = 201;
    ctx.body = { success: true, message: 'Business request submitted successfully', businessId: business._id.toHexString(), matched };
  });
  return router;
}
