import { describe, expect, it } from 'vitest';
import { resolveMarketplaceLocation } from './marketplace-location';

const lists = {
  countries: [{ name: 'Canada', code: 'CA' }],
  cities: [{ name: 'Toronto' }],
};

describe('resolveMarketplaceLocation', () => {
  it('reads a known city in any case as that city', () => {
    expect(resolveMarketplaceLocation(lists, ' toronto ')).toEqual({ city: 'Toronto' });
  });

  it('reads a country by name or code as that country', () => {
    expect(resolveMarketplaceLocation(lists, 'canada')).toEqual({ country: 'Canada' });
    expect(resolveMarketplaceLocation(lists, 'ca')).toEqual({ country: 'Canada' });
  });

  it('takes anything else as a city name', () => {
    expect(resolveMarketplaceLocation(lists, 'Atlantis')).toEqual({ city: 'Atlantis' });
  });
});
