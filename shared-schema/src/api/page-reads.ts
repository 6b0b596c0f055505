import { MARKETPLACE_PAGE_SIZE } from '../constants';
import type { MarketplaceLocation } from '../marketplace-url';
import { endpointUrl } from './endpoint';
import { LISTING_PATH, MARKETPLACE_STATS_PATH, PROFILE_BY_SLUG_PATH, PROFILE_BY_USERNAME_PATH } from './page-paths';

/**
 * The public pages' first API reads, as URLs of their endpoints. One definition for the PWA, which
 * fetches them, and the server, which names them in a page's HTML as preloads: a preload is only
 * reused when the page asks for the very same URL, so the query's order is fixed here.
 */

/** The listing's and the figures' filter parameters (their schemas: `bookkeepersQuerySchema`, `marketplaceStatsQuerySchema`). */
interface StatsQuery {
  providerType?: string | undefined;
  location?: string | undefined;
  services?: string | undefined;
  search?: string | undefined;
  verified?: 'true' | undefined;
}

/** The listing's filters as a query: providerType omitted for all, location = city else country. */
function filterQuery(filters: MarketplaceLocation): StatsQuery {
  return {
    providerType: filters.providerType,
    location: filters.city ?? filters.country,
    services: filters.services.join(',') || undefined,
    search: filters.search,
    verified: filters.verified ? 'true' : undefined,
  };
}

/** `GET /api/bookkeepers`: one page of the listing. */
export const bookkeepersUrl = (filters: MarketplaceLocation, limit = MARKETPLACE_PAGE_SIZE): string =>
  endpointUrl({ path: LISTING_PATH }, { query: { ...filterQuery(filters), page: filters.page, limit } });

/** `GET /api/marketplace/stats`'s query for a landing page: the listing's filters, paging does not change the figures. */
export const marketplaceStatsQuery = (filters: MarketplaceLocation): StatsQuery => filterQuery(filters);

export const marketplaceStatsUrl = (filters: MarketplaceLocation): string => endpointUrl({ path: MARKETPLACE_STATS_PATH }, { query: marketplaceStatsQuery(filters) });

export type ProfileKey = { username: string } | { slug: string };

/** `GET /api/bookkeepers/username/{username}` or `/slug/{slug}`: one public profile. */
export const profileUrl = (key: ProfileKey): string =>
  'username' in key ? endpointUrl({ path: PROFILE_BY_USERNAME_PATH }, { params: { handle: key.username } }) : endpointUrl({ path: PROFILE_BY_SLUG_PATH }, { params: { slug: key.slug } });
