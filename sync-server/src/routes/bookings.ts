import type Router from '@koa/router';
import { API, requestPagePath } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { claimedId, claimedSecret } from '../http/idempotency';
import { createBooking } from '../services/bookings';

export function bookingRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, publicUrl } = context;

  // Step 2 of the hire flow (services/bookings.ts).
  endpoint(API.bookings.create).handle(async ({ body }, ctx) => {
    const { booking, accessKey } = await createBooking({ collections, publicUrl }, body, claimedId(ctx), claimedSecret(ctx));
    const bookingId = booking._id.toHexString();
    // The hire's private page, for the success page (the mail carries it too).
    return { success: true, message: 'Booking request sent', bookingId, requestUrl: accessKey && requestPagePath(bookingId, accessKey) };
  });
  return router;
}
