import { MARKETPLACE_PAGE_SIZE } from './constants';
import type { MarketplaceLocation } from './marketplace-url';

/**
 * The public pages' first API reads, as paths. One definition for the PWA, which fetches them, and
 * the server, which names them in a page's HTML as preloads: a preload is only reused when the
 * page asks for the very same URL.
 */

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

export type ProfileKey = { username: string } | { slug: string };

/** `GET /api/bookkeepers/username/{username}` or `/slug/{slug}`: one public profile. */
export const profileLookupPath = (key: ProfileKey) =>
  'username' in key ? `/api/bookkeepers/username/${encodeURIComponent(key.username)}` : `/api/bookkeepers/slug/${encodeURIComponent(key.slug)}`;
