import { runOnResume } from '../lib/run-on-resume';
import { db } from './db';
import { readOutboxRows } from './outbox';
import type { ReplaySummary } from './replay';
import { delayUntil, nextDueAt } from './replay-schedule';
import { requestReplay } from './replay-trigger';

/**
 * The page's side of replay (ARCHITECTURE §2): Safari and Firefox never fire Background Sync, so
 * every page asks for a replay on start, on `online`, on becoming visible and on an interval while
 * visible, and again when the earliest backoff ends. Loaded after the first render (it pulls in
 * Dexie), never in the entry chunk.
 */
export const REPLAY_INTERVAL_MS = 30_000;

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
  try {
    return await requestReplay();
  } finally {
    for (const listener of replayed) listener();
    await armNextDue();
  }
}

async function armNextDue(): Promise<void> {
  clearTimeout(timer);
  const delay = delayUntil(nextDueAt(await readOutboxRows(db)), Date.now(), REPLAY_INTERVAL_MS);
  if (delay !== undefined) timer = setTimeout(() => void replayNow().catch(() => undefined), delay);
}

let stop: (() => void) | undefined;

/** Starts the page's triggers once per page; returns the function that stops them. */
export function startOutboxReplay(): () => void {
  stop ??= runOnResume(replayNow, { intervalMs: REPLAY_INTERVAL_MS });
  return stop;
}
