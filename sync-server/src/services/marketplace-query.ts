import { searchTerms } from '@ledgerlink/shared-schema';
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
  verified?: boolean;
}

/** Translates the shared marketplace filters into a MongoDB query (the rules of shared-schema's marketplaceMatcher). */
export function marketplaceMongoFilter(filters: ResolvedMarketplaceFilters): Filter<BookkeeperDoc> {
  const query: Filter<BookkeeperDoc> = { ...PUBLIC_PROVIDER };
  if (filters.providerType) query.providerType = filters.providerType;
  if (filters.city) query.city = filters.city;
  else if (filters.country) query.country = filters.country;
  if (filters.services.length) query.services = { $all: filters.services };
  if (filters.verified) query.hasVerifiedCredential = true;
  const terms = searchTerms(filters.search);
  if (terms.length) {
    query.$and = terms.map(({ text, services }) => {
      const pattern = new RegExp(escapeRegex(text), 'i');
      const matches: Filter<BookkeeperDoc>[] = [{ fullName: pattern }, { businessName: pattern }, { city: pattern }, { country: pattern }];
      if (services.length) matches.push({ services: { $in: services } });
      return { $or: matches };
    });
  }
  return query;
}
