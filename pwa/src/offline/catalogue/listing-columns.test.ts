import { PROVIDER_SERVICES, compareMarketplaceOrder } from '@ledgerlink/shared-schema';
import { describe, expect, it } from 'vitest';
import { decodeListings, encodeListings, listingOf, patchListings, type Listing } from './listing-columns';
import { hexId, provider } from '../../../test/factories';

const ids = (listings: readonly Listing[]) => listings.map((listing) => listing.id).sort();
const SERVICE_ORDER: readonly string[] = PROVIDER_SERVICES;
const inOptionOrder = (services: readonly string[]) => [...services].sort((a, b) => SERVICE_ORDER.indexOf(a) - SERVICE_ORDER.indexOf(b));

describe('listing columns', () => {
  it('adds, replaces and removes providers', () => {
    const three = patchListings([], [provider(1), provider(2), provider(3, { hourlyRate: 70 })], []);
    expect(ids(three)).toEqual([hexId(1), hexId(2), hexId(3)]);

    // Removing the first entry moves the last into its place; a renamed provider keeps one entry.
    const next = patchListings(three, [provider(2, { fullName: 'Renamed' }), provider(4)], [hexId(1), hexId(9)]);
    expect(ids(next)).toEqual([hexId(2), hexId(3), hexId(4)]);
    const byId = new Map(next.map((listing) => [listing.id, listing]));
    expect(byId.get(hexId(2))?.fullName).toBe('Renamed');
    expect(byId.get(hexId(3))?.hourlyRate).toBe(70);
    expect(byId.get(hexId(4))?.services).toEqual(provider(4).services);
    // The listings it was patched from are unchanged (a failed write leaves the stored ones as they were).
    expect(ids(three)).toEqual([hexId(1), hexId(2), hexId(3)]);
  });

  it('removes the last entry and a provider that left and came back within one page', () => {
    const two = patchListings([], [provider(1), provider(2)], []);
    expect(ids(patchListings(two, [], [hexId(2)]))).toEqual([hexId(1)]);
    expect(ids(patchListings(two, [provider(2)], [hexId(2)]))).toEqual([hexId(1), hexId(2)]);
  });

  it('stores the listings packed, in the marketplace order, and reads them back as they were', () => {
    const listings = [
      provider(1, { businessName: 'Ledger & Co', city: 'manchester', averageRating: 30 }),
      provider(2, { businessName: undefined, hourlyRate: undefined, services: ['payroll', 'bookkeeping'], averageRating: 48, totalReviews: 9 }),
      provider(3, { fullName: '', country: undefined, monthlyStartingPrice: 250, providerType: 'firm', credentials: [{ name: 'CPA', verifiedAt: '2026-10-01T00:00:00.000Z' }] }),
    ].map(listingOf);
    expect(listings.map((listing) => listing.verifiedCredential)).toEqual([false, false, true]);
    // What IndexedDB hands back is a structured clone of what was put.
    const decoded = decodeListings(structuredClone(encodeListings(listings)));
    const expected = [...listings].sort(compareMarketplaceOrder).map((listing) => ({ ...listing, services: inOptionOrder(listing.services) }));
    expect(decoded).toEqual(expected);
    expect(decoded?.[0]).not.toHaveProperty('businessName', null);
    expect(decodeListings(structuredClone(encodeListings([])))).toEqual([]);
  });

  it('reads back only a well-formed packed record, else undefined (the listings are then rebuilt)', () => {
    const packed = encodeListings([provider(1), provider(2)].map(listingOf));
    const broken = (change: Record<string, unknown>) => decodeListings({ ...packed, ...change });
    expect(broken({})).toHaveLength(2);
    expect(decodeListings(undefined)).toBeUndefined();
    // The unpacked columns an earlier version stored.
    expect(decodeListings({ id: [hexId(1)], fullName: ['Provider 1'] })).toBeUndefined();
    expect(broken({ count: 3 })).toBeUndefined();
    expect(broken({ ids: packed.ids.slice(1) })).toBeUndefined();
    expect(broken({ fullName: { ...packed.fullName, ends: Int32Array.from([5, 2]) } })).toBeUndefined();
    expect(broken({ providerType: { words: ['agency'], indexes: Int32Array.from([0, 0]) } })).toBeUndefined();
    expect(broken({ city: { ...packed.city, indexes: Int32Array.from([0, 7]) } })).toBeUndefined();
    expect(broken({ services: Int32Array.from([1, 1 << 20]) })).toBeUndefined();
    expect(broken({ averageRating: [4, 5] })).toBeUndefined();
    expect(broken({ verifiedCredential: undefined })).toBeUndefined();
    // The form before credentials: rebuilt from the providers, which carry them.
    expect(broken({ format: 'packed-1' })).toBeUndefined();
  });
});
