import type { z } from 'zod';
import type { reviewVisibilityRequestSchema, ReviewVisibility } from '@ledgerlink/shared-schema';
import type { Filter, ObjectId } from 'mongodb';
import type { Collections } from '../db/collections';
import type { BookkeeperDoc, ReviewDoc } from '../db/documents';
import { NotFoundError } from './domain-errors';
import { recordIdOrNotFound } from './record-id';
import type { ResponseCache } from './response-cache';
import { ensureRatingSum, settleHiddenReview } from './review-ratings';

/**
 * An admin hides a review with a reason, or shows it again. The review's own `hiddenAt` decides
 * whether it is public and counted; the provider's figures then follow it once (review-ratings.ts),
 * so a retried or repeated request moves nothing more.
 */

export type ReviewVisibilityChange = z.output<typeof reviewVisibilityRequestSchema>;

export interface ReviewModerationDeps {
  collections: Pick<Collections, 'reviews' | 'bookkeepers'>;
  /** Cleared after a change: cached profiles and marketplace pages show the figures and reviews. */
  cache: ResponseCache;
}

export const REVIEW_NOT_FOUND = 'Review not found';

export async function setReviewVisibility(deps: ReviewModerationDeps, id: string, change: ReviewVisibilityChange, now = new Date()): Promise<ReviewDoc> {
  const { reviews, bookkeepers } = deps.collections;
  const _id = recordIdOrNotFound(id, 'Review');
  const review = await reviews.findOne({ _id });
  if (!review) throw new NotFoundError(REVIEW_NOT_FOUND);
  await ensureRatingSum({ bookkeepers, reviews }, review.bookkeeperId);
  if (change.hidden) {
    // Hiding again only updates the reason: the review was hidden when it was first hidden.
    await reviews.updateOne({ _id }, [{ $set: { hiddenAt: { $ifNull: ['$hiddenAt', now] }, hiddenReason: change.reason } }]);
  } else {
    await reviews.updateOne({ _id }, { $unset: { hiddenAt: '', hiddenReason: '' } });
  }
  const settled = await settleFigures(deps.collections, _id, now);
  deps.cache.clear();
  return settled;
}

/** Enough rounds for a hide and a show of one review crossing each other; each round is one read and one guarded write. */
const SETTLE_ROUNDS = 4;

/**
 * Brings the provider's figures in line with the review as stored. A hide and a show of the same
 * review at once may each settle the state they read before the other's flip; whoever then reads a
 * changed state settles again, so the last one leaves the figures matching the review.
 */
async function settleFigures({ reviews, bookkeepers }: ReviewModerationDeps['collections'], _id: ObjectId, now: Date): Promise<ReviewDoc> {
  let current = await reviews.findOne({ _id });
  for (let round = 0; current && round < SETTLE_ROUNDS; round += 1) {
    await settleHiddenReview(bookkeepers, current, now);
    const after = await reviews.findOne({ _id });
    if (!after || (after.hiddenAt === undefined) === (current.hiddenAt === undefined)) return after ?? current;
    current = after;
  }
  if (!current) throw new NotFoundError(REVIEW_NOT_FOUND);
  return current;
}

/** One page of the admin's list, newest first, with the provider of each review (absent once removed). */
export async function listReviewsForAdmin(
  { reviews, bookkeepers }: ReviewModerationDeps['collections'],
  query: { status: ReviewVisibility; page: number; limit: number },
): Promise<{ reviews: ReviewDoc[]; providers: Map<string, BookkeeperDoc>; total: number }> {
  const filter: Filter<ReviewDoc> = { hiddenAt: { $exists: query.status === 'hidden' } };
  const [page, total] = await Promise.all([
    reviews.find(filter).sort({ createdAt: -1, _id: -1 }).skip((query.page - 1) * query.limit).limit(query.limit).toArray(),
    reviews.countDocuments(filter),
  ]);
  const ids = [...new Map(page.map((review) => [review.bookkeeperId.toHexString(), review.bookkeeperId])).values()];
  const owners = await bookkeepers.find({ _id: { $in: ids } }, { projection: { fullName: 1, businessName: 1, username: 1 } }).toArray();
  return { reviews: page, providers: new Map(owners.map((owner) => [owner._id.toHexString(), owner])), total };
}
