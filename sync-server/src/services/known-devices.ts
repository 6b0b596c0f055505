import { createHash, randomBytes } from 'node:crypto';
import type { Collection } from 'mongodb';
import type { AdminUserDoc } from '../db/documents';

/**
 * Browsers that have signed in as an admin before (OWASP's device cookies). A successful sign-in
 * leaves a random token in a long-lived cookie (http/auth-cookies.ts); the user keeps only its
 * SHA-256. Sign-ins from a known device skip the per-address block and the per-username slow-down
 * (each device is limited by its own failures, http/login-throttle.ts), so others' guessing, from
 * elsewhere or behind the admin's own shared address, cannot lock the admin out.
 */
const DEVICES_KEPT = 10;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function isKnownDevice(user: AdminUserDoc | null, token: string | undefined): boolean {
  return Boolean(user && token && user.knownDevices?.includes(hashToken(token)));
}

/** Remembers this browser for the user (the newest few devices) and returns the token for its cookie. */
export async function rememberDevice(users: Collection<AdminUserDoc>, user: AdminUserDoc): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await users.updateOne({ _id: user._id }, { $push: { knownDevices: { $each: [hashToken(token)], $slice: -DEVICES_KEPT } } });
  return token;
}
