import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { createLedgerLinkDb } from './db';
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
    expect(v2.verno).toBe(8);
    expect(await v2.questionnaireDrafts.get('current')).toEqual(draft);
    expect(await v2.providers.count()).toBe(0);
    expect(await v2.outbox.count()).toBe(0);
    expect(await v2.openedProviders.count()).toBe(0);
    v2.close();
  });

  it('adds the v5 dashboard tables beside a v3 device’s catalogue and outbox', async () => {
    const name = `upgrade-v5-${Date.now()}`;
    const v3 = new Dexie(name);
    v3.version(1).stores({ questionnaireDrafts: 'id' });
    v3.version(2).stores({ providers: 'id, providerType, country, city, *services, slug, username, updatedAt', settings: 'key', outbox: 'id, state, nextAttemptAt, entityKey, seq', meta: 'key' });
    v3.version(3).stores({ listings: 'id' });
    await v3.table('providers').put({ ...provider(1), syncGeneration: 1 });
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

  it('adds the v6 request pages beside a v5 device’s dashboard copy, which it keeps', async () => {
    const name = `upgrade-v6-${Date.now()}`;
    const v5 = new Dexie(name);
    v5.version(1).stores({ questionnaireDrafts: 'id' });
    v5.version(2).stores({ providers: 'id, providerType, country, city, *services, slug, username, updatedAt', settings: 'key', outbox: 'id, state, nextAttemptAt, entityKey, seq', meta: 'key' });
    v5.version(3).stores({ listings: 'id' });
    v5.version(4).stores({ listings: null, providers: 'id, slug, username, syncGeneration' });
    v5.version(5).stores({ leads: 'id, providerId', dashboards: 'providerId' });
    await v5.table('leads').put({ id: 'l1', providerId: 'p1', lead: {}, pending: [] });
    v5.close();

    const v6 = createLedgerLinkDb(name);
    expect(await v6.leads.count()).toBe(1);
    expect(await v6.requestPages.count()).toBe(0);
    v6.close();
  });

  it('makes a v6 device’s next catalogue sync a full pull, keeping its cached providers meanwhile', async () => {
    const name = `upgrade-v7-${Date.now()}`;
    const v6 = new Dexie(name);
    v6.version(1).stores({ questionnaireDrafts: 'id' });
    v6.version(2).stores({ providers: 'id, providerType, country, city, *services, slug, username, updatedAt', settings: 'key', outbox: 'id, state, nextAttemptAt, entityKey, seq', meta: 'key' });
    v6.version(3).stores({ listings: 'id' });
    v6.version(4).stores({ listings: null, providers: 'id, slug, username, syncGeneration' });
    v6.version(5).stores({ leads: 'id, providerId', dashboards: 'providerId' });
    v6.version(6).stores({ requestPages: 'id' });
    await v6.table('meta').put({ key: 'catalogue', value: { checkpoint: 'abc', lastSyncedAt: 1, generation: 3, sweepPending: false } });
    await v6.table('providers').put({ id: 'p1', slug: 'p1', username: 'p1', syncGeneration: 3 });
    v6.close();

    const v7 = createLedgerLinkDb(name);
    expect((await v7.meta.get('catalogue'))?.value).toEqual({ checkpoint: null, lastSyncedAt: 1, generation: 3, sweepPending: false });
    expect(await v7.providers.count()).toBe(1);
    v7.close();
  });
});
