import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { enqueue, getOutboxItem } from './outbox';
import type { OutboxItem } from './outbox-row';
import { refusedStep, submitOutcomeOf } from './submit-outcome';
import { freshDb, hirePayload } from '../../../test/factories';

async function hireItem(): Promise<OutboxItem> {
  const db = freshDb();
  const queued = await enqueue(db, { kind: 'hire', payload: hirePayload(), origin: { path: '/hire/jane', label: 'Booking request to Jane' } });
  if (!queued.ok) throw new Error('not queued');
  const item = await getOutboxItem(db, queued.item.id);
  if (!item) throw new Error('not stored');
  return item;
}

describe('submitOutcomeOf', () => {
  it('shows the success page for a sent item, the form for a refused one, and "saved on this device" otherwise', async () => {
    const item = await hireItem();
    expect(submitOutcomeOf({ ...item, state: 'sent' }).status).toBe('sent');
    for (const state of ['invalid', 'conflict', 'rejected'] as const) expect(submitOutcomeOf({ ...item, state }).status).toBe('needs-attention');
    for (const state of ['pending', 'sending'] as const) expect(submitOutcomeOf({ ...item, state }).status).toBe('queued');
  });

  it('keeps where the write was made, for the edit link', async () => {
    expect((await hireItem()).origin).toEqual({ path: '/hire/jane', label: 'Booking request to Jane' });
  });
});

describe('refusedStep', () => {
  it('is the first step without a 2xx (the booking once the business is registered)', async () => {
    const item = await hireItem();
    expect(refusedStep(item)).toBe(0);
    expect(refusedStep({ steps: [{ done: true, revision: 0 }, { done: false, revision: 0 }] })).toBe(1);
  });
});
