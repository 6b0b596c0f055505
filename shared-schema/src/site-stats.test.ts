import { describe, expect, it } from 'vitest';
import { medianReplyHours, MIN_REPLIES_FOR_MEDIAN } from './site-stats';

const HOUR = 60 * 60 * 1000;

describe('medianReplyHours', () => {
  it('is the middle reply of an odd count and the mean of the two middle ones of an even count, in hours with one decimal', () => {
    const odd = Array.from({ length: 11 }, (_, n) => (n + 1) * HOUR).reverse();
    expect(medianReplyHours(odd)).toBe(6);
    const even = Array.from({ length: 12 }, (_, n) => (n + 1) * HOUR);
    expect(medianReplyHours(even)).toBe(6.5);
    expect(medianReplyHours(Array.from({ length: 10 }, () => 20 * 60 * 1000))).toBe(0.3);
  });

  it('says nothing from fewer than the minimum of replies', () => {
    expect(medianReplyHours(Array.from({ length: MIN_REPLIES_FOR_MEDIAN - 1 }, () => HOUR))).toBeNull();
    expect(medianReplyHours([])).toBeNull();
  });
});
