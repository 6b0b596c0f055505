import type { LeadStatus } from '@ledgerlink/shared-schema';
import type { Collections } from '../db/collections';
import type { BookingDoc, LeadDoc } from '../db/documents';
import { recordLeadTransition } from './lead-stats';

/**
 * The one write that moves a lead to another status, whoever decided it (the provider on their
 * dashboard, provider-leads.ts; the customer on their request page, request-outcomes.ts; an admin
 * cancelling a hire's booking, booking-cancellation.ts): a
 * compare-and-set on the status the decision was made on, then the provider's counters
 * (lead-stats.ts), then the hire's booking, which follows its lead.
 */

type TransitionCollections = Pick<Collections, 'bookkeepers' | 'leads' | 'bookings'>;

/** What a hire's booking becomes when its lead moves: the lead's outcome is the booking's answer. */
const BOOKING_FOLLOWS: Partial<Record<LeadStatus, BookingDoc['status']>> = { won: 'confirmed', passed: 'cancelled', lost: 'cancelled' };

/** Moves the open booking behind a hire's lead along with the lead (a booking already closed stays as it is). */
export async function bookingFollowsLead(bookings: Collections['bookings'], lead: LeadDoc, now = new Date()): Promise<void> {
  const status = BOOKING_FOLLOWS[lead.status];
  if (lead.source !== 'booking' || !lead.businessId || !status) return;
  const from: BookingDoc['status'][] = status === 'confirmed' ? ['pending'] : ['pending', 'confirmed'];
  await bookings.updateMany({ businessId: lead.businessId, bookkeeperId: lead.bookkeeperId, status: { $in: from } }, { $set: { status, updatedAt: now } });
}

/**
 * Sets `to` (and `also`) on the lead if it is still in the status it was read in and has not
 * expired (the expiry job claims on `status: new`, so the two cannot both win). Returns the lead as
 * written, or undefined when it moved meanwhile (nothing written).
 */
export async function commitLeadStatus(
  { bookkeepers, leads, bookings }: TransitionCollections,
  lead: LeadDoc,
  to: LeadStatus,
  also: Partial<LeadDoc> = {},
  now = new Date(),
): Promise<LeadDoc | undefined> {
  const updated = await leads.findOneAndUpdate(
    { _id: lead._id, status: lead.status, expiredAt: { $exists: false } },
    { $set: { ...also, status: to, updatedAt: now } },
    { returnDocument: 'after' },
  );
  if (!updated) return undefined;
  await recordLeadTransition(bookkeepers, lead.bookkeeperId, lead, updated);
  await bookingFollowsLead(bookings, updated, now);
  return updated;
}
