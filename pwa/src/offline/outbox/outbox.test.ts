import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { countOutbox, discardItem, editAndResend, enqueue, getOutboxItem, listOutbox, resendItem } from './outbox';
import { businessPayload, freshDb, hexId, hirePayload, leadChange, questionnairePayload, sequentialIds } from '../../../test/factories';

describe('outbox queue', () => {
  it('queues a valid write with a uuid key and lists items in the order they were queued', async () => {
    const db = freshDb();
    const first = await enqueue(db, { kind: 'questionnaire', payload: questionnairePayload() }, { now: () => 10 });
    const second = await enqueue(db, { kind: 'business-request', payload: businessPayload() }, { now: () => 10 });
    if (!first.ok || !second.ok) throw new Error('not queued');
    expect(first.item.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first.item).toMatchObject({ state: 'pending', attempts: 0, nextAttemptAt: 10, createdAt: 10, lastError: null, sentAt: null });
    expect((await listOutbox(db)).map((item) => item.kind)).toEqual(['questionnaire', 'business-request']);
    expect(await countOutbox(db)).toEqual({ waiting: 2, needsAttention: 0 });
  });

  it('refuses a payload the shared request rules refuse, with their field messages, and queues nothing', async () => {
    const db = freshDb();
    const result = await enqueue(db, { kind: 'business-request', payload: { ...businessPayload(), email: 'not an email' } });
    expect(result).toEqual({ ok: false, errors: [{ path: 'email', message: expect.any(String) as string }] });
    const pastBooking = await enqueue(db, { kind: 'hire', payload: { ...hirePayload(), booking: { bookkeeperId: hexId(9), startDate: '2020-01-01' } } });
    expect(pastBooking).toMatchObject({ ok: false, errors: [{ path: 'booking.startDate' }] });
    const noFrom = await enqueue(db, { ...leadChange(hexId(1), 'new', 'contacted'), payload: { leadId: hexId(1), change: { status: 'contacted' } } } as never);
    expect(noFrom).toMatchObject({ ok: false, errors: [{ path: 'change.from' }] });
    expect(await listOutbox(db)).toEqual([]);
  });

  it('edits only an item that cannot be in flight', async () => {
    const db = freshDb();
    const queued = await enqueue(db, { kind: 'business-request', payload: businessPayload() }, { newId: sequentialIds() });
    if (!queued.ok) throw new Error('not queued');
    const renamed = { ...businessPayload(), companyName: 'Acme Group' };
    // Never sent yet: editable in place.
    expect(await editAndResend(db, queued.item.id, renamed)).toEqual({ ok: true });
    expect((await getOutboxItem(db, queued.item.id))?.payload).toEqual(renamed);

    await db.outbox.update(queued.item.id, { attempts: 1 });
    expect(await editAndResend(db, queued.item.id, businessPayload())).toEqual({ ok: false, reason: 'not-editable' });
    expect(await editAndResend(db, queued.item.id, { ...businessPayload(), budget: 'lots' } as never)).toMatchObject({ ok: false, errors: [{ path: 'budget' }] });
    expect(await editAndResend(db, 'missing-id-1', businessPayload())).toEqual({ ok: false, reason: 'not-found' });
  });

  it('resends only an item that waits for the user', async () => {
    const db = freshDb();
    const queued = await enqueue(db, { kind: 'questionnaire', payload: questionnairePayload() });
    if (!queued.ok) throw new Error('not queued');
    expect(await resendItem(db, queued.item.id)).toBe(false);
    await db.outbox.update(queued.item.id, { state: 'conflict', lastError: 'taken' });
    expect(await countOutbox(db)).toEqual({ waiting: 0, needsAttention: 1 });
    expect(await resendItem(db, queued.item.id, { now: () => 99 })).toBe(true);
    expect(await getOutboxItem(db, queued.item.id)).toMatchObject({ state: 'pending', nextAttemptAt: 99, lastError: null, steps: [{ revision: 1 }] });
  });

  it('discards an item, but not while it is being sent', async () => {
    const db = freshDb();
    const queued = await enqueue(db, { kind: 'questionnaire', payload: questionnairePayload() });
    if (!queued.ok) throw new Error('not queued');
    await db.outbox.update(queued.item.id, { state: 'sending' });
    expect(await discardItem(db, queued.item.id)).toBe(false);
    await db.outbox.update(queued.item.id, { state: 'rejected' });
    expect(await discardItem(db, queued.item.id)).toBe(true);
    expect(await listOutbox(db)).toEqual([]);
  });

  it('leaves an unreadable row in place, unlisted, rather than losing a write', async () => {
    const db = freshDb();
    const queued = await enqueue(db, { kind: 'questionnaire', payload: questionnairePayload() });
    if (!queued.ok) throw new Error('not queued');
    await db.outbox.update(queued.item.id, { state: 'teleported' } as never);
    expect(await listOutbox(db)).toEqual([]);
    expect(await getOutboxItem(db, queued.item.id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
  });
});
