import type Router from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { claimedId } from '../http/idempotency';
import { submitQuestionnaire } from '../services/customer-requests';

export function questionnaireRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, publicUrl, logger } = context;

  // The guided questionnaire: stored first, then matched with 1-3 providers and mailed.
  endpoint(API.questionnaire.submit).handle(async ({ body }, ctx) => {
    const { questionnaire, matched } = await submitQuestionnaire({ collections, publicUrl, logger, leadResponseHours: context.leadResponseHours }, body, claimedId(ctx));
    return { success: true, message: 'Application received', id: questionnaire._id.toHexString(), matched };
  });
  return router;
}
