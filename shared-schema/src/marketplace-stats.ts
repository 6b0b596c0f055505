import { z } from 'zod';

/**
 * What a marketplace landing page says about the providers it lists ("12 payroll professionals in
 * Manchester, rated 4.6 on average, from $45 to $120 an hour"). One pure function, so the server
 * (over a narrow projection of the matching providers) and the offline catalogue (over Dexie rows)
 * give the same figures.
 */

const priceRangeSchema = z.object({ min: z.number(), max: z.number() }).nullable();

/** `GET /api/marketplace/stats`: figures for one filter set. `averageRating` is on the stored 0-50 scale. */
export const marketplaceStatsSchema = z.object({
  total: z.number().int().min(0),
  /**
   * Providers with at least one review. `averageRating` is the mean of all their reviews (each
   * provider's average weighed by its review count), as "rated 4.6 across 310 reviews" reads; null
   * when there are none.
   */
  reviewedProviders: z.number().int().min(0),
  averageRating: z.number().nullable(),
  totalReviews: z.number().int().min(0),
  hourlyRate: priceRangeSchema,
  monthlyStartingPrice: priceRangeSchema,
});
export type MarketplaceStats = z.infer<typeof marketplaceStatsSchema>;

/** The fields the figures read (a subset of PublicBookkeeper and of the stored provider). */
export interface PricedListing {
  averageRating: number;
  totalReviews: number;
  hourlyRate?: number | null | undefined;
  monthlyStartingPrice?: number | null | undefined;
}

type Range = NonNullable<MarketplaceStats['hourlyRate']>;

const widen = (range: Range | null, value: number | null | undefined): Range | null => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return range;
  return range ? { min: Math.min(range.min, value), max: Math.max(range.max, value) } : { min: value, max: value };
};

export function summarizeMarketplace(providers: Iterable<PricedListing>): MarketplaceStats {
  let total = 0;
  let reviewedProviders = 0;
  let ratingSum = 0;
  let totalReviews = 0;
  let hourlyRate: Range | null = null;
  let monthlyStartingPrice: Range | null = null;
  for (const provider of providers) {
    total += 1;
    if (provider.totalReviews > 0) {
      reviewedProviders += 1;
      ratingSum += provider.averageRating * provider.totalReviews;
      totalReviews += provider.totalReviews;
    }
    hourlyRate = widen(hourlyRate, provider.hourlyRate);
    monthlyStartingPrice = widen(monthlyStartingPrice, provider.monthlyStartingPrice);
  }
  return {
    total,
    reviewedProviders,
    averageRating: totalReviews ? ratingSum / totalReviews : null,
    totalReviews,
    hourlyRate,
    monthlyStartingPrice,
  };
}
