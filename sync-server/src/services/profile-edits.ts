import { claimedCertifications, verifiesAClaim, type ProfileEdit } from '@ledgerlink/shared-schema';
import type { Collection } from 'mongodb';
import type { BookkeeperDoc } from '../db/documents';
import { ConflictError, NotFoundError } from './domain-errors';
import { updateOf } from './record-edits';
import type { ResponseCache } from './response-cache';

export interface ProfileEditDeps {
  bookkeepers: Collection<BookkeeperDoc>;
  cache: ResponseCache;
}

/** Concurrent writes to the provider (an admin's credential check) retry on the provider they read; more clashes are a conflict. */
const ATTEMPTS = 5;

/**
 * A provider's edit of their own profile (the dashboard's form). Credential checks are keyed by
 * certification: the checks of certifications no longer claimed are deleted, so one removed and
 * claimed again is self-reported until an admin checks it again. The write is conditional on the
 * provider being as read, so an admin's check made meanwhile is neither lost nor kept for a
 * certification this edit removes. `updatedAt` moves (offline catalogues pick the change up on
 * their next delta) and the cached marketplace and profile answers are dropped.
 */
export async function editOwnProfile(deps: ProfileEditDeps, provider: BookkeeperDoc, edit: ProfileEdit): Promise<BookkeeperDoc> {
  let current = provider;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const updated = await deps.bookkeepers.findOneAndUpdate(
      { _id: current._id, updatedAt: current.updatedAt },
      updateOf(edit, { updatedAt: new Date(), ...credentialsAfter(current, edit) }),
      { returnDocument: 'after' },
    );
    if (updated) {
      deps.cache.clear();
      return updated;
    }
    const reread = await deps.bookkeepers.findOne({ _id: provider._id });
    if (!reread) throw new NotFoundError('Provider not found');
    current = reread;
  }
  throw new ConflictError('Your profile changed meanwhile; reload it and try again');
}

/** The credential checks and verified flag once the edit's certifications are claimed; nothing when it leaves them alone. */
function credentialsAfter(provider: BookkeeperDoc, edit: ProfileEdit): Partial<Pick<BookkeeperDoc, 'credentialChecks' | 'hasVerifiedCredential'>> {
  if (edit.certifications === undefined && edit.otherCertifications === undefined) return {};
  const claims = {
    certifications: edit.certifications === undefined ? provider.certifications : (edit.certifications ?? []),
    otherCertifications: edit.otherCertifications === undefined ? provider.otherCertifications : (edit.otherCertifications ?? undefined),
  };
  const claimed = new Set(claimedCertifications(claims));
  const credentialChecks = (provider.credentialChecks ?? []).filter((check) => claimed.has(check.certification));
  return { credentialChecks, hasVerifiedCredential: verifiesAClaim(claims, credentialChecks) };
}
