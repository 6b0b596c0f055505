import { createHash, randomBytes } from 'node:crypto';
import type { Collection } from 'mongodb';
import type { SessionDoc } from '../db/documents';

/**
 * Server-side admin sessions (ARCHITECTURE §5). The caller's browser holds a random token (in a
 * cookie, http/auth-cookies.ts); the database keeps only its SHA-256, so a leaked sessions
 * collection cannot be replayed. A session ends 12 hours after sign-in whatever happens (absolute)
 * and after 2 hours without a request (idle), so a desk left signed in does not stay open all
 * day. Expired sessions are removed by a TTL index on `expiresAt`.
 */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** Activity is written at most this often: one small update a minute, not one per request. */
const ACTIVITY_WRITE_MS = 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session for `username`; the token goes to the browser and is never stored. */
export async function createSession(sessions: Collection<SessionDoc>, username: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await sessions.insertOne({ _id: hashToken(token), username, createdAt: now, lastSeenAt: now, expiresAt });
  return { token, expiresAt };
}

/** The live session of `token`, its activity noted; null when unknown, past its expiry or idle too long. */
export async function findSession(sessions: Collection<SessionDoc>, token: string | undefined, now = new Date()): Promise<SessionDoc | null> {
  if (!token) return null;
  const session = await sessions.findOne({ _id: hashToken(token) });
  if (!session) return null;
  // The TTL sweep runs about once a minute; never honour a session past its expiry meanwhile.
  if (session.expiresAt <= now) return null;
  const lastSeen = session.lastSeenAt ?? session.createdAt;
  if (now.getTime() - lastSeen.getTime() > SESSION_IDLE_MS) {
    await sessions.deleteOne({ _id: session._id });
    return null;
  }
  if (now.getTime() - lastSeen.getTime() > ACTIVITY_WRITE_MS) await sessions.updateOne({ _id: session._id }, { $set: { lastSeenAt: now } });
  return session;
}

export async function destroySession(sessions: Collection<SessionDoc>, token: string | undefined): Promise<void> {
  if (token) await sessions.deleteOne({ _id: hashToken(token) });
}
