import { z } from 'zod';
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
});
export type SiteStats = z.infer<typeof siteStatsSchema>;

const HOUR_MS = 60 * 60 * 1000;

/** The median of the reply times (milliseconds) in hours, one decimal; null from too few replies. */
export function medianReplyHours(replyTimesMs: readonly number[]): number | null {
  if (replyTimesMs.length < MIN_REPLIES_FOR_MEDIAN) return null;
  return Math.round((Math.max(0, median(replyTimesMs)!) / HOUR_MS) * 10) / 10;
}
