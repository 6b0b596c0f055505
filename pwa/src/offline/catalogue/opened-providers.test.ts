import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { syncCatalogue } from './catalogue-sync';
import { readProvider } from './marketplace-reader';
import { keepOpenedProvider, OPENED_PROVIDERS_KEPT } from './opened-providers';
import { cataloguePage, fetchReplying, freshDb, hexId, provider } from '../../../test/factories';

describe('profiles opened online that the catalogue does not hold', () => {
  it('are found offline by id, slug and handle, after what the catalogue holds', async () => {
    const db = freshDb();
    await syncCatalogue(db, { fetch: fetchReplying({ status: 200, body: cataloguePage({ providers: [provider(1)], deviceLimit: 1, partial: true }) }).fetch, languages: [] });
    await keepOpenedProvider(db, provider(9, { fullName: 'Opened Online' }));
    await keepOpenedProvider(db, provider(1, { fullName: 'Stale copy of a held one' }));

    expect((await readProvider(db, { slug: 'PROVIDER-9' }))?.fullName).toBe('Opened Online');
    expect((await readProvider(db, { username: 'provider_9' }))?.id).toBe(hexId(9));
    expect((await readProvider(db, { id: hexId(1) }))?.fullName).toBe('Provider 1');
    expect(await db.openedProviders.count()).toBe(1);
  });

  it(`keep the ${OPENED_PROVIDERS_KEPT} opened last`, async () => {
    const db = freshDb();
    for (let n = 1; n <= OPENED_PROVIDERS_KEPT + 5; n += 1) await keepOpenedProvider(db, provider(100 + n), n);
    expect(await db.openedProviders.count()).toBe(OPENED_PROVIDERS_KEPT);
    expect(await readProvider(db, { id: hexId(105) })).toBeUndefined();
    expect(await readProvider(db, { id: hexId(106) })).toBeDefined();
  });

  it('leave with the catalogue when their provider does', async () => {
    const db = freshDb();
    await syncCatalogue(db, { fetch: fetchReplying({ status: 200, body: cataloguePage({ providers: [provider(1)], checkpoint: 'cp-1' }) }).fetch, languages: [] });
    await keepOpenedProvider(db, provider(9));
    const delta = cataloguePage({ tombstones: [{ id: hexId(9), deletedAt: '2026-02-01T00:00:00.000Z' }], checkpoint: 'cp-2' });
    await syncCatalogue(db, { fetch: fetchReplying({ status: 200, body: delta }).fetch, languages: [] });
    expect(await readProvider(db, { id: hexId(9) })).toBeUndefined();
  });
});
