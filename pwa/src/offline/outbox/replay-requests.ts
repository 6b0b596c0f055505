import { runOnResume } from '../../lib/run-on-resume';
import { askWorker, isWorkerRequest } from '../../lib/worker-request';
import { db, type OutboxRow } from '../db';
import { readOutboxRows } from './outbox';
import { replayOutbox, type ReplaySummary } from './replay';

/**
 * Who replays the outbox, and when (ARCHITECTURE §2). The service worker replays on Background Sync
 * (Chromium) and whenever a page asks it to; its pass survives the tab closing, inside
 * `event.waitUntil`. Pages ask on start, on `online`, on becoming visible, on an interval while
 * visible and when the earliest backoff ends, because Safari and Firefox never fire Background
 * Sync; without a controlling worker (none yet, a browser without one, a blocked worker) the page
 * replays itself. Either way the engine's Web Lock keeps it to one replay at a time across tabs and
 * the worker. The page's side is loaded after the first render (it pulls in Dexie), never in the
 * entry chunk.
 */

/** The outbox's Background Sync tag (`sw.ts` replays on it). */
export const OUTBOX_SYNC_TAG = 'outbox';

/** A page's request for a replay; the worker answers with the pass's summary (`sw.ts`). */
export const REPLAY_REQUEST = { type: 'REPLAY_OUTBOX' } as const;

export type ReplayReply = { type: 'REPLAYED'; summary: ReplaySummary } | { type: 'REPLAY_FAILED' };

export const isReplayRequest = (data: unknown): boolean => isWorkerRequest(data, REPLAY_REQUEST);

/** A worker that does not answer within this is treated as gone: the page replays itself. */
const WORKER_ANSWER_MS = 20_000;

/** One replay pass: through the controlling worker, else in this page. */
export async function requestReplay(): Promise<ReplaySummary | undefined> {
  const reply = await askWorker<ReplayReply>(REPLAY_REQUEST, WORKER_ANSWER_MS);
  if (reply?.type === 'REPLAYED') return reply.summary;
  return replayOutbox(db, {});
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks for a Background Sync (Chromium) so the worker replays once the device is back online, even
 * with every tab closed. Elsewhere (Safari, Firefox) there is no SyncManager and pages ask instead.
 * Failure only means the pages' own triggers must do.
 */
export async function registerOutboxSync(): Promise<void> {
  if (!('SyncManager' in globalThis) || !navigator.serviceWorker) return;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as (ServiceWorkerRegistration & SyncRegistration) | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Permission refused or no active worker yet: the page's triggers cover it.
  }
}

/**
 * When the next replay is due (pure): the earliest `nextAttemptAt` of an item still to be sent, so
 * a write that got a 5xx goes again when its backoff ends rather than at the next page trigger.
 * Undefined when nothing waits to be sent.
 */
export function nextDueAt(rows: readonly Pick<OutboxRow, 'state' | 'nextAttemptAt'>[]): number | undefined {
  let due: number | undefined;
  for (const row of rows) {
    if (row.state !== 'pending' && row.state !== 'sending') continue;
    if (due === undefined || row.nextAttemptAt < due) due = row.nextAttemptAt;
  }
  return due;
}

/**
 * The wait before that replay: not in the past, at least `floorMs`, and never past `ceilingMs`
 * (the pages' interval covers the rest).
 */
export function delayUntil(due: number | undefined, now: number, ceilingMs: number, floorMs = 0): number | undefined {
  if (due === undefined) return undefined;
  return Math.min(Math.max(floorMs, due - now), ceilingMs);
}

export const REPLAY_INTERVAL_MS = 30_000;

/**
 * The least wait after a pass that could not reach the server. Online, an item that never reached
 * it is due again at once (replay.ts), and the items the pass did not get to are due too: without
 * this floor the page would replay in a tight loop, a request each time, for as long as the server
 * is down or cut off while the browser says it is online, and its worker would never be idle long
 * enough for an updated one to take over.
 */
export const AFTER_UNREACHABLE_MS = 2_000;

let timer: ReturnType<typeof setTimeout> | undefined;

const replayed = new Set<() => void>();

/**
 * Calls `listener` after every replay pass this page ran or asked the worker for. A page's live
 * query does not reliably see the worker's writes, so a view that folds answers in (the provider
 * dashboard) looks again here. Returns the function that stops listening.
 */
export function onReplayed(listener: () => void): () => void {
  replayed.add(listener);
  return () => replayed.delete(listener);
}

/** Replays now (through the worker when one controls the page) and arms the timer for the next due item. */
export async function replayNow(): Promise<ReplaySummary | undefined> {
  let summary: ReplaySummary | undefined;
  try {
    summary = await requestReplay();
    return summary;
  } finally {
    for (const listener of replayed) listener();
    await armNextDue(summary?.offline === true);
  }
}

async function armNextDue(unreachable: boolean): Promise<void> {
  clearTimeout(timer);
  const delay = delayUntil(nextDueAt(await readOutboxRows(db)), Date.now(), REPLAY_INTERVAL_MS, unreachable ? AFTER_UNREACHABLE_MS : 0);
  if (delay !== undefined) timer = setTimeout(() => void replayNow().catch(() => undefined), delay);
}

let stop: (() => void) | undefined;

/** Starts the page's triggers once per page; returns the function that stops them. */
export function startOutboxReplay(): () => void {
  stop ??= runOnResume(replayNow, { intervalMs: REPLAY_INTERVAL_MS });
  return stop;
}
