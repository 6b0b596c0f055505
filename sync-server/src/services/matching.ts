import {
  rankCandidates,
  scoreCandidate,
  type LeadSource,
  type MatchCandidate,
  type MatchRequest,
  type ScoredMatch,
} from '@ledgerlink/shared-schema';
import type { ObjectId } from 'mongodb';
import type { AppContext } from '../app';
import type { BookkeeperDoc } from '../db/documents';
import { ensureDashboardKey } from './dashboard-access';
import { ensureOpenLead, type LeadRequestRef } from './leads';
import { customerMatchMail, providerLeadMail } from './mail/messages';
import { enqueueMail } from './mail/outbox';

/**
 * The matching engine's database side: gathers candidates with their lead statistics, lets the
 * shared pure scoring pick the best 1-3, creates their leads and queues the mails. The scoring
 * itself lives in shared-schema (matching.ts) so that it is testable and explainable on its own.
 */

const MATCHABLE = { isApproved: true, isActive: true, isAvailable: true } as const;

interface LeadStats {
  _id: ObjectId;
  total: number;
  acted: number;
  open: number;
}

async function loadCandidates(context: AppContext): Promise<{ candidates: MatchCandidate[]; providers: Map<string, BookkeeperDoc> }> {
  const { bookkeepers, leads } = context.collections;
  const [docs, stats] = await Promise.all([
    bookkeepers.find(MATCHABLE).toArray(),
    leads
      .aggregate<LeadStats>([
        {
          $group: {
            _id: '$bookkeeperId',
            total: { $sum: 1 },
            acted: { $sum: { $cond: [{ $eq: ['$status', 'new'] }, 0, 1] } },
            open: { $sum: { $cond: [{ $in: ['$status', ['new', 'contacted']] }, 1, 0] } },
          },
        },
      ])
      .toArray(),
  ]);
  const statsById = new Map(stats.map((row) => [row._id.toHexString(), row]));
  const providers = new Map(docs.map((doc) => [doc._id.toHexString(), doc]));
  const candidates = docs.map((doc) => toCandidate(doc, statsById.get(doc._id.toHexString())));
  return { candidates, providers };
}

function toCandidate(doc: BookkeeperDoc, stats: LeadStats | undefined): MatchCandidate {
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
    responseRate: stats && stats.total > 0 ? stats.acted / stats.total : undefined,
    openLeads: stats?.open ?? 0,
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
  /** Who hears about the match, and the request in a few lines for the providers' notice. */
  customerEmail: string;
  summary: string[];
}

/** Scores, creates leads for the best 1-3 and queues one mail to the customer and one per new lead. */
export async function matchRequest(context: AppContext, job: MatchJob): Promise<MatchedLead[]> {
  const { candidates, providers } = await loadCandidates(context);
  const ranked = rankCandidates(job.request, candidates);
  const matched = await createLeads(context, job, ranked, providers);
  if (matched.length > 0) {
    const requestId = 'businessId' in job.ref ? job.ref.businessId.toHexString() : job.ref.onboardingId.toHexString();
    await enqueueMail(
      context.collections.outbox,
      customerMatchMail({
        requestId,
        to: job.customerEmail,
        providers: matched.map((match) => {
          const provider = providers.get(match.id)!;
          return {
            fullName: provider.fullName,
            businessName: provider.businessName,
            profileUrl: `${context.publicUrl}/@${provider.username}`,
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
export async function leadForBooking(context: AppContext, job: MatchJob, provider: BookkeeperDoc): Promise<MatchedLead> {
  const stats = await context.collections.leads.countDocuments({ bookkeeperId: provider._id, status: { $in: ['new', 'contacted'] } });
  const candidate = toCandidate(provider, { _id: provider._id, total: 0, acted: 0, open: stats });
  // A provider the customer chose may fit badly; the lead still goes to them, with a score that says so.
  const scored = scoreCandidate(job.request, candidate) ?? { id: candidate.id, score: 0, breakdown: emptyBreakdown() };
  const [lead] = await createLeads(context, job, [scored], new Map([[candidate.id, provider]]));
  return lead!;
}

async function createLeads(
  context: AppContext,
  job: MatchJob,
  matches: ScoredMatch[],
  providers: Map<string, BookkeeperDoc>,
): Promise<MatchedLead[]> {
  const out: MatchedLead[] = [];
  for (const match of matches) {
    const provider = providers.get(match.id)!;
    const { leadId, created } = await ensureOpenLead(context, {
      request: job.ref,
      bookkeeperId: provider._id,
      source: job.source,
      matchScore: match.score,
      matchBreakdown: match.breakdown,
    });
    if (created) await notifyProvider(context, provider, leadId, job.summary);
    out.push({ ...match, leadId, created });
  }
  return out;
}

/** Queues the new-lead notice with the provider's private dashboard link and stamps `notifiedAt`. */
export async function notifyProvider(context: AppContext, provider: BookkeeperDoc, leadId: ObjectId, summary: string[]): Promise<void> {
  const key = await ensureDashboardKey(context, provider);
  await enqueueMail(
    context.collections.outbox,
    providerLeadMail({
      leadId: leadId.toHexString(),
      to: provider.email,
      providerName: provider.fullName,
      summary,
      dashboardUrl: `${context.publicUrl}/dashboard/${provider._id.toHexString()}?key=${encodeURIComponent(key)}`,
    }),
  );
  await context.collections.leads.updateOne({ _id: leadId }, { $set: { notifiedAt: new Date() } });
}

const emptyBreakdown = (): ScoredMatch['breakdown'] => ({ services: 0, location: 0, businessSize: 0, price: 0, rating: 0, responsiveness: 0, load: 0 });
