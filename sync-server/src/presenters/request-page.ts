import {
  customerRequestSummarySchema,
  placeFor,
  requestMatchSchema,
  requestMatchState,
  requestMatchStatus,
  type CustomerRequestSummary,
  type RequestMatch,
  type RequestOutcome,
} from '@ledgerlink/shared-schema';
import type { BusinessDoc, RequestOutcomeDoc, RequestPageDocs } from '../db/documents';
import { presentPublicBookkeeper } from './bookkeeper';

/**
 * A request page as the customer reads it (`GET /api/requests/{id}`): what they asked, in the same
 * terms for each kind of request, and each match with its state in their words. Parsed with the
 * shared schemas, so nothing internal (key hashes, re-routing marks) leaks.
 */

/** Where a business is, as its free-text location names it: a known city or country, else the text. */
function businessPlace(business: BusinessDoc): { city?: string | undefined; country?: string | undefined } {
  const place = placeFor(business.location);
  return place.city || place.country ? place : { city: business.location };
}

function businessAsked(business: BusinessDoc) {
  return {
    services: business.services,
    budget: business.budget,
    timeline: business.timeline,
    ...businessPlace(business),
    contact: { name: business.contactName, email: business.email, phone: business.phone },
  };
}

/** How the customer ended the request, if they did. */
function presentOutcome(outcome: RequestOutcomeDoc | undefined): RequestOutcome | undefined {
  if (!outcome) return undefined;
  const at = outcome.at.toISOString();
  return outcome.kind === 'hired' ? { kind: 'hired', leadId: outcome.leadId.toHexString(), at } : { kind: 'closed', reason: outcome.reason, at };
}

function presentRequest({ request, hireBusiness, editable }: RequestPageDocs): CustomerRequestSummary {
  const common = {
    id: request.doc._id.toHexString(),
    kind: request.kind,
    createdAt: request.doc.createdAt.toISOString(),
    outcome: presentOutcome(request.doc.outcome),
    editable,
    updatesByEmail: request.doc.updatesByEmailOffAt === undefined,
  };
  switch (request.kind) {
    case 'questionnaire': {
      const doc = request.doc;
      return customerRequestSummarySchema.parse({
        ...common,
        services: [...doc.primaryServices, ...doc.additionalServices],
        country: doc.country || undefined,
        city: doc.city,
        contact: { email: doc.email, phone: doc.mobileNumber || undefined },
      });
    }
    case 'business':
      return customerRequestSummarySchema.parse({ ...common, ...businessAsked(request.doc) });
    case 'hire':
      // The hire form's business says who asks and what; without it (deleted), the booking's service.
      return customerRequestSummarySchema.parse({
        ...common,
        ...(hireBusiness ? businessAsked(hireBusiness) : { services: [request.doc.serviceType], contact: { email: '' } }),
      });
  }
}

function presentMatch({ lead, provider, replaced }: RequestPageDocs['matches'][number], now: Date): RequestMatch {
  const facts = {
    status: requestMatchStatus(lead),
    respondBy: lead.respondBy?.toISOString(),
    // Leads from before `updatedAt` was kept changed last when they were made.
    updatedAt: (lead.updatedAt ?? lead.createdAt).toISOString(),
    replaced,
    customerOutcome: lead.customerOutcome,
  };
  return requestMatchSchema.parse({
    leadId: lead._id.toHexString(),
    ...facts,
    state: requestMatchState(facts, { now }),
    provider: presentPublicBookkeeper(provider),
    score: lead.matchScore,
    breakdown: lead.matchBreakdown ?? {},
  });
}

export function presentRequestPage(page: RequestPageDocs, now = new Date()): { request: CustomerRequestSummary; matches: RequestMatch[] } {
  return { request: presentRequest(page), matches: page.matches.map((match) => presentMatch(match, now)) };
}

/** What was asked, as `PATCH /api/requests/{id}` answers it. */
export const presentRequestSummary = (page: RequestPageDocs): CustomerRequestSummary => presentRequest(page);
