import type { Collection, ObjectId } from 'mongodb';
import type { Collections } from '../db/collections';
import type { BookkeeperDoc } from '../db/documents';
import { parseObjectId } from '../db/object-id';
import { accessKeyHashesMatch, hashAccessKey, newAccessKey } from './access-keys';
import { createDashboardSession, sessionOpensDashboard } from './dashboard-sessions';
import { consumeDashboardSignin } from './dashboard-signins';
import { UnauthenticatedError } from './domain-errors';
import { dashboardUrl } from './site-links';

/**
 * Lead data is personal data, and providers have no login (spec §6), so a provider's dashboard
 * and lead calls need the secret from their dashboard link (ARCHITECTURE §5), or a session cookie
 * it was exchanged for (dashboard-sessions.ts); how either travels in a request is the HTTP layer's
 * business (http/dashboard-key.ts). Only the key's SHA-256 is stored: a leaked database does not
 * open anyone's leads, and 192 random bits need no slow hash. So a link can be mailed only when a
 * key is issued (approval, re-issue by an admin, or the first lead of a provider who has none);
 * later lead notices link to the dashboard without the key.
 *
 * Every refusal is the same error, whatever the reason (no credentials, a malformed or unknown
 * provider id, an unknown lead, a wrong, revoked or expired credential), so the answer tells an
 * outsider nothing about which providers or leads exist.
 */
export const DASHBOARD_ACCESS_REFUSED =
  'This dashboard link is not valid. Open the latest dashboard link LedgerLink emailed you, or ask for a sign-in link by email on the dashboard page.';
export const dashboardAccessRefused = () => new UnauthenticatedError(DASHBOARD_ACCESS_REFUSED);

export const hashDashboardKey = hashAccessKey;
/** A new secret for a dashboard link; store only its hashDashboardKey. */
export const newDashboardKey = newAccessKey;

/** What a request presented: the key itself and/or the session cookie for this provider. */
export interface DashboardCredentials {
  key?: string | undefined;
  sessionToken?: string | undefined;
}

type AccessCollections = Pick<Collections, 'bookkeepers' | 'dashboardSessions'>;

/** The provider whose dashboard the credentials open; else the one refusal. `providerId` is outside text. */
export async function authorizeDashboard(
  { bookkeepers, dashboardSessions }: AccessCollections,
  providerId: string | ObjectId,
  credentials: DashboardCredentials,
): Promise<BookkeeperDoc> {
  const _id = typeof providerId === 'string' ? parseObjectId(providerId) : providerId;
  // Hashed before any lookup, so an unknown provider costs about what a wrong key does.
  const keyHash = credentials.key ? hashDashboardKey(credentials.key) : undefined;
  const provider = _id ? await bookkeepers.findOne({ _id }) : null;
  if (provider && keyHash !== undefined && accessKeyHashesMatch(provider.dashboardKeyHash, keyHash)) return provider;
  if (provider && credentials.sessionToken && (await sessionOpensDashboard(dashboardSessions, provider, credentials.sessionToken))) return provider;
  throw dashboardAccessRefused();
}

/** The key from the link, exchanged for a session of this device (only the key opens one: no key, the refusal). */
export async function openDashboardSession(
  collections: AccessCollections,
  providerId: string,
  key: string | undefined,
): Promise<{ providerId: ObjectId; token: string; expiresAt: Date }> {
  const provider = await authorizeDashboard(collections, providerId, { key });
  return { providerId: provider._id, ...(await createDashboardSession(collections.dashboardSessions, provider)) };
}

/** The one refusal of a sign-in link, whatever the reason (used, expired, unknown, another provider's). */
export const DASHBOARD_SIGNIN_REFUSED = 'This sign-in link has expired or was already used. Ask for a new one below.';
const dashboardSigninRefused = () => new UnauthenticatedError(DASHBOARD_SIGNIN_REFUSED);

/**
 * A one-time sign-in token from a "Send me my dashboard link" mail, exchanged for a session of this
 * device. Other devices stay signed in and the key stays the same: the session is bound to the
 * current key like one opened with the link. An approved provider without a key yet gets one, mailed
 * to nobody. No token, the refusal (the throttle calls this without one past its limit).
 */
export async function openDashboardSessionWithSignin(
  collections: AccessCollections & Pick<Collections, 'dashboardSignins'>,
  providerId: string,
  signin: string | undefined,
): Promise<{ providerId: ObjectId; token: string; expiresAt: Date }> {
  const _id = parseObjectId(providerId);
  if (!_id || signin === undefined || !(await consumeDashboardSignin(collections.dashboardSignins, _id, signin))) throw dashboardSigninRefused();
  const provider = await collections.bookkeepers.findOne({ _id, isApproved: true }, { projection: { dashboardKeyHash: 1 } });
  if (!provider) throw dashboardSigninRefused();
  const dashboardKeyHash = provider.dashboardKeyHash ?? (await firstDashboardKeyHash(collections.bookkeepers, _id));
  return { providerId: _id, ...(await createDashboardSession(collections.dashboardSessions, { _id, dashboardKeyHash })) };
}

/** Stores a first key for a provider who has none (only if still missing) and returns the stored key's hash. */
async function firstDashboardKeyHash(bookkeepers: Collection<BookkeeperDoc>, _id: ObjectId): Promise<string | undefined> {
  const keyHash = hashDashboardKey(newDashboardKey());
  const issued = await bookkeepers.updateOne({ _id, dashboardKeyHash: { $exists: false } }, { $set: { dashboardKeyHash: keyHash } });
  if (issued.modifiedCount === 1) return keyHash;
  // A concurrent first issue won: bind to its key.
  return (await bookkeepers.findOne({ _id }, { projection: { dashboardKeyHash: 1 } }))?.dashboardKeyHash;
}

/**
 * A new key for the provider: the previous link, and every session opened with it, stop working at
 * once (sessions check the key they were opened with). Returns the key for the mail.
 */
export async function issueDashboardKey(bookkeepers: Collection<BookkeeperDoc>, providerId: ObjectId): Promise<string> {
  const key = newDashboardKey();
  await bookkeepers.updateOne({ _id: providerId }, { $set: { dashboardKeyHash: hashDashboardKey(key) } });
  return key;
}

/**
 * The dashboard link for a mail: with a freshly issued key when the provider has none yet (only set
 * if still missing, so two concurrent first leads do not each issue one), else without the key,
 * which the provider's browser already holds from their first link.
 */
export async function dashboardLinkFor(bookkeepers: Collection<BookkeeperDoc>, provider: BookkeeperDoc, publicUrl: string): Promise<string> {
  if (provider.dashboardKeyHash) return dashboardUrl(publicUrl, provider._id);
  const key = newDashboardKey();
  const issued = await bookkeepers.updateOne({ _id: provider._id, dashboardKeyHash: { $exists: false } }, { $set: { dashboardKeyHash: hashDashboardKey(key) } });
  return dashboardUrl(publicUrl, provider._id, issued.modifiedCount === 1 ? key : undefined);
}

/**
 * Providers stored by a version that kept the key itself: store its hash instead. Their links keep
 * working; the plain key is gone from the database.
 */
export async function hashStoredDashboardKeys(bookkeepers: Collection<BookkeeperDoc & { dashboardKey?: string }>): Promise<number> {
  let hashed = 0;
  for await (const provider of bookkeepers.find({ dashboardKey: { $exists: true } }, { projection: { dashboardKey: 1 } })) {
    const key = provider.dashboardKey;
    const update = typeof key === 'string' && key ? { $set: { dashboardKeyHash: hashDashboardKey(key) }, $unset: { dashboardKey: '' as const } } : { $unset: { dashboardKey: '' as const } };
    await bookkeepers.updateOne({ _id: provider._id }, update);
    hashed += 1;
  }
  return hashed;
}
