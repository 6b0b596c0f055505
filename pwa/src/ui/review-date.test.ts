import { describe, expect, it } from 'vitest';
import { reviewDate } from './review-date';

describe('reviewDate', () => {
  it('reads like en-US long dates in UTC', () => {
    for (const iso of ['2025-03-04T23:30:00.000Z', '2024-12-31T00:00:00.000Z', '2026-01-09T12:00:00.000Z']) {
      expect(reviewDate(iso)).toBe(new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }));
    }
  });
});
