import type { LeadStatus } from '@ledgerlink/shared-schema';
import type { Collection, ObjectId } from 'mongodb';
import { MongoServerError } from 'mongodb';
import type { Collections } from '../db/collections';
import type { DigestEvent, DigestEventKind, LeadDoc, PrivateRequestDoc, RequestDigestDoc } from '../db/documents';

/**
 * The events a customer's update emails report (request-digest-job.ts sends them): a professional
 * contacted the customer, passed, or let their lead expire. Each is recorded on the request's digest
 * record after the lead's own write; the job mails what is pending at most once an hour.
 *
 * Invariants:
 * - an event is mailed at most once: its id is `<leadId>-<kind>` (a lead reaches each kind once), it
 *   is added only while neither pending nor mailed, so recording it again (a retried status change,
 *   a re-route retried after a crash) changes nothing;
 * - `dueAt` is set exactly while events are pending: each event lowers it to its own time (`$min`);
 *   the job removes it only in a write that matches an empty `pending`, and turning the emails off
 *   removes it in the write that empties `pending`.
 */

export type DigestCollections = Pick<Collections, 'requestDigests' | 'bookings'>;

/** The provider's status changes a customer hears of; the others (won, lost) are the customer's own doing or news to nobody. */
export const DIGEST_EVENT_OF_STATUS: Partial<Record<LeadStatus, DigestEventKind>> = { contacted: 'contacted', passed: 'passed' };

/** Before any digest: the epoch, so a new record's first email may go at once. */
export const NEVER = new Date(0);

export const digestEventId = (leadId: ObjectId, kind: DigestEventKind) => `${leadId.toHexString()}-${kind}`;

/** The request a lead answers, as its page knows it; none for a contact (it has no request page). */
async function requestOfLead(bookings: Collections['bookings'], lead: LeadDoc): Promise<{ _id: ObjectId; kind: PrivateRequestDoc['kind'] } | undefined> {
  if (lead.source === 'questionnaire' && lead.onboardingId) return { _id: lead.onboardingId, kind: 'questionnaire' };
  if (lead.source === 'business-request' && lead.businessId) return { _id: lead.businessId, kind: 'business' };
  if (lead.source === 'booking' && lead.businessId) {
    // A hire's page is its booking: the one of that business with this provider (request-records.ts `leadsOfRequest`).
    const booking = await bookings.findOne({ businessId: lead.businessId, bookkeeperId: lead.bookkeeperId }, { sort: { createdAt: -1 }, projection: { _id: 1 } });
    return booking ? { _id: booking._id, kind: 'hire' } : undefined;
  }
  return undefined;
}

/** The request's digest record, made empty if it has none yet (two first events at once both find one). */
async function ensureDigestRecord(requestDigests: Collection<RequestDigestDoc>, request: { _id: ObjectId; kind: PrivateRequestDoc['kind'] }): Promise<void> {
  const empty: Omit<RequestDigestDoc, '_id'> = { requestKind: request.kind, pending: {}, mailed: [], sentCount: 0, notBefore: NEVER, leaseUntil: NEVER };
  try {
    await requestDigests.updateOne({ _id: request._id }, { $setOnInsert: empty }, { upsert: true });
  } catch (error) {
    // A concurrent upsert inserted it first.
    if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
  }
}

/** Records that `lead` reached `kind` at `at` for its request's next update email. */
export async function recordDigestEvent({ requestDigests, bookings }: DigestCollections, lead: LeadDoc, kind: DigestEventKind, at: Date): Promise<void> {
  const request = await requestOfLead(bookings, lead);
  if (!request) return;
  await ensureDigestRecord(requestDigests, request);
  const id = digestEventId(lead._id, kind);
  const event: DigestEvent = { leadId: lead._id, kind, at };
  await requestDigests.updateOne({ _id: request._id, [`pending.${id}`]: { $exists: false }, mailed: { $ne: id } } as never, {
    $set: { [`pending.${id}`]: event },
    $min: { dueAt: at },
  } as never);
}

/** The customer's status change, if it is one they hear of, recorded for their update email. */
export async function recordStatusDigestEvent(collections: DigestCollections, lead: LeadDoc): Promise<void> {
  const kind = DIGEST_EVENT_OF_STATUS[lead.status];
  if (kind) await recordDigestEvent(collections, lead, kind, lead.updatedAt);
}

/** Drops whatever the request's next update email would have said (the customer stopped them). */
export async function dropPendingDigest(requestDigests: Collection<RequestDigestDoc>, requestId: ObjectId): Promise<void> {
  await requestDigests.updateOne({ _id: requestId }, { $set: { pending: {} }, $unset: { dueAt: '' } });
}
