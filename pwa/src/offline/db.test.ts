import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { toProviderRow } from './catalogue-store';
import { createLedgerLinkDb } from './db';
import { readMarketplacePage } from './marketplace-reader';
import { provider } from '../../test/factories';

describe('ledgerlink database versions', () => {
  it('keeps a v1 questionnaire draft when a device upgrades to the current version', async () => {
    const name = `upgrade-${Date.now()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({ questionnaireDrafts: 'id' });
    const draft = { id: 'current', step: 'email', answers: { needsType: 'business' }, idempotencyKey: 'key-00000001', updatedAt: 5 };
    await v1.table('questionnaireDrafts').put(draft);
    v1.close();

    const v2 = createLedgerLinkDb(name);
    await v2.open();
    expect(v2.verno).toBe(5);
    expect(await v2.questionnaireDrafts.get('current')).toEqual(draft);
    expect(await v2.providers.count()).toBe(0);
    expect(await v2.outbox.count()).toBe(0);
    v2.close();
  });

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

  it('adds the v5 dashboard tables beside a v3 device’s catalogue and outbox', async () => {
    const name = `upgrade-v5-${Date.now()}`;
    const v3 = new Dexie(name);
    v3.version(1).stores({ questionnaireDrafts: 'id' });
    v3.version(2).stores({ providers: 'id, providerType, country, city, *services, slug, username, updatedAt', settings: 'key', outbox: 'id, state, nextAttemptAt, entityKey, seq', meta: 'key' });
    v3.version(3).stores({ listings: 'id' });
    await v3.table('providers').put(toProviderRow(provider(1), 1));
    v3.close();

    const v5 = createLedgerLinkDb(name);
    expect(await v5.providers.count()).toBe(1);
    await v5.leads.bulkPut([
      { id: 'l1', providerId: 'p1', lead: {} as never, pending: [] },
      { id: 'l2', providerId: 'p2', lead: {} as never, pending: [] },
    ]);
    expect(await v5.leads.where('providerId').equals('p2').primaryKeys()).toEqual(['l2']);
    expect(await v5.dashboards.count()).toBe(0);
    v5.close();
  });
});
