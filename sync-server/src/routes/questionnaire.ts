import type Router from '@koa/router';
import { API, requestPagePath } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { claimedId, claimedSecret } from '../http/idempotency';
import { submitQuestionnaire } from '../services/customer-requests';

export function questionnaireRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, publicUrl, logger } = context;

  // The guided questionnaire: stored first, then matched with 1-3 providers and mailed; answered with its private page.
  endpoint(API.questionnaire.submit).handle(async ({ body }, ctx) => {
    const deps = { collections, publicUrl, logger, leadResponseHours: context.leadResponseHours };
    const { questionnaire, matched, accessKey } = await submitQuestionnaire(deps, body, claimedId(ctx), claimedSecret(ctx));
    const id = questionnaire._id.toHexString();
    return { success: true, message: 'Application received', id, matched, requestUrl: accessKey && requestPagePath(id, accessKey) };
  });
  return router;
}
