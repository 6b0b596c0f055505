import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { replayOutbox } from '../outbox';
import { queueRequestAction, readRequestActions } from './request-actions';
import { freshDb, hexId, scriptedFetch, type Reply } from '../../../test/factories';

const REQUEST = hexId(7);
const OTHER_REQUEST = hexId(8);
const LEAD = hexId(101);

let ids = 0;
const deps = { newId: () => `00000000-0000-4000-8000-${String((ids += 1)).padStart(12, '0')}`, now: () => 1_700_000_000_000 };

const replay = (db: ReturnType<typeof freshDb>, reply: (url: string) => Reply) => {
  const { fetch, calls } = scriptedFetch((call) => reply(call.url));
  return replayOutbox(db, { fetch, now: deps.now, random: () => 0.5, timeoutMs: 0, online: true }).then(() => calls);
};

describe("a customer's request actions, queued through the outbox", () => {
  it('sends each action once, in the order it was made, to its own endpoint with its body', async () => {
    const db = freshDb();
    expect(await queueRequestAction(db, REQUEST, { type: 'edit', changes: { phone: '+44 7700 900123' } }, 'Change my details', deps)).toEqual({ ok: true });
    expect(await queueRequestAction(db, REQUEST, { type: 'more-matches' }, 'Ask for more matches', deps)).toEqual({ ok: true });
    expect(await queueRequestAction(db, REQUEST, { type: 'hired', leadId: LEAD }, 'I hired Ada', deps)).toEqual({ ok: true });
    expect((await readRequestActions(db, REQUEST)).map((item) => [item.action.type, item.state])).toEqual([
      ['edit', 'pending'],
      ['more-matches', 'pending'],
      ['hired', 'pending'],
    ]);

    const calls = await replay(db, (url) => {
      if (url.endsWith('/more-matches')) return { status: 200, body: { success: true, added: 1, message: 'We offered your request to 1 more professional.' } };
      if (url.endsWith('/hired')) return { status: 200, body: { success: true, message: 'Thank you. We told Ada you hired them.' } };
      return { status: 200, body: { success: true, request: { id: REQUEST, kind: 'questionnaire', services: [], contact: { email: 'me@example.com', phone: '+44 7700 900123' }, createdAt: '2026-11-27T09:00:00.000Z' } } };
    });
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['PATCH', `/api/requests/${REQUEST}`, { phone: '+44 7700 900123' }],
      ['POST', `/api/requests/${REQUEST}/more-matches`, undefined],
      ['POST', `/api/requests/${REQUEST}/hired`, { leadId: LEAD }],
    ]);
    expect(new Set(calls.map((call) => call.headers['idempotency-key'])).size).toBe(3);
    expect((await readRequestActions(db, REQUEST)).map((item) => [item.state, item.message])).toEqual([
      ['sent', 'Your details are updated.'],
      ['sent', 'We offered your request to 1 more professional.'],
      ['sent', 'Thank you. We told Ada you hired them.'],
    ]);
  });

  it('refuses an action the shared rules refuse, naming the field, and queues nothing', async () => {
    const db = freshDb();
    const closed = await queueRequestAction(db, REQUEST, { type: 'close', reason: '   ' }, 'Close my request', deps);
    expect(closed.ok).toBe(false);
    expect(new Set(closed.ok ? [] : closed.errors.map((error) => error.path))).toEqual(new Set(['action.reason']));
    const edited = await queueRequestAction(db, REQUEST, { type: 'edit', changes: { email: 'not an email' } }, 'Change my details', deps);
    expect(edited.ok ? [] : edited.errors.map((error) => error.path)).toEqual(['action.changes.email']);
    expect(await readRequestActions(db, REQUEST)).toEqual([]);
  });

  it("keeps the server's refusal with the action, and lists only this request's actions", async () => {
    const db = freshDb();
    await queueRequestAction(db, REQUEST, { type: 'hired', leadId: LEAD }, 'I hired Ada', deps);
    await queueRequestAction(db, OTHER_REQUEST, { type: 'more-matches' }, 'Ask for more matches', deps);
    await replay(db, (url) => (url.includes(REQUEST) ? { status: 409, body: { message: 'This match has already ended, so it cannot be marked as hired.' } } : 'network-error'));
    const [hired, ...rest] = await readRequestActions(db, REQUEST);
    expect(rest).toEqual([]);
    expect(hired).toMatchObject({ state: 'conflict', message: 'This match has already ended, so it cannot be marked as hired.' });
    expect((await readRequestActions(db, OTHER_REQUEST)).map((item) => item.state)).toEqual(['pending']);
  });
});
