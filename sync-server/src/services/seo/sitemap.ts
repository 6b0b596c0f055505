import {
  APP_PAGE_META,
  PROVIDER_SERVICES,
  STATIC_PAGE_META,
  buildMarketplaceUrl,
  cityByName,
  countryByName,
  profilePath,
  type MarketplaceLocation,
  type ProviderService,
} from '@ledgerlink/shared-schema';
import type { Collection } from 'mongodb';
import type { BookkeeperDoc } from '../../db/documents';
import { PUBLIC_PROVIDER } from '../marketplace-query';

/**
 * sitemap.xml (sitemaps.org 0.9) from the database: the home page, the indexable fixed pages, every
 * public profile at `/@username`, and each country, city and service marketplace page (alone and
 * combined) that lists at least one public provider; database pages carry the date of their newest
 * provider change as `<lastmod>`. One streaming pass over a narrow projection,
 * so ~10k providers cost one cursor, not one query per page. Marketplace addresses are the canonical
 * form (buildMarketplaceUrl), the same the pages' canonical links use.
 * A sitemap holds at most 50,000 addresses; past that it would need a sitemap index.
 */
export const SITEMAP_MAX_URLS = 50_000;

const INDEXABLE_APP_PAGES = (Object.keys(APP_PAGE_META) as Array<keyof typeof APP_PAGE_META>).filter((key) => !APP_PAGE_META[key].noindex);

export const FIXED_SITEMAP_PATHS: readonly string[] = [
  '/',
  '/marketplace',
  ...Object.keys(STATIC_PAGE_META).map((key) => `/${key}`),
  ...INDEXABLE_APP_PAGES.map((key) => `/${key}`),
];

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

type SitemapProvider = Pick<BookkeeperDoc, 'username' | 'city' | 'country' | 'services' | 'updatedAt'>;

/** The marketplace filter sets one provider appears under: its country, its city, each service, and the pairs. */
function marketplacePagesOf(provider: SitemapProvider): MarketplaceLocation[] {
  const city = provider.city ? cityByName(provider.city) : undefined;
  const country = city ? countryByName(city.country) : provider.country ? countryByName(provider.country) : undefined;
  const services = PROVIDER_SERVICES.filter((service: ProviderService) => provider.services?.includes(service));
  const places: Array<Pick<MarketplaceLocation, 'city' | 'country'>> = [];
  if (country) places.push({ country: country.name });
  if (city) places.push({ city: city.name, country: city.country });
  const pages: MarketplaceLocation[] = [];
  for (const place of places) pages.push({ ...place, services: [], page: 1 });
  for (const service of services) {
    pages.push({ services: [service], page: 1 });
    for (const place of places) pages.push({ ...place, services: [service], page: 1 });
  }
  return pages;
}

/** A page's last change as a sitemap `<lastmod>` (W3C date): the newest provider update it shows. */
const w3cDate = (date: Date) => date.toISOString().slice(0, 10);

export async function buildSitemap(bookkeepers: Collection<BookkeeperDoc>, publicUrl: string): Promise<string> {
  const profiles = new Map<string, Date>();
  const marketplacePages = new Map<string, Date>();
  const cursor = bookkeepers.find(PUBLIC_PROVIDER, { projection: { _id: 0, username: 1, city: 1, country: 1, services: 1, updatedAt: 1 } });
  for await (const provider of cursor as AsyncIterable<SitemapProvider>) {
    profiles.set(profilePath(provider.username), provider.updatedAt);
    for (const filters of marketplacePagesOf(provider)) {
      const path = buildMarketplaceUrl(filters);
      const seen = marketplacePages.get(path);
      if (!seen || seen < provider.updatedAt) marketplacePages.set(path, provider.updatedAt);
    }
  }
  const byPath = (a: [string, Date], b: [string, Date]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  const entries: Array<[string, Date | undefined]> = [
    ...FIXED_SITEMAP_PATHS.map((path): [string, undefined] => [path, undefined]),
    ...[...marketplacePages].sort(byPath),
    ...[...profiles].sort(byPath),
  ].slice(0, SITEMAP_MAX_URLS);
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (const [path, changed] of entries) {
    const lastmod = changed instanceof Date ? `<lastmod>${w3cDate(changed)}</lastmod>` : '';
    lines.push(`<url><loc>${escapeXml(publicUrl + encodeURI(path))}</loc>${lastmod}</url>`);
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
