import { describe, expect, it } from 'vitest';
import { marketplaceHeading, parseMarketplaceUrl, type MarketplaceLocation } from '@ledgerlink/shared-schema';
import { bookkeepersPath, marketplaceStatsPath } from './bookkeepers-path';
import { hasActiveFilters, marketplaceAnalyticsLabel, resultSummary } from './marketplace-view';

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

describe('marketplaceHeading', () => {
  it('reads the filters of a country listing address', () => {
    expect(marketplaceHeading(parseMarketplaceUrl('/marketplace/firms/canada'))).toBe('Firms in Canada');
    expect(marketplaceHeading(parseMarketplaceUrl('/marketplace/professionals/united-kingdom'))).toBe('Professionals in United Kingdom');
  });
  it('puts services before the provider noun and prefers the city', () => {
    expect(marketplaceHeading(filters({ services: ['bookkeeping'], country: 'Canada', city: 'Toronto' }))).toBe('Bookkeeping professionals in Toronto');
    expect(marketplaceHeading(filters({ providerType: 'individual' }))).toBe('Individual professionals');
  });
  it('mentions a search term', () => {
    expect(marketplaceHeading(filters({ search: 'tax' }))).toBe('Professionals matching "tax"');
    expect(marketplaceHeading(filters({ search: 'tax', providerType: 'firm' }))).toBe('Firms matching "tax"');
  });
  it('has a general heading without filters', () => {
    expect(marketplaceHeading(filters())).toBe('Bookkeeping & accounting professionals');
  });
});

describe('resultSummary', () => {
  it('states page, shown count and total', () => {
    expect(resultSummary({ page: 2, limit: 50, total: 312, totalPages: 7 }, 50)).toBe('Page 2 of 7 • Showing 50 of 312 professionals');
  });
});

describe('marketplace analytics and state', () => {
  it('labels a filter change as key:value pairs, or browse_all', () => {
    expect(marketplaceAnalyticsLabel(filters())).toBe('browse_all');
    expect(marketplaceAnalyticsLabel(filters({ providerType: 'firm', country: 'Canada', services: ['payroll'] }))).toBe(
      'providerType:firm|country:Canada|services:payroll',
    );
  });
  it('knows when any filter is active', () => {
    expect(hasActiveFilters(filters())).toBe(false);
    expect(hasActiveFilters(filters({ search: 'tax' }))).toBe(true);
    expect(hasActiveFilters(filters({ page: 4 }))).toBe(false);
  });
});
