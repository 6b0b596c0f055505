import { describe, expect, it } from 'vitest';
import { formatPrice, groupDigits } from './display';

describe('groupDigits and formatPrice', () => {
  it('group like Intl en-US without it', () => {
    for (const value of [0, 7, 85, 999, 1000, 12500, 123456, 1234567, -4200, 85.5]) {
      expect(groupDigits(value)).toBe(value.toLocaleString('en-US'));
    }
    expect(formatPrice(1200)).toBe('$1,200');
    expect(formatPrice(undefined)).toBe('Contact for pricing');
  });
});
