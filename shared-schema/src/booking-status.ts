import type { BOOKING_STATUSES } from './options';

/**
 * What may happen to a booking (spec §3 lists the statuses; §4 shows no transitions). A booking
 * follows its hire's lead (won confirms it, passed or lost cancels it), and an admin may cancel one
 * that is still open, so that the business and provider it names can be deleted. Completed and
 * cancelled are final.
 */

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Bookings that still expect work: a business or provider they name cannot be deleted. */
export const OPEN_BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'in_progress'];

export const isBookingOpen = (status: BookingStatus) => OPEN_BOOKING_STATUSES.includes(status);

export type BookingCancellationDecision = { ok: true; changed: boolean } | { ok: false; reason: string };

/**
 * Decides an admin's cancellation. Cancelling a cancelled booking changes nothing and succeeds (a
 * second click, a retry after a lost answer); work that was done cannot be undone, so a completed
 * booking refuses.
 */
export function decideBookingCancellation(status: BookingStatus): BookingCancellationDecision {
  if (status === 'cancelled') return { ok: true, changed: false };
  if (isBookingOpen(status)) return { ok: true, changed: true };
  return { ok: false, reason: `This booking is ${status}; only a pending, confirmed or in-progress booking can be cancelled` };
}
