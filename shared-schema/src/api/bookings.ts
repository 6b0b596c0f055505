import { z } from 'zod';
import { bookingSchema } from '../entities/booking';
import { entityId, isoDateTime, requestFrom, requiredText } from '../fields';
import { MESSAGES } from '../validation-messages';

const booking = requestFrom(bookingSchema).shape;

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
    .transform((text) => new Date(text).toISOString())
    .pipe(isoDateTime),
  estimatedHours: booking.estimatedHours.default(null),
  description: booking.description.default('Booking request').transform((text) => text || 'Booking request'),
  clientNotes: booking.clientNotes,
});
export type BookingCreateRequest = z.input<typeof bookingCreateRequestSchema>;

/** 201: the booking is pending; its provider has a lead. */
export const bookingCreateResponseSchema = z.object({ success: z.literal(true), message: z.string(), bookingId: entityId });
export type BookingCreateResponse = z.infer<typeof bookingCreateResponseSchema>;
