import { describe, expect, it } from 'vitest';
import { formatZodError } from '../errors';
import { bookingCreateRequestSchema } from './bookings';

const messagesOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : formatZodError(result.error as never).errors.map((error) => `${error.path}: ${error.message}`);

describe('booking create request', () => {
  it('defaults a booking as the hire form does', () => {
    const booking = bookingCreateRequestSchema.parse({ bookkeeperId: 'p', businessId: 'b', serviceType: '', startDate: '2026-12-01', description: '' });
    expect(booking).toMatchObject({ serviceType: 'Bookkeeping', description: 'Booking request', estimatedHours: null, startDate: '2026-12-01T00:00:00.000Z' });
    expect(messagesOf(bookingCreateRequestSchema.safeParse({ bookkeeperId: 'p', businessId: 'b' }))).toEqual(['startDate: Start date is required']);
  });

  it('words a broken hours value for the form', () => {
    const base = { bookkeeperId: 'p', businessId: 'b', startDate: '2026-12-01' };
    expect(messagesOf(bookingCreateRequestSchema.safeParse({ ...base, estimatedHours: 2.5 }))).toEqual(['estimatedHours: Estimated hours must be a whole number']);
  });
});
