import { applyLeadTransition, type leadUpdateRequestSchema } from '@ledgerlink/shared-schema';
import type { ObjectId } from 'mongodb';
import type { z } from 'zod';
import type { Collections } from '../db/collections';
import type { BusinessDoc, CustomerOnboardingDoc, LeadDoc } from '../db/documents';
import { presentLead } from '../presenters/lead';
import { verifyDashboardKey } from './dashboard-access';
import { ConflictError, NotFoundError } from './domain-errors';
import { recordLeadTransition } from './lead-stats';
import { recordIdOrNotFound } from './record-id';

/**
 * A provider's leads as their dashboard sees them. Every call needs the provider's dashboard key
 * (services/dashboard-access.ts): leads hold customers' personal data.
 */

export type LeadStatusChange = z.output<typeof leadUpdateRequestSchema>;

export interface LeadWithRequest {
  lead: LeadDoc;
  /** The request the lead answers: a business (request form or booking) or a questionnaire. */
  business: BusinessDoc | undefined;
  customer: CustomerOnboardingDoc | undefined;
}

/** All of a provider's leads, newest first, each with its request. */
export async function listProviderLeads(
  { bookkeepers, leads, businesses, customerOnboardings }: Pick<Collections, 'bookkeepers' | 'leads' | 'businesses' | 'customerOnboardings'>,
  providerId: string,
  key: string | undefined,
): Promise<LeadWithRequest[]> {
  const provider = await verifyDashboardKey(bookkeepers, recordIdOrNotFound(providerId, 'Bookkeeper'), key);
  const docs = await leads.find({ bookkeeperId: provider._id }).sort({ createdAt: -1 }).toArray();
  const ids = (pick: (lead: LeadDoc) => ObjectId | undefined) => [...new Set(docs.map(pick).filter((id) => id !== undefined))];
  const [owners, customers] = await Promise.all([
    businesses.find({ _id: { $in: ids((lead) => lead.businessId) } }).toArray(),
    customerOnboardings.find({ _id: { $in: ids((lead) => lead.onboardingId) } }).toArray(),
  ]);
  const byId = <T extends { _id: ObjectId }>(items: T[]) => new Map(items.map((item) => [item._id.toHexString(), item]));
  const businessById = byId(owners);
  const customerById = byId(customers);
  return docs.map((lead) => ({
    lead,
    business: lead.businessId && businessById.get(lead.businessId.toHexString()),
    customer: lead.onboardingId && customerById.get(lead.onboardingId.toHexString()),
  }));
}

/** One lead, if `key` opens the dashboard of the provider it belongs to. */
export async function loadOwnedLead(
  { bookkeepers, leads }: Pick<Collections, 'bookkeepers' | 'leads'>,
  leadId: string,
  key: string | undefined,
): Promise<LeadDoc> {
  const lead = await leads.findOne({ _id: recordIdOrNotFound(leadId, 'Lead') });
  if (!lead) throw new NotFoundError('Lead not found');
  await verifyDashboardKey(bookkeepers, lead.bookkeeperId, key);
  return lead;
}

/**
 * Compare-and-set on status (ARCHITECTURE §2): the transition applies only if the lead is still in
 * the status the client saw, so an offline replay can never skip a state or undo a newer change.
 * A refusal carries the current lead, so the client can show what changed.
 */
export async function changeLeadStatus(
  { bookkeepers, leads }: Pick<Collections, 'bookkeepers' | 'leads'>,
  lead: LeadDoc,
  change: LeadStatusChange,
): Promise<LeadDoc> {
  const decision = applyLeadTransition(lead.status, change);
  if (!decision.ok) throw new ConflictError(decision.reason, { extra: { lead: presentLead(lead) } });
  if (!decision.changed) return lead;
  const now = new Date();
  const updated = await leads.findOneAndUpdate(
    { _id: lead._id, status: lead.status },
    { $set: { status: change.status, updatedAt: now, respondedAt: lead.respondedAt ?? now } },
    { returnDocument: 'after' },
  );
  if (!updated) {
    const current = await leads.findOne({ _id: lead._id });
    throw new ConflictError('The lead changed meanwhile; review its current status', { extra: { lead: current ? presentLead(current) : undefined } });
  }
  await recordLeadTransition(bookkeepers, lead.bookkeeperId, lead.status, updated.status);
  return updated;
}
