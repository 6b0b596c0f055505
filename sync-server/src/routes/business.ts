import type Router from '@koa/router';
import { API, requestPagePath } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { claimedId, claimedSecret } from '../http/idempotency';
import { submitBusinessRequest } from '../services/customer-requests';

export function businessRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, publicUrl, logger } = context;

  // The business request form and step 1 of the hire flow (services/customer-requests.ts).
  // A business request is answered with its private page; a hire's business is not (its booking's answer is).
  endpoint(API.business.register).handle(async ({ body }, ctx) => {
    const deps = { collections, publicUrl, logger, leadResponseHours: context.leadResponseHours };
    const { business, matched, accessKey } = await submitBusinessRequest(deps, body, claimedId(ctx), claimedSecret(ctx));
    const businessId = business._id.toHexString();
    return { success: true, message: 'Business request submitted successfully', businessId, matched, requestUrl: accessKey && requestPagePath(businessId, accessKey) };
  });
  return router;
}
