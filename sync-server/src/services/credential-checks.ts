import { claimedCertifications, verifiesAClaim, type CredentialCheckDecision } from '@ledgerlink/shared-schema';
import type { Collection } from 'mongodb';
import type { BookkeeperDoc, CredentialCheckDoc } from '../db/documents';
import { ConflictError, NotFoundError } from './domain-errors';
import { recordIdOrNotFound } from './record-id';
import type { ResponseCache } from './response-cache';

export interface CredentialCheckDeps {
  bookkeepers: Collection<BookkeeperDoc>;
  cache: ResponseCache;
}

/** Concurrent checks of one provider retry on the provider they read; more than this many clashes is a conflict. */
const ATTEMPTS = 5;

/**
 * `hasVerifiedCredential` (the marketplace's "Verified credentials only" column) says what the
 * public credentials say: some claimed certification is verified.
 *
 * An admin's check of one claimed certification: verified or unverifiable, dated now, with an
 * optional note; it replaces an earlier check of the same certification. The write is conditional
 * on the provider being as read (its `updatedAt`), so two admins checking different certifications
 * at once both land. `updatedAt` moves, so offline catalogues receive the new credentials.
 */
export async function checkCredential(deps: CredentialCheckDeps, providerId: string, certification: string, check: CredentialCheckDecision): Promise<BookkeeperDoc> {
  const _id = recordIdOrNotFound(providerId, 'Provider');
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const provider = await deps.bookkeepers.findOne({ _id });
    if (!provider) throw new NotFoundError('Provider not found');
    if (!claimedCertifications(provider).includes(certification)) throw new NotFoundError(`The provider does not claim the certification "${certification}"`);
    const checkedAt = new Date();
    const entry: CredentialCheckDoc = { certification, status: check.verified ? 'verified' : 'unverifiable', checkedAt, ...(check.note ? { note: check.note } : {}) };
    const credentialChecks = [...(provider.credentialChecks ?? []).filter((earlier) => earlier.certification !== certification), entry];
    const updated = await deps.bookkeepers.findOneAndUpdate(
      { _id, updatedAt: provider.updatedAt },
      { $set: { credentialChecks, hasVerifiedCredential: verifiesAClaim(provider, credentialChecks), updatedAt: checkedAt } },
      { returnDocument: 'after' },
    );
    if (updated) {
      deps.cache.clear();
      return updated;
    }
  }
  throw new ConflictError('The provider keeps changing; try again');
}

/** After an edit of the claimed certifications: a verified one removed may leave the provider with none verified. */
export async function keepVerifiedCredentialFlag(bookkeepers: Collection<BookkeeperDoc>, provider: BookkeeperDoc): Promise<BookkeeperDoc> {
  const hasVerifiedCredential = verifiesAClaim(provider, provider.credentialChecks);
  if (hasVerifiedCredential === (provider.hasVerifiedCredential ?? false)) return provider;
  await bookkeepers.updateOne({ _id: provider._id }, { $set: { hasVerifiedCredential } });
  return { ...provider, hasVerifiedCredential };
}
