import { PROVIDER_SERVICES } from '@ledgerlink/shared-schema';
import { describe, expect, it } from 'vitest';
import { decodeListingColumns, emptyListingColumns, encodeListingColumns, listingsOf, patchListingColumns } from './listing-columns';
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

  it('stores the columns packed and reads them back as they were', () => {
    const columns = patchListingColumns(
      emptyListingColumns(),
      [provider(1, { businessName: 'Ledger & Co', city: 'manchester' }), provider(2, { businessName: undefined, hourlyRate: undefined, services: ['payroll', 'bookkeeping'] }), provider(3, { fullName: '' })],
      [],
    );
    // What IndexedDB hands back is a structured clone of what was put.
    const decoded = decodeListingColumns(structuredClone(encodeListingColumns(columns)));
    expect(decoded).toEqual({ ...columns, services: columns.services.map((list) => [...list].sort(byOptionOrder)) });
    expect(decodeListingColumns(structuredClone(encodeListingColumns(emptyListingColumns())))).toEqual(emptyListingColumns());
  });

  it('reads back only a well-formed packed record, else undefined (the columns are then rebuilt)', () => {
    const packed = encodeListingColumns(patchListingColumns(emptyListingColumns(), [provider(1), provider(2)], []));
    const broken = (change: Record<string, unknown>) => decodeListingColumns({ ...packed, ...change });
    expect(decodeListingColumns(undefined)).toBeUndefined();
    // The unpacked form an earlier version stored.
    expect(decodeListingColumns(patchListingColumns(emptyListingColumns(), [provider(1)], []))).toBeUndefined();
    expect(broken({ count: 3 })).toBeUndefined();
    expect(broken({ ids: packed.ids.slice(1) })).toBeUndefined();
    expect(broken({ fullName: { ...packed.fullName, ends: Int32Array.from([5, 2]) } })).toBeUndefined();
    expect(broken({ providerType: { words: ['agency'], indexes: Int32Array.from([0, 0]) } })).toBeUndefined();
    expect(broken({ city: { ...packed.city, indexes: Int32Array.from([0, 7]) } })).toBeUndefined();
    expect(broken({ services: Int32Array.from([1, 1 << 20]) })).toBeUndefined();
    expect(broken({ averageRating: [4, 5] })).toBeUndefined();
    expect(broken({})).toBeDefined();
  });
});

const SERVICE_ORDER: readonly string[] = PROVIDER_SERVICES;
const byOptionOrder = (a: string, b: string) => SERVICE_ORDER.indexOf(a) - SERVICE_ORDER.indexOf(b);
