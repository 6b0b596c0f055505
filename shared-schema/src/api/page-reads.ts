import { MARKETPLACE_PAGE_SIZE } from '../constants';
import type { MarketplaceLocation } from '../marketplace-url';
import { endpointUrl, type EndpointInput } from './endpoint';
import { API } from './registry';

/**
 * The public pages' first API reads, as URLs of their endpoints. One definition for the PWA, which
 * fetches them, and the server, which names them in a page's HTML as preloads: a preload is only
 * reused when the page asks for the very same URL, so the query's order is fixed here.
 */

type StatsQuery = NonNullable<EndpointInput<typeof API.marketplace.stats>['query']>;

/** The listing's filters as a query: providerType omitted for all, location = city else country. */
function filterQuery(filters: MarketplaceLocation): StatsQuery {
  return {
    providerType: filters.providerType,
    location: filters.city ?? filters.country,
    services: filters.services.join(',') || undefined,
    search: filters.search,
  };
}

/** `GET /api/bookkeepers`: one page of the listing. */
export const bookkeepersUrl = (filters: MarketplaceLocation, limit = MARKETPLACE_PAGE_SIZE): string =>
  endpointUrl(API.catalogue.list, { query: { ...filterQuery(filters), page: filters.page, limit } });

/** `GET /api/marketplace/stats`'s query for a landing page: the listing's filters, paging does not change the figures. */
export const marketplaceStatsQuery = (filters: MarketplaceLocation): StatsQuery => filterQuery(filters);

export const marketplaceStatsUrl = (filters: MarketplaceLocation): string => endpointUrl(API.marketplace.stats, { query: marketplaceStatsQuery(filters) });

export type ProfileKey = { username: string } | { slug: string };

/** `GET /api/bookkeepers/username/{username}` or `/slug/{slug}`: one public profile. */
export const profileUrl = (key: ProfileKey): string =>
  'username' in key ? endpointUrl(API.catalogue.byUsername, { params: { handle: key.username } }) : endpointUrl(API.catalogue.bySlug, { params: { slug: key.slug } });
