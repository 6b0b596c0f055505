import { createHash, randomBytes } from 'node:crypto';
import type { Collection, ObjectId } from 'mongodb';
import type { RequestSessionDoc } from '../db/documents';

/**
 * Signed-in devices of a customer's request page (ARCHITECTURE §5), as dashboard sessions are for
 * providers (dashboard-sessions.ts): opening the request link once exchanges its key for a random
 * token in an HttpOnly cookie, so the key need not stay in the address bar, history or a client-side
 * store. Only the token's SHA-256 is stored.
 *
 * Invariant: a session opens a request page only while the request's key is the one it was opened
 * with (`keyHash`), so a key replaced later ends every session opened with the old one.
 */
export const REQUEST_SESSION_TTL_MS = 90 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a session is checked against: the request and the hash of its current key. */
export interface SessionTarget {
  _id: ObjectId;
  accessKeyHash?: string | undefined;
}

/** A session for a request whose key was just checked; the token goes to the browser only. */
export async function createRequestSession(sessions: Collection<RequestSessionDoc>, request: SessionTarget, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  if (!request.accessKeyHash) throw new Error('a request session needs a request with a key');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + REQUEST_SESSION_TTL_MS);
  await sessions.insertOne({ _id: hashToken(token), requestId: request._id, keyHash: request.accessKeyHash, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** Whether `token` is a live session of this request, opened with its current key. */
export async function sessionOpensRequest(sessions: Collection<RequestSessionDoc>, request: SessionTarget, token: string, now = new Date()): Promise<boolean> {
  const session = await sessions.findOne({ _id: hashToken(token) });
  // The TTL sweep runs about once a minute: never honour a session past its expiry meanwhile.
  return !!session && session.requestId.equals(request._id) && session.expiresAt > now && session.keyHash === request.accessKeyHash;
}
