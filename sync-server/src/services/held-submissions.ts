import type { HeldKind } from '@ledgerlink/shared-schema';
import type { Collections } from '../db/collections';
import type { HeldSubmissionDoc } from '../db/documents';
import type { Logger } from '../logger';
import { createBooking, type BookingSubmission } from './bookings';
import { requestContact } from './contact-request';
import { submitBusinessRequest, submitQuestionnaire, type BusinessSubmission, type QuestionnaireSubmission } from './customer-requests';
import { NotFoundError } from './domain-errors';
import { registerProvider, type ProviderRegistration } from './provider-registration';
import { recordIdOrNotFound } from './record-id';
import type { ResponseCache } from './response-cache';
import { releaseHeldReview } from './review-screen';

/**
 * The admin's Held list (submission-screen.ts keeps held submissions aside): releasing one runs the
 * write it was, under the id and request key its answer named, so it is stored, matched and mailed
 * exactly as if it had never been held and the customer's link works; deleting one drops it.
 */

/** At most this many rows: the list is for review by hand. */
const HELD_LIST_LIMIT = 200;

export interface ReleaseDeps {
  collections: Collections;
  publicUrl: string;
  logger: Logger;
  leadResponseHours: number;
  cache: ResponseCache;
}

const HELD_NOT_FOUND = 'Held submission not found';

export function listHeldSubmissions(held: Collections['heldSubmissions']): Promise<HeldSubmissionDoc[]> {
  return held.find({}).sort({ heldAt: -1 }).limit(HELD_LIST_LIMIT).toArray();
}

export async function deleteHeldSubmission(held: Collections['heldSubmissions'], kind: HeldKind, id: string): Promise<void> {
  const { deletedCount } = await held.deleteOne({ _id: recordIdOrNotFound(id, 'Held submission'), kind });
  if (deletedCount === 0) throw new NotFoundError(HELD_NOT_FOUND);
}

/** Runs the held write, then forgets it; a write that fails now (a username taken meanwhile) stays held. */
export async function releaseHeldSubmission(deps: ReleaseDeps, kind: HeldKind, id: string): Promise<void> {
  const { heldSubmissions } = deps.collections;
  const doc = await heldSubmissions.findOne({ _id: recordIdOrNotFound(id, 'Held submission'), kind });
  if (!doc) throw new NotFoundError(HELD_NOT_FOUND);
  await RELEASES[doc.kind](deps, doc);
  await heldSubmissions.deleteOne({ _id: doc._id });
}

/** How each kind of held write runs once released: the same service call as its route, under the answered id and key. */
const RELEASES: Record<HeldKind, (deps: ReleaseDeps, doc: HeldSubmissionDoc) => Promise<unknown>> = {
  questionnaire: (deps, { _id, input, accessKey }) => submitQuestionnaire(deps, input as QuestionnaireSubmission, _id, accessKey),
  business: (deps, { _id, input, accessKey }) => submitBusinessRequest(deps, input as BusinessSubmission, _id, accessKey),
  booking: async (deps, { _id, input, accessKey }) => {
    const booking = input as BookingSubmission;
    // A hire's business held with it is stored first: the booking needs it.
    const business = await deps.collections.heldSubmissions.findOne({ kind: 'business', _id: recordIdOrNotFound(booking.businessId, 'Business') });
    if (business) await releaseHeldSubmission(deps, 'business', business._id.toHexString());
    return createBooking(deps, booking, _id, accessKey);
  },
  contact: (deps, { pathId, email }) => requestContact(deps, pathId ?? '', email),
  provider: (deps, { _id, input }) => registerProvider(deps, input as ProviderRegistration, _id),
  review: releaseHeldReview,
};
