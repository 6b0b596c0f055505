import type { Filter, ObjectId, UpdateFilter } from 'mongodb';
import type { Collections } from '../db/collections';
import type { LeadDoc, PrivateRequestDoc, RequestAccess } from '../db/documents';

/**
 * Where each kind of customer request keeps what its page reads and writes: its leads, and the
 * document that holds its own fields (a questionnaire, a business request, a hire's booking).
 */

/** The leads of a request: a hire's is the one its booking made for its own professional. */
export function leadsOfRequest(request: PrivateRequestDoc): Filter<LeadDoc> {
  switch (request.kind) {
    case 'questionnaire':
      return { onboardingId: request.doc._id };
    case 'business':
      return { businessId: request.doc._id };
    case 'hire':
      return { businessId: request.doc.businessId, bookkeeperId: request.doc.bookkeeperId, source: 'booking' };
  }
}

type RequestCollections = Pick<Collections, 'customerOnboardings' | 'businesses' | 'bookings'>;

/**
 * Updates the request's own document if it still matches `filter` (fields every kind carries);
 * returns whether it did.
 */
export async function updateRequestDoc(
  { customerOnboardings, businesses, bookings }: RequestCollections,
  request: PrivateRequestDoc,
  filter: Filter<RequestAccess>,
  update: UpdateFilter<RequestAccess>,
): Promise<boolean> {
  const query = { ...filter, _id: request.doc._id } as never;
  const result = await (request.kind === 'questionnaire'
    ? customerOnboardings.updateOne(query, update as never)
    : request.kind === 'business'
      ? businesses.updateOne(query, update as never)
      : bookings.updateOne(query, update as never));
  return result.modifiedCount === 1;
}

/** The request's own document as it now stands (undefined once deleted). */
export const reloadRequest = (collections: RequestCollections, request: PrivateRequestDoc): Promise<PrivateRequestDoc | undefined> =>
  loadRequestOfKind(collections, request.kind, request.doc._id);

/** The request of this kind and id (undefined if there is none). */
export async function loadRequestOfKind(
  { customerOnboardings, businesses, bookings }: RequestCollections,
  kind: PrivateRequestDoc['kind'],
  _id: ObjectId,
): Promise<PrivateRequestDoc | undefined> {
  switch (kind) {
    case 'questionnaire': {
      const doc = await customerOnboardings.findOne({ _id });
      return doc ? { kind: 'questionnaire', doc } : undefined;
    }
    case 'business': {
      const doc = await businesses.findOne({ _id });
      return doc ? { kind: 'business', doc } : undefined;
    }
    case 'hire': {
      const doc = await bookings.findOne({ _id });
      return doc ? { kind: 'hire', doc } : undefined;
    }
  }
}
