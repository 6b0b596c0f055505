import { applyCustomerOutcome, CUSTOMER_OUTCOME_STATUS, isLeadOpen, type CustomerOutcome } from '@ledgerlink/shared-schema';
import type { ObjectId } from 'mongodb';
import type { Collections } from '../db/collections';
import type { LeadDoc, PrivateRequestDoc, RequestOutcomeDoc } from '../db/documents';
import { ConflictError, NotFoundError } from './domain-errors';
import { commitLeadStatus } from './lead-transition';
import { leadsOfRequest, reloadRequest, updateRequestDoc } from './request-records';
import { inviteReview, type ReviewInvitationDeps } from './review-invitations';

/**
 * How a customer ends their request from its page: "I hired {name}" or "Close my request". The
 * customer's word moves leads a provider could not move themselves (new -> won, new -> lost;
 * lead-status.ts `applyCustomerOutcome`), through the same write as a provider's change
 * (lead-transition.ts), so counters and a hire's booking follow as they always do.
 *
 * Each action happens once, whatever is retried or crashes when: the request's `outcome` is claimed
 * first (one conditional write), and each lead then moves only from an open status. A retry finds
 * the same outcome and finishes the leads the first run left open; a replay of the same action
 * answers the same; a different action on an ended request is a conflict.
 */

export type OutcomeCollections = Pick<Collections, 'customerOnboardings' | 'businesses' | 'bookings' | 'bookkeepers' | 'leads'>;

export interface HireDeps extends ReviewInvitationDeps {
  collections: OutcomeCollections & ReviewInvitationDeps['collections'];
}

/** What the other professionals read on their dashboard when the customer hired someone else. */
export const HIRED_SOMEONE_ELSE = 'The customer hired someone else';
export const REQUEST_CLOSED = 'This request is closed, so nothing more can be done with it.';
export const REQUEST_HIRED = 'You already told us whom you hired for this request.';
export const MATCH_NOT_OF_REQUEST = 'That professional is not one of the matches of this request.';
export const REQUEST_GONE = 'This request no longer exists.';
export const MATCH_ENDED = 'This match has already ended, so it cannot be marked as hired.';

/** Why an ended request refuses another action. */
export const endedRequestConflict = (outcome: RequestOutcomeDoc) => new ConflictError(outcome.kind === 'closed' ? REQUEST_CLOSED : REQUEST_HIRED);

/**
 * Claims `outcome` for the request, or finds the same kind already claimed (a replay or a retry);
 * returns the outcome in force. Ended otherwise: the conflict.
 */
async function claimOutcome(
  collections: OutcomeCollections,
  request: PrivateRequestDoc,
  outcome: RequestOutcomeDoc,
  same: (existing: RequestOutcomeDoc) => boolean,
): Promise<RequestOutcomeDoc> {
  const existing = request.doc.outcome;
  if (existing) {
    if (same(existing)) return existing;
    throw endedRequestConflict(existing);
  }
  if (await updateRequestDoc(collections, request, { outcome: { $exists: false } }, { $set: { outcome } })) return outcome;
  // Another call ended it meanwhile.
  const now = (await reloadRequest(collections, request))?.doc.outcome;
  if (now && same(now)) return now;
  throw now ? endedRequestConflict(now) : new NotFoundError(REQUEST_GONE);
}

/**
 * Moves one lead to the customer's outcome. A lead that moved meanwhile (its provider acted at the
 * same moment) is read again and decided once more; one that is no longer open is left as it is.
 */
async function settleLead(collections: OutcomeCollections, lead: LeadDoc, outcome: CustomerOutcome, closedReason: string | undefined): Promise<void> {
  let current: LeadDoc | null = lead;
  for (let attempt = 0; current && attempt < 3; attempt += 1) {
    const decision = applyCustomerOutcome(current, outcome);
    if (!decision.ok || !decision.changed) return;
    const also = { customerOutcome: outcome, ...(closedReason !== undefined ? { closedReason } : {}) };
    if (await commitLeadStatus(collections, current, CUSTOMER_OUTCOME_STATUS[outcome], also)) return;
    current = await collections.leads.findOne({ _id: current._id });
  }
}

/**
 * "I hired {name}": that lead becomes won on the customer's word and every other open lead of the
 * request lost ("The customer hired someone else"); the customer is invited to review the one they
 * hired (review-invitations.ts; a replay finds the invitation made). Returns the hired professional's name.
 */
export async function markHired(deps: HireDeps, request: PrivateRequestDoc, leadId: ObjectId): Promise<{ providerName: string | undefined }> {
  const { collections } = deps;
  const leads = await collections.leads.find(leadsOfRequest(request)).toArray();
  const hired = leads.find((lead) => lead._id.equals(leadId));
  if (!hired) throw new NotFoundError(MATCH_NOT_OF_REQUEST);
  const same = (existing: RequestOutcomeDoc) => existing.kind === 'hired' && existing.leadId.equals(leadId);
  const ended = request.doc.outcome;
  if (ended && !same(ended)) throw endedRequestConflict(ended);
  // A lead that ended otherwise cannot be hired, unless this very hire already ended it (a retry).
  if (!ended && !applyCustomerOutcome(hired, 'hired').ok) throw new ConflictError(MATCH_ENDED);
  await claimOutcome(collections, request, { kind: 'hired', leadId, at: new Date() }, same);
  await settleLead(collections, hired, 'hired', undefined);
  for (const other of leads) if (!other._id.equals(leadId) && isLeadOpen(other)) await settleLead(collections, other, 'hired-other', HIRED_SOMEONE_ELSE);
  const won = await collections.leads.findOne({ _id: leadId });
  if (won) await inviteReview(deps, won);
  const provider = await collections.bookkeepers.findOne({ _id: hired.bookkeeperId }, { projection: { fullName: 1 } });
  return { providerName: provider?.fullName };
}

/** "Close my request": every open lead ends lost with the customer's reason. Closing a closed request again changes nothing. */
export async function closeRequest(collections: OutcomeCollections, request: PrivateRequestDoc, reason: string): Promise<void> {
  const closed = await claimOutcome(collections, request, { kind: 'closed', reason, at: new Date() }, (existing) => existing.kind === 'closed');
  // The reason first given: a retry finishing the leads tells them what the others were told.
  const given = closed.kind === 'closed' ? closed.reason : reason;
  const leads = await collections.leads.find(leadsOfRequest(request)).toArray();
  for (const lead of leads) if (isLeadOpen(lead)) await settleLead(collections, lead, 'closed', given);
}
