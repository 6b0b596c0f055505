import { createHash, randomBytes } from 'node:crypto';
import type { Collection } from 'mongodb';
import type { SessionDoc } from '../db/documents';

/**
 * Server-side admin sessions (ARCHITECTURE §5). The caller's browser holds a random token (in a
 * cookie, http/auth-cookies.ts); the database keeps only its SHA-256, so a leaked sessions
 * collection cannot be replayed. Expired sessions are removed by a TTL index on `expiresAt`.
 */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session for `username`; the token goes to the browser and is never stored. */
export async function createSession(sessions: Collection<SessionDoc>, username: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await sessions.insertOne({ _id: hashToken(token), username, createdAt: now, expiresAt });
  return { token, expiresAt };
}

export async function findSession(sessions: Collection<SessionDoc>, token: string | undefined): Promise<SessionDoc | null> {
  if (!token) return null;
  const session = await sessions.findOne({ _id: hashToken(token) });
  // The TTL sweep runs about once a minute; never honour a session past its expiry meanwhile.
  return session && session.expiresAt > new Date() ? session : null;
}

export async function destroySession(sessions: Collection<SessionDoc>, token: string | undefined): Promise<void> {
  if (token) await sessions.deleteOne({ _id: hashToken(token) });
}
