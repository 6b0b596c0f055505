import { createHash, randomBytes } from 'node:crypto';
import type { Collection, ObjectId } from 'mongodb';
import type { BookkeeperDoc, DashboardSessionDoc } from '../db/documents';

/**
 * Signed-in devices of a provider's dashboard (ARCHITECTURE §5). Opening the mailed link once
 * exchanges its key for a random session token in an HttpOnly cookie (http/auth-cookies.ts), so the
 * key need not stay in the address bar, history or a client-side store. Like admin sessions, only
 * the token's SHA-256 is stored.
 *
 * Invariant: a session opens a dashboard only while the provider's current key is the one it was
 * opened with (`keyHash`). Re-issuing the key therefore ends every session at once, even one
 * created concurrently with the re-issue from the old key.
 */
export const DASHBOARD_SESSION_TTL_MS = 90 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A session for a provider whose key was just checked; the token goes to the browser only. */
export async function createDashboardSession(
  sessions: Collection<DashboardSessionDoc>,
  provider: Pick<BookkeeperDoc, '_id' | 'dashboardKeyHash'>,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  if (!provider.dashboardKeyHash) throw new Error('a dashboard session needs a provider with a key');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + DASHBOARD_SESSION_TTL_MS);
  await sessions.insertOne({ _id: hashToken(token), providerId: provider._id, keyHash: provider.dashboardKeyHash, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** Whether `token` is a live session of this provider, opened with their current key. */
export async function sessionOpensDashboard(
  sessions: Collection<DashboardSessionDoc>,
  provider: Pick<BookkeeperDoc, '_id' | 'dashboardKeyHash'>,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const session = await sessions.findOne({ _id: hashToken(token) });
  // The TTL sweep runs about once a minute: never honour a session past its expiry meanwhile.
  return !!session && session.providerId.equals(provider._id) && session.expiresAt > now && session.keyHash === provider.dashboardKeyHash;
}

/** "Sign out of this device": the token stops working (a no-op for an unknown token). */
export async function endDashboardSession(sessions: Collection<DashboardSessionDoc>, token: string | undefined): Promise<void> {
  if (token) await sessions.deleteOne({ _id: hashToken(token) });
}

/** Every device of the provider (after a re-issued key, whose check would refuse them anyway). */
export async function endDashboardSessionsOf(sessions: Collection<DashboardSessionDoc>, providerId: ObjectId): Promise<void> {
  await sessions.deleteMany({ providerId });
}
