import type { Filter, Sort } from 'mongodb';
import type { BookkeeperDoc } from '../db/documents';
import { escapeRegex } from './escape-regex';

/** What the public may see: approved and active providers (spec §4, provider approval). */
export const PUBLIC_PROVIDER: Filter<BookkeeperDoc> = { isApproved: true, isActive: true };

/**
 * The MongoDB form of shared-schema's compareMarketplaceOrder (rating desc, review count desc, id asc):
 * server pages and offline pages must list providers in the same order.
 */
export const MARKETPLACE_SORT: Sort = { averageRating: -1, totalReviews: -1, _id: 1 };

export interface ResolvedMarketplaceFilters {
  providerType?: 'individual' | 'firm';
  city?: string;
  country?: string;
  services: string[];
  search?: string;
}

/** Translates the shared marketplace filters into a MongoDB query (same rules as matchesMarketplaceFilters). */
export function marketplaceMongoFilter(filters: ResolvedMarketplaceFilters): Filter<BookkeeperDoc> {
  const query: Filter<BookkeeperDoc> = { ...PUBLIC_PROVIDER };
  if (filters.providerType) query.providerType = filters.providerType;
  if (filters.city) query.city = filters.city;
  else if (filters.country) query.country = filters.country;
  if (filters.services.length) query.services = { $all: filters.services };
  if (filters.search) {
    const pattern = new RegExp(escapeRegex(filters.search), 'i');
    query.$or = [{ fullName: pattern }, { businessName: pattern }, { services: pattern }];
  }
  return query;
}
