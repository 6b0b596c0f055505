import { DASHBOARD_SIGNIN_MINUTES } from '@ledgerlink/shared-schema';
import type { Collection, ObjectId } from 'mongodb';
import type { DashboardSigninDoc } from '../db/documents';
import { hashAccessKey, newAccessKey } from './access-keys';

/**
 * One-time sign-in links for a provider's dashboard ("Send me my dashboard link"): a random token
 * like a dashboard key (access-keys.ts), of which only the SHA-256 is stored, so a leaked database
 * opens nothing. A token opens one session, once, within DASHBOARD_SIGNIN_MINUTES: using it deletes it in the same
 * write that checks it, so of two concurrent uses exactly one wins.
 */
const DASHBOARD_SIGNIN_TTL_MS = DASHBOARD_SIGNIN_MINUTES * 60 * 1000;

/** A new sign-in token for the provider; the token goes into the mail only. */
export async function issueDashboardSignin(signins: Collection<DashboardSigninDoc>, providerId: ObjectId, now = new Date()): Promise<string> {
  const token = newAccessKey();
  await signins.insertOne({ _id: hashAccessKey(token), providerId, createdAt: now, expiresAt: new Date(now.getTime() + DASHBOARD_SIGNIN_TTL_MS) });
  return token;
}

/** Uses up `token` if it is a live sign-in of this provider; false for any other token (used, expired, unknown, another provider's). */
export async function consumeDashboardSignin(signins: Collection<DashboardSigninDoc>, providerId: ObjectId, token: string, now = new Date()): Promise<boolean> {
  // The TTL sweep runs about once a minute: the expiry is checked here too.
  const used = await signins.deleteOne({ _id: hashAccessKey(token), providerId, expiresAt: { $gt: now } });
  return used.deletedCount === 1;
}
