import { citiesOf, COUNTRIES, type businessRegisterRequestSchema, type customerOnboardingRequestSchema, type UnmatchedRequest } from '@ledgerlink/shared-schema';
import { ObjectId, type Collection } from 'mongodb';
import type { z } from 'zod';
import type { Collections } from '../db/collections';
import type { BookkeeperDoc, BusinessDoc, QuestionnaireDoc, CustomerRequestDoc } from '../db/documents';
import { insertOnce } from '../db/insert-once';
import type { Logger } from '../logger';
import { ConflictError, InvalidInputError, NotFoundError } from './domain-errors';
import { businessJob, questionnaireJob, unmatchedReason } from './match-jobs';
import { matchRequest, type MatchingDeps, type MatchJob } from './matching';
import { recordIdOrNotFound } from './record-id';
import { linkableKey, requestKeyFor } from './request-access';
import { requestUrl } from './site-links';

/**
 * A customer's request, a questionnaire or a business request, from submission to outcome: it is
 * stored first, whatever happens next, then matched (services/matching.ts); the outcome is
 * recorded on the request (`matchedAt`, or an `unmatchedReason` an admin can act on). A request
 * left unmatched, including one whose matching failed, can be matched again with `rematchRequest`.
 *
 * A keyed submission passes its claimed id (http/idempotency.ts): the request is stored under it,
 * so a retry after a crash finds the request its first run stored instead of storing another, and
 * matches it only if that run recorded no outcome (matching completes a cut-short match).
 *
 * Each request is stored with the key of its private page (request-access.ts), and the customer's
 * match mail links to the page with it. A keyed submission passes its claimed secret as the key, so
 * every run stores, mails and answers the same key: a retry neither issues a second one nor loses
 * the first. The key is returned for the answer; the database keeps only its hash.
 */
export type RequestKind = UnmatchedRequest['kind'];

export interface CustomerRequestDeps extends MatchingDeps {
  collections: MatchingDeps['collections'] & Pick<Collections, 'businesses' | 'customerOnboardings' | 'countries' | 'cities'>;
  logger: Logger;
  /** Required here: every lead matched for a customer request carries a response deadline. */
  leadResponseHours: number;
}

export type BusinessSubmission = z.output<typeof businessRegisterRequestSchema>;
export type QuestionnaireSubmission = z.output<typeof customerOnboardingRequestSchema>;

const MATCHING_FAILED = 'Matching failed; retry from the admin area';

/**
 * The business request form (matched with 1-3 providers), or step 1 of the hire flow (stored only:
 * its booking makes the one lead, and carries the hire's page and key).
 */
export async function submitBusinessRequest(
  deps: CustomerRequestDeps,
  { purpose, ...input }: BusinessSubmission,
  id: ObjectId = new ObjectId(),
  claimedKey?: string,
): Promise<{ business: BusinessDoc; matched: number; accessKey?: string | undefined }> {
  const { businesses } = deps.collections;
  if (purpose === 'hire') {
    const { doc: business } = await insertOnce(businesses, { ...input, _id: id, createdAt: new Date() });
    return { business, matched: 0 };
  }
  const key = requestKeyFor(claimedKey);
  const { doc: business, inserted } = await insertOnce(businesses, { ...input, _id: id, createdAt: new Date(), accessKeyHash: key.accessKeyHash });
  const accessKey = await linkableKey(businesses, business, key);
  const matched = await matchOnce(deps, { kind: 'business-request', doc: business }, inserted, accessKey);
  return { business, matched, accessKey };
}

const lower = (text: string) => text.trim().toLowerCase();
const spelledAsListed = (names: readonly string[], typed: string) => names.find((name) => lower(name) === lower(typed));

/**
 * The questionnaire's place as the settings lists spell it (the built-in lists while an admin has
 * listed no country): a country not listed is refused (400 naming `country`), since matching stays
 * in it; a city of that country is spelt as listed, any other city is kept as typed (it only raises
 * the location score where it matches).
 */
export async function listedPlace(
  { countries, cities }: Pick<Collections, 'countries' | 'cities'>,
  input: Pick<QuestionnaireSubmission, 'country' | 'city'>,
): Promise<{ country: string; city?: string | undefined }> {
  const listed = await countries.find({ isActive: true }, { projection: { name: 1 } }).toArray();
  const entry = listed.find((doc) => lower(doc.name) === lower(input.country));
  const country = listed.length > 0 ? entry?.name : spelledAsListed(COUNTRIES.map((known) => known.name), input.country);
  if (!country) throw new InvalidInputError('country: Choose a country from the list', { errors: [{ path: 'country', message: 'Choose a country from the list' }] });
  if (!input.city) return { country };
  const cityNames = entry
    ? (await cities.find({ countryId: entry._id, isActive: true }, { projection: { name: 1 } }).toArray()).map((doc) => doc.name)
    : citiesOf(country).map((known) => known.name);
  return { country, city: spelledAsListed(cityNames, input.city) ?? input.city.trim() };
}

/** The guided questionnaire: stored, then matched with 1-3 providers in the customer's country and mailed. */
export async function submitQuestionnaire(
  deps: CustomerRequestDeps,
  input: QuestionnaireSubmission,
  id: ObjectId = new ObjectId(),
  claimedKey?: string,
): Promise<{ questionnaire: QuestionnaireDoc; matched: number; accessKey: string | undefined }> {
  const { customerOnboardings } = deps.collections;
  const place = await listedPlace(deps.collections, input);
  const key = requestKeyFor(claimedKey);
  const { doc: questionnaire, inserted } = await insertOnce(customerOnboardings, {
    ...input,
    ...place,
    _id: id,
    status: 'pending',
    createdAt: new Date(),
    accessKeyHash: key.accessKeyHash,
  });
  const accessKey = await linkableKey(customerOnboardings, questionnaire, key);
  return { questionnaire, matched: await matchOnce(deps, { kind: 'questionnaire', doc: questionnaire }, inserted, accessKey), accessKey };
}

/**
 * Matches a request just stored. One stored by an earlier run of the same submission is matched
 * only if that run recorded no outcome (it died first); otherwise the answer is that run's: the
 * request's leads, or none if it was left unmatched.
 */
async function matchOnce(deps: CustomerRequestDeps, request: CustomerRequestDoc, inserted: boolean, accessKey: string | undefined): Promise<number> {
  const { matchedAt, unmatchedReason: reason } = request.doc;
  if (inserted || (matchedAt === undefined && reason === undefined)) return matchRecordingFailure(deps, request, accessKey);
  if (reason !== undefined) return 0;
  return deps.collections.leads.countDocuments(request.kind === 'questionnaire' ? { onboardingId: request.doc._id } : { businessId: request.doc._id });
}

/**
 * Matches a stored request again (the admin's retry), for requests still waiting for a match: one
 * with an `unmatchedReason`. A matched request is refused, so nobody gets extra leads behind the
 * customer's back, and a hire-flow business is never matched (its booking chose the provider).
 * A failure here is thrown to the caller; the request keeps its reason.
 */
export async function rematchRequest(deps: CustomerRequestDeps, kind: RequestKind, id: string): Promise<{ matched: number }> {
  const request = await loadWaitingRequest(deps.collections, kind, recordIdOrNotFound(id, 'Request'));
  return { matched: await matchAndRecord(deps, request) };
}

async function loadWaitingRequest(
  { businesses, customerOnboardings }: CustomerRequestDeps['collections'],
  kind: RequestKind,
  _id: ObjectId,
): Promise<CustomerRequestDoc> {
  let request: CustomerRequestDoc | undefined;
  if (kind === 'questionnaire') {
    const doc = await customerOnboardings.findOne({ _id });
    request = doc ? { kind, doc } : undefined;
  } else {
    const doc = await businesses.findOne({ _id });
    request = doc ? { kind, doc } : undefined;
  }
  if (!request) throw new NotFoundError('Request not found');
  const waiting = request.doc.unmatchedReason !== undefined && (request.kind === 'business-request' || request.doc.status === 'pending');
  if (!waiting) throw new ConflictError('This request is not waiting for a match');
  return request;
}

/** Matches and records the outcome; a failure is logged and recorded for the admin instead of failing the submission. */
async function matchRecordingFailure(deps: CustomerRequestDeps, request: CustomerRequestDoc, accessKey: string | undefined): Promise<number> {
  try {
    return await matchAndRecord(deps, request, accessKey);
  } catch (error) {
    const id = request.doc._id.toHexString();
    if (request.kind === 'questionnaire') deps.logger.error('matching a questionnaire failed', { onboardingId: id, error });
    else deps.logger.error('matching a business request failed', { businessId: id, error });
    await recordMatchOutcome(deps.collections, request, MATCHING_FAILED);
    return 0;
  }
}

/**
 * `accessKey` puts the request page's link in the customer's mail; without it (an admin's retry,
 * which never sees the key) the mail has none.
 */
async function matchAndRecord(deps: CustomerRequestDeps, request: CustomerRequestDoc, accessKey?: string): Promise<number> {
  const job = await jobFor(deps.collections.bookkeepers, request);
  if (accessKey !== undefined) job.requestUrl = requestUrl(deps.publicUrl, request.doc._id, accessKey);
  const matched = (await matchRequest(deps, job)).length;
  await recordMatchOutcome(deps.collections, request, matched > 0 ? undefined : unmatchedReason(job.request));
  return matched;
}

async function jobFor(bookkeepers: Collection<BookkeeperDoc>, request: CustomerRequestDoc): Promise<MatchJob> {
  if (request.kind === 'business-request') return businessJob(request.doc, 'business-request');
  const slug = request.doc.preferredProviderSlug;
  const preferred = slug ? await bookkeepers.findOne({ slug: slug.toLowerCase() }, { projection: { _id: 1 } }) : null;
  return questionnaireJob(request.doc, preferred?._id.toHexString());
}

/** Records a match outcome on the request; `reason` undefined means matched: the request leaves the admin's unmatched list. */
export async function recordMatchOutcome(
  { businesses, customerOnboardings }: Pick<Collections, 'businesses' | 'customerOnboardings'>,
  request: CustomerRequestDoc,
  reason: string | undefined,
): Promise<void> {
  const _id = request.doc._id;
  const matchedAt = new Date();
  if (request.kind === 'questionnaire') {
    await customerOnboardings.updateOne(
      { _id },
      reason === undefined ? { $set: { status: 'matched', matchedAt }, $unset: { unmatchedReason: '' } } : { $set: { unmatchedReason: reason } },
    );
  } else {
    await businesses.updateOne({ _id }, reason === undefined ? { $set: { matchedAt }, $unset: { unmatchedReason: '' } } : { $set: { unmatchedReason: reason } });
  }
}
