import {
  OPEN_LEAD_STATUSES,
  rankCandidates,
  scoreCandidate,
  type LeadSource,
  type MatchCandidate,
  type MatchRequest,
  type ScoredMatch,
} from '@ledgerlink/shared-schema';
import { ObjectId, type Filter } from 'mongodb';
import type { Collections } from '../db/collections';
import type { BookkeeperDoc, LeadDoc } from '../db/documents';
import { parseObjectId } from '../db/object-id';
import { dashboardLinkFor } from './dashboard-access';
import { ensureOpenLead, type LeadRequestRef } from './leads';
import { customerMatchMail, providerLeadMail } from './mail/messages';
import { enqueueMail } from './mail/outbox';
import { profileUrl } from './site-links';

/**
 * The matching engine's database side: selects candidates, lets the shared pure scoring pick the
 * best 1-3, creates their leads and queues the mails. The scoring itself lives in shared-schema
 * (matching.ts) so that it is testable and explainable on its own.
 *
 * A match's work does not grow with the leads: lead statistics are counters on the provider
 * (lead-stats.ts), and candidates come from one indexed, limited query.
 */

const MATCHABLE = { isApproved: true, isActive: true, isAvailable: true } as const;

/** What matching reads and writes: providers, their leads, the mail to both sides and its links. */
export interface MatchingDeps {
  collections: Pick<Collections, 'bookkeepers' | 'leads' | 'outbox'>;
  /** Absolute site address, for the links in mail. */
  publicUrl: string;
  /**
   * Hours a matched provider has to act (LEAD_RESPONSE_HOURS): leads from `matchRequest` get a
   * `respondBy` deadline, after which the expiry job re-routes them. Unset: no deadline (bookings
   * and contacts chose their provider, so nobody else could take the lead).
   */
  leadResponseHours?: number | undefined;
}

/**
 * At most this many candidates are scored, best rated first (the marketplace order, served by the
 * marketplace index; ties by review count, then id, so the same data gives the same answer).
 * Everyone the query returns already offers a requested service and can reach the customer, so
 * what the cap can cut is a lower-rated provider who would have won on the other 85 points (same
 * city rather than remote, more of the services, size, price, responsiveness, load). At our scale
 * that does not happen: the demo data has 490 matchable providers in all, so every eligible
 * provider is scored and the ranking is exact. The cap is there so that a request's work stays
 * fixed if the directory grows past that (the bench's 10,000 providers); then it trades exactness
 * for bounded work, and the best rated 500 still compete.
 */
export const MAX_CANDIDATES = 500;
const CANDIDATE_ORDER = { averageRating: -1, totalReviews: -1, _id: 1 } as const;
// Only what scoring reads; the winners' full documents are loaded afterwards.
const SCORING_FIELDS = {
  services: 1,
  city: 1,
  country: 1,
  serviceArea: 1,
  businessSize: 1,
  hourlyRate: 1,
  monthlyStartingPrice: 1,
  averageRating: 1,
  totalReviews: 1,
  leadStats: 1,
} as const;
type CandidateDoc = Pick<BookkeeperDoc, '_id' | keyof typeof SCORING_FIELDS>;

/**
 * The providers `scoreCandidate` does not rule out, as a query (it still decides): listed and
 * available, offering a requested service (tax work for personal tax), and in the customer's city
 * or country or working remotely; without a location everyone can reach the customer.
 */
export function candidateFilter(request: MatchRequest): Filter<BookkeeperDoc> {
  const filter: Filter<BookkeeperDoc> = { ...MATCHABLE };
  if (request.services.length > 0) filter.services = { $in: request.services };
  if (request.personalTax) filter.$and = [{ services: 'tax-prep' }];
  // Only in the customer's country (shared-schema matching.ts); no known country: nobody.
  filter.country = request.country ?? { $in: [] };
  return filter;
}

/** `excluded`: providers already offered this request (re-routing never offers it to them again). */
async function loadCandidates(bookkeepers: Collections['bookkeepers'], request: MatchRequest, excluded: ObjectId[] = []): Promise<CandidateDoc[]> {
  const filter = excluded.length > 0 ? { ...candidateFilter(request), _id: { $nin: excluded } } : candidateFilter(request);
  const docs: CandidateDoc[] = await bookkeepers
    .find(filter, { projection: SCORING_FIELDS })
    .sort(CANDIDATE_ORDER)
    .limit(MAX_CANDIDATES)
    .toArray();
  // The provider the customer started from competes even past the cap (and comes first if they fit).
  const preferred = request.preferredProviderId ? parseObjectId(request.preferredProviderId) : undefined;
  if (preferred && !docs.some((doc) => doc._id.equals(preferred)) && !excluded.some((id) => id.equals(preferred))) {
    const doc = await bookkeepers.findOne({ _id: preferred, ...MATCHABLE }, { projection: SCORING_FIELDS });
    if (doc) docs.push(doc);
  }
  return docs;
}

function toCandidate(doc: CandidateDoc): MatchCandidate {
  // Counters of leads written around this module (by hand, in tests) may be off: never below zero.
  const { total = 0, acted = 0, open = 0 } = doc.leadStats ?? {};
  return {
    id: doc._id.toHexString(),
    services: doc.services,
    city: doc.city,
    country: doc.country,
    serviceArea: doc.serviceArea,
    businessSize: doc.businessSize,
    hourlyRate: doc.hourlyRate,
    monthlyStartingPrice: doc.monthlyStartingPrice,
    averageRating: doc.averageRating,
    totalReviews: doc.totalReviews,
    responseRate: total > 0 ? Math.min(1, Math.max(0, acted / total)) : undefined,
    openLeads: Math.max(0, open),
  };
}

export interface MatchedLead extends ScoredMatch {
  leadId: ObjectId;
  created: boolean;
}

export interface MatchJob {
  request: MatchRequest;
  ref: Extract<LeadRequestRef, { businessId: ObjectId } | { onboardingId: ObjectId }>;
  source: LeadSource;
  /** Who hears about the match (greeted by name when the request gave one), and the request in a few lines for the providers' notice. */
  customerEmail: string;
  customerName?: string;
  summary: string[];
  /** The customer's private request page with its key, for their match mail (only the submission knows the key). */
  requestUrl?: string;
}

/**
 * The best candidates for a request other than `excluded`, best first, with their documents: the
 * next best matches when an expired lead is re-routed (lead-rerouting.ts). `max` leaves room for
 * candidates that turn out to be taken by a concurrent re-route.
 */
export async function rankOtherCandidates(
  bookkeepers: Collections['bookkeepers'],
  request: MatchRequest,
  excluded: ObjectId[],
  max: number,
): Promise<{ match: ScoredMatch; provider: BookkeeperDoc }[]> {
  const candidates = await loadCandidates(bookkeepers, request, excluded);
  const ranked = rankCandidates(request, candidates.map(toCandidate), max);
  const docs = await bookkeepers.find({ _id: { $in: ranked.map((match) => new ObjectId(match.id)) } }).toArray();
  const byId = new Map(docs.map((doc) => [doc._id.toHexString(), doc]));
  return ranked.flatMap((match) => {
    const provider = byId.get(match.id);
    return provider ? [{ match, provider }] : [];
  });
}

const MATCHES_PER_REQUEST = 3;

/**
 * Scores, creates leads for the best 1-3 and queues one mail to the customer and one per new lead.
 * Leads the request already has (a match cut short by a crash, completed by the submission's
 * retry, or a failed match run again) stay: they count towards the 1-3, their providers are not
 * offered it again, and one whose notice was never queued gets it now.
 */
export async function matchRequest(deps: MatchingDeps, job: MatchJob): Promise<MatchedLead[]> {
  const { bookkeepers, leads, outbox } = deps.collections;
  const earlier = await leads.find(job.ref, { projection: { bookkeeperId: 1, status: 1, matchScore: 1, matchBreakdown: 1, notifiedAt: 1 } }).sort({ createdAt: 1, _id: 1 }).toArray();
  const wanted = MATCHES_PER_REQUEST - earlier.length;
  const candidates = wanted > 0 ? await loadCandidates(bookkeepers, job.request, earlier.map((lead) => lead.bookkeeperId)) : [];
  const ranked = wanted > 0 ? rankCandidates(job.request, candidates.map(toCandidate), wanted) : [];
  const winners = await bookkeepers.find({ _id: { $in: [...earlier.map((lead) => lead.bookkeeperId), ...ranked.map((match) => new ObjectId(match.id))] } }).toArray();
  const providers = new Map(winners.map((doc) => [doc._id.toHexString(), doc]));
  // A provider deleted since the candidate query gets no lead.
  const matched = [
    ...(await completeLeads(deps, job, earlier, providers)),
    ...(await createLeads(deps, job, ranked.filter((match) => providers.has(match.id)), providers, deps.leadResponseHours)),
  ];
  if (matched.length > 0) {
    const requestId = 'businessId' in job.ref ? job.ref.businessId.toHexString() : job.ref.onboardingId.toHexString();
    await enqueueMail(
      outbox,
      customerMatchMail({
        requestId,
        to: job.customerEmail,
        name: job.customerName,
        requestUrl: job.requestUrl,
        providers: matched.map((match) => {
          const provider = providers.get(match.id)!;
          return {
            fullName: provider.fullName,
            businessName: provider.businessName,
            profileUrl: profileUrl(deps.publicUrl, provider.username),
            email: provider.email,
            phone: provider.phone,
            website: provider.website,
          };
        }),
      }),
    );
  }
  return matched;
}

/** A booking's lead always goes to its own provider, scored so the provider sees how well it fits. */
export async function leadForBooking(deps: MatchingDeps, job: MatchJob, provider: BookkeeperDoc): Promise<MatchedLead> {
  const candidate = toCandidate(provider);
  // A provider the customer chose may fit badly; the lead still goes to them, with a score that says so.
  const scored = scoreCandidate(job.request, candidate) ?? { id: candidate.id, score: 0, breakdown: emptyBreakdown() };
  const [lead] = await createLeads(deps, job, [scored], new Map([[candidate.id, provider]]));
  return lead!;
}

/** A request's existing leads as matches, each provider notified once (the notice is keyed per lead). */
async function completeLeads(
  deps: MatchingDeps,
  job: MatchJob,
  leads: Pick<LeadDoc, '_id' | 'bookkeeperId' | 'status' | 'matchScore' | 'matchBreakdown' | 'notifiedAt'>[],
  providers: Map<string, BookkeeperDoc>,
): Promise<MatchedLead[]> {
  const completed = await Promise.all(
    leads.map(async (lead): Promise<MatchedLead | undefined> => {
      const provider = providers.get(lead.bookkeeperId.toHexString());
      if (!provider) return undefined;
      if (!lead.notifiedAt && OPEN_LEAD_STATUSES.includes(lead.status)) await notifyProvider(deps, provider, lead._id, job.summary);
      const breakdown = { ...emptyBreakdown(), ...lead.matchBreakdown };
      return { id: provider._id.toHexString(), score: lead.matchScore, breakdown, leadId: lead._id, created: false };
    }),
  );
  return completed.filter((match) => match !== undefined);
}

async function createLeads(
  deps: MatchingDeps,
  job: MatchJob,
  matches: ScoredMatch[],
  providers: Map<string, BookkeeperDoc>,
  respondWithinHours?: number,
): Promise<MatchedLead[]> {
  // Each match is its own provider and lead, so they are written side by side: a request waits for
  // one provider's writes, not three in a row.
  return Promise.all(
    matches.map(async (match) => {
      const provider = providers.get(match.id)!;
      const { leadId, created, notified } = await ensureOpenLead(deps.collections, {
        request: job.ref,
        bookkeeperId: provider._id,
        source: job.source,
        matchScore: match.score,
        matchBreakdown: match.breakdown,
        respondWithinHours,
      });
      if (!notified) await notifyProvider(deps, provider, leadId, job.summary);
      return { ...match, leadId, created };
    }),
  );
}

/** Queues the new-lead notice with the provider's dashboard link and stamps `notifiedAt`. */
export async function notifyProvider(deps: MatchingDeps, provider: BookkeeperDoc, leadId: ObjectId, summary: string[]): Promise<void> {
  const { bookkeepers, leads, outbox } = deps.collections;
  const dashboardUrl = await dashboardLinkFor(bookkeepers, provider, deps.publicUrl);
  await enqueueMail(
    outbox,
    providerLeadMail({
      leadId: leadId.toHexString(),
      to: provider.email,
      providerName: provider.fullName,
      summary,
      dashboardUrl,
    }),
  );
  await leads.updateOne({ _id: leadId }, { $set: { notifiedAt: new Date() } });
}

const emptyBreakdown = (): ScoredMatch['breakdown'] => ({ services: 0, location: 0, businessSize: 0, price: 0, rating: 0, responsiveness: 0, load: 0 });
