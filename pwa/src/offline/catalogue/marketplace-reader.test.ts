import 'fake-indexeddb/auto';
import Dexie, { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import { readCatalogueMeta, toProviderRow, writeCatalogueMeta, writeSettings } from './catalogue-store';
import { syncCatalogue } from './catalogue-sync';
import { decodeListings } from './listing-columns';
import { readMarketplacePage, readProvider } from './marketplace-reader';
import { createLedgerLinkDb } from '../db';
import { cataloguePage, fetchReplying, freshDb, hexId, provider } from '../../../test/factories';

const everyone = { services: [], page: 1 };

async function seeded(count: number) {
  const db = freshDb();
  const providers = Array.from({ length: count }, (_, index) =>
    provider(index + 1, {
      averageRating: (index * 7) % 50,
      totalReviews: index % 3,
      providerType: index % 2 ? 'firm' : 'individual',
      services: index % 4 ? ['bookkeeping'] : ['bookkeeping', 'payroll'],
      ...(index % 5 === 0 ? { city: 'Vancouver', location: 'Vancouver, Canada' } : {}),
    }),
  );
  await syncCatalogue(db, { fetch: fetchReplying({ status: 200, body: cataloguePage({ providers }) }).fetch });
  return { db, providers };
}

describe('offline marketplace', () => {
  it('gives the pages and totals of the server order: best rated, most reviewed, then id', async () => {
    const { db, providers } = await seeded(23);
    const expected = [...providers].sort((a, b) => b.averageRating - a.averageRating || b.totalReviews - a.totalReviews || a.id.localeCompare(b.id));

    const second = await readMarketplacePage(db, { ...everyone, page: 2 }, 10);
    expect(second.pagination).toEqual({ page: 2, limit: 10, total: 23, totalPages: 3 });
    expect(second.bookkeepers.map((card) => card.id)).toEqual(expected.slice(10, 20).map((card) => card.id));
    expect((await readMarketplacePage(db, { ...everyone, page: 3 }, 10)).bookkeepers).toHaveLength(3);
  });

  it('filters by type and every chosen service', async () => {
    const { db, providers } = await seeded(20);
    const page = await readMarketplacePage(db, { providerType: 'individual', services: ['payroll'], page: 1 });
    const expected = providers.filter((card) => card.providerType === 'individual' && card.services.includes('payroll'));
    expect(page.pagination.total).toBe(expected.length);
    expect(page.bookkeepers.every((card) => card.providerType === 'individual' && card.services.includes('payroll'))).toBe(true);
  });

  it('keeps only providers with a verified credential for "Verified credentials only", whatever the self-reported ones', async () => {
    const db = freshDb();
    const verified = { name: 'CPA', verifiedAt: '2026-10-01T00:00:00.000Z' };
    const providers = [
      provider(1, { credentials: [{ name: 'Xero Advisor' }, verified] }),
      provider(2, { credentials: [{ name: 'CPA' }] }),
      provider(3),
      provider(4, { credentials: [verified], averageRating: 40 }),
    ];
    await syncCatalogue(db, { fetch: fetchReplying({ status: 200, body: cataloguePage({ providers }) }).fetch });
    const page = await readMarketplacePage(db, { ...everyone, verified: true });
    expect(page.bookkeepers.map((card) => card.id)).toEqual([hexId(4), hexId(1)]);
    expect(page.stats.total).toBe(2);
    expect((await readMarketplacePage(db, everyone)).pagination.total).toBe(4);
  });

  it('reads a provider cached before credentials existed as having none', async () => {
    const db = freshDb();
    const { credentials: _dropped, ...old } = provider(5);
    await db.providers.put({ ...old, syncGeneration: 0 } as never);
    expect(await readProvider(db, { id: hexId(5) })).toMatchObject({ id: hexId(5), credentials: [] });
    expect((await readMarketplacePage(db, { ...everyone, verified: true })).pagination.total).toBe(0);
  });

  it('resolves the location against the synced settings as the server does', async () => {
    const { db } = await seeded(10);
    await writeSettings(db, {
      countries: [{ id: hexId(90), name: 'Canada', code: 'CA', isActive: true, createdAt: '2026-01-01T00:00:00.000Z' }],
      cities: [{ id: hexId(91), name: 'Vancouver', countryId: hexId(90), country: 'Canada', isActive: true, createdAt: '2026-01-01T00:00:00.000Z' }],
      services: [],
    });
    // A lower-case city from an address matches the canonical name stored on providers.
    expect((await readMarketplacePage(db, { ...everyone, city: 'vancouver', country: 'Canada' })).pagination.total).toBe(2);
    expect((await readMarketplacePage(db, { ...everyone, country: 'Canada' })).pagination.total).toBe(10);
  });

  it('drops a corrupt row instead of failing, and clears the checkpoint so the next sync re-fetches it', async () => {
    const { db } = await seeded(3);
    expect((await readCatalogueMeta(db)).checkpoint).toBe('cp-1');
    await db.providers.put({ ...toProviderRow(provider(2), 1), providerType: 'wizard' } as never);

    const page = await readMarketplacePage(db, everyone);
    expect(page.bookkeepers.map((card) => card.id).sort()).toEqual([hexId(1), hexId(3)]);
    expect(page.dropped).toBe(1);
    expect(await db.providers.get(hexId(2))).toBeUndefined();
    expect((await readCatalogueMeta(db)).checkpoint).toBeNull();

    // The next sync is a full pull (no `since`) and brings the provider back.
    const { fetch, calls } = fetchReplying({ status: 200, body: cataloguePage({ providers: [provider(1), provider(2), provider(3)], checkpoint: 'cp-2' }) });
    await syncCatalogue(db, { fetch });
    expect(calls[0]?.url).not.toContain('since=');
    expect((await readMarketplacePage(db, everyone)).pagination.total).toBe(3);
  });

  it('drops a row whose profile is broken even when its listing fields read', async () => {
    const { db } = await seeded(3);
    await db.providers.put({ ...toProviderRow(provider(3), 1), createdAt: 'yesterday' } as never);
    const page = await readMarketplacePage(db, everyone);
    expect(page.bookkeepers.map((card) => card.id).sort()).toEqual([hexId(1), hexId(2)]);
    expect(page.dropped).toBe(1);
    expect(await db.providers.get(hexId(3))).toBeUndefined();
    expect((await readMarketplacePage(db, everyone)).pagination.total).toBe(2);
  });

  it('drops a corrupt row from inside a live query, where Dexie refuses writes', async () => {
    const { db } = await seeded(3);
    await db.providers.put({ ...toProviderRow(provider(2), 1), providerType: 'wizard' } as never);
    const totals: number[] = [];
    await new Promise<void>((resolve, reject) => {
      const subscription = liveQuery(() => readMarketplacePage(db, everyone)).subscribe({
        next: (page) => {
          totals.push(page.pagination.total);
          subscription.unsubscribe();
          resolve();
        },
        error: reject,
      });
    });
    expect(totals).toEqual([2]);
    expect(await db.providers.get(hexId(2))).toBeUndefined();
  });

  it('rebuilds unreadable listing columns from the cached providers and stores them again', async () => {
    const { db } = await seeded(4);
    await db.meta.put({ key: 'listing-columns', value: { id: [hexId(1)], averageRating: ['five'] } });
    const page = await readMarketplacePage(db, everyone);
    expect(page.pagination.total).toBe(4);
    expect(page.dropped).toBe(0);
    await expect.poll(async () => decodeListings((await db.meta.get('listing-columns'))?.value)?.length).toBe(4);
    expect((await readCatalogueMeta(db)).checkpoint).toBe('cp-1');
  });

  it('answers a filter change from the listings in memory, and a sync that lands after it with fresh rows', async () => {
    const { db, providers } = await seeded(6);
    expect((await readMarketplacePage(db, everyone)).pagination.total).toBe(6);
    // Listings read once are not read again while the catalogue is unchanged...
    await db.meta.delete('listing-columns');
    expect((await readMarketplacePage(db, { ...everyone, providerType: 'firm' })).pagination.total).toBe(3);
    // ...and a sync (which always rewrites the meta row) makes the next read fetch them again
    // (rebuilt from the providers, as the stored columns are gone).
    await syncCatalogue(db, {
      fetch: fetchReplying({ status: 200, body: cataloguePage({ providers: [{ ...providers[0]!, fullName: 'Renamed', updatedAt: new Date(Date.now() + 1000).toISOString() }] }) }).fetch,
    });
    const page = await readMarketplacePage(db, everyone);
    expect(page.pagination.total).toBe(6);
    expect(page.bookkeepers.find((card) => card.id === providers[0]!.id)?.fullName).toBe('Renamed');
  });

  it('hands back the same page after a write that changed no provider, and a fresh one after one that did', async () => {
    const { db, providers } = await seeded(6);
    const first = await readMarketplacePage(db, everyone);
    // A no-change delta rewrites only the catalogue's bookkeeping.
    await writeCatalogueMeta(db, { ...(await readCatalogueMeta(db)), lastSyncedAt: Date.now() });
    expect(await readMarketplacePage(db, everyone)).toBe(first);
    expect(await readMarketplacePage(db, { ...everyone, providerType: 'firm' })).not.toBe(first);

    await syncCatalogue(db, {
      fetch: fetchReplying({ status: 200, body: cataloguePage({ providers: [{ ...providers[1]!, fullName: 'Renamed', updatedAt: new Date(Date.now() + 1000).toISOString() }] }) }).fetch,
    });
    const after = await readMarketplacePage(db, everyone);
    expect(after).not.toBe(first);
    expect(after.bookkeepers.find((card) => card.id === providers[1]!.id)?.fullName).toBe('Renamed');
  });

  it('reads one provider by id, slug or handle, and not an unreadable one', async () => {
    const { db } = await seeded(3);
    expect((await readProvider(db, { slug: 'Provider-2' }))?.id).toBe(hexId(2));
    expect((await readProvider(db, { username: 'provider_3' }))?.id).toBe(hexId(3));
    expect((await readProvider(db, { id: hexId(1) }))?.slug).toBe('provider-1');
    await db.providers.put({ id: hexId(1), slug: 'provider-1' } as never);
    expect(await readProvider(db, { id: hexId(1) })).toBeUndefined();
  });

  it('survives unreadable sync bookkeeping by starting a full pull', async () => {
    const db = freshDb();
    await db.meta.put({ key: 'catalogue', value: { checkpoint: 42 } });
    expect(await readCatalogueMeta(db)).toMatchObject({ checkpoint: null });
    // As an app from before device limits stored it: its checkpoint still counts.
    await db.meta.put({ key: 'catalogue', value: { checkpoint: 'x', lastSyncedAt: 1, generation: 1, sweepPending: false } });
    expect(await readCatalogueMeta(db)).toEqual({ checkpoint: 'x', lastSyncedAt: 1, generation: 1, sweepPending: false, deviceLimit: null, partial: false, country: null });
    await writeCatalogueMeta(db, { ...(await readCatalogueMeta(db)), checkpoint: 'y' });
    expect((await readCatalogueMeta(db)).checkpoint).toBe('y');
  });
});

describe('the catalogue across database versions', () => {
  it("keeps a v3 device's offline marketplace: v4 drops the listing rows and rebuilds them as columns from the cached providers", async () => {
    const name = `upgrade-v4-${Date.now()}`;
    const v3 = new Dexie(name);
    v3.version(1).stores({ questionnaireDrafts: 'id' });
    v3.version(2).stores({ providers: 'id, providerType, country, city, *services, slug, username, updatedAt', settings: 'key', outbox: 'id, state, nextAttemptAt, entityKey, seq', meta: 'key' });
    v3.version(3).stores({ listings: 'id' });
    await v3.table('providers').bulkPut([toProviderRow(provider(1), 1), toProviderRow(provider(2, { hourlyRate: 90 }), 1)]);
    await v3.table('meta').put({ key: 'catalogue', value: { checkpoint: 'cp-9', lastSyncedAt: 5, generation: 1, sweepPending: false } });
    v3.close();

    const v4 = createLedgerLinkDb(name);
    await v4.open();
    expect(v4.tables.map((table) => table.name)).not.toContain('listings');
    const page = await readMarketplacePage(v4, { services: [], page: 1 });
    expect(page.pagination.total).toBe(2);
    expect(page.stats.hourlyRate).toEqual({ min: 90, max: 90 });
    v4.close();
  });
});
