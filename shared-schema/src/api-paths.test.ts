import { describe, expect, it } from 'vitest';
import { bookkeepersPath, marketplaceStatsPath, profileLookupPath } from './api-paths';
import type { MarketplaceLocation } from './marketplace-url';

const filters = (overrides: Partial<MarketplaceLocation> = {}): MarketplaceLocation => ({ services: [], page: 1, ...overrides });
const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('bookkeepersPath', () => {
  it('omits the provider type for all and asks for 50 per page', () => {
    expect(query(bookkeepersPath(filters()))).toEqual({ page: '1', limit: '50' });
  });
  it('sends the city as location when one is chosen, else the country', () => {
    expect(query(bookkeepersPath(filters({ country: 'Canada', city: 'Toronto' }))).location).toBe('Toronto');
    expect(query(bookkeepersPath(filters({ country: 'Canada' }))).location).toBe('Canada');
  });
  it('joins services with commas and passes type, search and page', () => {
    const path = bookkeepersPath(filters({ providerType: 'firm', services: ['bookkeeping', 'payroll'], search: 'cpa', page: 3 }));
    expect(query(path)).toEqual({ providerType: 'firm', services: 'bookkeeping,payroll', search: 'cpa', page: '3', limit: '50' });
  });
});

describe('marketplaceStatsPath', () => {
  it('asks for the same filters without paging', () => {
    const path = marketplaceStatsPath(filters({ city: 'Manchester', country: 'United Kingdom', services: ['payroll'], page: 4 }));
    expect(path.startsWith('/api/marketplace/stats?')).toBe(true);
    expect(query(path)).toEqual({ location: 'Manchester', services: 'payroll' });
    expect(marketplaceStatsPath(filters())).toBe('/api/marketplace/stats');
  });
});

describe('profileLookupPath', () => {
  it('reads by username or by slug', () => {
    expect(profileLookupPath({ username: 'jane_doe' })).toBe('/api/bookkeepers/username/jane_doe');
    expect(profileLookupPath({ slug: 'a b' })).toBe('/api/bookkeepers/slug/a%20b');
  });
});
