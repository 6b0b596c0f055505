import { cityBySlug, countryBySlug, serviceFromKeyword } from '@ledgerlink/shared-schema';

const TYPE_SEGMENTS = new Set(['firms', 'individuals', 'professionals']);

/**
 * Whether every segment after `/marketplace` is one the address format knows (provider type,
 * "professionals", a country or city slug, a service keyword). `parseMarketplaceUrl` skips unknown
 * segments, so without this check `/marketplace/typo` would show every provider instead of a 404.
 */
export function isMarketplacePath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'marketplace') return false;
  return segments.slice(1).every((raw) => {
    let segment: string;
    try {
      segment = decodeURIComponent(raw).toLowerCase();
    } catch {
      return false;
    }
    return TYPE_SEGMENTS.has(segment) || Boolean(countryBySlug(segment) ?? cityBySlug(segment) ?? serviceFromKeyword(segment));
  });
}
