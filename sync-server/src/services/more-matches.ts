import { isLeadOpen, MAX_MATCHED_PROVIDERS, OPEN_LEAD_STATUSES } from '@ledgerlink/shared-schema';
import { MongoServerError, ObjectId } from 'mongodb';
import type { Collections } from '../db/collections';
import type { CustomerRequestDoc, LeadDoc, PrivateRequestDoc } from '../db/documents';
import { recordMatchOutcome } from './customer-requests';
import { ConflictError } from './domain-errors';
import { leadDeadline } from './leads';
import { recordNewLead } from './lead-stats';
import { businessJob, questionnaireJob } from './match-jobs';
import { notifyProvider, rankOtherCandidates, type MatchingDeps, type MatchJob } from './matching';
import { endedRequestConflict } from './request-outcomes';
import { reloadRequest } from './request-records';

/**
 * "Ask for more matches" on a customer's request page: the request is matched again, in the
 * customer's country, by the matching engine's own candidate query and scoring, and the best
 * professionals not yet offered it get a lead, exactly as first matches do (same lead, same deadline,
 * same notice). The customer is not mailed: their page shows the new matches.
 *
 * Invariants:
 * - never a professional offered the request before, whatever became of that lead: every provider
 *   with a lead for the request is left out, and the new leads carry the unique `offerKey` (request +
 *   provider) that re-routing uses, so a concurrent re-route or second call cannot offer them again;
 * - never more than 3 open leads: only `3 - open` are added;
 * - a call happens once per Idempotency-Key: its leads carry its claimed id (`moreMatchesRunId`), so a
 *   retry after a crash finds what the first run added and finishes their notices instead of adding more.
 * - concurrent calls, re-routes and the customer ending the request cannot overfill or reopen it:
 *   each new lead is checked right after its insert, before anyone hears of it, and withdrawn if the
 *   request now has more than 3 open leads or has ended (request-outcomes.ts claims the outcome
 *   before it reads the leads it ends, so a lead is either seen by that read or withdrawn here).
 */
export interface MoreMatchesDeps extends MatchingDeps {
  collections: MatchingDeps['collections'] & Pick<Collections, 'businesses' | 'customerOnboardings' | 'bookings'>;
  leadResponseHours: number;
}

export const HIRE_HAS_ITS_PROVIDER =
  'This request is a hire of the professional you chose, so we do not offer it to others. To hear from more professionals, send a new request.';

export interface MoreMatchesOutcome {
  added: number;
  /** Open matches before the call, when it added nobody because the request already had enough. */
  alreadyOpen?: number;
  /** The country matching searched (the customer's), for the answer's words. */
  country: string | undefined;
}

// Candidates ranked per wanted match, for ones a concurrent call has just taken.
const SPARE_CANDIDATES = 2;

const isDuplicateKey = (error: unknown) => error instanceof MongoServerError && error.code === 11000;

/** The match job of a questionnaire or business request; nobody is preferred now: the customer asks for others. */
function jobOf(request: Exclude<PrivateRequestDoc, { kind: 'hire' }>): { job: MatchJob; matched: CustomerRequestDoc } {
  return request.kind === 'business'
    ? { job: businessJob(request.doc, 'business-request'), matched: { kind: 'business-request', doc: request.doc } }
    : { job: questionnaireJob(request.doc, undefined), matched: { kind: 'questionnaire', doc: request.doc } };
}

export async function requestMoreMatches(deps: MoreMatchesDeps, request: PrivateRequestDoc, runId: ObjectId | undefined, now = new Date()): Promise<MoreMatchesOutcome> {
  if (request.kind === 'hire') throw new ConflictError(HIRE_HAS_ITS_PROVIDER);
  if (request.doc.outcome) throw endedRequestConflict(request.doc.outcome);
  const { leads, bookkeepers } = deps.collections;
  const { job, matched } = jobOf(request);
  const country = job.request.country;
  const requestLeads = await leads.find(job.ref).toArray();

  const earlierRun = runId ? requestLeads.filter((lead) => lead.moreMatchesRunId?.equals(runId)) : [];
  if (earlierRun.length > 0) {
    await finishNotices(deps, earlierRun, job);
    return { added: earlierRun.length, country };
  }

  const open = requestLeads.filter((lead) => isLeadOpen(lead)).length;
  const wanted = MAX_MATCHED_PROVIDERS - open;
  if (wanted <= 0) return { added: 0, alreadyOpen: open, country };
  const excluded = [...new Map(requestLeads.map((lead) => [lead.bookkeeperId.toHexString(), lead.bookkeeperId])).values()];
  // Part of the stored, unique `offerKey`, spelt as re-routing spells it.
  const requestKey = 'businessId' in job.ref ? `business:${job.ref.businessId.toHexString()}` : `onboarding:${job.ref.onboardingId.toHexString()}`;
  let added = 0;
  for (const { match, provider } of await rankOtherCandidates(bookkeepers, job.request, excluded, wanted + SPARE_CANDIDATES)) {
    if (added === wanted) break;
    const lead: LeadDoc = {
      _id: new ObjectId(),
      ...job.ref,
      bookkeeperId: provider._id,
      status: 'new',
      source: job.source,
      matchScore: match.score,
      matchBreakdown: match.breakdown,
      respondBy: leadDeadline(now, deps.leadResponseHours),
      offerKey: `${requestKey}:${provider._id.toHexString()}`,
      ...(runId ? { moreMatchesRunId: runId } : {}),
      createdAt: now,
      updatedAt: now,
    };
    try {
      await leads.insertOne(lead);
    } catch (error) {
      // That professional was just offered the request by a concurrent re-route or call: the next one.
      if (isDuplicateKey(error)) continue;
      throw error;
    }
    if (await withdrawnIfTooMany(deps, request, job, lead)) break;
    added += 1;
    await recordNewLead(bookkeepers, provider._id);
    await notifyProvider(deps, provider, lead._id, job.summary);
  }
  // A request nobody could take before now has matches: it leaves the admin's unmatched list.
  if (added > 0) await recordMatchOutcome(deps.collections, matched, undefined);
  return { added, country };
}

/**
 * Withdraws a lead just inserted, before it is counted or announced, when the request now has more
 * than 3 open leads (a concurrent call or re-route added one) or the customer ended it meanwhile.
 */
async function withdrawnIfTooMany(deps: MoreMatchesDeps, request: PrivateRequestDoc, job: MatchJob, lead: LeadDoc): Promise<boolean> {
  const { leads } = deps.collections;
  const [open, current] = await Promise.all([
    leads.countDocuments({ ...job.ref, status: { $in: [...OPEN_LEAD_STATUSES] }, expiredAt: { $exists: false } }),
    reloadRequest(deps.collections, request),
  ]);
  if (open <= MAX_MATCHED_PROVIDERS && current && !current.doc.outcome) return false;
  await leads.deleteOne({ _id: lead._id });
  return true;
}

/** Leads a crashed run added without queuing their notice: queue it now (the mail key dedups). */
async function finishNotices(deps: MoreMatchesDeps, added: LeadDoc[], job: MatchJob): Promise<void> {
  for (const lead of added) {
    if (lead.notifiedAt) continue;
    const provider = await deps.collections.bookkeepers.findOne({ _id: lead.bookkeeperId });
    if (provider) await notifyProvider(deps, provider, lead._id, job.summary);
  }
}
