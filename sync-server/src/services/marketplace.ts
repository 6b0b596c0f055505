import { MAX_PROFILE_REVIEWS, type bookkeepersQuerySchema } from '@ledgerlink/shared-schema';
import type { Filter } from 'mongodb';
import type { z } from 'zod';
import type { Collections } from '../db/collections';
import type { BookkeeperDoc, ReviewDoc } from '../db/documents';
import { NotFoundError } from './domain-errors';
import { MARKETPLACE_SORT, marketplaceMongoFilter, PUBLIC_PROVIDER } from './marketplace-query';
import { recordIdOrNotFound } from './record-id';
import type { ResponseCache } from './response-cache';
import { loadSettings, resolveLocation } from './settings';

/** The public marketplace: pages of listed providers and their profiles (spec §2). */

export type MarketplaceQuery = z.output<typeof bookkeepersQuerySchema>;

export interface MarketplacePage {
  providers: BookkeeperDoc[];
  total: number;
}

export async function findMarketplacePage(
  deps: { collections: Pick<Collections, 'bookkeepers' | 'countries' | 'cities' | 'services'>; cache: ResponseCache },
  query: MarketplaceQuery,
): Promise<MarketplacePage> {
  const { bookkeepers } = deps.collections;
  const location = query.location ? resolveLocation(await loadSettings(deps.collections, deps.cache), query.location) : {};
  const filter = marketplaceMongoFilter({ providerType: query.providerType, services: query.services, search: query.search, verified: query.verified, ...location });
  const [providers, total] = await Promise.all([
    bookkeepers.find(filter).sort(MARKETPLACE_SORT).skip((query.page - 1) * query.limit).limit(query.limit).toArray(),
    bookkeepers.countDocuments(filter),
  ]);
  return { providers, total };
}

export interface PublicProfile {
  provider: BookkeeperDoc;
  /** The latest few, newest first. */
  reviews: ReviewDoc[];
}

export const PROFESSIONAL_NOT_FOUND = 'Professional not found';

/** A listed provider by id, username or slug. Pending and rejected providers are not public (ARCHITECTURE §5): not found. */
export async function loadPublicProfile(
  { bookkeepers, reviews }: Pick<Collections, 'bookkeepers' | 'reviews'>,
  by: { id: string } | { username: string } | { slug: string },
): Promise<PublicProfile> {
  const filter: Filter<BookkeeperDoc> =
    'id' in by ? { _id: recordIdOrNotFound(by.id, 'Professional') } : 'username' in by ? { username: by.username.toLowerCase() } : { slug: by.slug.toLowerCase() };
  const provider = await bookkeepers.findOne({ ...filter, ...PUBLIC_PROVIDER });
  if (!provider) throw new NotFoundError(PROFESSIONAL_NOT_FOUND);
  // A review an admin hid is no longer public (services/review-moderation.ts).
  const latest = await reviews.find({ bookkeeperId: provider._id, hiddenAt: { $exists: false } }).sort({ createdAt: -1 }).limit(MAX_PROFILE_REVIEWS).toArray();
  return { provider, reviews: latest };
}
