import { ObjectId } from 'mongodb';
import type { Collections } from '../db/collections';
import type { HeldSubmissionDoc, ReviewDoc } from '../db/documents';
import { NotFoundError } from './domain-errors';
import type { ResponseCache } from './response-cache';
import { customerOf } from './review-invitations';
import { claimReviewLink, clientReview, storeReview, type ReviewSubmission } from './reviews';
import { reviewSubmission } from './submission-content';
import { contentReasons, holdSubmission } from './submission-screen';

/**
 * A review passes the spam rules its content can break (submission-screen.ts: the honeypot, links in
 * its title or comment). Its link is claimed either way, so a held review's link is spent like any
 * other; a held review is answered as stored, but kept aside uncounted until an admin releases it.
 */

export interface ScreenedReviewDeps {
  collections: Pick<Collections, 'reviewInvitations' | 'reviews' | 'bookkeepers' | 'leads' | 'businesses' | 'customerOnboardings' | 'heldSubmissions'>;
  cache: ResponseCache;
}

export async function submitScreenedReview(deps: ScreenedReviewDeps, { homepage, ...input }: ReviewSubmission & { homepage?: string | undefined }, reviewId: ObjectId, now = new Date()): Promise<ReviewDoc> {
  const { collections } = deps;
  // Released meanwhile (a retry of a held review's key): the stored review is the answer.
  const released = await collections.reviews.findOne({ _id: reviewId });
  if (released) return released;
  const invitation = await claimReviewLink(collections, input.token, reviewId, now);
  const review = clientReview(invitation, input, reviewId, now);
  const [lead, provider] = await Promise.all([
    collections.leads.findOne({ _id: invitation.leadId }),
    collections.bookkeepers.findOne({ _id: invitation.bookkeeperId }, { projection: { fullName: 1 } }),
  ]);
  const customer = lead ? await customerOf(collections, lead) : undefined;
  const submission = reviewSubmission({ ...input, homepage }, { email: customer?.to ?? '', name: customer?.name }, provider?.fullName ?? 'a professional');
  const reasons = contentReasons(submission);
  if (reasons.length === 0) return storeReview(deps, review, now);
  const { rating, title, comment } = input;
  await holdSubmission(collections.heldSubmissions, submission, reasons, { id: reviewId, input: { invitationId: invitation._id.toHexString(), rating, title, comment } });
  return review;
}

/** Stores and counts a held review as it was written, through the link it claimed. */
export async function releaseHeldReview(deps: Pick<ScreenedReviewDeps, 'cache'> & { collections: Collections }, { _id, input, heldAt }: HeldSubmissionDoc): Promise<ReviewDoc> {
  const content = input as { invitationId: string } & Pick<ReviewSubmission, 'rating' | 'title' | 'comment'>;
  const invitation = await deps.collections.reviewInvitations.findOne({ _id: new ObjectId(content.invitationId) });
  if (!invitation) throw new NotFoundError('The review link of this review no longer exists');
  return storeReview(deps, clientReview(invitation, content, _id, heldAt), heldAt);
}
