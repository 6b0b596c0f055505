import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { createLedgerLinkDb } from './db';

describe('ledgerlink database versions', () => {
  it('keeps a v1 questionnaire draft when a device upgrades to v2', async () => {
    const name = `upgrade-${Date.now()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({ questionnaireDrafts: 'id' });
    const draft = { id: 'current', step: 'email', answers: { needsType: 'business' }, idempotencyKey: 'key-00000001', updatedAt: 5 };
    await v1.table('questionnaireDrafts').put(draft);
    v1.close();

    const v2 = createLedgerLinkDb(name);
    await v2.open();
    expect(v2.verno).toBe(2);
    expect(await v2.questionnaireDrafts.get('current')).toEqual(draft);
    expect(await v2.providers.count()).toBe(0);
    expect(await v2.outbox.count()).toBe(0);
    v2.close();
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
