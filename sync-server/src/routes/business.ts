import Router from '@koa/router';
import { businessRegisterRequestSchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { idempotent } from '../http/idempotency';
import { parseBody } from '../http/validate';
import { submitBusinessRequest } from '../services/request-matching';

export function businessRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  const { collections, publicUrl, logger } = context;

  // The business request form and step 1 of the hire flow (services/request-matching.ts).
  router.post('/business/register', idempotent(collections.idempotencyKeys), async (ctx) => {
    const input = parseBody(ctx, businessRegisterRequestSchema);
    const { business, matched } = await submitBusinessRequest({ collections, publicUrl, logger, leadResponseHours: context.leadResponseHours }, input);
    ctx.status = 201;
    ctx.body = { success: true, message: 'Business request submitted successfully', businessId: business._id.toHexString(), matched };
  });
  return router;
}
