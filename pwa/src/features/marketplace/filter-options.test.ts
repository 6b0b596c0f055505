import { describe, expect, it } from 'vitest';
import { filterOptions } from './filter-options';
import type { SettingsLists } from '../../ui/use-settings';

const settings: SettingsLists = {
  countries: ['Atlantis', 'Canada', 'United States'],
  cities: [
    { name: 'Toronto', country: 'Canada' },
    { name: 'Nowhereville', country: 'Canada' },
    { name: 'Boston', country: 'United States' },
  ],
  services: ['bookkeeping', 'payroll', 'audit'],
};

describe('filterOptions', () => {
  it('offers only countries, cities and services the marketplace address can carry', () => {
    const options = filterOptions(settings, 'Canada', undefined);
    expect(options.countries.map((option) => option.value)).toEqual(['Canada', 'United States']);
    expect(options.cities.map((option) => option.value)).toEqual(['Toronto']);
    expect(options.services).toEqual([
      { value: 'bookkeeping', label: 'Bookkeeping' },
      { value: 'payroll', label: 'Payroll' },
    ]);
  });
  it('offers no cities before a country is chosen', () => {
    expect(filterOptions(settings, undefined, undefined).cities).toEqual([]);
  });
  it('falls back to the built-in lists until settings load', () => {
    const options = filterOptions(undefined, 'Canada', undefined);
    expect(options.countries.map((option) => option.value)).toContain('Saudi Arabia');
    expect(options.cities.map((option) => option.value)).toContain('Vancouver');
    expect(options.services).toHaveLength(4);
  });
  it('keeps the current city selectable even if settings lack it', () => {
    expect(filterOptions(settings, 'Canada', 'Vancouver').cities.map((option) => option.value)).toEqual(['Toronto', 'Vancouver']);
  });
});
