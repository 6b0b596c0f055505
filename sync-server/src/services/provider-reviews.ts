import { ObjectId } from 'mongodb';
import type { Collections } from '../db/collections';
import type { BookkeeperDoc, ReviewDoc } from '../db/documents';
import { parseObjectId } from '../db/object-id';
import { ConflictError, NotFoundError } from './domain-errors';
import type { ResponseCache } from './response-cache';

/**
 * A provider's own reviews, read and answered from their dashboard once its access was checked
 * (dashboard-access.ts): hidden ones too, as the provider has to learn why. One public reply per
 * review, written by one conditional update so two replies at once cannot both land.
 */

export const REVIEW_NOT_OF_PROVIDER = 'This review is not one of yours';
export const REVIEW_ALREADY_REPLIED = 'You have already replied to this review: a review takes one public reply.';

/** Every review of the provider, newest first. */
export function listProviderReviews(reviews: Collections['reviews'], provider: BookkeeperDoc): Promise<ReviewDoc[]> {
  return reviews.find({ bookkeeperId: provider._id }).sort({ createdAt: -1, _id: -1 }).toArray();
}

/**
 * Stores the provider's reply to one of their reviews. `claimedId` (http/idempotency.ts) marks the
 * reply, so a keyed request retried after a crash finds its own reply and answers with it, not a 409.
 */
export async function replyToReview(
  deps: { collections: Pick<Collections, 'reviews'>; cache: ResponseCache },
  provider: BookkeeperDoc,
  reviewId: string,
  text: string,
  claimedId = new ObjectId(),
  now = new Date(),
): Promise<ReviewDoc> {
  const { reviews } = deps.collections;
  const _id = parseObjectId(reviewId);
  if (!_id) throw new NotFoundError(REVIEW_NOT_OF_PROVIDER);
  const owned = { _id, bookkeeperId: provider._id };
  const replied = await reviews.findOneAndUpdate({ ...owned, reply: { $exists: false } }, { $set: { reply: { id: claimedId, text, repliedAt: now } } }, { returnDocument: 'after' });
  if (replied) {
    deps.cache.clear();
    return replied;
  }
  const review = await reviews.findOne(owned);
  if (!review) throw new NotFoundError(REVIEW_NOT_OF_PROVIDER);
  if (review.reply?.id.equals(claimedId)) return review;
  throw new ConflictError(REVIEW_ALREADY_REPLIED);
}
