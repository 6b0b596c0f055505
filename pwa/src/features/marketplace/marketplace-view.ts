import {
  MARKETPLACE_PAGE_SIZE,
  filterAnalyticsLabel,
  type MarketplaceLocation,
  type Pagination,
} from '@ledgerlink/shared-schema';

/** Pure rules of the marketplace screen (spec §2, §7): the API query, headings and summary lines. */

/** `GET /api/bookkeepers` for a filter set: providerType omitted for all, location = city else country. */
export function bookkeepersPath(filters: MarketplaceLocation, limit = MARKETPLACE_PAGE_SIZE): string {
  const query = new URLSearchParams();
  if (filters.providerType) query.set('providerType', filters.providerType);
  const location = filters.city ?? filters.country;
  if (location) query.set('location', location);
  if (filters.services.length) query.set('services', filters.services.join(','));
  if (filters.search) query.set('search', filters.search);
  query.set('page', String(filters.page));
  query.set('limit', String(limit));
  return `/api/bookkeepers?${query.toString()}`;
}

/** The heading and description wording is shared with the server's page head. */
export { marketplaceDescription, marketplaceHeading } from '@ledgerlink/shared-schema';

/** "Page 2 of 7 • Showing 50 of 312 professionals". */
export function resultSummary(pagination: Pagination, shown: number): string {
  return `Page ${pagination.page} of ${Math.max(1, pagination.totalPages)} • Showing ${shown} of ${pagination.total} professionals`;
}

/** The `filter_use` analytics label (spec §3): key:value pairs or browse_all. */
export function marketplaceAnalyticsLabel(filters: MarketplaceLocation): string {
  return filterAnalyticsLabel({
    providerType: filters.providerType,
    country: filters.country,
    city: filters.city,
    services: filters.services,
    search: filters.search,
  });
}

export const hasActiveFilters = (filters: MarketplaceLocation) =>
  Boolean(filters.providerType || filters.country || filters.city || filters.services.length || filters.search);
