import type { Collection } from 'mongodb';
import type { BookkeeperDoc } from '../db/documents';
import { NotFoundError } from './domain-errors';
import { ensureOpenLead } from './leads';
import { PROFESSIONAL_NOT_FOUND } from './marketplace';
import { PUBLIC_PROVIDER } from './marketplace-query';
import { ensureTakingNewClients } from './provider-availability';
import { notifyProvider, type MatchingDeps } from './matching';
import { recordIdOrNotFound } from './record-id';

/**
 * Get Contact (spec §2): a visitor's email unlocks a listed provider's contact details and is
 * recorded as a lead. One open lead per visitor and provider, so asking twice notifies once.
 * Returns the provider, whose contact details the caller may now show.
 */
export async function requestContact(deps: MatchingDeps, providerId: string, visitorEmail: string): Promise<BookkeeperDoc> {
  const provider = await listedProvider(deps.collections.bookkeepers, providerId);
  const { leadId, notified } = await ensureOpenLead(deps.collections, {
    request: { contactEmail: visitorEmail },
    bookkeeperId: provider._id,
    source: 'contact',
    matchScore: 0,
  });
  // Also for an open lead whose notice a crash cut off; the notice is keyed per lead, so it goes once.
  if (!notified) await notifyProvider(deps, provider, leadId, [`A visitor asked for your contact details on your profile: ${visitorEmail}`]);
  return provider;
}

/** The listed provider Get Contact names, or the 404 every other id gets; the 409 if they are not taking new clients. */
export async function listedProvider(bookkeepers: Collection<BookkeeperDoc>, providerId: string): Promise<BookkeeperDoc> {
  const provider = await bookkeepers.findOne({ _id: recordIdOrNotFound(providerId, 'Professional'), ...PUBLIC_PROVIDER });
  if (!provider) throw new NotFoundError(PROFESSIONAL_NOT_FOUND);
  ensureTakingNewClients(provider);
  return provider;
}
