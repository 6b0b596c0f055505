import { MARKETPLACE_PAGE_SIZE, type MarketplaceLocation } from '@ledgerlink/shared-schema';

// Its own module: the app shell imports it to start the opening page's read (marketplace-prefetch.ts),
// and nothing else of the marketplace screen should come along into the entry chunk.

/** The listing's filters as query parameters: providerType omitted for all, location = city else country. */
function filterQuery(filters: MarketplaceLocation): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.providerType) query.set('providerType', filters.providerType);
  const location = filters.city ?? filters.country;
  if (location) query.set('location', location);
  if (filters.services.length) query.set('services', filters.services.join(','));
  if (filters.search) query.set('search', filters.search);
  return query;
}

/** `GET /api/bookkeepers`: one page of the listing. */
export function bookkeepersPath(filters: MarketplaceLocation, limit = MARKETPLACE_PAGE_SIZE): string {
  const query = filterQuery(filters);
  query.set('page', String(filters.page));
  query.set('limit', String(limit));
  return `/api/bookkeepers?${query.toString()}`;
}

/** `GET /api/marketplace/stats`: the figures of a landing page's introduction; paging does not change them. */
export function marketplaceStatsPath(filters: MarketplaceLocation): string {
  const query = filterQuery(filters).toString();
  return `/api/marketplace/stats${query ? `?${query}` : ''}`;
}
