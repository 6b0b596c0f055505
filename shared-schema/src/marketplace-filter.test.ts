import { describe, expect, it } from 'vitest';
import { filterAnalyticsLabel, queryMarketplace, visiblePageNumbers, type MarketplaceListing } from './marketplace-filter';

const listing = (id: string, overrides: Partial<MarketplaceListing> = {}): MarketplaceListing => ({
  id,
  providerType: 'individual',
  fullName: `Person ${id}`,
  services: ['bookkeeping'],
  city: 'Chicago',
  country: 'United States',
  averageRating: 40,
  totalReviews: 3,
  verifiedCredential: false,
  ...overrides,
});

describe('the marketplace filter', () => {
  const providers = [
    listing('a', { averageRating: 45 }),
    listing('b', { providerType: 'firm', businessName: 'Maple Payroll', services: ['payroll'], city: 'Toronto', country: 'Canada' }),
    listing('c', { services: ['bookkeeping', 'tax-prep'] }),
    listing('d', { averageRating: 45, totalReviews: 9, verifiedCredential: true }),
  ];

  it('orders by rating, then reviews, then id', () => {
    expect(queryMarketplace(providers, { services: [] }, 1, 50).bookkeepers.map((p) => p.id)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('filters by type, city over country, every service and free text', () => {
    const ids = (filters: Parameters<typeof queryMarketplace>[1]) => queryMarketplace(providers, filters, 1, 50).bookkeepers.map((p) => p.id);
    expect(ids({ services: [], providerType: 'firm' })).toEqual(['b']);
    expect(ids({ services: [], country: 'canada' })).toEqual(['b']);
    expect(ids({ services: [], country: 'Canada', city: 'Chicago' })).toEqual(['d', 'a', 'c']);
    expect(ids({ services: ['bookkeeping', 'tax-prep'] })).toEqual(['c']);
    expect(ids({ services: [], search: 'maple' })).toEqual(['b']);
    expect(ids({ services: [], search: 'TAX' })).toEqual(['c']);
  });

  it('keeps only providers with a verified credential when asked', () => {
    const ids = (verified: boolean) => queryMarketplace(providers, { services: [], verified }, 1, 50).bookkeepers.map((p) => p.id);
    expect(ids(true)).toEqual(['d']);
    expect(ids(false)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('paginates with totals', () => {
    expect(queryMarketplace(providers, { services: [] }, 2, 3)).toMatchObject({
      bookkeepers: [{ id: 'c' }],
      pagination: { page: 2, limit: 3, total: 4, totalPages: 2 },
    });
  });

  it('shows at most five page numbers around the current page', () => {
    expect(visiblePageNumbers(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePageNumbers(7, 12)).toEqual([5, 6, 7, 8, 9]);
    expect(visiblePageNumbers(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(visiblePageNumbers(1, 2)).toEqual([1, 2]);
  });

  it('labels searches for analytics', () => {
    expect(filterAnalyticsLabel({ providerType: 'all', country: '' })).toBe('browse_all');
    expect(filterAnalyticsLabel({ providerType: 'firm', services: ['payroll', 'tax-prep'] })).toBe('providerType:firm|services:payroll,tax-prep');
  });
});
