import type Router from '@koa/router';
import { bookingCreateRequestSchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { claimedId, idempotent } from '../http/idempotency';
import { parseBody } from '../http/validate';
import { createBooking } from '../services/bookings';

export function bookingRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, publicUrl } = context;

  // Step 2 of the hire flow (services/bookings.ts).
  endpoint({ method: 'POST', path: '/api/bookings', access: 'public' }, idempotent(collections.idempotencyKeys), async (ctx) => {
    const input = parseBody(ctx, bookingCreateRequestSchema);
    const booking = await createBooking({ collections, publicUrl }, input, claimedId(ctx));
    ctx.status = 201;
    ctx.body = { success: true, message: 'Booking request sent', bookingId: booking._id.toHexString() };
  });
  return router;
}
