import { describe, expect, it } from 'vitest';
import { emptyListingColumns, listingsOf, parseListingColumns, patchListingColumns } from './listing-columns';
import { hexId, provider } from './test-factories';

const ids = (columns: ReturnType<typeof emptyListingColumns>) => [...columns.id].sort();

describe('listing columns', () => {
  it('adds, replaces and removes providers, keeping every column aligned', () => {
    const three = patchListingColumns(emptyListingColumns(), [provider(1), provider(2), provider(3, { hourlyRate: 70 })], []);
    expect(ids(three)).toEqual([hexId(1), hexId(2), hexId(3)]);

    // Removing the first entry moves the last into its place; a renamed provider keeps one entry.
    const next = patchListingColumns(three, [provider(2, { fullName: 'Renamed' }), provider(4)], [hexId(1), hexId(9)]);
    expect(ids(next)).toEqual([hexId(2), hexId(3), hexId(4)]);
    const byId = new Map(listingsOf(next).map((listing) => [listing.id, listing]));
    expect(byId.get(hexId(2))?.fullName).toBe('Renamed');
    expect(byId.get(hexId(3))?.hourlyRate).toBe(70);
    expect(byId.get(hexId(4))?.services).toEqual(provider(4).services);
    // The columns it was patched from are unchanged (a failed write leaves the stored ones as they were).
    expect(ids(three)).toEqual([hexId(1), hexId(2), hexId(3)]);
  });

  it('removes the last entry and a provider that left and came back within one page', () => {
    const two = patchListingColumns(emptyListingColumns(), [provider(1), provider(2)], []);
    expect(ids(patchListingColumns(two, [], [hexId(2)]))).toEqual([hexId(1)]);
    expect(ids(patchListingColumns(two, [provider(2)], [hexId(2)]))).toEqual([hexId(1), hexId(2)]);
  });

  it('gives back optional fields as absent, the way the marketplace rules read them', () => {
    const [listing] = listingsOf(patchListingColumns(emptyListingColumns(), [provider(1, { businessName: undefined, hourlyRate: undefined })], []));
    expect(listing).not.toHaveProperty('businessName', null);
    expect(listing?.businessName).toBeUndefined();
    expect(listing?.hourlyRate).toBeUndefined();
  });

  it('reads back only well-formed columns of one length', () => {
    const stored = patchListingColumns(emptyListingColumns(), [provider(1), provider(2)], []);
    expect(parseListingColumns(structuredClone(stored))).toEqual(stored);
    expect(parseListingColumns({ ...stored, fullName: ['only one'] })).toBeUndefined();
    expect(parseListingColumns({ ...stored, averageRating: ['five', 4] })).toBeUndefined();
    expect(parseListingColumns(undefined)).toBeUndefined();
  });
});
