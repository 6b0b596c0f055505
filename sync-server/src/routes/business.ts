import type Router from '@koa/router';
import { businessRegisterRequestSchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { legacyEndpointMounter as endpointMounter, exactRouter } from '../http/endpoint';
import { claimedId, idempotent } from '../http/idempotency';
import { parseBody } from '../http/validate';
import { submitBusinessRequest } from '../services/customer-requests';

export function businessRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, publicUrl, logger } = context;

  // The business request form and step 1 of the hire flow (services/customer-requests.ts).
  endpoint({ method: 'POST', path: '/api/business/register', access: 'public' }, idempotent(collections.idempotencyKeys), async (ctx) => {
    const input = parseBody(ctx, businessRegisterRequestSchema);
    const { business, matched } = await submitBusinessRequest({ collections, publicUrl, logger, leadResponseHours: context.leadResponseHours }, input, claimedId(ctx));
    ctx.status = 201;
    ctx.body = { success: true, message: 'Business request submitted successfully', businessId: business._id.toHexString(), matched };
  });
  return router;
}
