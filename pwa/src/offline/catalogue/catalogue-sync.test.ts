import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readCatalogueMeta, readListingColumns, readSettings } from './catalogue-store';
import { CatalogueSyncError, lastCatalogueSync, syncCatalogue } from './catalogue-sync';
import { noteDeviceCountry } from './device-country';
import { cataloguePage, fetchReplying, freshDb, hexId, provider, scriptedFetch } from '../../../test/factories';

const idsIn = async (db: ReturnType<typeof freshDb>) => (await db.providers.orderBy('id').primaryKeys()).sort();
const settings = {
  countries: [{ id: hexId(100), name: 'Canada', code: 'CA', isActive: true, createdAt: '2026-01-01T00:00:00.000Z' }],
  cities: [{ id: hexId(101), name: 'Toronto', countryId: hexId(100), country: 'Canada', isActive: true, createdAt: '2026-01-01T00:00:00.000Z' }],
  services: [{ id: hexId(102), name: 'bookkeeping', category: 'core', isActive: true, createdAt: '2026-01-01T00:00:00.000Z' }],
};

describe('catalogue sync', () => {
  it('pulls every page of a first sync, sending each page its checkpoint, and stores the settings', async () => {
    const db = freshDb();
    const { fetch, calls } = fetchReplying(
      { status: 200, body: cataloguePage({ providers: [provider(1), provider(2)], checkpoint: 'cp-a', hasMore: true }) },
      { status: 200, body: cataloguePage({ providers: [provider(3)], checkpoint: 'cp-b', settings }) },
    );
    const result = await syncCatalogue(db, { fetch, now: () => 1_000, pageSize: 2, languages: [] });

    expect(calls.map((call) => call.url)).toEqual(['/api/sync/catalogue?limit=2', '/api/sync/catalogue?limit=2&since=cp-a']);
    expect(await idsIn(db)).toEqual([hexId(1), hexId(2), hexId(3)]);
    expect(result).toMatchObject({ pages: 2, upserted: 3, fullPull: true, lastSyncedAt: 1_000 });
    expect((await readSettings(db)).cities.map((city) => city.name)).toEqual(['Toronto']);
    expect(await lastCatalogueSync(db)).toBe(1_000);
  });

  it('applies a delta from the stored checkpoint: changed providers replaced, tombstoned ones removed', async () => {
    const db = freshDb();
    await syncCatalogue(db, { fetch: fetchReplying({ status: 200, body: cataloguePage({ providers: [provider(1), provider(2), provider(3)], checkpoint: 'cp-1' }) }).fetch });

    const { fetch, calls } = fetchReplying({
      status: 200,
      body: cataloguePage({
        providers: [provider(2, { fullName: 'Renamed', updatedAt: '2026-02-01T00:00:00.000Z' }), provider(4)],
        tombstones: [{ id: hexId(3), deletedAt: '2026-02-01T00:00:00.000Z' }],
        checkpoint: 'cp-2',
      }),
    });
    const result = await syncCatalogue(db, { fetch });

    expect(calls[0]?.url).toContain('since=cp-1');
    expect(result.fullPull).toBe(false);
    expect(await idsIn(db)).toEqual([hexId(1), hexId(2), hexId(4)]);
    expect((await db.providers.get(hexId(2)))?.fullName).toBe('Renamed');
    expect((await readCatalogueMeta(db)).checkpoint).toBe('cp-2');
  });

  it('keeps a provider that left and came back within one page', async () => {
    const db = freshDb();
    await syncCatalogue(db, { fetch: fetchReplying({ status: 200, body: cataloguePage({ providers: [provider(1)] }) }).fetch });
    const back = provider(1, { updatedAt: '2026-03-02T00:00:00.000Z' });
    const { fetch } = fetchReplying({ status: 200, body: cataloguePage({ providers: [back], tombstones: [{ id: hexId(1), deletedAt: '2026-03-01T00:00:00.000Z' }], checkpoint: 'cp-2' }) });
    await syncCatalogue(db, { fetch });
    expect(await idsIn(db)).toEqual([hexId(1)]);
  });

  it('honours a reset: the full pull that follows replaces the catalogue, dropping providers it no longer lists', async () => {
    const db = freshDb();
    await syncCatalogue(db, { fetch: fetchReplying({ status: 200, body: cataloguePage({ providers: [provider(1), provider(2)], checkpoint: 'old' }) }).fetch });

    const { fetch, calls } = fetchReplying(
      { status: 200, body: cataloguePage({ providers: [provider(2)], checkpoint: 'r-1', hasMore: true, reset: true }) },
      { status: 200, body: cataloguePage({ providers: [provider(5)], checkpoint: 'r-2' }) },
    );
    const result = await syncCatalogue(db, { fetch });

    expect(calls[0]?.url).toContain('since=old');
    expect(calls[1]?.url).toContain('since=r-1');
    expect(result.fullPull).toBe(true);
    expect(await idsIn(db)).toEqual([hexId(2), hexId(5)]);
  });

  it('keeps the old catalogue visible while a full pull is cut short, and finishes it on the next sync', async () => {
    const db = freshDb();
    await syncCatalogue(db, { fetch: fetchReplying({ status: 200, body: cataloguePage({ providers: [provider(1), provider(2)], checkpoint: 'old' }) }).fetch });

    const cut = fetchReplying({ status: 200, body: cataloguePage({ providers: [provider(2)], checkpoint: 'r-1', hasMore: true, reset: true }) }, 'network-error');
    await expect(syncCatalogue(db, { fetch: cut.fetch })).rejects.toThrow();
    expect(await idsIn(db)).toEqual([hexId(1), hexId(2)]);

    const rest = fetchReplying({ status: 200, body: cataloguePage({ providers: [provider(3)], checkpoint: 'r-2' }) });
    await syncCatalogue(db, { fetch: rest.fetch });
    expect(rest.calls[0]?.url).toContain('since=r-1');
    expect(await idsIn(db)).toEqual([hexId(2), hexId(3)]);
  });

  it('skips rows that do not parse and applies the rest of the page', async () => {
    const db = freshDb();
    const { fetch } = fetchReplying({
      status: 200,
      body: { ...cataloguePage({ checkpoint: 'cp-1' }), providers: [provider(1), { ...provider(2), providerType: 'wizard' }, 'junk'], tombstones: [{ id: 7 }] },
    });
    const result = await syncCatalogue(db, { fetch });
    expect(result.skipped).toBe(3);
    expect(await idsIn(db)).toEqual([hexId(1)]);
    expect((await readCatalogueMeta(db)).checkpoint).toBe('cp-1');
  });

  it('fails without applying anything when the page itself is unreadable or an error', async () => {
    const db = freshDb();
    await expect(syncCatalogue(db, { fetch: fetchReplying({ status: 200, body: { providers: [provider(1)] } }).fetch })).rejects.toBeInstanceOf(CatalogueSyncError);
    await expect(syncCatalogue(db, { fetch: fetchReplying({ status: 503, body: { message: 'down' } }).fetch })).rejects.toMatchObject({ status: 503 });
    expect(await db.providers.count()).toBe(0);
    expect(await lastCatalogueSync(db)).toBeNull();
  });

  it('pulls pages in order, each asked for with the checkpoint of the one before', async () => {
    const db = freshDb();
    const pages = [1, 2, 3].map((n) => cataloguePage({ providers: [provider(n)], checkpoint: `cp-${n}`, hasMore: n < 3 }));
    const { fetch, calls } = scriptedFetch((_call, index) => ({ status: 200, body: pages[index] }));
    const result = await syncCatalogue(db, { fetch, languages: [] });
    expect(calls.map((call) => call.url)).toEqual(['/api/sync/catalogue?limit=1000', '/api/sync/catalogue?limit=1000&since=cp-1', '/api/sync/catalogue?limit=1000&since=cp-2']);
    expect(result).toMatchObject({ pages: 3, upserted: 3 });
    expect((await readCatalogueMeta(db)).checkpoint).toBe('cp-3');
    expect((await readListingColumns(db)).listings).toHaveLength(3);
  });

  it('runs one sync at a time: a second caller starts after the first has stored its checkpoint', async () => {
    const db = freshDb();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fetch, calls } = scriptedFetch((_call, index) => ({ status: 200, body: cataloguePage({ providers: [provider(index + 1)], checkpoint: `cp-${index + 1}` }) }));
    const slowFetch: typeof fetch = async (...args) => {
      if (calls.length === 0) await gate;
      return fetch(...args);
    };
    const first = syncCatalogue(db, { fetch: slowFetch, languages: [] });
    const second = syncCatalogue(db, { fetch: slowFetch, languages: [] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
    release();
    await Promise.all([first, second]);
    expect(calls.map((call) => call.url)).toEqual(['/api/sync/catalogue?limit=1000', '/api/sync/catalogue?limit=1000&since=cp-1']);
  });

  describe('on a device that keeps fewer providers than the catalogue holds', () => {
    const inUs = { country: 'United States', city: 'Chicago', location: 'Chicago, United States' };
    const places = {
      ...settings,
      countries: [...settings.countries, { id: hexId(103), name: 'United Kingdom', code: 'GB', isActive: true, createdAt: '2026-01-01T00:00:00.000Z' }],
      cities: [...settings.cities, { id: hexId(104), name: 'London', countryId: hexId(103), country: 'United Kingdom', isActive: true, createdAt: '2026-01-01T00:00:00.000Z' }],
    };

    it("asks for its country's providers first: the region of the browser's language, then the country last browsed", async () => {
      const db = freshDb();
      const first = fetchReplying({ status: 200, body: cataloguePage({ providers: [provider(1)], checkpoint: 'cp-1', settings: places }) });
      await syncCatalogue(db, { fetch: first.fetch, languages: ['fr', 'fr-CA', 'en-US'] });
      expect(first.calls[0]?.url).toBe('/api/sync/catalogue?limit=1000&country=Canada');

      await noteDeviceCountry(db, { city: 'london' }, places);
      const next = fetchReplying({ status: 200, body: cataloguePage({ checkpoint: 'cp-2' }) });
      await syncCatalogue(db, { fetch: next.fetch, languages: ['fr-CA'] });
      expect(next.calls[0]?.url).toBe('/api/sync/catalogue?limit=1000&since=cp-1&country=United+Kingdom');
    });

    it('keeps its limit after a delta: the providers ranked past it leave, its country first, and it says it holds part', async () => {
      const db = freshDb();
      const held = [provider(1, { averageRating: 40 }), provider(2, { averageRating: 30 }), provider(3, { averageRating: 20 })];
      const full = await syncCatalogue(db, { fetch: fetchReplying({ status: 200, body: cataloguePage({ providers: held, deviceLimit: 3, partial: false }) }).fetch, languages: ['en-CA'] });
      expect(full.partial).toBe(false);

      // A Canadian who climbs above everyone, and a better-rated provider abroad, who ranks after every Canadian.
      const delta = cataloguePage({ providers: [provider(4, { averageRating: 45 }), provider(5, { ...inUs, averageRating: 50 })], checkpoint: 'cp-2', deviceLimit: 3 });
      const result = await syncCatalogue(db, { fetch: fetchReplying({ status: 200, body: delta }).fetch, languages: ['en-CA'] });

      expect(await idsIn(db)).toEqual([hexId(1), hexId(2), hexId(4)]);
      expect((await readListingColumns(db)).listings.map((listing) => listing.id).sort()).toEqual([hexId(1), hexId(2), hexId(4)]);
      expect(result).toMatchObject({ removed: 2, partial: true });
      expect(await readCatalogueMeta(db)).toMatchObject({ partial: true, deviceLimit: 3, country: 'Canada' });
    });

    it('says it holds part when the full pull says the catalogue has more', async () => {
      const db = freshDb();
      const result = await syncCatalogue(db, { fetch: fetchReplying({ status: 200, body: cataloguePage({ providers: [provider(1)], deviceLimit: 1, partial: true }) }).fetch, languages: [] });
      expect(result.partial).toBe(true);
      expect((await readCatalogueMeta(db)).partial).toBe(true);
    });

    it('pulls afresh once its country changed, keeping the old providers on show until the new ones are in', async () => {
      const db = freshDb();
      const canadians = cataloguePage({ providers: [provider(1), provider(2)], checkpoint: 'cp-ca', deviceLimit: 2, partial: true, settings: places });
      await syncCatalogue(db, { fetch: fetchReplying({ status: 200, body: canadians }).fetch, languages: ['en-CA'] });

      await noteDeviceCountry(db, { country: 'GB' }, places);
      const britons = [provider(6, { country: 'United Kingdom', city: 'London' }), provider(7, { country: 'United Kingdom', city: 'London' })];
      const { fetch, calls } = fetchReplying(
        { status: 200, body: cataloguePage({ providers: britons.slice(0, 1), checkpoint: 'gb-1', hasMore: true, deviceLimit: 2 }) },
        'network-error',
      );
      await expect(syncCatalogue(db, { fetch, languages: ['en-CA'] })).rejects.toThrow();
      expect(calls[0]?.url).toBe('/api/sync/catalogue?limit=1000&country=United+Kingdom');
      expect(await idsIn(db)).toEqual([hexId(1), hexId(2), hexId(6)]);

      const rest = fetchReplying({ status: 200, body: cataloguePage({ providers: britons.slice(1), checkpoint: 'gb-2', deviceLimit: 2, partial: true }) });
      const result = await syncCatalogue(db, { fetch: rest.fetch, languages: ['en-CA'] });
      expect(rest.calls[0]?.url).toBe('/api/sync/catalogue?limit=1000&since=gb-1&country=United+Kingdom');
      expect(result.fullPull).toBe(true);
      expect(await idsIn(db)).toEqual([hexId(6), hexId(7)]);
    });
  });
});
