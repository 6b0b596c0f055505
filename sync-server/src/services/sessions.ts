import { createHash, randomBytes } from 'node:crypto';
import type { ParameterizedContext } from 'koa';
import type { Collection } from 'mongodb';

/**
 * Server-side admin sessions (ARCHITECTURE §5). The cookie holds a random token; the database keeps
 * only its SHA-256, so a leaked sessions collection cannot be replayed. Expired sessions are removed
 * by a TTL index on `expiresAt`.
 */
export interface SessionDoc {
  /** sha256(token), hex */
  _id: string;
  username: string;
  createdAt: Date;
  expiresAt: Date;
}

export const SESSION_COOKIE = 'll_session';
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  sessions: Collection<SessionDoc>,
  ctx: ParameterizedContext,
  username: string,
  production: boolean,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await sessions.insertOne({ _id: hashToken(token), username, createdAt: now, expiresAt });
  ctx.cookies.set(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: production, expires: expiresAt, path: '/', overwrite: true });
}

export async function findSession(sessions: Collection<SessionDoc>, ctx: ParameterizedContext): Promise<SessionDoc | null> {
  const token = ctx.cookies.get(SESSION_COOKIE);
  if (!token) return null;
  const session = await sessions.findOne({ _id: hashToken(token) });
  // The TTL sweep runs about once a minute; never honour a session past its expiry meanwhile.
  return session && session.expiresAt > new Date() ? session : null;
}

export async function destroySession(sessions: Collection<SessionDoc>, ctx: ParameterizedContext): Promise<void> {
  const token = ctx.cookies.get(SESSION_COOKIE);
  if (token) await sessions.deleteOne({ _id: hashToken(token) });
  ctx.cookies.set(SESSION_COOKIE, null, { path: '/' });
}
