import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { BACKOFF } from './outbox-outcome';
import { editAndResend, enqueue, getOutboxItem, listOutbox, resendItem } from './outbox';
import { replayOutbox } from './replay';
import {
  businessPayload,
  fetchReplying,
  freshDb,
  hexId,
  hirePayload,
  leadChange,
  questionnairePayload,
  scriptedFetch,
  sequentialIds,
  type Reply,
} from '../../../test/factories';

const T0 = 1_000_000;

/** A queue with its own clock and ids; `replay` runs one pass at the current time. */
function setup() {
  const db = freshDb();
  let time = T0;
  const newId = sequentialIds();
  const clock = { now: () => time, advance: (ms: number) => (time += ms) };
  const queue = async (input: Parameters<typeof enqueue>[1]) => {
    const result = await enqueue(db, input, { now: clock.now, newId });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.item;
  };
  const replay = (fetch: typeof globalThis.fetch, random = () => 0.5, online = false) => replayOutbox(db, { fetch, now: clock.now, random, timeoutMs: 0, online });
  return { db, clock, queue, replay };
}

const created = (body: Record<string, unknown> = {}): Reply => ({ status: 201, body: { success: true, message: 'ok', ...body } });
const onboarded = created({ id: hexId(50), matched: 2 });
const registered = created({ businessId: hexId(60), matched: 0 });
const booked = created({ bookingId: hexId(70) });
const lead = (status: string) => ({ id: hexId(7), bookkeeperId: hexId(8), status, source: 'booking', matchScore: 80, createdAt: '2026-01-01T00:00:00.000Z' });

describe('outbox replay outcomes', () => {
  it('sends a queued questionnaire once with its Idempotency-Key and keeps it as sent with the server answer', async () => {
    const { db, queue, replay } = setup();
    const item = await queue({ kind: 'questionnaire', payload: questionnairePayload() });
    const { fetch, calls } = fetchReplying(onboarded);

    expect(await replay(fetch)).toMatchObject({ sent: 1, retrying: 0, needsAttention: 0 });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/customer-onboarding', method: 'POST', body: questionnairePayload() });
    expect(calls[0]?.headers['idempotency-key']).toBe(item.id);
    expect(await getOutboxItem(db, item.id)).toMatchObject({ state: 'sent', sentAt: T0, steps: [{ done: true, result: { id: hexId(50), matched: 2 } }] });

    await replay(fetch);
    expect(calls).toHaveLength(1);
  });

  it('retries a 5xx after a jittered, growing backoff with the same key, and never drops it', async () => {
    const { db, clock, queue, replay } = setup();
    const item = await queue({ kind: 'business-request', payload: businessPayload() });
    const { fetch, calls } = fetchReplying({ status: 500, body: { message: 'Internal server error' } }, { status: 502 }, registered);

    await replay(fetch, () => 0);
    const first = await getOutboxItem(db, item.id);
    expect(first).toMatchObject({ state: 'pending', attempts: 1, lastError: 'Internal server error', nextAttemptAt: T0 + BACKOFF.baseMs / 2 });

    // Not due yet: nothing is sent.
    clock.advance(BACKOFF.baseMs / 2 - 1);
    await replay(fetch);
    expect(calls).toHaveLength(1);

    clock.advance(1);
    await replay(fetch, () => 0.999);
    const second = await getOutboxItem(db, item.id);
    expect(second?.attempts).toBe(2);
    const waited = second!.nextAttemptAt - clock.now();
    expect(waited).toBeGreaterThanOrEqual(BACKOFF.baseMs);
    expect(waited).toBeLessThanOrEqual(BACKOFF.baseMs * 2);

    clock.advance(waited);
    await replay(fetch);
    expect((await getOutboxItem(db, item.id))?.state).toBe('sent');
    expect(new Set(calls.map((call) => call.headers['idempotency-key']))).toEqual(new Set([item.id]));
  });

  it('waits as long as a 429 or 503 Retry-After says', async () => {
    const { db, queue, replay } = setup();
    const item = await queue({ kind: 'business-request', payload: businessPayload() });
    await replay(fetchReplying({ status: 503, headers: { 'Retry-After': '120' }, body: { message: 'busy' } }).fetch);
    expect((await getOutboxItem(db, item.id))?.nextAttemptAt).toBe(T0 + 120_000);
  });

  it('keeps an item through a network error and stops the pass, leaving the rest due', async () => {
    const { db, queue, replay } = setup();
    const first = await queue({ kind: 'questionnaire', payload: questionnairePayload() });
    const second = await queue({ kind: 'business-request', payload: businessPayload() });
    const { fetch, calls } = fetchReplying('network-error');

    expect(await replay(fetch)).toMatchObject({ offline: true, sent: 0 });
    expect(calls).toHaveLength(1);
    expect(await getOutboxItem(db, first.id)).toMatchObject({ state: 'pending', attempts: 1 });
    expect(await getOutboxItem(db, second.id)).toMatchObject({ state: 'pending', attempts: 0, nextAttemptAt: T0 });
  });

  it('sends an item that could not reach the server as soon as the device is online, but waits out a 5xx backoff', async () => {
    const { db, queue, replay } = setup();
    const unreachable = await queue({ kind: 'questionnaire', payload: questionnairePayload() });
    await replay(fetchReplying('network-error').fetch);
    expect(await getOutboxItem(db, unreachable.id)).toMatchObject({ state: 'pending', unreachable: true });
    // Still offline: the backoff holds.
    const offline = fetchReplying(onboarded);
    await replay(offline.fetch);
    expect(offline.calls).toHaveLength(0);

    const failing = await queue({ kind: 'business-request', payload: businessPayload() });
    // Online again (the `online` event, Background Sync): the unreachable item goes at once; the
    // one the server answered with a 500 keeps waiting for its backoff.
    const online = fetchReplying({ status: 500, body: { message: 'Internal server error' } }, onboarded);
    await replay(online.fetch);
    expect(await getOutboxItem(db, failing.id)).toMatchObject({ state: 'pending', unreachable: false });
    await replay(online.fetch, () => 0.5, true);
    expect(online.calls.map((call) => call.url)).toEqual(['/api/business/register', '/api/customer-onboarding']);
    expect(await getOutboxItem(db, unreachable.id)).toMatchObject({ state: 'sent' });
    expect(await getOutboxItem(db, failing.id)).toMatchObject({ state: 'pending', attempts: 1 });
  });

  it('keeps asking while the server says the first request is still running, however many attempts failed before, until the server takes the stale claim over', async () => {
    const { db, clock, queue, replay } = setup();
    const item = await queue({ kind: 'questionnaire', payload: questionnairePayload() });
    // A server killed -9 mid-request at T0: down for 20 s, then "still running" until its claim is a minute old, then the retry runs.
    const running: Reply = { status: 409, headers: { 'Retry-After': '2' }, body: { message: 'A request with this Idempotency-Key is still being processed; retry shortly' } };
    const { fetch, calls } = scriptedFetch(() => (clock.now() < T0 + 20_000 ? 'network-error' : clock.now() < T0 + 60_000 ? running : onboarded));
    for (let pass = 0; pass < 20 && (await getOutboxItem(db, item.id))?.state === 'pending'; pass += 1) {
      await replay(fetch, () => 0, true);
      clock.advance(Math.max(0, (await getOutboxItem(db, item.id))!.nextAttemptAt - clock.now()));
    }
    expect(await getOutboxItem(db, item.id)).toMatchObject({ state: 'sent', inProgressSince: undefined });
    expect(new Set(calls.map((call) => call.headers['idempotency-key']))).toEqual(new Set([item.id]));
  });

  it('puts a 422 under needs attention with the field messages, then sends the edited payload under a fresh key', async () => {
    const { db, queue, replay, clock } = setup();
    const item = await queue({ kind: 'business-request', payload: businessPayload() });
    const errors = [{ path: 'email', message: 'This address bounced' }];
    const { fetch, calls } = fetchReplying({ status: 422, body: { message: 'email: This address bounced', errors } }, registered);

    expect(await replay(fetch)).toMatchObject({ needsAttention: 1 });
    expect(await getOutboxItem(db, item.id)).toMatchObject({ state: 'invalid', fieldErrors: errors, lastError: 'email: This address bounced' });
    await replay(fetch);
    expect(calls).toHaveLength(1);

    clock.advance(60_000);
    const fixed = { ...businessPayload(), email: 'ann@other.example' };
    expect(await editAndResend(db, item.id, fixed, { now: clock.now })).toEqual({ ok: true });
    await replay(fetch);
    expect(calls[1]?.body).toEqual(fixed);
    // The server stored its 422 under the first key: the edited request goes under a new one.
    expect(calls[1]?.headers['idempotency-key']).toBe(`${item.id}-r1`);
    expect(await getOutboxItem(db, item.id)).toMatchObject({ state: 'sent', fieldErrors: [] });
  });

  it('marks a 400 invalid too', async () => {
    const { db, queue, replay } = setup();
    const item = await queue({ kind: 'questionnaire', payload: questionnairePayload() });
    await replay(fetchReplying({ status: 400, body: { message: 'age: Please choose an age range', errors: [{ path: 'age', message: 'Please choose an age range' }] } }).fetch);
    expect(await getOutboxItem(db, item.id)).toMatchObject({ state: 'invalid', fieldErrors: [{ path: 'age', message: 'Please choose an age range' }] });
  });

  it('rejects an item on another 4xx without holding back the items behind it', async () => {
    const { db, queue, replay } = setup();
    const refused = await queue({ kind: 'hire', payload: hirePayload() });
    const next = await queue({ kind: 'questionnaire', payload: questionnairePayload() });
    const { fetch, calls } = scriptedFetch((call) => (call.url === '/api/business/register' ? { status: 413, body: { message: 'Request body too large' } } : onboarded));

    expect(await replay(fetch)).toMatchObject({ sent: 1, needsAttention: 1 });
    expect(await getOutboxItem(db, refused.id)).toMatchObject({ state: 'rejected', lastError: 'Request body too large' });
    expect(await getOutboxItem(db, next.id)).toMatchObject({ state: 'sent' });
    expect(calls.map((call) => call.url)).toEqual(['/api/business/register', '/api/customer-onboarding']);
  });

  it('resends a rejected item under a fresh key when the user asks', async () => {
    const { db, queue, replay } = setup();
    const item = await queue({ kind: 'questionnaire', payload: questionnairePayload() });
    const { fetch, calls } = fetchReplying({ status: 404, body: { message: 'Not found' } }, onboarded);
    await replay(fetch);
    expect(await resendItem(db, item.id, { now: () => T0 })).toBe(true);
    await replay(fetch);
    expect(calls.map((call) => call.headers['idempotency-key'])).toEqual([item.id, `${item.id}-r1`]);
    expect((await getOutboxItem(db, item.id))?.state).toBe('sent');
  });

  it('stores the lead the server holds now on a 409, with the session cookie as the only credential', async () => {
    const { db, queue, replay } = setup();
    const item = await queue(leadChange(hexId(7), 'new', 'contacted'));
    const { fetch, calls } = fetchReplying({ status: 409, body: { message: 'This lead is now passed; it was new when you changed it', lead: lead('passed') } });

    await replay(fetch);
    expect(calls[0]).toMatchObject({ url: `/api/lead/${hexId(7)}`, method: 'PATCH', body: { status: 'contacted', from: 'new' } });
    expect(calls[0]?.headers['x-dashboard-key']).toBeUndefined();
    expect(await getOutboxItem(db, item.id)).toMatchObject({ state: 'conflict', serverState: { status: 'passed' } });
  });

});

describe('outbox replay order', () => {
  it('keeps the order of one lead’s changes while another lead’s go ahead', async () => {
    const { queue, replay, clock } = setup();
    const a1 = await queue(leadChange(hexId(1), 'new', 'contacted'));
    const a2 = await queue(leadChange(hexId(1), 'contacted', 'won'));
    const b1 = await queue(leadChange(hexId(2), 'new', 'passed'));
    let failFirst = true;
    const { fetch, calls } = scriptedFetch((call) => {
      if (call.headers['idempotency-key'] === a1.id && failFirst) {
        failFirst = false;
        return { status: 503, body: { message: 'busy' } };
      }
      return { status: 200, body: { success: true, lead: lead('contacted') } };
    });

    await replay(fetch);
    // a2 waits behind a1's retry; b1 is another lead and goes.
    expect(calls.map((call) => call.headers['idempotency-key'])).toEqual([a1.id, b1.id]);

    clock.advance(BACKOFF.maxMs);
    await replay(fetch);
    expect(calls.map((call) => call.headers['idempotency-key'])).toEqual([a1.id, b1.id, a1.id, a2.id]);
  });

  it('sends other entities’ items side by side, a few at a time, each entity’s still one after another', async () => {
    const { queue, replay } = setup();
    const a1 = await queue(leadChange(hexId(1), 'new', 'contacted'));
    const a2 = await queue(leadChange(hexId(1), 'contacted', 'won'));
    const others = [];
    for (const n of [2, 3, 4, 5]) others.push(await queue(leadChange(hexId(n), 'new', 'passed')));
    const { fetch, calls } = scriptedFetch(() => ({ status: 200, body: { success: true, lead: lead('contacted') } }));
    let inFlight = 0;
    let most = 0;
    const started: string[] = [];
    const wakers = new Set<() => void>();
    // Every request but the first (which goes alone) is held until three are in flight, or a second
    // has passed: the most seen at once is then how many the replay sends side by side.
    const held: typeof fetch = async (input, init) => {
      started.push(new Headers(init?.headers).get('idempotency-key')!);
      most = Math.max(most, (inFlight += 1));
      for (const wake of wakers) wake();
      if (started.length > 1) {
        await new Promise<void>((resolve) => {
          const release = () => {
            wakers.delete(check);
            resolve();
          };
          const check = () => {
            if (inFlight >= 3) release();
          };
          wakers.add(check);
          check();
          setTimeout(release, 1000);
        });
      }
      inFlight -= 1;
      return fetch(input, init);
    };

    expect(await replay(held)).toMatchObject({ sent: 6, retrying: 0 });
    expect(calls).toHaveLength(6);
    expect(most).toBe(3);
    expect(started.indexOf(a2.id)).toBeGreaterThan(started.indexOf(a1.id));
    expect(new Set(started)).toEqual(new Set([a1.id, a2.id, ...others.map((item) => item.id)]));
  });

  it('sends a row left "sending" by a closed tab on the next replay', async () => {
    const { db, queue, replay } = setup();
    const item = await queue({ kind: 'questionnaire', payload: questionnairePayload() });
    await db.outbox.update(item.id, { state: 'sending' });
    const { fetch, calls } = fetchReplying(onboarded);
    await replay(fetch);
    expect(calls).toHaveLength(1);
    expect((await getOutboxItem(db, item.id))?.state).toBe('sent');
  });

  it('runs one replay at a time, so concurrent callers never send an item twice', async () => {
    const { db, queue, replay } = setup();
    await queue({ kind: 'questionnaire', payload: questionnairePayload() });
    await queue({ kind: 'business-request', payload: businessPayload() });
    const { fetch, calls } = scriptedFetch((call) => (call.url === '/api/customer-onboarding' ? onboarded : registered));
    const slow: typeof fetch = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return fetch(...args);
    };
    await Promise.all([replay(slow), replay(slow), replay(slow)]);
    expect(calls).toHaveLength(2);
    expect((await listOutbox(db)).map((item) => item.state)).toEqual(['sent', 'sent']);
  });
});

describe('hire: two steps in one item', () => {
  it('registers the business, then books with the businessId it returned, each step under its own key', async () => {
    const { db, queue, replay } = setup();
    const item = await queue({ kind: 'hire', payload: hirePayload() });
    const { fetch, calls } = scriptedFetch((call) => (call.url === '/api/business/register' ? registered : booked));
    await replay(fetch);

    expect(calls.map((call) => [call.url, call.headers['idempotency-key']])).toEqual([
      ['/api/business/register', `${item.id}-1`],
      ['/api/bookings', `${item.id}-2`],
    ]);
    expect(calls[0]?.body).toMatchObject({ companyName: 'Acme Ltd', purpose: 'hire' });
    expect(calls[1]?.body).toEqual({ ...hirePayload().booking, businessId: hexId(60) });
    expect(await getOutboxItem(db, item.id)).toMatchObject({ state: 'sent', steps: [{ result: { businessId: hexId(60) } }, { result: { bookingId: hexId(70) } }] });
  });

  it('after a half-done flush, replays only the booking, with the stored businessId and the same key', async () => {
    const { db, queue, replay, clock } = setup();
    const item = await queue({ kind: 'hire', payload: hirePayload() });
    const flush = scriptedFetch((call) => (call.url === '/api/business/register' ? registered : 'network-error'));
    await replay(flush.fetch);
    expect(flush.calls.map((call) => call.url)).toEqual(['/api/business/register', '/api/bookings']);
    expect(await getOutboxItem(db, item.id)).toMatchObject({ state: 'pending', attempts: 1, steps: [{ done: true }, { done: false }] });

    clock.advance(BACKOFF.maxMs);
    const again = scriptedFetch(() => booked);
    await replay(again.fetch);
    expect(again.calls).toHaveLength(1);
    expect(again.calls[0]).toMatchObject({ url: '/api/bookings', body: { businessId: hexId(60) } });
    expect(again.calls[0]?.headers['idempotency-key']).toBe(flush.calls[1]?.headers['idempotency-key']);
    expect((await getOutboxItem(db, item.id))?.state).toBe('sent');
  });

  it('stops, waiting for the user, when the business step answers 2xx without a readable businessId', async () => {
    const { db, queue, replay } = setup();
    const item = await queue({ kind: 'hire', payload: hirePayload() });
    const { fetch, calls } = fetchReplying({ status: 201, body: { success: true } });
    await replay(fetch);
    expect(calls.map((call) => call.url)).toEqual(['/api/business/register']);
    expect(await getOutboxItem(db, item.id)).toMatchObject({ state: 'rejected', steps: [{ done: false }, { done: false }] });
  });

  it('marks an item sent when the server accepted its last step but the answer cannot be read', async () => {
    const { db, queue, replay } = setup();
    const item = await queue({ kind: 'hire', payload: hirePayload() });
    const { fetch } = scriptedFetch((call) => (call.url === '/api/business/register' ? registered : { status: 201, body: { success: true } }));
    await replay(fetch);
    expect(await getOutboxItem(db, item.id)).toMatchObject({ state: 'sent', steps: [{ done: true, result: { businessId: hexId(60) } }, { done: true, result: undefined }] });
  });

  it('on an edit after a refused booking, keeps the registered business and resends only the booking', async () => {
    const { db, queue, replay } = setup();
    const item = await queue({ kind: 'hire', payload: hirePayload() });
    const refusal: Reply = { status: 422, body: { message: 'Bookkeeper not found' } };
    const first = scriptedFetch((call) => (call.url === '/api/business/register' ? registered : refusal));
    await replay(first.fetch);
    expect(await getOutboxItem(db, item.id)).toMatchObject({ state: 'invalid', lastError: 'Bookkeeper not found' });

    const edited = { ...hirePayload(), booking: { ...hirePayload().booking, bookkeeperId: hexId(10) } };
    expect(await editAndResend(db, item.id, edited, { now: () => T0 })).toEqual({ ok: true });
    const second = scriptedFetch(() => booked);
    await replay(second.fetch);
    expect(second.calls).toHaveLength(1);
    expect(second.calls[0]).toMatchObject({ url: '/api/bookings', body: { bookkeeperId: hexId(10), businessId: hexId(60) } });
    expect(second.calls[0]?.headers['idempotency-key']).toBe(`${item.id}-2-r1`);
  });
});
