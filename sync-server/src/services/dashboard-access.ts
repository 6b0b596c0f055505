import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ParameterizedContext } from 'koa';
import type { ObjectId } from 'mongodb';
import type { AppContext } from '../app';
import type { BookkeeperDoc } from '../db/documents';
import { forbidden, notFound, unauthorized } from '../http/errors';

/**
 * Lead data is personal data, and providers have no login (spec §6), so a provider's dashboard
 * and lead calls need the secret from their dashboard link (ARCHITECTURE §5). The key travels in the
 * `X-Dashboard-Key` header (or `?key=` for the link itself) and is compared in constant time.
 */
export const DASHBOARD_KEY_HEADER = 'X-Dashboard-Key';

export function newDashboardKey(): string {
  return randomBytes(24).toString('base64url');
}

export function presentedKey(ctx: ParameterizedContext): string | undefined {
  const header = ctx.get(DASHBOARD_KEY_HEADER);
  if (header) return header;
  const query = ctx.query.key;
  return typeof query === 'string' && query ? query : undefined;
}

function keysMatch(expected: string | undefined, given: string): boolean {
  if (!expected) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
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
  if (!keysMatch(provider.dashboardKey, given)) throw forbidden('This dashboard link is not valid');
  return provider;
}

/** The provider's dashboard secret, created on first use (a lead notice or approval needs the link). */
export async function ensureDashboardKey(context: AppContext, provider: BookkeeperDoc): Promise<string> {
  if (provider.dashboardKey) return provider.dashboardKey;
  const { bookkeepers } = context.collections;
  // Only set if still missing, so two concurrent first uses agree on one key.
  await bookkeepers.updateOne({ _id: provider._id, dashboardKey: { $exists: false } }, { $set: { dashboardKey: newDashboardKey() } });
  const stored = await bookkeepers.findOne({ _id: provider._id }, { projection: { dashboardKey: 1 } });
  if (!stored?.dashboardKey) throw new Error('dashboard key was not stored');
  return stored.dashboardKey;
}
