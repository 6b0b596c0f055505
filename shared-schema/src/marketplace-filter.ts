import type { Pagination } from './api/common';
import { matchesSearch, searchTerms } from './marketplace-search';
import type { ProviderType } from './options';

/** The marketplace filters, shared by the address parser, the server query and the offline catalogue. */
export interface MarketplaceFilters {
  providerType?: ProviderType | undefined;
  country?: string | undefined;
  city?: string | undefined;
  /** Provider service tags; a provider must offer every one. */
  services: string[];
  /** Free text (marketplace-search.ts): every word must match a name, a place or a service. */
  search?: string | undefined;
  /** Only providers with at least one verified credential (credentials.ts). */
  verified?: boolean | undefined;
}

/** The fields filtering and ordering read (a subset of PublicBookkeeper). */
export interface MarketplaceListing {
  id: string;
  providerType: ProviderType;
  fullName: string;
  businessName?: string | undefined;
  city?: string | undefined;
  country?: string | undefined;
  services: string[];
  averageRating: number;
  totalReviews: number;
  /** Whether one of its credentials is verified (`hasVerifiedCredential`). */
  verifiedCredential: boolean;
}

const same = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase();

/**
 * The filters as a test of one provider, the rules the server's MongoDB filter implements too
 * (sync-server services/marketplace-query.ts). Built once per query: the search is read once.
 */
export function marketplaceMatcher(filters: MarketplaceFilters): (provider: MarketplaceListing) => boolean {
  const terms = searchTerms(filters.search);
  return (provider) => {
    if (filters.providerType && provider.providerType !== filters.providerType) return false;
    if (filters.city) {
      if (!same(provider.city, filters.city)) return false;
    } else if (filters.country && !same(provider.country, filters.country)) return false;
    if (!filters.services.every((service) => provider.services.includes(service))) return false;
    if (filters.verified && !provider.verifiedCredential) return false;
    return matchesSearch(provider, terms);
  };
}

/** Best rated first, then most reviewed, then by id so that pages never overlap. */
export function compareMarketplaceOrder(a: MarketplaceListing, b: MarketplaceListing): number {
  return b.averageRating - a.averageRating || b.totalReviews - a.totalReviews || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Which providers a device keeps offline when it cannot keep them all (`catalogueResponseSchema`'s
 * `deviceLimit`): those of its country first (where a customer hires: matching never crosses a
 * border), then the rest, each in marketplace order. The server's full pull ranks the same way.
 */
export function compareDeviceOrder(country: string | undefined): (a: MarketplaceListing, b: MarketplaceListing) => number {
  const home = (listing: MarketplaceListing) => (country !== undefined && listing.country === country ? 0 : 1);
  return (a, b) => home(a) - home(b) || compareMarketplaceOrder(a, b);
}

export function paginationFor(total: number, page: number, limit: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

/** Filter, order and cut one page: the offline twin of `GET /api/bookkeepers`. */
export function queryMarketplace<T extends MarketplaceListing>(
  providers: readonly T[],
  filters: MarketplaceFilters,
  page: number,
  limit: number,
): { bookkeepers: T[]; pagination: Pagination } {
  const matching = providers.filter(marketplaceMatcher(filters)).sort(compareMarketplaceOrder);
  const start = (page - 1) * limit;
  return { bookkeepers: matching.slice(start, start + limit), pagination: paginationFor(matching.length, page, limit) };
}

/** At most `max` page numbers around the current page (spec §9: 5). */
export function visiblePageNumbers(page: number, totalPages: number, max = 5): number[] {
  const count = Math.min(max, totalPages);
  const first = Math.min(Math.max(1, page - Math.floor(max / 2)), Math.max(1, totalPages - count + 1));
  return Array.from({ length: count }, (_, index) => first + index);
}

/** The analytics label of a search (spec §3): key:value pairs joined by "|", or browse_all. */
export function filterAnalyticsLabel(filters: Record<string, string | string[] | undefined>): string {
  const parts = Object.entries(filters)
    .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value] as const)
    .filter(([, value]) => value && value !== 'all')
    .map(([key, value]) => `${key}:${value}`);
  return parts.length ? parts.join('|') : 'browse_all';
}
