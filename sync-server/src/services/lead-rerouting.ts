import { isLeadOpen, MAX_MATCHED_PROVIDERS } from '@ledgerlink/shared-schema';
import { MongoServerError, ObjectId } from 'mongodb';
import type { Collections } from '../db/collections';
import type { LeadDoc } from '../db/documents';
import { leadDeadline } from './leads';
import { recordNewLead } from './lead-stats';
import { businessJob, questionnaireJob } from './match-jobs';
import { notifyProvider, rankOtherCandidates, type MatchingDeps, type MatchJob } from './matching';

/**
 * Offers the request of an expired lead to the next best match, through the matching
 * engine's own candidate query and scoring. The customer gets no mail of its own for it: they were
 * told they may be contacted, the new provider contacts them as the first would have, and their
 * next update email reports the expiry (lead-expiry-job.ts records it, request-digests.ts).
 *
 * Invariants, each held by the database rather than by timing, so several server instances may
 * re-route at once (and a crashed re-route may be retried):
 * - one replacement per expired lead: the replacement carries `replacesLeadId`, unique;
 * - no provider is offered a request twice: every provider with any lead for the request is left
 *   out, and replacements carry `offerKey` (request + provider), unique, for the race between two
 *   re-routes of the same request;
 * - never more than 3 open leads per request: each expiry closes one open lead and adds at most one,
 *   and a request that somehow has 3 open already gets none.
 */
export interface ReroutingDeps extends MatchingDeps {
  collections: MatchingDeps['collections'] & Pick<Collections, 'businesses' | 'customerOnboardings'>;
  leadResponseHours: number;
}

export type RerouteOutcome = 'rerouted' | 'no-candidate' | 'not-rerouted';

// Candidates tried in order when better ones were just taken by a concurrent re-route.
const CANDIDATES_TRIED = 5;

/**
 * The match job of the request behind a matched lead; undefined for bookings, contacts, a deleted
 * request, or one the customer ended (hired someone or closed it): nobody else is needed.
 */
async function jobFor({ businesses, customerOnboardings }: ReroutingDeps['collections'], lead: LeadDoc): Promise<MatchJob | undefined> {
  if (lead.source === 'business-request' && lead.businessId) {
    const business = await businesses.findOne({ _id: lead.businessId });
    return business && !business.outcome ? businessJob(business, 'business-request') : undefined;
  }
  if (lead.source === 'questionnaire' && lead.onboardingId) {
    const questionnaire = await customerOnboardings.findOne({ _id: lead.onboardingId });
    // The provider the customer started from was offered the request first; nobody is preferred now.
    return questionnaire && !questionnaire.outcome ? questionnaireJob(questionnaire, undefined) : undefined;
  }
  return undefined;
}

const isDuplicateKey = (error: unknown) => error instanceof MongoServerError && error.code === 11000;

export async function rerouteExpiredLead(deps: ReroutingDeps, expired: LeadDoc, now = new Date()): Promise<RerouteOutcome> {
  const { leads, bookkeepers } = deps.collections;
  const job = await jobFor(deps.collections, expired);
  if (!job) return 'not-rerouted';
  const done = await leads.findOne({ replacesLeadId: expired._id });
  if (done) {
    await finishNotice(deps, done, job);
    return 'rerouted';
  }

  const requestLeads = await leads.find(job.ref, { projection: { bookkeeperId: 1, status: 1, expiredAt: 1 } }).toArray();
  // A customer who hired someone needs nobody else; one with 3 open leads has enough.
  if (requestLeads.some((lead) => lead.status === 'won')) return 'not-rerouted';
  if (requestLeads.filter((lead) => isLeadOpen(lead)).length >= MAX_MATCHED_PROVIDERS) return 'not-rerouted';

  const excluded = [...new Map(requestLeads.map((lead) => [lead.bookkeeperId.toHexString(), lead.bookkeeperId])).values()];
  // Part of the stored, unique `offerKey`: the prefixes stay as existing leads carry them.
  const requestKey = 'businessId' in job.ref ? `business:${job.ref.businessId.toHexString()}` : `onboarding:${job.ref.onboardingId.toHexString()}`;
  for (const { match, provider } of await rankOtherCandidates(bookkeepers, job.request, excluded, CANDIDATES_TRIED)) {
    const lead: LeadDoc = {
      _id: new ObjectId(),
      ...job.ref,
      bookkeeperId: provider._id,
      status: 'new',
      source: expired.source,
      matchScore: match.score,
      matchBreakdown: match.breakdown,
      respondBy: leadDeadline(now, deps.leadResponseHours),
      replacesLeadId: expired._id,
      offerKey: `${requestKey}:${provider._id.toHexString()}`,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await leads.insertOne(lead);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Either this expiry was re-routed meanwhile (stop) or that provider was just offered the request (next).
      const replacement = await leads.findOne({ replacesLeadId: expired._id });
      if (!replacement) continue;
      await finishNotice(deps, replacement, job);
      return 'rerouted';
    }
    await recordNewLead(bookkeepers, provider._id);
    await notifyProvider(deps, provider, lead._id, job.summary);
    return 'rerouted';
  }
  return 'no-candidate';
}

/** A replacement made by a re-route that stopped before its notice: send it (the mail key dedups). */
async function finishNotice(deps: ReroutingDeps, replacement: LeadDoc, job: MatchJob): Promise<void> {
  if (replacement.notifiedAt) return;
  const provider = await deps.collections.bookkeepers.findOne({ _id: replacement.bookkeeperId });
  if (provider) await notifyProvider(deps, provider, replacement._id, job.summary);
}
