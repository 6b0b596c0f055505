import type Router from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { presentAdminBooking, presentPagination } from '../presenters/admin';
import { listBookingsForAdmin, withBookingParties } from '../services/admin-lists';
import { cancelBooking } from '../services/booking-cancellation';

/** Bookings in Admin Management (/admin/crud): the open ones, and cancelling one. Admin only. */
export function adminBookingRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections } = context;

  endpoint(API.adminBookings.list).handle(async ({ query }) => {
    const page = await listBookingsForAdmin(collections, query);
    return {
      success: true,
      bookings: page.docs.map((row) => presentAdminBooking(row.booking, row.business, row.provider)),
      pagination: presentPagination(page.total, query),
    };
  });

  endpoint(API.adminBookings.cancel).handle(async ({ params }) => {
    const { booking, changed } = await cancelBooking({ collections }, params.id);
    const [row] = await withBookingParties(collections, [booking]);
    return {
      success: true,
      message: changed ? 'Booking cancelled successfully' : 'This booking was already cancelled',
      booking: presentAdminBooking(booking, row?.business, row?.provider),
    };
  });
  return router;
}
