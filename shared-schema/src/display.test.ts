import { describe, expect, it } from 'vitest';
import { formatMonthYear, formatPrice, groupDigits } from './display';

describe('groupDigits and formatPrice', () => {
  it('group like Intl en-US without it', () => {
    for (const value of [0, 7, 85, 999, 1000, 12500, 123456, 1234567, -4200, 85.5]) {
      expect(groupDigits(value)).toBe(value.toLocaleString('en-US'));
    }
    expect(formatPrice(1200)).toBe('$1,200');
    expect(formatPrice(undefined)).toBe('Contact for pricing');
  });
});

describe('formatMonthYear', () => {
  it('reads the month in UTC', () => {
    expect(formatMonthYear('2026-11-27T09:00:00.000Z')).toBe('Nov 2026');
    expect(formatMonthYear('2026-01-01T00:30:00.000Z')).toBe('Jan 2026');
    expect(formatMonthYear('2025-12-31T23:30:00.000Z')).toBe('Dec 2025');
    expect(formatMonthYear('not a date')).toBe('');
  });
});
