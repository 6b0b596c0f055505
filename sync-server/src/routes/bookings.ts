import type Router from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { claimedId } from '../http/idempotency';
import { createBooking } from '../services/bookings';

export function bookingRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, publicUrl } = context;

  // Step 2 of the hire flow (services/bookings.ts).
  endpoint(API.bookings.create).handle(async ({ body }, ctx) => {
    const booking = await createBooking({ collections, publicUrl }, body, claimedId(ctx));
    return { success: true, message: 'Booking request sent', bookingId: booking._id.toHexString() };
  });
  return router;
}
