import { describe, expect, it } from 'vitest';
import { averageRatingOf, ratingSummary } from './rating';

const ratings = (...stars: number[]) => stars.map((star) => ({ rating: String(star) }));

describe('ratingSummary', () => {
  it('is 0 reviews, sum 0 and average 0 without reviews', () => {
    expect(ratingSummary([])).toEqual({ totalReviews: 0, ratingSum: 0, averageRating: 0 });
  });

  it('keeps the mean on the 0-50 scale', () => {
    expect(ratingSummary(ratings(5))).toEqual({ totalReviews: 1, ratingSum: 5, averageRating: 50 });
    expect(ratingSummary(ratings(5, 4, 4))).toEqual({ totalReviews: 3, ratingSum: 13, averageRating: 43 });
    expect(ratingSummary(ratings(1, 2))).toEqual({ totalReviews: 2, ratingSum: 3, averageRating: 15 });
  });

  it('rounds a half up, never to even', () => {
    // 17 / 4 = 4.25 -> 42.5 -> 43 (banker's rounding would give 42).
    expect(ratingSummary(ratings(5, 4, 4, 4)).averageRating).toBe(43);
    // 9 / 4 = 2.25 -> 22.5 -> 23.
    expect(averageRatingOf(9, 4)).toBe(23);
    // 2 / 3 = 0.666... -> 6.67 -> 7; 4 / 3 -> 13.33 -> 13.
    expect(averageRatingOf(2, 3)).toBe(7);
    expect(averageRatingOf(4, 3)).toBe(13);
  });
});
