import { describe, expect, it } from 'vitest';
import { CITIES, COUNTRIES, FEATURED_COUNTRIES } from './geography';
import { buildMarketplaceUrl, countryListingUrl, parseMarketplaceUrl, type MarketplaceLocation } from './marketplace-url';
import { PROVIDER_SERVICES } from './options';

describe('marketplace addresses', () => {
  it('knows 12 countries, each with cities (about 50 in the US), and features six', () => {
    expect(COUNTRIES).toHaveLength(12);
    expect(CITIES.filter((city) => city.country === 'United States').length).toBeGreaterThanOrEqual(50);
    for (const country of COUNTRIES) expect(CITIES.some((city) => city.country === country.name), country.name).toBe(true);
    expect(FEATURED_COUNTRIES.map((country) => country.slug)).toEqual([
      'united-states',
      'canada',
      'united-kingdom',
      'australia',
      'united-arab-emirates',
      'saudi-arabia',
    ]);
  });

  it('reads the footer country listings as every provider in that country', () => {
    expect(parseMarketplaceUrl(countryListingUrl('Canada'))).toEqual({ services: [], page: 1, country: 'Canada' });
  });

  it('reads type, a US city (implying the country), services and the page', () => {
    expect(parseMarketplaceUrl('/marketplace/firms/chicago/payroll/bookkeeping', '?page=3')).toEqual({
      providerType: 'firm',
      city: 'Chicago',
      country: 'United States',
      services: ['payroll', 'bookkeeping'],
      page: 3,
    });
  });

  it('maps service keywords onto provider service tags', () => {
    expect(parseMarketplaceUrl('/marketplace/tax').services).toEqual(['tax-prep']);
    expect(parseMarketplaceUrl('/marketplace/cfo').services).toEqual(['cfo-services']);
  });

  it('ignores unknown segments and bad page numbers instead of failing', () => {
    expect(parseMarketplaceUrl('/marketplace/atlantis/juggling', '?page=-4')).toEqual({ services: [], page: 1 });
    expect(parseMarketplaceUrl('/marketplace', '?page=abc').page).toBe(1);
  });

  it('keeps the search query from the home page search action', () => {
    expect(parseMarketplaceUrl('/marketplace', '?search=payroll%20expert').search).toBe('payroll expert');
  });

  it('reads verified credentials only from verified=true, and nothing else', () => {
    expect(parseMarketplaceUrl('/marketplace/payroll', '?verified=true')).toEqual({ services: ['payroll'], page: 1, verified: true });
    expect(parseMarketplaceUrl('/marketplace', '?verified=yes').verified).toBeUndefined();
    expect(parseMarketplaceUrl('/marketplace', '?verified=false').verified).toBeUndefined();
  });

  it('round-trips every country, every city and every service', () => {
    const cases: MarketplaceLocation[] = [
      { services: [], page: 1 },
      ...COUNTRIES.map((country) => ({ services: [], page: 2, country: country.name, providerType: 'individual' as const })),
      ...CITIES.map((city) => ({ services: ['tax-prep'], page: 1, city: city.name, country: city.country, providerType: 'firm' as const })),
      { services: [...PROVIDER_SERVICES], page: 9, search: 'north & co' },
      { services: ['bookkeeping'], page: 3, country: 'Canada', verified: true },
    ];
    for (const filters of cases) {
      const url = buildMarketplaceUrl(filters);
      const [pathname, query = ''] = url.split('?');
      expect(parseMarketplaceUrl(pathname!, query)).toEqual(filters);
    }
  });

  it('builds short canonical addresses', () => {
    expect(buildMarketplaceUrl({ services: [], page: 1 })).toBe('/marketplace');
    expect(buildMarketplaceUrl({ services: ['payroll'], page: 2, country: 'United Kingdom', providerType: 'firm' })).toBe(
      '/marketplace/firms/united-kingdom/payroll?page=2',
    );
    expect(buildMarketplaceUrl({ services: [], page: 2, search: 'cpa', verified: true })).toBe('/marketplace?search=cpa&verified=true&page=2');
  });
});
