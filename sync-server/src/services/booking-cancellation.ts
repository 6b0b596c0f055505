import { decideBookingCancellation, OPEN_BOOKING_STATUSES, OPEN_LEAD_STATUSES, type LeadStatus } from '@ledgerlink/shared-schema';
import type { Collections } from '../db/collections';
import type { BookingDoc } from '../db/documents';
import { ConflictError, NotFoundError } from './domain-errors';
import { commitLeadStatus } from './lead-transition';
import { recordIdOrNotFound } from './record-id';

export interface BookingCancellationDeps {
  collections: Pick<Collections, 'bookings' | 'leads' | 'bookkeepers'>;
}

/**
 * A hire whose booking is cancelled is a deal the provider lost: the status whose booking
 * counterpart is `cancelled` (provider-leads.ts, where a lost lead cancels its booking), so the two
 * records agree whichever side moved first. The admin is not the provider: `respondedAt` (the
 * provider's first action, which response times measure) stays unset, and `adminCancelledAt` marks
 * the lead so that a new one ended this way is no answer in the response rate (`isLeadAnswered`).
 */
const LEAD_OF_CANCELLED_HIRE: LeadStatus = 'lost';

/**
 * An admin cancels an open booking (shared-schema's booking-status.ts decides which may be), so that
 * the business and provider it names can be deleted. The booking moves with a compare-and-set on
 * its open statuses, so a booking completed meanwhile is refused, never overwritten. Cancelling a
 * cancelled booking answers it unchanged (`changed` false).
 *
 * Then the hire's open lead closes as lost: an open lead would still offer the provider a job that
 * is off, and would keep blocking the same deletions. This runs on every call, the unchanged case
 * too, so a retry after a crash between the two writes finishes the job. The lead is left open while
 * another open booking of the same business and provider still needs it.
 */
export async function cancelBooking(deps: BookingCancellationDeps, id: string): Promise<{ booking: BookingDoc; changed: boolean }> {
  const { bookings } = deps.collections;
  const _id = recordIdOrNotFound(id, 'Booking');
  const now = new Date();
  const cancelled = await bookings.findOneAndUpdate(
    { _id, status: { $in: [...OPEN_BOOKING_STATUSES] } },
    { $set: { status: 'cancelled', updatedAt: now } },
    { returnDocument: 'after' },
  );
  const booking = cancelled ?? (await bookings.findOne({ _id }));
  if (!booking) throw new NotFoundError('Booking not found');
  const decision = decideBookingCancellation(booking.status);
  if (!decision.ok) throw new ConflictError(decision.reason, { extra: { status: booking.status } });
  await closeHireLead(deps, booking, now);
  return { booking, changed: cancelled !== null };
}

async function closeHireLead({ collections }: BookingCancellationDeps, booking: BookingDoc, now: Date): Promise<void> {
  const { bookings, leads } = collections;
  const pair = { businessId: booking.businessId, bookkeeperId: booking.bookkeeperId };
  if ((await bookings.countDocuments({ ...pair, status: { $in: [...OPEN_BOOKING_STATUSES] } })) > 0) return;
  const open = await leads.find({ ...pair, source: 'booking', status: { $in: [...OPEN_LEAD_STATUSES] }, expiredAt: { $exists: false } }).toArray();
  // The one lead write (lead-transition.ts), a compare-and-set on the status read: a provider's answer landing meanwhile stands.
  for (const lead of open) await commitLeadStatus(collections, lead, LEAD_OF_CANCELLED_HIRE, { adminCancelledAt: now }, now);
}
