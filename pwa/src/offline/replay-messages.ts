import type { ReplaySummary } from './replay';

/**
 * The words pages and the service worker use about the outbox (ARCHITECTURE §2): the Background
 * Sync tag, and the message a page posts to ask the worker for a replay. The worker answers on the
 * message's port once the pass is over, so the page knows when to look at the outbox again.
 */
export const OUTBOX_SYNC_TAG = 'outbox';

export const REPLAY_REQUEST = { type: 'REPLAY_OUTBOX' } as const;

export type ReplayReply = { type: 'REPLAYED'; summary: ReplaySummary } | { type: 'REPLAY_FAILED' };

export function isReplayRequest(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === REPLAY_REQUEST.type;
}
