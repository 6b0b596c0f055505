import { describe, expect, it } from 'vitest';
import { matchesSearch, searchTerms, type SearchableListing } from './marketplace-search';

const manchesterPayroll: SearchableListing = { fullName: 'Ada Lovelace', businessName: 'Northern Books', city: 'Manchester', country: 'United Kingdom', services: ['payroll'] };
const londonBookkeeper: SearchableListing = { fullName: 'Grace Hopper', city: 'London', country: 'United Kingdom', services: ['bookkeeping', 'tax-prep'] };
const denverTax: SearchableListing = { fullName: 'Alan Turing', businessName: 'Mile High Manchester Tax', city: 'Denver', country: 'United States', services: ['tax-prep'] };

const found = (search: string) =>
  [manchesterPayroll, londonBookkeeper, denverTax].filter((listing) => matchesSearch(listing, searchTerms(search))).map((listing) => listing.fullName);

describe('the marketplace search', () => {
  it('finds places, services and names, every word counting', () => {
    expect(found('manchester')).toEqual(['Ada Lovelace', 'Alan Turing']);
    expect(found('payroll manchester')).toEqual(['Ada Lovelace']);
    expect(found('bookkeeper london')).toEqual(['Grace Hopper']);
    expect(found('Tax preparation in the UK')).toEqual(['Grace Hopper']);
    expect(found('northern')).toEqual(['Ada Lovelace']);
    expect(found('united states')).toEqual(['Alan Turing']);
  });

  it('reads what people type for countries and services', () => {
    expect(searchTerms('USA, self-assessment')).toEqual([
      { text: 'united states', services: [] },
      { text: 'self-assessment', services: ['tax-prep'] },
    ]);
    expect(searchTerms('bookkeepers')).toEqual([{ text: 'bookkeepers', services: ['bookkeeping'] }]);
  });

  it('leaves out words any provider here would match, and a single letter names no service', () => {
    expect(searchTerms('an accountant near me')).toEqual([]);
    expect(found('accountant')).toHaveLength(3);
    expect(searchTerms('b')).toEqual([{ text: 'b', services: [] }]);
  });

  it('finds nothing for a word nobody matches', () => {
    expect(found('payroll zanzibar')).toEqual([]);
  });
});
