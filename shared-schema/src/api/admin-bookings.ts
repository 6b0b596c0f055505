import { z } from 'zod';
import { OPEN_BOOKING_STATUSES } from '../booking-status';
import { bookingSchema } from '../entities/booking';
import { BOOKING_STATUSES } from '../options';
import { adminListQuery } from './admin';
import { paginationSchema } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Bookings in Admin Management (/admin/crud): an open booking keeps its business and provider from
 * being deleted, so admins see the open ones and may cancel one (booking-status.ts says which).
 */

const BOOKING_FILTERS = ['open', ...BOOKING_STATUSES, 'all'] as const;
export type AdminBookingFilter = (typeof BOOKING_FILTERS)[number];

/** The statuses a list filter covers: `open` is every status that still expects work. */
export const bookingStatusesOf = (filter: AdminBookingFilter) =>
  filter === 'all' ? [...BOOKING_STATUSES] : filter === 'open' ? [...OPEN_BOOKING_STATUSES] : [filter];

/** `GET /api/admin/bookings`: open ones by default, newest first. */
export const adminBookingsQuerySchema = adminListQuery.omit({ search: true }).extend({
  status: z.enum(BOOKING_FILTERS, `must be one of ${BOOKING_FILTERS.join(', ')}`).default('open'),
});
export type AdminBookingsQuery = z.output<typeof adminBookingsQuerySchema>;

/** A booking as the admin table shows it: with its business's and provider's names (either may be gone). */
export const adminBookingSchema = bookingSchema.extend({
  businessName: z.string(),
  providerName: z.string(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const adminBookingsResponseSchema = z.object({ success: z.literal(true), bookings: z.array(adminBookingSchema), pagination: paginationSchema });

/** `POST /api/admin/bookings/{id}/cancel`: the booking as it now is (also when it already was cancelled). */
export const cancelBookingResponseSchema = z.object({ success: z.literal(true), message: z.string(), booking: adminBookingSchema });

const bookingParams = z.object({ id: z.string() });

export const adminBookingEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/admin/bookings', access: 'admin', query: adminBookingsQuerySchema, response: adminBookingsResponseSchema }),
  /** 409 for a completed booking; 404 for an unknown one. */
  cancel: defineEndpoint({ method: 'POST', path: '/api/admin/bookings/:id/cancel', access: 'admin', params: bookingParams, response: cancelBookingResponseSchema }),
};
