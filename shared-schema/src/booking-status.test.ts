import { describe, expect, it } from 'vitest';
import { decideBookingCancellation, isBookingOpen } from './booking-status';

describe('booking cancellation', () => {
  it('cancels a pending, confirmed or in-progress booking', () => {
    for (const status of ['pending', 'confirmed', 'in_progress'] as const) {
      expect(decideBookingCancellation(status)).toEqual({ ok: true, changed: true });
      expect(isBookingOpen(status)).toBe(true);
    }
  });

  it('accepts cancelling a cancelled booking again, changing nothing', () => {
    expect(decideBookingCancellation('cancelled')).toEqual({ ok: true, changed: false });
  });

  it('refuses to cancel a completed booking, saying why', () => {
    expect(decideBookingCancellation('completed')).toEqual({ ok: false, reason: 'This booking is completed; only a pending, confirmed or in-progress booking can be cancelled' });
    expect(isBookingOpen('completed')).toBe(false);
  });
});
