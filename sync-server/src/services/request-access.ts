import type { Collection, ObjectId } from 'mongodb';
import type { Collections } from '../db/collections';
import type { PrivateRequestDoc, RequestAccess } from '../db/documents';
import { parseObjectId } from '../db/object-id';
import { accessKeyHashesMatch, hashAccessKey, newAccessKey } from './access-keys';
import { UnauthenticatedError } from './domain-errors';
import { createRequestSession, sessionOpensRequest } from './request-sessions';

/**
 * A customer's request page is private (ARCHITECTURE §5): what they asked and who answered is
 * personal data, and customers have no login. So each request (a questionnaire, a business request,
 * a hire booking) gets its own key when it is stored, mailed in its link and answered to the device
 * that submitted it; only the key's SHA-256 is kept on the request (access-keys.ts). The page's
 * calls need that key or a session cookie it was exchanged for (request-sessions.ts); how either
 * travels is the HTTP layer's business (http/request-key.ts).
 *
 * Every refusal is the same error, whatever the reason (no credentials, a malformed or unknown id,
 * a wrong key, another request's key, an expired session), so the answer tells an outsider nothing
 * about which requests exist.
 */
export const REQUEST_ACCESS_REFUSED =
  'This request link is not valid. Open the latest link LedgerLink emailed you about your request.';
export const requestAccessRefused = () => new UnauthenticatedError(REQUEST_ACCESS_REFUSED);

/** A request as its page shows it: which kind, and its document. */
export type CustomerRequest = PrivateRequestDoc;

/** What a request presented: the key itself and/or the session cookie for this request. */
export interface RequestCredentials {
  key?: string | undefined;
  sessionToken?: string | undefined;
}

/** How access was granted: only the key itself may open a session. */
export interface RequestAccessGrant {
  request: CustomerRequest;
  via: 'key' | 'session';
}

type AccessCollections = Pick<Collections, 'customerOnboardings' | 'businesses' | 'bookings' | 'requestSessions'>;

/**
 * The request whose id this is, of whichever kind. All three are always looked up, so the time an
 * answer takes does not tell which kind an id is.
 */
async function findRequest({ customerOnboardings, businesses, bookings }: AccessCollections, _id: ObjectId): Promise<CustomerRequest | undefined> {
  const [questionnaire, business, booking] = await Promise.all([customerOnboardings.findOne({ _id }), businesses.findOne({ _id }), bookings.findOne({ _id })]);
  if (questionnaire) return { kind: 'questionnaire', doc: questionnaire };
  if (business) return { kind: 'business', doc: business };
  if (booking) return { kind: 'hire', doc: booking };
  return undefined;
}

/** The request the credentials open; else the one refusal. `requestId` is outside text. */
export async function authorizeRequest(collections: AccessCollections, requestId: string, credentials: RequestCredentials): Promise<RequestAccessGrant> {
  const _id = parseObjectId(requestId);
  // Hashed before any lookup, so an unknown request costs about what a wrong key does.
  const keyHash = credentials.key ? hashAccessKey(credentials.key) : undefined;
  const request = _id ? await findRequest(collections, _id) : undefined;
  if (request && keyHash !== undefined && accessKeyHashesMatch(request.doc.accessKeyHash, keyHash)) return { request, via: 'key' };
  if (request && credentials.sessionToken && (await sessionOpensRequest(collections.requestSessions, request.doc, credentials.sessionToken))) {
    return { request, via: 'session' };
  }
  throw requestAccessRefused();
}

/** The key from the link, exchanged for a session of this device: access by a session alone opens none. */
export async function openRequestSession(
  collections: AccessCollections,
  grant: RequestAccessGrant,
): Promise<{ requestId: ObjectId; token: string; expiresAt: Date }> {
  if (grant.via !== 'key') throw requestAccessRefused();
  return { requestId: grant.request.doc._id, ...(await createRequestSession(collections.requestSessions, grant.request.doc)) };
}

/**
 * The key a new request is stored with: `claimed` for a keyed submission (every run of one
 * Idempotency-Key issues the same, http/idempotency.ts `claimedSecret`), else a fresh one.
 */
export function requestKeyFor(claimed: string | undefined): { key: string; accessKeyHash: string } {
  const key = claimed ?? newAccessKey();
  return { key, accessKeyHash: hashAccessKey(key) };
}

/**
 * The key to link to for a request a submission stored or found: the submission's own key when the
 * request holds its hash (also setting it on a request an earlier version stored without one), else
 * none, since only a key the request holds opens its page.
 */
export async function linkableKey<T extends RequestAccess & { _id: ObjectId }>(collection: Collection<T>, doc: T, key: { key: string; accessKeyHash: string }): Promise<string | undefined> {
  if (doc.accessKeyHash === key.accessKeyHash) return key.key;
  if (doc.accessKeyHash !== undefined) return undefined;
  const set = await collection.updateOne({ _id: doc._id, accessKeyHash: { $exists: false } } as never, { $set: { accessKeyHash: key.accessKeyHash } } as never);
  return set.modifiedCount === 1 ? key.key : undefined;
}
