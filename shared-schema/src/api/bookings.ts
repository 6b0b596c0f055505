import { z } from 'zod';
import { bookingSchema } from '../entities/booking';
import { entityId, isoDateTime, requestFrom, requiredText } from '../fields';
import { MESSAGES } from '../validation-messages';
import { defineEndpoint } from './endpoint';
import { honeypotShape } from '../spam';
import { requestUrlField } from './requests';

const booking = requestFrom(bookingSchema).shape;

export const START_DATE_IN_PAST = 'Start date cannot be in the past';

/**
 * The calendar date (`YYYY-MM-DD`) that is still "today" in the last time zone on Earth (UTC-12).
 * The server does not know the visitor's zone, so it refuses only dates that are past everywhere;
 * the form refuses anything before the visitor's own today.
 */
export const latestTimeZoneToday = (now: Date = new Date()) => new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);

/** True when `startDate` (a date or an ISO instant, read by its UTC calendar date) is before `today` (`YYYY-MM-DD`). */
export function isStartDateBefore(startDate: string, today: string): boolean {
  const time = Date.parse(startDate);
  if (Number.isNaN(time)) return false;
  return new Date(time).toISOString().slice(0, 10) < today;
}

/** `POST /api/bookings`: step 2 of the hire flow, with the defaults the hire form relies on. */
export const bookingCreateRequestSchema = z.strictObject({
  // Any text: an id that names no approved provider or no business is the route's 422 "not found"
  // (spec §7), so these are not held to `entityId` here.
  bookkeeperId: requiredText('bookkeeperId', 64),
  businessId: requiredText('businessId', 64),
  serviceType: booking.serviceType.default('Bookkeeping').transform((type) => type || 'Bookkeeping'),
  // The form sends a date ("2026-12-01"); the booking stores the instant.
  startDate: z
    .string(MESSAGES.startDateRequired)
    .min(1, MESSAGES.startDateRequired)
    .refine((text) => !Number.isNaN(Date.parse(text)), 'Start date must be a date')
    // Spec §5: past dates are refused (the form's calendar disables them too).
    .refine((text) => !isStartDateBefore(text, latestTimeZoneToday()), START_DATE_IN_PAST)
    .transform((text) => new Date(text).toISOString())
    .pipe(isoDateTime),
  estimatedHours: booking.estimatedHours.default(null),
  description: booking.description.default('Booking request').transform((text) => text || 'Booking request'),
  clientNotes: booking.clientNotes,
  ...honeypotShape,
});
export type BookingCreateRequest = z.input<typeof bookingCreateRequestSchema>;

/** 201: the booking is pending; its provider has a lead. */
export const bookingCreateResponseSchema = z.object({ success: z.literal(true), message: z.string(), bookingId: entityId, requestUrl: requestUrlField });
export type BookingCreateResponse = z.infer<typeof bookingCreateResponseSchema>;

export const bookingEndpoints = {
  /** Step 2 of the hire flow: a booking of an approved provider by a registered business. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/bookings',
    access: 'public',
    idempotent: true,
    body: bookingCreateRequestSchema,
    response: bookingCreateResponseSchema,
    status: 201,
  }),
};
