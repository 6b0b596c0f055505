import { filterAnalyticsLabel, type MarketplaceLocation, type Pagination } from '@ledgerlink/shared-schema';

/**
 * Pure rules of the marketplace screen (spec §2, §7): summary lines and analytics labels. The
 * heading, description and introduction are shared-schema's marketplace-words.ts (the server's page
 * head uses them too); the API addresses are shared-schema's page-reads.ts.
 */

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
    verified: filters.verified ? 'true' : undefined,
  });
}

export const hasActiveFilters = (filters: MarketplaceLocation) =>
  Boolean(filters.providerType || filters.country || filters.city || filters.services.length || filters.search || filters.verified);
