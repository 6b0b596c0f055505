import { describe, expect, it } from 'vitest';
import { formatZodError } from '../errors';
import { bookingCreateRequestSchema, isStartDateBefore, latestTimeZoneToday, START_DATE_IN_PAST } from './bookings';

const messagesOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : formatZodError(result.error as never).errors.map((error) => `${error.path}: ${error.message}`);

describe('booking create request', () => {
  it('defaults a booking as the hire form does', () => {
    const booking = bookingCreateRequestSchema.parse({ bookkeeperId: 'p', businessId: 'b', serviceType: '', startDate: '2099-12-01', description: '' });
    expect(booking).toMatchObject({ serviceType: 'Bookkeeping', description: 'Booking request', estimatedHours: null, startDate: '2099-12-01T00:00:00.000Z' });
    expect(messagesOf(bookingCreateRequestSchema.safeParse({ bookkeeperId: 'p', businessId: 'b' }))).toEqual(['startDate: Start date is required']);
  });

  it('words a broken hours value for the form', () => {
    const base = { bookkeeperId: 'p', businessId: 'b', startDate: '2099-12-01' };
    expect(messagesOf(bookingCreateRequestSchema.safeParse({ ...base, estimatedHours: 2.5 }))).toEqual(['estimatedHours: Estimated hours must be a whole number']);
  });

  it('refuses a start date in the past, naming startDate', () => {
    const base = { bookkeeperId: 'p', businessId: 'b' };
    expect(messagesOf(bookingCreateRequestSchema.safeParse({ ...base, startDate: '2020-01-01' }))).toEqual([`startDate: ${START_DATE_IN_PAST}`]);
    expect(bookingCreateRequestSchema.safeParse({ ...base, startDate: new Date().toISOString() }).success).toBe(true);
  });
});

describe('start dates', () => {
  it('counts a date as past only once it is past in the last time zone', () => {
    expect(latestTimeZoneToday(new Date('2026-11-23T11:00:00Z'))).toBe('2026-11-22');
    expect(latestTimeZoneToday(new Date('2026-11-23T12:00:00Z'))).toBe('2026-11-23');
  });
  it('compares by calendar date, for dates and instants alike', () => {
    expect(isStartDateBefore('2026-11-22', '2026-11-23')).toBe(true);
    expect(isStartDateBefore('2026-11-23', '2026-11-23')).toBe(false);
    expect(isStartDateBefore('2026-11-23T00:00:00.000Z', '2026-11-23')).toBe(false);
    expect(isStartDateBefore('not a date', '2026-11-23')).toBe(false);
  });
});
