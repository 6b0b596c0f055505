import Router from '@koa/router';
import { bookingCreateRequestSchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { idempotent } from '../http/idempotency';
import { parseBody } from '../http/validate';
import { createBooking } from '../services/bookings';

export function bookingRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  const { collections, publicUrl } = context;

  // Step 2 of the hire flow (services/bookings.ts).
  router.post('/bookings', idempotent(collections.idempotencyKeys), async (ctx) => {
    const input = parseBody(ctx, bookingCreateRequestSchema);
    const booking = await createBooking({ collections, publicUrl }, input);
    ctx.status = 201;
    ctx.body = { success: true, message: 'Booking request sent', bookingId: booking._id.toHexString() };
  });
  return router;
}
