import Router from '@koa/router';
import { customerOnboardingRequestSchema } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import type { AppContext } from '../app';
import type { CustomerOnboardingDoc } from '../db/documents';
import { idempotent } from '../http/idempotency';
import { parseBody } from '../http/validate';
import { onboardingJob, unmatchedReason } from '../services/match-requests';
import { matchRequest } from '../services/matching';

export function customerOnboardingRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  const { customerOnboardings, bookkeepers } = context.collections;

  // The guided questionnaire: stored first, then matched with 1-3 providers and mailed.
  router.post('/customer-onboarding', idempotent(context.collections.idempotencyKeys), async (ctx) => {
    const input = parseBody(ctx, customerOnboardingRequestSchema);
    const onboarding: CustomerOnboardingDoc = { ...input, _id: new ObjectId(), status: 'pending', createdAt: new Date() };
    await customerOnboardings.insertOne(onboarding);

    const preferred = input.preferredProviderSlug
      ? await bookkeepers.findOne({ slug: input.preferredProviderSlug.toLowerCase() }, { projection: { _id: 1 } })
      : null;
    const job = onboardingJob(onboarding, preferred?._id.toHexString());
    let matched = 0;
    try {
      matched = (await matchRequest(context, job)).length;
      await customerOnboardings.updateOne(
        { _id: onboarding._id },
        matched ? { $set: { status: 'matched', matchedAt: new Date() } } : { $set: { unmatchedReason: unmatchedReason(job.request) } },
      );
    } catch (error) {
      context.logger.error('matching a questionnaire failed', { onboardingId: onboarding._id.toHexString(), error });
      await customerOnboardings.updateOne({ _id: onboarding._id }, { $set: { unmatchedReason: 'Matching failed; retry from the admin area' } });
    }
    ctx.status = 201;
    ctx.body = { success: true, message: 'Application received', id: onboarding._id.toHexString(), matched };
  });
  return router;
}
