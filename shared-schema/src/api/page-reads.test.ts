import { describe, expect, it } from 'vitest';
import type { MarketplaceLocation } from '../marketplace-url';
import { bookkeepersUrl, marketplaceStatsUrl, profileUrl } from './page-reads';

const filters = (overrides: Partial<MarketplaceLocation> = {}): MarketplaceLocation => ({ services: [], page: 1, ...overrides });
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('bookkeepersUrl', () => {
  it('omits the provider type for all and asks for 50 per page', () => {
    expect(bookkeepersUrl(filters())).toBe('/api/bookkeepers?page=1&limit=50');
  });
  it('sends the city as location when one is chosen, else the country', () => {
    expect(query(bookkeepersUrl(filters({ country: 'Canada', city: 'Toronto' }))).location).toBe('Toronto');
    expect(query(bookkeepersUrl(filters({ country: 'Canada' }))).location).toBe('Canada');
  });
  it('joins services with commas and passes type, location, services, search, page and limit in that order', () => {
    const url = bookkeepersUrl(filters({ providerType: 'firm', city: 'Leeds', services: ['bookkeeping', 'payroll'], search: 'cpa', page: 3 }));
    // The order is part of the URL, and a preload is reused only for the very same URL.
    expect(url).toBe('/api/bookkeepers?providerType=firm&location=Leeds&services=bookkeeping%2Cpayroll&search=cpa&page=3&limit=50');
  });
});

describe('marketplaceStatsUrl', () => {
  it('asks for the same filters without paging', () => {
    const url = marketplaceStatsUrl(filters({ city: 'Manchester', country: 'United Kingdom', services: ['payroll'], page: 4 }));
    expect(url).toBe('/api/marketplace/stats?location=Manchester&services=payroll');
    expect(marketplaceStatsUrl(filters())).toBe('/api/marketplace/stats');
  });
});

describe('profileUrl', () => {
  it('reads by username or by slug', () => {
    expect(profileUrl({ username: 'jane_doe' })).toBe('/api/bookkeepers/username/jane_doe');
    expect(profileUrl({ slug: 'a b' })).toBe('/api/bookkeepers/slug/a%20b');
  });
});
