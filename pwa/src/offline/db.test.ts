import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { toProviderRow } from './catalogue-store';
import { createLedgerLinkDb, toListingRow } from './db';
import { hexId, provider } from './test-factories';

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
    expect(v2.verno).toBe(4);
    expect(await v2.questionnaireDrafts.get('current')).toEqual(draft);
    expect(await v2.providers.count()).toBe(0);
    expect(await v2.outbox.count()).toBe(0);
    v2.close();
  });

  it('fills the v3 listing rows from the providers a v2 device had cached', async () => {
    const name = `upgrade-v3-${Date.now()}`;
    const v2 = new Dexie(name);
    v2.version(1).stores({ questionnaireDrafts: 'id' });
    v2.version(2).stores({ providers: 'id, providerType, country, city, *services, slug, username, updatedAt', settings: 'key', outbox: 'id, state, nextAttemptAt, entityKey, seq', meta: 'key' });
    await v2.table('providers').bulkPut([toProviderRow(provider(1), 1), toProviderRow(provider(2, { hourlyRate: 90 }), 1)]);
    v2.close();

    const v3 = createLedgerLinkDb(name);
    expect(await v3.listings.toArray()).toEqual([toListingRow(provider(1)), toListingRow(provider(2, { hourlyRate: 90 }))]);
    expect((await v3.listings.get(hexId(2)))?.hourlyRate).toBe(90);
    v3.close();
  });

  it('adds the v4 dashboard tables beside a v3 device’s catalogue and outbox', async () => {
    const name = `upgrade-v4-${Date.now()}`;
    const v3 = new Dexie(name);
    v3.version(1).stores({ questionnaireDrafts: 'id' });
    v3.version(2).stores({ providers: 'id, providerType, country, city, *services, slug, username, updatedAt', settings: 'key', outbox: 'id, state, nextAttemptAt, entityKey, seq', meta: 'key' });
    v3.version(3).stores({ listings: 'id' });
    await v3.table('providers').put(toProviderRow(provider(1), 1));
    v3.close();

    const v4 = createLedgerLinkDb(name);
    expect(await v4.providers.count()).toBe(1);
    await v4.leads.bulkPut([
      { id: 'l1', providerId: 'p1', lead: {} as never, pending: [] },
      { id: 'l2', providerId: 'p2', lead: {} as never, pending: [] },
    ]);
    expect(await v4.leads.where('providerId').equals('p2').primaryKeys()).toEqual(['l2']);
    expect(await v4.dashboards.count()).toBe(0);
    v4.close();
  });

  it('finds providers by any of their services (multi-entry index)', async () => {
    const db = createLedgerLinkDb(`services-${Date.now()}`);
    await db.providers.bulkPut([
      { id: 'a', services: ['payroll', 'tax-prep'], syncGeneration: 1 },
      { id: 'b', services: ['bookkeeping'], syncGeneration: 1 },
    ] as never);
    expect((await db.providers.where('services').equals('tax-prep').toArray()).map((row) => row.id)).toEqual(['a']);
    db.close();
  });
});
