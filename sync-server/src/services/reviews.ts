import type { reviewCreateRequestSchema } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import type { z } from 'zod';
import type { Collections } from '../db/collections';
import type { BookkeeperDoc, ReviewDoc, ReviewInvitationDoc } from '../db/documents';
import { insertOnce } from '../db/insert-once';
import { hashAccessKey } from './access-keys';
import { ConflictError, GoneError, NotFoundError } from './domain-errors';
import type { ResponseCache } from './response-cache';
import { countReview, ensureRatingSum } from './review-ratings';

/**
 * A customer's review through the one-time link of a won lead (review-invitations.ts). The link is
 * checked by its token's hash: unknown (404), expired (410), already used (409). A review is stored
 * as from a verified client, with the lead and the month of the engagement, and counted into its
 * provider's figures (review-ratings.ts).
 */

export const REVIEW_LINK_UNKNOWN = 'This review link is not valid. Check that you opened the whole link from your email.';
export const REVIEW_LINK_EXPIRED = 'This review link has expired: review links work for 60 days after the hire.';
export const REVIEW_LINK_USED = 'This review link has already been used.';
export const REVIEW_PROVIDER_GONE = 'This professional is no longer listed, so they cannot be reviewed.';

export type ReviewSubmission = z.output<typeof reviewCreateRequestSchema>;

export interface ReviewDeps {
  collections: Pick<Collections, 'reviewInvitations' | 'reviews' | 'bookkeepers'>;
  /** Cleared once a review is counted: cached pages show the provider's rating. */
  cache: ResponseCache;
}

/** The invitation of `token`, still open, or the refusal the page shows. */
async function openInvitation(reviewInvitations: Collections['reviewInvitations'], token: string, now: Date): Promise<ReviewInvitationDoc> {
  const invitation = await reviewInvitations.findOne({ tokenHash: hashAccessKey(token) });
  if (!invitation) throw new NotFoundError(REVIEW_LINK_UNKNOWN);
  if (invitation.usedAt) throw new ConflictError(REVIEW_LINK_USED);
  if (invitation.expiresAt <= now) throw new GoneError(REVIEW_LINK_EXPIRED);
  return invitation;
}

/** The provider a link reviews, as its page names them, and when they were hired; the link stays unused. */
export async function readReviewInvitation(
  { reviewInvitations, bookkeepers }: ReviewDeps['collections'],
  token: string,
  now = new Date(),
): Promise<{ provider: BookkeeperDoc; engagedAt: Date }> {
  const invitation = await openInvitation(reviewInvitations, token, now);
  const provider = await bookkeepers.findOne({ _id: invitation.bookkeeperId });
  if (!provider) throw new GoneError(REVIEW_PROVIDER_GONE);
  return { provider, engagedAt: invitation.engagedAt };
}

/**
 * Stores the review of `token` and counts it. The link is claimed first (one conditional write:
 * of two submissions at once, one gets the 409), with the review's id, `claimedId` for a keyed
 * request (http/idempotency.ts): a retry of that request finds its own claim and finishes storing
 * and counting the same review instead of a 409.
 */
export async function submitReview(deps: ReviewDeps, input: ReviewSubmission, claimedId?: ObjectId, now = new Date()): Promise<ReviewDoc> {
  const { reviewInvitations, reviews, bookkeepers } = deps.collections;
  const reviewId = claimedId ?? new ObjectId();
  const tokenHash = hashAccessKey(input.token);
  const ownClaim = await reviewInvitations.findOne({ tokenHash, reviewId });
  const invitation = ownClaim ?? (await openInvitation(reviewInvitations, input.token, now));
  if (!ownClaim) {
    // A removed professional cannot be reviewed: the link is left unused, as it cannot be used.
    if ((await bookkeepers.countDocuments({ _id: invitation.bookkeeperId }, { limit: 1 })) === 0) throw new GoneError(REVIEW_PROVIDER_GONE);
    const claimed = await reviewInvitations.updateOne({ _id: invitation._id, usedAt: { $exists: false } }, { $set: { usedAt: now, reviewId } });
    if (claimed.modifiedCount === 0) throw new ConflictError(REVIEW_LINK_USED);
  }
  await ensureRatingSum({ bookkeepers, reviews }, invitation.bookkeeperId);
  const { doc } = await insertOnce(reviews, {
    _id: reviewId,
    bookkeeperId: invitation.bookkeeperId,
    leadId: invitation.leadId,
    rating: String(input.rating) as ReviewDoc['rating'],
    title: input.title,
    comment: input.comment,
    source: 'client',
    verifiedClient: true,
    engagedAt: invitation.engagedAt,
    createdAt: now,
  });
  await countReview(bookkeepers, doc, now);
  deps.cache.clear();
  return doc;
}
