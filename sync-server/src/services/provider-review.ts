import { PROVIDER_REVIEW_FILTERS } from '@ledgerlink/shared-schema';
import type { Collection, Filter, ObjectId, UpdateFilter } from 'mongodb';
import type { Collections } from '../db/collections';
import type { BookkeeperDoc } from '../db/documents';
import { hashDashboardKey, issueDashboardKey, newDashboardKey } from './dashboard-access';
import { NotFoundError } from './domain-errors';
import { providerApprovedMail, providerRejectedMail } from './mail/messages';
import { enqueueMail, enqueueMails } from './mail/outbox';
import { recordIdOrNotFound } from './record-id';
import type { ResponseCache } from './response-cache';
import { dashboardUrl, profileUrl } from './site-links';

/**
 * Provider review (spec §4, provider approval). Approving lists the provider and mails them their
 * profile and private dashboard link; rejecting hides them and mails the reason. Both bump
 * `updatedAt`, so offline catalogues pick the change up (a rejected provider becomes a tombstone).
 */
export interface ProviderReviewDeps {
  collections: Pick<Collections, 'bookkeepers' | 'outbox'>;
  cache: ResponseCache;
  /** Absolute site address, for the links in the approval mail. */
  publicUrl: string;
}

/** `changed` is false when the provider already was in that state: nothing happened, nothing was mailed. */
export interface ReviewOutcome {
  changed: boolean;
}

/** What an approval writes: listed, no trace of an earlier rejection, and when it was decided. */
const approval = (decidedAt: Date, set: Partial<BookkeeperDoc> = {}): UpdateFilter<BookkeeperDoc> => ({
  $set: { isApproved: true, isActive: true, updatedAt: decidedAt, approvedAt: decidedAt, ...set },
  $unset: { rejectionReason: '', rejectedAt: '' },
});

/** The approval mail carries a freshly issued dashboard link (only the key's hash is stored). */
const approvalMail = (deps: ProviderReviewDeps, provider: Pick<BookkeeperDoc, '_id' | 'email' | 'fullName' | 'username'>, key: string, decidedAt: Date) =>
  providerApprovedMail({
    providerId: provider._id.toHexString(),
    decidedAt,
    to: provider.email,
    providerName: provider.fullName,
    profileUrl: profileUrl(deps.publicUrl, provider.username),
    dashboardUrl: dashboardUrl(deps.publicUrl, provider._id, key),
  });

export async function approveProvider(deps: ProviderReviewDeps, providerId: string): Promise<ReviewOutcome> {
  const { bookkeepers, outbox } = deps.collections;
  const decidedAt = new Date();
  const provider = await decide(bookkeepers, providerId, { isApproved: false }, approval(decidedAt));
  if (!provider) return { changed: false };
  deps.cache.clear();
  const key = await issueDashboardKey(bookkeepers, provider._id);
  await enqueueMail(outbox, approvalMail(deps, provider, key, decidedAt));
  return { changed: true };
}

/**
 * Approves those of `ids` still waiting for review (never one an admin rejected meanwhile), each as
 * `approveProvider` would, in a few writes for the lot. Each provider's update is conditional on it
 * still waiting and sets the hash of a key made for it, so reading the hashes back tells which
 * updates were this call's: only those are mailed and counted, and a repeated or concurrent call
 * approves and mails each provider once. Returns how many this call approved.
 */
export async function approveWaitingProviders(deps: ProviderReviewDeps, ids: readonly ObjectId[]): Promise<number> {
  if (ids.length === 0) return 0;
  const { bookkeepers, outbox } = deps.collections;
  const decidedAt = new Date();
  const keys = new Map(ids.map((id) => [id.toHexString(), newDashboardKey()]));
  const hashOf = (id: ObjectId) => hashDashboardKey(keys.get(id.toHexString())!);
  await bookkeepers.bulkWrite(
    ids.map((_id) => ({ updateOne: { filter: { _id, ...PROVIDER_REVIEW_FILTERS.pending }, update: approval(decidedAt, { dashboardKeyHash: hashOf(_id) }) } })),
    { ordered: false },
  );
  const candidates = await bookkeepers
    .find({ _id: { $in: [...ids] }, dashboardKeyHash: { $in: ids.map(hashOf) } }, { projection: { email: 1, fullName: 1, username: 1, dashboardKeyHash: 1 } })
    .toArray();
  const approved = candidates.filter((provider) => provider.dashboardKeyHash === hashOf(provider._id));
  if (approved.length === 0) return 0;
  deps.cache.clear();
  await enqueueMails(
    outbox,
    approved.map((provider) => approvalMail(deps, provider, keys.get(provider._id.toHexString())!, decidedAt)),
  );
  return approved.length;
}

export async function rejectProvider(deps: ProviderReviewDeps, providerId: string, reason: string): Promise<ReviewOutcome> {
  const { bookkeepers, outbox } = deps.collections;
  const decidedAt = new Date();
  const provider = await decide(bookkeepers, providerId, { $or: [{ isApproved: true }, { isActive: true }] }, {
    $set: { isApproved: false, isActive: false, rejectionReason: reason, updatedAt: decidedAt, rejectedAt: decidedAt },
    $unset: { approvedAt: '' },
  });
  if (!provider) return { changed: false };
  deps.cache.clear();
  await enqueueMail(
    outbox,
    providerRejectedMail({ providerId: provider._id.toHexString(), decidedAt, to: provider.email, providerName: provider.fullName, reason }),
  );
  return { changed: true };
}

/**
 * Applies a decision in one conditional update, so a double click changes state (and mails) once.
 * Returns the updated provider, or undefined when it already was in the decided state.
 */
async function decide(
  bookkeepers: Collection<BookkeeperDoc>,
  providerId: string,
  notYetDecided: Filter<BookkeeperDoc>,
  update: UpdateFilter<BookkeeperDoc>,
): Promise<BookkeeperDoc | undefined> {
  const _id = recordIdOrNotFound(providerId, 'Provider');
  const provider = await bookkeepers.findOneAndUpdate({ _id, ...notYetDecided }, update, { returnDocument: 'after' });
  if (provider) return provider;
  if (!(await bookkeepers.findOne({ _id }, { projection: { _id: 1 } }))) throw new NotFoundError('Provider not found');
  return undefined;
}
