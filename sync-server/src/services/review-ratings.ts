import { RATING_SCALE } from '@ledgerlink/shared-schema';
import type { ObjectId } from 'mongodb';
import type { Collections } from '../db/collections';
import type { ReviewDoc } from '../db/documents';

/**
 * A provider's `averageRating` and `totalReviews` follow their stored reviews in one atomic write:
 * the provider keeps `ratingSum`, and one pipeline update adds the new review to the sum and the
 * count and derives the average from both in the same write (shared-schema's `averageRatingOf`, as
 * a database expression), so two reviews at once can never leave a stale figure. `updatedAt` moves
 * too, so offline catalogues get the new rating with their next delta.
 */

/** How many counted review ids the provider keeps, so a retried count finds its review among them. */
const RATED_IDS_KEPT = 20;

/** `averageRatingOf(ratingSum, totalReviews)`: floor(sum * 10 / count + 0.5), 0 without reviews. */
const AVERAGE_EXPRESSION = {
  $cond: [
    { $gt: ['$totalReviews', 0] },
    { $floor: { $add: [{ $divide: [{ $multiply: ['$ratingSum', RATING_SCALE] }, '$totalReviews'] }, 0.5] } },
    0,
  ],
};

/**
 * A provider stored before `ratingSum` existed (its reviews imported) gets it from its stored
 * reviews first. Only the first such write applies, and it always runs before this review is
 * stored: any review its count could include was stored after a sum existed, so is never counted twice.
 * Reviews hidden by then are left out and noted as such, so showing one again adds it back once.
 */
export async function ensureRatingSum({ bookkeepers, reviews }: Pick<Collections, 'bookkeepers' | 'reviews'>, providerId: ObjectId): Promise<void> {
  if (await bookkeepers.countDocuments({ _id: providerId, ratingSum: { $exists: false } }, { limit: 1 }) === 0) return;
  const stored = await reviews.find({ bookkeeperId: providerId }, { projection: { rating: 1, hiddenAt: 1 } }).toArray();
  const counted = stored.filter((review) => !review.hiddenAt);
  const ratingSum = counted.reduce((total, review) => total + Number(review.rating), 0);
  const hiddenReviewIds = stored.filter((review) => review.hiddenAt).map((review) => review._id);
  await bookkeepers.updateOne({ _id: providerId, ratingSum: { $exists: false } }, [
    { $set: { ratingSum, totalReviews: counted.length, hiddenReviewIds } },
    { $set: { averageRating: AVERAGE_EXPRESSION } },
  ]);
}

/**
 * Counts a stored review into its provider's figures, once: the write applies only while the
 * review is not among the provider's latest counted ones, so a retry after a crash counts nothing.
 */
export async function countReview(bookkeepers: Collections['bookkeepers'], review: Pick<ReviewDoc, '_id' | 'bookkeeperId' | 'rating'>, now = new Date()): Promise<void> {
  await bookkeepers.updateOne({ _id: review.bookkeeperId, ratedReviewIds: { $ne: review._id } }, [
    {
      $set: {
        ratingSum: { $add: [{ $ifNull: ['$ratingSum', 0] }, Number(review.rating)] },
        totalReviews: { $add: [{ $ifNull: ['$totalReviews', 0] }, 1] },
        ratedReviewIds: { $slice: [{ $concatArrays: [{ $ifNull: ['$ratedReviewIds', []] }, [review._id]] }, -RATED_IDS_KEPT] },
        updatedAt: now,
      },
    },
    { $set: { averageRating: AVERAGE_EXPRESSION } },
  ]);
}

/**
 * Takes a hidden review out of its provider's figures, or puts a shown-again one back, once: the
 * provider lists the reviews taken out, and each write applies only while the review is (or is not)
 * among them, so however often a hide or show is retried, the sum and count move once. Call it with
 * the review as stored after its `hiddenAt` changed, and after `ensureRatingSum`.
 */
export async function settleHiddenReview(bookkeepers: Collections['bookkeepers'], review: Pick<ReviewDoc, '_id' | 'bookkeeperId' | 'rating' | 'hiddenAt'>, now = new Date()): Promise<void> {
  const hidden = review.hiddenAt !== undefined;
  const stars = Number(review.rating);
  await bookkeepers.updateOne({ _id: review.bookkeeperId, hiddenReviewIds: hidden ? { $ne: review._id } : review._id }, [
    {
      $set: {
        ratingSum: { $add: [{ $ifNull: ['$ratingSum', 0] }, hidden ? -stars : stars] },
        totalReviews: { $add: [{ $ifNull: ['$totalReviews', 0] }, hidden ? -1 : 1] },
        hiddenReviewIds: hidden
          ? { $concatArrays: [{ $ifNull: ['$hiddenReviewIds', []] }, [review._id]] }
          : { $filter: { input: '$hiddenReviewIds', cond: { $ne: ['$$this', review._id] } } },
        updatedAt: now,
      },
    },
    { $set: { averageRating: AVERAGE_EXPRESSION } },
  ]);
}
