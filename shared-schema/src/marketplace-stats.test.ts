import { describe, expect, it } from 'vitest';
import { summarizeMarketplace } from './marketplace-stats';

describe('summarizeMarketplace', () => {
  it('averages over every review (a provider with ten reviews weighs five times one with two) and spans each price kind', () => {
    const stats = summarizeMarketplace([
      { averageRating: 48, totalReviews: 10, hourlyRate: 120 },
      { averageRating: 40, totalReviews: 2, hourlyRate: 45, monthlyStartingPrice: 300 },
      { averageRating: 0, totalReviews: 0, monthlyStartingPrice: 900 },
      { averageRating: 0, totalReviews: 0, hourlyRate: null },
    ]);
    expect(stats).toEqual({
      total: 4,
      reviewedProviders: 2,
      // (48 × 10 + 40 × 2) / 12 reviews: the mean of the reviews the sentence says it is across.
      averageRating: 560 / 12,
      totalReviews: 12,
      hourlyRate: { min: 45, max: 120 },
      monthlyStartingPrice: { min: 300, max: 900 },
    });
  });

  it('has no average and no ranges when nothing is reviewed or priced', () => {
    expect(summarizeMarketplace([{ averageRating: 0, totalReviews: 0 }])).toEqual({
      total: 1,
      reviewedProviders: 0,
      averageRating: null,
      totalReviews: 0,
      hourlyRate: null,
      monthlyStartingPrice: null,
    });
    expect(summarizeMarketplace([]).total).toBe(0);
  });
});
