import { profilePath, RECENT_REVIEW_MIN_STARS, RECENT_REVIEWS_SHOWN, REVIEW_RATINGS, type RecentReview } from '@ledgerlink/shared-schema';
import type { Filter, ObjectId } from 'mongodb';
import type { Collections } from '../db/collections';
import type { ReviewDoc } from '../db/documents';

/**
 * The reviews the home page quotes (shared-schema site-stats.ts `recentReviews`): the latest visible
 * ones of listed professionals with enough stars, from verified clients first and imported ones only
 * to fill the rest. Read with the site's figures, so at most once per few minutes.
 */

type Listed = Map<string, { fullName: string; username: string }>;

/** Latest reviews read per kind: enough to fill the shown ones after leaving out unlisted professionals'. */
const READ_AHEAD = 30;

const GOOD_RATINGS = REVIEW_RATINGS.filter((rating) => Number(rating) >= RECENT_REVIEW_MIN_STARS);

export async function recentReviews(reviews: Collections['reviews'], listed: Listed): Promise<RecentReview[]> {
  const shown: RecentReview[] = [];
  const base: Filter<ReviewDoc> = { rating: { $in: GOOD_RATINGS }, hiddenAt: { $exists: false } };
  for (const origin of [{ verifiedClient: true }, { verifiedClient: { $ne: true } }] as const) {
    if (shown.length >= RECENT_REVIEWS_SHOWN) break;
    const latest = await reviews.find({ ...base, ...origin }, { sort: { createdAt: -1 }, limit: READ_AHEAD }).toArray();
    for (const review of latest) {
      const professional = listed.get(review.bookkeeperId.toHexString());
      if (!professional || !review.comment) continue;
      shown.push(quote(review, professional));
      if (shown.length >= RECENT_REVIEWS_SHOWN) break;
    }
  }
  return shown;
}

const quote = (review: ReviewDoc, professional: { fullName: string; username: string }): RecentReview => ({
  id: review._id.toHexString(),
  rating: review.rating,
  ...(review.title ? { title: review.title } : {}),
  comment: review.comment,
  verifiedClient: review.verifiedClient === true,
  ...(review.engagedAt ? { engagedAt: review.engagedAt.toISOString() } : {}),
  createdAt: review.createdAt.toISOString(),
  professional: { fullName: professional.fullName, profilePath: profilePath(professional.username) },
});

export const listedById = (providers: ReadonlyArray<{ _id: ObjectId; fullName: string; username: string }>): Listed =>
  new Map(providers.map((provider) => [provider._id.toHexString(), { fullName: provider.fullName, username: provider.username }]));
