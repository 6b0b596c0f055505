import { applyLeadTransition, type leadUpdateRequestSchema } from '@ledgerlink/shared-schema';
import type { ObjectId } from 'mongodb';
import type { z } from 'zod';
import type { Collections } from '../db/collections';
import type { BookingDoc, BusinessDoc, QuestionnaireDoc, LeadDoc } from '../db/documents';
import { parseObjectId } from '../db/object-id';
import { authorizeDashboard, dashboardAccessRefused, type DashboardCredentials } from './dashboard-access';
import { ConflictError } from './domain-errors';
import { bookingFollowsLead, commitLeadStatus } from './lead-transition';
import { recordStatusDigestEvent } from './request-digests';
import { inviteReview, type ReviewInvitationDeps } from './review-invitations';

/**
 * A provider's leads as their dashboard sees them. Every call needs the provider's dashboard key or
 * session (services/dashboard-access.ts): leads hold customers' personal data.
 */

export type LeadStatusChange = z.output<typeof leadUpdateRequestSchema>;

export interface LeadChangeDeps extends ReviewInvitationDeps {
  collections: ReviewInvitationDeps['collections'] & Pick<Collections, 'bookkeepers' | 'leads' | 'bookings' | 'requestDigests'>;
}

/**
 * A status change refused: the transition is not allowed, or the lead moved on meanwhile. It carries
 * the lead as it now stands (absent if it was deleted), for the route to present with the 409.
 */
export class LeadConflictError extends ConflictError {
  constructor(
    message: string,
    readonly lead: LeadDoc | undefined,
  ) {
    super(message);
  }
}

export interface LeadWithRequest {
  lead: LeadDoc;
  /** The request the lead answers: a business (request form or booking) or a questionnaire. */
  business: BusinessDoc | undefined;
  customer: QuestionnaireDoc | undefined;
  /** A hire's booking: what the customer asked this provider for, and when. */
  booking: BookingDoc | undefined;
}

/** All of a provider's leads, newest first, each with its request. */
export async function listProviderLeads(
  { bookkeepers, dashboardSessions, leads, businesses, customerOnboardings, bookings }: Pick<
    Collections,
    'bookkeepers' | 'dashboardSessions' | 'leads' | 'businesses' | 'customerOnboardings' | 'bookings'
  >,
  providerId: string,
  credentials: DashboardCredentials,
): Promise<LeadWithRequest[]> {
  const provider = await authorizeDashboard({ bookkeepers, dashboardSessions }, providerId, credentials);
  const docs = await leads.find({ bookkeeperId: provider._id }).sort({ createdAt: -1 }).toArray();
  const ids = (pick: (lead: LeadDoc) => ObjectId | undefined) => [...new Set(docs.map(pick).filter((id) => id !== undefined))];
  const [owners, customers, hires] = await Promise.all([
    businesses.find({ _id: { $in: ids((lead) => lead.businessId) } }).toArray(),
    customerOnboardings.find({ _id: { $in: ids((lead) => lead.onboardingId) } }).toArray(),
    // A hire registers its own business, so its booking is the one of that business with this provider.
    bookings.find({ bookkeeperId: provider._id, businessId: { $in: ids((lead) => (lead.source === 'booking' ? lead.businessId : undefined)) } }).toArray(),
  ]);
  const byId = <T extends { _id: ObjectId }>(items: T[]) => new Map(items.map((item) => [item._id.toHexString(), item]));
  const businessById = byId(owners);
  const customerById = byId(customers);
  const bookingByBusiness = new Map(hires.map((booking) => [booking.businessId.toHexString(), booking]));
  return docs.map((lead) => ({
    lead,
    business: lead.businessId && businessById.get(lead.businessId.toHexString()),
    customer: lead.onboardingId && customerById.get(lead.onboardingId.toHexString()),
    booking: lead.source === 'booking' && lead.businessId ? bookingByBusiness.get(lead.businessId.toHexString()) : undefined,
  }));
}

/**
 * One lead, if the credentials open the dashboard of the provider it belongs to. The session cookie
 * is per provider, so the caller gets it for the lead's provider. An unknown lead is refused like a
 * wrong key: lead ids are no oracle either.
 */
export async function loadOwnedLead(
  { bookkeepers, dashboardSessions, leads }: Pick<Collections, 'bookkeepers' | 'dashboardSessions' | 'leads'>,
  leadId: string,
  credentialsFor: (providerId: ObjectId) => DashboardCredentials,
): Promise<LeadDoc> {
  const _id = parseObjectId(leadId);
  const lead = _id ? await leads.findOne({ _id }) : null;
  if (!lead) throw dashboardAccessRefused();
  await authorizeDashboard({ bookkeepers, dashboardSessions }, lead.bookkeeperId, credentialsFor(lead.bookkeeperId));
  return lead;
}

/**
 * Compare-and-set on status (ARCHITECTURE §2): the transition applies only if the lead is still in
 * the status the client saw, so an offline replay can never skip a state or undo a newer change.
 * The same write also requires the lead not to have expired, so a provider acting at the deadline
 * and the expiry job claiming the lead cannot both win (lead-expiry-job.ts claims on `status: new`).
 * A refusal (LeadConflictError) carries the current lead, so the client can show what changed.
 * `respondedAt` is the first action's time: response times are measured to it. A keyed change passes its claimed id
 * (http/idempotency.ts), stored with the status in the same write: when another run of the same key
 * (a stale claim taken over) has already applied it, this run answers with the lead as that one did.
 * A contact or a pass is recorded for the customer's next update email (request-digests.ts) after
 * the lead's write, and again by a retry that finds the change applied, so a crash between the two
 * loses no event (recording one twice changes nothing). A won lead's review link follows the same way.
 */
export async function changeLeadStatus(
  deps: LeadChangeDeps,
  lead: LeadDoc,
  change: LeadStatusChange,
  changeId?: ObjectId,
): Promise<LeadDoc> {
  const { bookkeepers, leads, bookings } = deps.collections;
  const decision = applyLeadTransition(lead, change);
  if (!decision.ok) throw new LeadConflictError(decision.reason, lead);
  const now = new Date();
  // Already in that status (a retry after a crash included): what follows the change may still be due.
  if (!decision.changed) return followChange(deps, lead, now);
  const also = { respondedAt: lead.respondedAt ?? now, ...(changeId ? { lastChangeId: changeId } : {}) };
  const updated = await commitLeadStatus({ bookkeepers, leads, bookings }, lead, change.status, also, now);
  if (!updated) {
    const current = await leads.findOne({ _id: lead._id });
    if (current && changeId && current.status === change.status && current.lastChangeId?.equals(changeId)) return followChange(deps, current, now);
    throw new LeadConflictError('The lead changed meanwhile; review its current status', current ?? undefined);
  }
  return followChange(deps, updated, now);
}

/**
 * What follows a lead's new status, each step safe to repeat: the hire's booking, the customer's
 * next update email, and a won lead's review link (review-invitations.ts).
 */
async function followChange(deps: LeadChangeDeps, lead: LeadDoc, now: Date): Promise<LeadDoc> {
  const { bookings, requestDigests } = deps.collections;
  await bookingFollowsLead(bookings, lead, now);
  await recordStatusDigestEvent({ requestDigests, bookings }, lead);
  await inviteReview(deps, lead, now);
  return lead;
}
