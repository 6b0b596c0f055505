import { z } from 'zod';
import { REVIEW_RATINGS } from './entities/review';
import { entityId, isoDateTime } from './fields';
import { median } from './median';

/**
 * The site's figures, as the home page states them (`GET /api/stats`): every one counted from the
 * database, none written by hand. The rating is marketplace-stats.ts's (the mean of every review of
 * the listed professionals), so the home page and the marketplace never disagree about it.
 */

/**
 * The median first reply is stated only from this many replies: fewer would make one slow or fast
 * professional the site's figure.
 */
export const MIN_REPLIES_FOR_MEDIAN = 10;

/** The home page's latest reviews: this many at most, of this many stars or more (the page says so). */
export const RECENT_REVIEWS_SHOWN = 3;
export const RECENT_REVIEW_MIN_STARS = 4;

/** A review as the home page quotes it, with the professional it is about. */
export const recentReviewSchema = z.object({
  id: entityId,
  rating: z.enum(REVIEW_RATINGS),
  title: z.string().optional(),
  comment: z.string(),
  verifiedClient: z.boolean(),
  engagedAt: isoDateTime.optional(),
  createdAt: isoDateTime,
  professional: z.object({ fullName: z.string(), profilePath: z.string() }),
});
export type RecentReview = z.infer<typeof recentReviewSchema>;

export const siteStatsSchema = z.object({
  /** Professionals listed in the marketplace (approved and active). */
  professionals: z.number().int().min(0),
  /** Countries where at least one of them is based. */
  countries: z.number().int().min(0),
  /** Out of 5 with one decimal, as every rating reads (display.ts `formatRating`), over `totalReviews` reviews; null without any. */
  averageRating: z.number().min(0).max(5).nullable(),
  totalReviews: z.number().int().min(0),
  /** Professionals offered a customer's request by matching (every lead of a questionnaire or business request). */
  matchesMade: z.number().int().min(0),
  /** Median hours from a lead's offer to its professional's first action; null below `MIN_REPLIES_FOR_MEDIAN` replies. */
  medianResponseHours: z.number().min(0).nullable(),
  /**
   * The latest visible reviews of listed professionals with at least `RECENT_REVIEW_MIN_STARS`
   * stars: those from verified clients first, then imported ones, each marked as what it is.
   */
  recentReviews: z.array(recentReviewSchema).max(RECENT_REVIEWS_SHOWN),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;

const HOUR_MS = 60 * 60 * 1000;

/** The median of the reply times (milliseconds) in hours, one decimal; null from too few replies. */
export function medianReplyHours(replyTimesMs: readonly number[]): number | null {
  if (replyTimesMs.length < MIN_REPLIES_FOR_MEDIAN) return null;
  return Math.round((Math.max(0, median(replyTimesMs)!) / HOUR_MS) * 10) / 10;
}
