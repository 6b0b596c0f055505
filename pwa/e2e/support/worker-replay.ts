import type { Page } from 'playwright-core';

/** What one replay pass did (the app's ReplaySummary). */
export interface ReplayPass {
  sent: number;
  retrying: number;
  needsAttention: number;
  offline: boolean;
}

/**
 * Runs one more outbox replay pass in the service worker controlling `page`, as the app's later
 * triggers (interval, visibility, Background Sync) would, and resolves with its summary once the
 * pass is over: the positive signal that "nothing is sent again" was actually tried.
 */
export function replayPassInWorker(page: Page): Promise<ReplayPass> {
  return page.evaluate(
    () =>
      new Promise<ReplayPass>((resolve, reject) => {
        const worker = navigator.serviceWorker.controller;
        if (!worker) {
          reject(new Error('no service worker controls the page'));
          return;
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<{ type: string; summary?: ReplayPass }>) => {
          if (event.data.type === 'REPLAYED' && event.data.summary) resolve(event.data.summary);
          else reject(new Error(`the worker answered ${event.data.type}`));
        };
        worker.postMessage({ type: 'REPLAY_OUTBOX' }, [channel.port2]);
      }),
  );
}
