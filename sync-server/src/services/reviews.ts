import type { reviewCreateRequestSchema } from '@ledgerlink/shared-schema';
import type { ObjectId } from 'mongodb';
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
 * Claims the link of `token` for the review `reviewId` (one conditional write: of two submissions
 * at once, one gets the 409). A keyed request's retry (`claimedId`, http/idempotency.ts) finds its
 * own claim and goes on with it instead of a 409.
 */
export async function claimReviewLink(
  { reviewInvitations, bookkeepers }: ReviewDeps['collections'],
  token: string,
  reviewId: ObjectId,
  now = new Date(),
): Promise<ReviewInvitationDoc> {
  const tokenHash = hashAccessKey(token);
  const ownClaim = await reviewInvitations.findOne({ tokenHash, reviewId });
  if (ownClaim) return ownClaim;
  const invitation = await openInvitation(reviewInvitations, token, now);
  // A removed professional cannot be reviewed: the link is left unused, as it cannot be used.
  if ((await bookkeepers.countDocuments({ _id: invitation.bookkeeperId }, { limit: 1 })) === 0) throw new GoneError(REVIEW_PROVIDER_GONE);
  const claimed = await reviewInvitations.updateOne({ _id: invitation._id, usedAt: { $exists: false } }, { $set: { usedAt: now, reviewId } });
  if (claimed.modifiedCount === 0) throw new ConflictError(REVIEW_LINK_USED);
  return invitation;
}

/** What a review says, without the link it came through. */
export type ReviewContent = Pick<ReviewSubmission, 'rating' | 'title' | 'comment'>;

/** The review `reviewId` of a claimed link as it is stored: from a verified client, with the lead and the month of the engagement. */
export const clientReview = (invitation: ReviewInvitationDoc, content: ReviewContent, reviewId: ObjectId, now: Date): ReviewDoc => ({
  _id: reviewId,
  bookkeeperId: invitation.bookkeeperId,
  leadId: invitation.leadId,
  rating: String(content.rating) as ReviewDoc['rating'],
  title: content.title,
  comment: content.comment,
  source: 'client',
  verifiedClient: true,
  engagedAt: invitation.engagedAt,
  createdAt: now,
});

/** Stores the review of a claimed link (once per id) and counts it into its provider's figures. */
export async function storeReview(deps: ReviewDeps, review: ReviewDoc, now = new Date()): Promise<ReviewDoc> {
  const { reviews, bookkeepers } = deps.collections;
  await ensureRatingSum({ bookkeepers, reviews }, review.bookkeeperId);
  const { doc } = await insertOnce(reviews, review);
  await countReview(bookkeepers, doc, now);
  deps.cache.clear();
  return doc;
}
