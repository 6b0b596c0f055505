import {
  resolveMarketplaceLocation,
  summarizeMarketplace,
  type MarketplaceStats,
  type MarketplaceStatsQuery,
  type PricedListing,
} from '@ledgerlink/shared-schema';
import type { Collections } from '../db/collections';
import { marketplaceMongoFilter, type ResolvedMarketplaceFilters } from './marketplace-query';
import type { ResponseCache } from './response-cache';
import { loadSettings } from './settings';

/**
 * The figures of a marketplace landing page (count, average rating, price ranges) for one filter
 * set, from a narrow projection of every matching provider, summed by shared-schema's
 * summarizeMarketplace, the same function the offline catalogue uses. Cached by the caller: the
 * catalogue cache is cleared by every catalogue write.
 */

const PRICED_FIELDS = { _id: 0, averageRating: 1, totalReviews: 1, hourlyRate: 1, monthlyStartingPrice: 1 } as const;

type Deps = { collections: Pick<Collections, 'bookkeepers' | 'countries' | 'cities' | 'services'>; cache: ResponseCache };

export async function marketplaceStats(bookkeepers: Collections['bookkeepers'], filters: ResolvedMarketplaceFilters): Promise<MarketplaceStats> {
  const rows = await bookkeepers.find(marketplaceMongoFilter(filters), { projection: PRICED_FIELDS }).toArray();
  return summarizeMarketplace(rows as PricedListing[]);
}

/**
 * The `GET /api/marketplace/stats` answer, through the catalogue cache: `location` is a city or
 * country name, as for the listing. The route and a landing page's head (routes/seo.ts) share it,
 * so the figures a page's HTML carries are the ones the API gives.
 */
export function marketplaceStatsForQuery(deps: Deps, query: MarketplaceStatsQuery): Promise<MarketplaceStats> {
  return deps.cache.getOrLoad(`marketplace-stats:${JSON.stringify(query)}`, async () => {
    const location = query.location ? resolveMarketplaceLocation(await loadSettings(deps.collections, deps.cache), query.location) : {};
    return marketplaceStats(deps.collections.bookkeepers, { providerType: query.providerType, services: query.services, search: query.search, verified: query.verified, ...location });
  });
}
