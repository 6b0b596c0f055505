import type { LedgerLinkDb, OutboxRow } from '../db';
import { conflictState, stepRequest } from './outbox-kinds';
import { classifyAnswer } from './outbox-outcome';
import { stepIdempotencyKey } from './outbox-row';
import { completeStep, failAttempt, markSending } from './outbox-state';
import { parseRow, readOutboxRows } from './outbox';
import { settleCall } from '../../lib/settle-call';
import { LOCK_NAMES, withExclusiveLock } from '../../lib/web-lock';

/**
 * Sends what the outbox holds (ARCHITECTURE §2, write path). Called by the service worker on
 * Background Sync and on a page's request, and by pages on start, `online`, visibility and an
 * interval; the Web Lock makes every caller take its turn, so an item is never sent by two at once.
 * Invariants:
 * - every request carries its step's Idempotency-Key (outbox-row.ts `stepIdempotencyKey`);
 * - each step's outcome is stored before the next request, so a flush cut short (tab closed,
 *   network lost between hire's two calls) resumes after the last step that got a 2xx;
 * - items of one entity go in queue order: one still waiting (backoff, retry) holds back the
 *   entity's later items; an item waiting for the user does not, nor does anything hold back
 *   other entities, which are sent a few at a time (ENTITIES_AT_ONCE);
 * - a network error ends the pass (the device is most likely offline): no further item starts, and
 *   what was not tried stays due.
 */

export interface ReplayDeps {
  /** Defaults to the platform's fetch. */
  fetch?: typeof fetch;
  now?: () => number;
  /** In [0, 1), for the backoff's jitter. */
  random?: () => number;
  /** Per request; a hung request must not hold the lock for ever. */
  timeoutMs?: number;
  /**
   * The device is online now (defaults to `navigator.onLine`, in pages and the worker alike): an
   * item waiting only because its last attempt could not reach the server is due at once, so the
   * `online` event and Background Sync send it instead of waiting out a backoff meant for offline.
   */
  online?: boolean;
}

export interface ReplaySummary {
  sent: number;
  retrying: number;
  needsAttention: number;
  /** True when the pass stopped at a network error. */
  offline: boolean;
}

export function replayOutbox(db: LedgerLinkDb, deps: ReplayDeps): Promise<ReplaySummary> {
  return withExclusiveLock(LOCK_NAMES.outboxReplay, () => replayPass(db, deps));
}

/**
 * Entities replayed side by side. Each write waits on the server's round trip and database work, so
 * a queue of one entity per write (100 questionnaires) drains about this many times faster; one
 * entity's items still go one at a time, in order.
 */
const ENTITIES_AT_ONCE = 3;

async function replayPass(db: LedgerLinkDb, deps: ReplayDeps): Promise<ReplaySummary> {
  const now = deps.now ?? Date.now;
  const summary: ReplaySummary = { sent: 0, retrying: 0, needsAttention: 0, offline: false };
  const online = deps.online ?? globalThis.navigator?.onLine === true;
  // Under the lock nothing else is sending, so a row still 'sending' was cut short: it goes again.
  const rows = (await readOutboxRows(db)).filter((row) => row.state === 'pending' || row.state === 'sending');
  const entities = new Map<string, OutboxRow[]>();
  for (const row of rows) {
    const items = entities.get(row.entityKey);
    if (items) items.push(row);
    else entities.set(row.entityKey, [row]);
  }
  const queue = [...entities.values()];

  // The first item sent goes alone: when the device is offline after all, it is the only one tried.
  let firstSent!: () => void;
  const firstAnswered = new Promise<void>((resolve) => (firstSent = resolve));

  /** Sends one entity's items in order until one has to wait (its backoff, a retry) or the device is offline. */
  const replayEntity = async (items: OutboxRow[]) => {
    for (const row of items) {
      if (summary.offline) return;
      if (row.nextAttemptAt > now() && !(online && row.unreachable)) return;
      const result = await sendItem(db, row, deps);
      firstSent();
      if (result === 'offline') {
        summary.offline = true;
        summary.retrying += 1;
        return;
      }
      if (result.state === 'sent') summary.sent += 1;
      else if (result.state === 'pending') {
        summary.retrying += 1;
        return;
      } else summary.needsAttention += 1;
    }
  };
  const lane = async () => {
    for (let items = queue.shift(); items && !summary.offline; items = queue.shift()) await replayEntity(items);
  };
  const others = Array.from({ length: ENTITIES_AT_ONCE - 1 }, async () => {
    await firstAnswered;
    await lane();
  });
  await Promise.all([lane().finally(firstSent), ...others]);
  return summary;
}

/** Sends the item's unfinished steps in order, storing each outcome; returns the stored row. */
async function sendItem(db: LedgerLinkDb, initial: OutboxRow, deps: ReplayDeps): Promise<OutboxRow | 'offline'> {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  let row = await store(db, markSending(initial, { now: now() }));
  for (let index = row.steps.findIndex((step) => !step.done); index !== -1 && index < row.steps.length; index += 1) {
    const request = stepRequest(row, index);
    if ('missing' in request) return store(db, failAttempt(row, { type: 'rejected', message: request.missing }, { now: now(), random }));
    const settled = await settleCall(request.endpoint, request.input, {
      headers: { 'Idempotency-Key': stepIdempotencyKey(row, index) },
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
      ...(deps.timeoutMs !== 0 && typeof AbortSignal.timeout === 'function' ? { signal: AbortSignal.timeout(deps.timeoutMs ?? 30_000) } : {}),
    });
    if (settled.type === 'unreachable') {
      await store(db, failAttempt(row, { type: 'retry', message: networkMessage(settled.error), unreachable: true }, { now: now(), random }));
      return 'offline';
    }
    if (settled.type === 'refused') {
      const { status, headers, body } = settled;
      const outcome = classifyAnswer({ status, headers, body, inProgressSince: row.inProgressSince, serverState: status === 409 ? conflictState(row.kind, body) : undefined, now: now() });
      if (outcome.type !== 'success') return store(db, failAttempt(row, outcome, { now: now(), random }));
    }
    // A later step builds on this answer (hire's businessId): without it the item cannot go on.
    if (settled.type !== 'answer' && index < row.steps.length - 1) {
      return store(db, failAttempt(row, { type: 'rejected', message: 'The server’s answer could not be read' }, { now: now(), random }));
    }
    // The last step: the server accepted the write; an unreadable answer only means no ids to show.
    row = await store(db, completeStep(row, index, settled.type === 'answer' ? settled.data : undefined, { now: now() }));
  }
  return row;
}

/** Writes the row unless the user discarded it meanwhile (then nothing is recreated). */
async function store(db: LedgerLinkDb, row: OutboxRow): Promise<OutboxRow> {
  await db.transaction('rw', db.outbox, async () => {
    if (parseRow(await db.outbox.get(row.id))) await db.outbox.put(row);
  });
  return row;
}

const networkMessage = (error: unknown) => `Could not reach the server${error instanceof Error && error.message ? ` (${error.message})` : ''}`;
