import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ParameterizedContext } from 'koa';
import type { Collection, ObjectId } from 'mongodb';
import type { AppContext } from '../app';
import type { BookkeeperDoc } from '../db/documents';
import { forbidden, notFound, unauthorized } from '../http/errors';

/**
 * Lead data is personal data, and providers have no login (spec §6), so a provider's dashboard
 * and lead calls need the secret from their dashboard link (ARCHITECTURE §5). The key travels in the
 * `X-Dashboard-Key` header (or `?key=` for the link itself). Only its SHA-256 is stored: a leaked
 * database does not open anyone's leads, and 192 random bits need no slow hash. So a link can be
 * mailed only when a key is issued (approval, or the first lead of a provider who has none); later
 * lead notices link to the dashboard without the key.
 */
export const DASHBOARD_KEY_HEADER = 'X-Dashboard-Key';

export const hashDashboardKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function presentedKey(ctx: ParameterizedContext): string | undefined {
  const header = ctx.get(DASHBOARD_KEY_HEADER);
  if (header) return header;
  const query = ctx.query.key;
  return typeof query === 'string' && query ? query : undefined;
}

function keyMatches(storedHash: string | undefined, given: string): boolean {
  if (!storedHash) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashDashboardKey(given), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export async function requireDashboardAccess(
  context: AppContext,
  ctx: ParameterizedContext,
  bookkeeperId: ObjectId,
): Promise<BookkeeperDoc> {
  const given = presentedKey(ctx);
  if (!given) throw unauthorized('This dashboard needs your private dashboard link');
  const provider = await context.collections.bookkeepers.findOne({ _id: bookkeeperId });
  if (!provider) throw notFound('Bookkeeper not found');
  if (!keyMatches(provider.dashboardKeyHash, given)) throw forbidden('This dashboard link is not valid');
  return provider;
}

/** A new key for the provider: the previous link stops working at once. Returns the key for the mail. */
export async function issueDashboardKey(bookkeepers: Collection<BookkeeperDoc>, providerId: ObjectId): Promise<string> {
  const key = randomBytes(24).toString('base64url');
  await bookkeepers.updateOne({ _id: providerId }, { $set: { dashboardKeyHash: hashDashboardKey(key) } });
  return key;
}

/**
 * The dashboard link for a mail: with a freshly issued key when the provider has none yet (only set
 * if still missing, so two concurrent first leads do not each issue one), else without the key,
 * which the provider's browser already holds from their first link.
 */
export async function dashboardLinkFor(bookkeepers: Collection<BookkeeperDoc>, provider: BookkeeperDoc, publicUrl: string): Promise<string> {
  const url = `${publicUrl}/dashboard/${provider._id.toHexString()}`;
  if (provider.dashboardKeyHash) return url;
  const key = randomBytes(24).toString('base64url');
  const issued = await bookkeepers.updateOne({ _id: provider._id, dashboardKeyHash: { $exists: false } }, { $set: { dashboardKeyHash: hashDashboardKey(key) } });
  return issued.modifiedCount === 1 ? `${url}?key=${encodeURIComponent(key)}` : url;
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
