import { RATING_SCALE } from './constants';

/**
 * The one rating computation (spec §3): a provider's `averageRating` is the mean of their visible
 * reviews' stars on the stored 0-50 scale, rounded half up, and 0 without reviews. The seed, the
 * server's atomic update (services/review-ratings.ts mirrors it in one database expression) and
 * every figure shown use it.
 */

/** `averageRating` of `totalReviews` reviews whose stars add up to `ratingSum`. */
export function averageRatingOf(ratingSum: number, totalReviews: number): number {
  if (totalReviews <= 0) return 0;
  return Math.floor((ratingSum * RATING_SCALE) / totalReviews + 0.5);
}

export interface RatingSummary {
  totalReviews: number;
  /** The stars of all reviews added up: kept on the provider so a new review updates the average in one write. */
  ratingSum: number;
  averageRating: number;
}

/** The figures of a set of reviews (ratings "1" to "5"). */
export function ratingSummary(reviews: readonly { rating: string }[]): RatingSummary {
  const ratingSum = reviews.reduce((total, review) => total + Number(review.rating), 0);
  return { totalReviews: reviews.length, ratingSum, averageRating: averageRatingOf(ratingSum, reviews.length) };
}
