import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db';
import { listOutbox } from './outbox';
import { resubmitWrite, submitWrite } from './submit-write';
import { businessPayload, questionnairePayload, scriptedFetch, type Reply } from '../../../test/factories';

// A form's submit against the app's own database and the platform fetch (stubbed): queue, replay
// at once, and report this item's outcome. No worker controls a unit test, so the page replays.
function serverAnswering(...answers: Reply[]) {
  const server = scriptedFetch((_call, index) => answers[Math.min(index, answers.length - 1)]!);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

const accepted: Reply = { status: 201, body: { success: true, message: 'ok', businessId: 'b'.repeat(24) } };

describe('submitWrite', () => {
  beforeEach(async () => {
    await db.outbox.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends at once when the server is reachable, with the item id as Idempotency-Key', async () => {
    const server = serverAnswering(accepted);
    const result = await submitWrite({ kind: 'business-request', payload: businessPayload() });
    expect(result.status).toBe('sent');
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.headers['idempotency-key']).toBe(result.status === 'sent' ? result.id : '');
  });

  it('says queued when the server cannot be reached, and keeps the write', async () => {
    serverAnswering('network-error');
    const result = await submitWrite({ kind: 'business-request', payload: businessPayload() });
    expect(result.status).toBe('queued');
    expect((await listOutbox(db)).map((item) => item.state)).toEqual(['pending']);
  });

  it('hands the server’s field messages back, and a resubmit edits that same item', async () => {
    serverAnswering({ status: 400, body: { message: 'Invalid request', errors: [{ path: 'email', message: 'Email is not accepted' }] } }, accepted);
    const refused = await submitWrite({ kind: 'business-request', payload: businessPayload() });
    if (refused.status !== 'needs-attention') throw new Error(refused.status);
    expect(refused.item.fieldErrors).toEqual([{ path: 'email', message: 'Email is not accepted' }]);
    const resent = await resubmitWrite(refused.id, { kind: 'business-request', payload: { ...businessPayload(), email: 'ann@other.example' } });
    expect(resent.status).toBe('sent');
    expect(await listOutbox(db)).toHaveLength(1);
  });

  it('refuses what the shared rules refuse, naming the field, and queues nothing', async () => {
    const server = serverAnswering(accepted);
    const result = await submitWrite({ kind: 'business-request', payload: { ...businessPayload(), email: 'no' } });
    expect(result).toMatchObject({ status: 'invalid-input', errors: [{ path: 'email' }] });
    expect(server.calls).toHaveLength(0);
    expect(await listOutbox(db)).toEqual([]);
  });

  it('queues a write once when the form submits the same key twice', async () => {
    serverAnswering('network-error');
    const id = '11111111-2222-4333-8444-555555555555';
    await submitWrite({ kind: 'questionnaire', payload: questionnairePayload() }, { id });
    const again = await submitWrite({ kind: 'questionnaire', payload: questionnairePayload() }, { id });
    expect(again).toMatchObject({ status: 'queued', id });
    expect(await listOutbox(db)).toHaveLength(1);
  });
});
