import { reviewPagePath } from '@ledgerlink/shared-schema';
import { MongoServerError, ObjectId } from 'mongodb';
import type { Collections } from '../db/collections';
import type { LeadDoc, ReviewInvitationDoc } from '../db/documents';
import { hashAccessKey, newAccessKey } from './access-keys';
import { customerReviewInvitationMail } from './mail/messages';
import { enqueueMail } from './mail/outbox';

/**
 * Reviews come only from real engagements: when a lead becomes won (the provider's dashboard or
 * the customer's "I hired"), its customer is mailed a one-time link to review the professional.
 * One invitation per lead (unique `leadId`), its token stored only as a SHA-256, and one mail per
 * lead (keyed by the lead): a retried or repeated Won changes nothing.
 */

export const REVIEW_LINK_DAYS = 60;
const DAY_MS = 86_400_000;

export interface ReviewInvitationDeps {
  collections: Pick<Collections, 'reviewInvitations' | 'outbox' | 'bookkeepers' | 'businesses' | 'customerOnboardings'>;
  /** Absolute site address, for the link in the mail. */
  publicUrl: string;
}

const mailKey = (lead: LeadDoc) => `review-invitation:${lead._id.toHexString()}`;

/** Who hired: the contact of the lead's request (a business request's or a hire's business, or a questionnaire). */
export async function customerOf({ businesses, customerOnboardings }: Pick<Collections, 'businesses' | 'customerOnboardings'>, lead: LeadDoc) {
  if (lead.businessId) {
    const business = await businesses.findOne({ _id: lead.businessId }, { projection: { email: 1, contactName: 1 } });
    return business ? { to: business.email, name: business.contactName } : undefined;
  }
  if (lead.onboardingId) {
    const questionnaire = await customerOnboardings.findOne({ _id: lead.onboardingId }, { projection: { email: 1 } });
    return questionnaire ? { to: questionnaire.email } : undefined;
  }
  return undefined;
}

/** The lead's invitation: the stored one, or this new one stored now. */
async function storeInvitation(reviewInvitations: Collections['reviewInvitations'], fresh: ReviewInvitationDoc): Promise<ReviewInvitationDoc> {
  const { leadId, ...rest } = fresh;
  const upsert = () => reviewInvitations.findOneAndUpdate({ leadId }, { $setOnInsert: rest }, { upsert: true, returnDocument: 'after' });
  try {
    return (await upsert())!;
  } catch (error) {
    // Two first invitations at once: one insert wins, the other now finds it.
    if (error instanceof MongoServerError && error.code === 11000) return (await upsert())!;
    throw error;
  }
}

/**
 * Invites the customer of a won lead to review its professional. The run that stores the invitation
 * mails its token. A later run (a retry) finds it and mails nothing, unless no mail was queued for it
 * (the first run stopped in between): the unused link then gets a new token, since the first one
 * exists nowhere any more, and that one is mailed.
 */
export async function inviteReview(deps: ReviewInvitationDeps, lead: LeadDoc, now = new Date()): Promise<void> {
  if (lead.status !== 'won') return;
  const { reviewInvitations, outbox, bookkeepers } = deps.collections;
  const token = newAccessKey();
  const tokenHash = hashAccessKey(token);
  const invitation = await storeInvitation(reviewInvitations, {
    _id: new ObjectId(),
    leadId: lead._id,
    bookkeeperId: lead.bookkeeperId,
    tokenHash,
    // The won write stamped the lead: the engagement began then.
    engagedAt: lead.updatedAt,
    createdAt: now,
    expiresAt: new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS),
  });
  if (invitation.tokenHash !== tokenHash) {
    if (invitation.usedAt || (await outbox.countDocuments({ key: mailKey(lead) })) > 0) return;
    const renewed = await reviewInvitations.updateOne({ _id: invitation._id, tokenHash: invitation.tokenHash, usedAt: { $exists: false } }, { $set: { tokenHash } });
    if (renewed.modifiedCount === 0) return;
  }
  const [customer, provider] = await Promise.all([
    customerOf(deps.collections, lead),
    bookkeepers.findOne({ _id: lead.bookkeeperId }, { projection: { fullName: 1, businessName: 1 } }),
  ]);
  if (!customer || !provider) return;
  await enqueueMail(
    outbox,
    customerReviewInvitationMail({
      leadId: lead._id.toHexString(),
      to: customer.to,
      name: customer.name,
      provider,
      reviewUrl: `${deps.publicUrl}${reviewPagePath(token)}`,
      validDays: REVIEW_LINK_DAYS,
    }),
    now,
  );
}
