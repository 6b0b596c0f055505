import { cityByName, cityBySlug, countryByName, countryBySlug } from './geography';
import type { MarketplaceFilters } from './marketplace-filter';
import { PROVIDER_SERVICES, type ProviderService } from './options';
import { slugify } from './slug';

/**
 * Marketplace addresses (spec §2): `/marketplace[/professionals|firms|individuals][/{country|city}][/{service}...]`
 * with `page`, `search` and `verified=true` (verified credentials only) as query parameters. `professionals` is the generic word used by the
 * country listings (`/marketplace/professionals/canada`) and means every provider type; `firms` and
 * `individuals` narrow it. A city implies its country. Unknown segments are ignored, so an old or
 * mistyped link still lands on a useful list.
 */
export interface MarketplaceLocation extends MarketplaceFilters {
  page: number;
}

const SERVICE_KEYWORDS: Record<string, ProviderService> = {
  bookkeeping: 'bookkeeping',
  bookkeepers: 'bookkeeping',
  'tax-prep': 'tax-prep',
  tax: 'tax-prep',
  taxes: 'tax-prep',
  'tax-preparation': 'tax-prep',
  'tax-filing': 'tax-prep',
  accounting: 'tax-prep',
  payroll: 'payroll',
  'cfo-services': 'cfo-services',
  cfo: 'cfo-services',
};

export const serviceFromKeyword = (keyword: string): ProviderService | undefined => SERVICE_KEYWORDS[keyword.toLowerCase()];

export function parseMarketplaceUrl(pathname: string, search = ''): MarketplaceLocation {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment).toLowerCase());
  if (segments[0] === 'marketplace') segments.shift();

  const filters: MarketplaceLocation = { services: [], page: 1 };
  for (const segment of segments) {
    if (segment === 'firms') filters.providerType = 'firm';
    else if (segment === 'individuals') filters.providerType = 'individual';
    else if (segment === 'professionals') continue;
    else if (countryBySlug(segment) && !filters.city && !filters.country) filters.country = countryBySlug(segment)!.name;
    else if (cityBySlug(segment) && !filters.city) {
      const city = cityBySlug(segment)!;
      filters.city = city.name;
      filters.country = city.country;
    } else {
      const service = serviceFromKeyword(segment);
      if (service && !filters.services.includes(service)) filters.services.push(service);
    }
  }

  const query = new URLSearchParams(search);
  const page = Number(query.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  const text = query.get('search')?.trim();
  if (text) filters.search = text;
  if (query.get('verified') === 'true') filters.verified = true;
  return filters;
}

/** The canonical address of a filter set; `parseMarketplaceUrl(build(f))` gives `f` back. */
export function buildMarketplaceUrl(filters: MarketplaceLocation): string {
  const segments = ['marketplace'];
  if (filters.providerType === 'firm') segments.push('firms');
  if (filters.providerType === 'individual') segments.push('individuals');
  const city = filters.city ? cityByName(filters.city) : undefined;
  const country = filters.country ? countryByName(filters.country) : undefined;
  if (city) segments.push(city.slug);
  else if (country) segments.push(country.slug);
  for (const service of PROVIDER_SERVICES) {
    if (filters.services.includes(service)) segments.push(service);
  }
  const query = new URLSearchParams();
  if (filters.search) query.set('search', filters.search);
  if (filters.verified) query.set('verified', 'true');
  if (filters.page > 1) query.set('page', String(filters.page));
  const tail = query.toString();
  return `/${segments.join('/')}${tail ? `?${tail}` : ''}`;
}

/** The six footer listings: `/marketplace/professionals/{country}`. */
export const countryListingUrl = (countryName: string) => `/marketplace/professionals/${slugify(countryName)}`;

const landing = (city: string, country: string, service: ProviderService): MarketplaceLocation => ({ city, country, services: [service], page: 1 });

/** The footer's "Popular searches": city and service landing pages (each lists providers in the demo data, checked by seed.test.ts). */
export const POPULAR_LANDING_PAGES: readonly MarketplaceLocation[] = [
  landing('New York', 'United States', 'bookkeeping'),
  landing('London', 'United Kingdom', 'payroll'),
  landing('Toronto', 'Canada', 'tax-prep'),
  landing('Sydney', 'Australia', 'bookkeeping'),
  landing('Manchester', 'United Kingdom', 'payroll'),
  landing('Dubai', 'United Arab Emirates', 'cfo-services'),
];
