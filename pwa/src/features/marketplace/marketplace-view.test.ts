import { describe, expect, it } from 'vitest';
import { marketplaceHeading, parseMarketplaceUrl, type MarketplaceLocation } from '@ledgerlink/shared-schema';
import { hasActiveFilters, marketplaceAnalyticsLabel, resultSummary } from './marketplace-view';

const filters = (overrides: Partial<MarketplaceLocation> = {}): MarketplaceLocation => ({ services: [], page: 1, ...overrides });

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
    expect(marketplaceAnalyticsLabel(filters({ verified: true }))).toBe('verified:true');
  });
  it('knows when any filter is active', () => {
    expect(hasActiveFilters(filters())).toBe(false);
    expect(hasActiveFilters(filters({ search: 'tax' }))).toBe(true);
    expect(hasActiveFilters(filters({ verified: true }))).toBe(true);
    expect(hasActiveFilters(filters({ page: 4 }))).toBe(false);
  });
});
