import type { Collection, Filter, UpdateFilter } from 'mongodb';
import type { Collections } from '../db/collections';
import type { BookkeeperDoc } from '../db/documents';
import { issueDashboardKey } from './dashboard-access';
import { NotFoundError } from './domain-errors';
import { providerApprovedMail, providerRejectedMail } from './mail/messages';
import { enqueueMail } from './mail/outbox';
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

export async function approveProvider(deps: ProviderReviewDeps, providerId: string): Promise<ReviewOutcome> {
  const { bookkeepers, outbox } = deps.collections;
  const decidedAt = new Date();
  const provider = await decide(bookkeepers, providerId, { isApproved: false }, {
    $set: { isApproved: true, isActive: true, updatedAt: decidedAt, approvedAt: decidedAt },
    $unset: { rejectionReason: '', rejectedAt: '' },
  });
  if (!provider) return { changed: false };
  deps.cache.clear();
  // The approval mail carries a freshly issued link (only the key's hash is stored).
  const key = await issueDashboardKey(bookkeepers, provider._id);
  await enqueueMail(
    outbox,
    providerApprovedMail({
      providerId: provider._id.toHexString(),
      decidedAt,
      to: provider.email,
      providerName: provider.fullName,
      profileUrl: profileUrl(deps.publicUrl, provider.username),
      dashboardUrl: dashboardUrl(deps.publicUrl, provider._id, key),
    }),
  );
  return { changed: true };
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
