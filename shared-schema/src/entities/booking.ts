import { z } from 'zod';
import { entityId, isoDateTime, keepStoredOptionalText, keepStoredText, optionalText, plainText } from '../fields';
import { BOOKING_STATUSES } from '../options';

const WHOLE_HOURS = 'Estimated hours must be a whole number';

/**
 * A booking: step 2 of the hire flow. Fields a booking request writes are the rules that request is
 * held to; `.catch` lets a document an older version stored still be read (see "reading stored data"
 * in fields.ts).
 */
export const bookingSchema = z.object({
  id: entityId,
  businessId: entityId,
  bookkeeperId: entityId,
  status: z.enum(BOOKING_STATUSES),
  serviceType: plainText(200).catch(keepStoredText),
  startDate: isoDateTime,
  endDate: isoDateTime.optional(),
  hourlyRate: z.number().optional(),
  monthlyRate: z.number().optional(),
  estimatedHours: z
    .number(WHOLE_HOURS)
    .int(WHOLE_HOURS)
    .min(0)
    .max(10_000)
    .nullable()
    .catch(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? value : null)),
  totalAmount: z.number().optional(),
  description: plainText(5000).catch(keepStoredText),
  clientNotes: optionalText(5000).catch(keepStoredOptionalText),
  bookkeeperNotes: z.string().optional(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Booking = z.infer<typeof bookingSchema>;
