import type Router from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { claimedId } from '../http/idempotency';
import { submitBusinessRequest } from '../services/customer-requests';

export function businessRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, publicUrl, logger } = context;

  // The business request form and step 1 of the hire flow (services/customer-requests.ts).
  endpoint(API.business.register).handle(async ({ body }, ctx) => {
    const { business, matched } = await submitBusinessRequest({ collections, publicUrl, logger, leadResponseHours: context.leadResponseHours }, body, claimedId(ctx));
    return { success: true, message: 'Business request submitted successfully', businessId: business._id.toHexString(), matched };
  });
  return router;
}
