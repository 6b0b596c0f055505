import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Collection, ObjectId } from 'mongodb';
import type { BookkeeperDoc } from '../db/documents';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from './domain-errors';
import { dashboardUrl } from './site-links';

/**
 * Lead data is personal data, and providers have no login (spec §6), so a provider's dashboard
 * and lead calls need the secret from their dashboard link (ARCHITECTURE §5); how it travels in a
 * request is the HTTP layer's business (http/dashboard-key.ts). Only its SHA-256 is stored: a leaked
 * database does not open anyone's leads, and 192 random bits need no slow hash. So a link can be
 * mailed only when a key is issued (approval, or the first lead of a provider who has none); later
 * lead notices link to the dashboard without the key.
 */
export const hashDashboardKey = (key: string) => createHash('sha256').update(key).digest('hex');

const newDashboardKey = () => randomBytes(24).toString('base64url');

function keyMatches(storedHash: string | undefined, given: string): boolean {
  if (!storedHash) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashDashboardKey(given), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The provider whose dashboard `key` opens; refused without a key, for an unknown provider or a wrong key. */
export async function verifyDashboardKey(
  bookkeepers: Collection<BookkeeperDoc>,
  providerId: ObjectId,
  key: string | undefined,
): Promise<BookkeeperDoc> {
  if (!key) throw new UnauthenticatedError('This dashboard needs your private dashboard link');
  const provider = await bookkeepers.findOne({ _id: providerId });
  if (!provider) throw new NotFoundError('Bookkeeper not found');
  if (!keyMatches(provider.dashboardKeyHash, key)) throw new ForbiddenError('This dashboard link is not valid');
  return provider;
}

/** A new key for the provider: the previous link stops working at once. Returns the key for the mail. */
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
