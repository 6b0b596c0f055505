import type Router from '@koa/router';
import { customerOnboardingRequestSchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { legacyEndpointMounter as endpointMounter, exactRouter } from '../http/endpoint';
import { claimedId, idempotent } from '../http/idempotency';
import { parseBody } from '../http/validate';
import { submitQuestionnaire } from '../services/customer-requests';

export function questionnaireRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, publicUrl, logger } = context;

  // The guided questionnaire: stored first, then matched with 1-3 providers and mailed.
  endpoint({ method: 'POST', path: '/api/customer-onboarding', access: 'public' }, idempotent(collections.idempotencyKeys), async (ctx) => {
    const input = parseBody(ctx, customerOnboardingRequestSchema);
    const { questionnaire, matched } = await submitQuestionnaire({ collections, publicUrl, logger, leadResponseHours: context.leadResponseHours }, input, claimedId(ctx));
    ctx.status = 201;
    ctx.body = { success: true, message: 'Application received', id: questionnaire._id.toHexString(), matched };
  });
  return router;
}
