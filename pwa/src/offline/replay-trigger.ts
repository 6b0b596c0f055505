import { db } from './db';
import { replayOutbox, type ReplaySummary } from './replay';
import { OUTBOX_SYNC_TAG, REPLAY_REQUEST, type ReplayReply } from './replay-messages';
import { askWorker } from './worker-request';

/**
 * How a page gets the outbox replayed: the service worker does it when one controls the page (its
 * pass survives the tab closing, inside `event.waitUntil`); otherwise (no worker yet, a browser
 * without one, a blocked worker) the page replays itself. Either way the engine's Web Lock keeps it
 * to one replay at a time across tabs and the worker.
 */

/** A worker that does not answer within this is treated as gone: the page replays itself. */
const WORKER_ANSWER_MS = 20_000;

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
 * with every tab closed. Elsewhere (Safari, Firefox) there is no SyncManager and pages ask instead
 * (replay-scheduler.ts). Failure only means the pages' own triggers must do.
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
