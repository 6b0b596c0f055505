import type { ReplaySummary } from './replay';

/**
 * The words pages and the service worker use (ARCHITECTURE §2): the outbox's Background Sync tag,
 * and the messages a page posts to ask the worker for a replay or a catalogue sync. The worker
 * answers on the message's port once the work is over, so the page knows when to look again.
 */
export const OUTBOX_SYNC_TAG = 'outbox';

export const REPLAY_REQUEST = { type: 'REPLAY_OUTBOX' } as const;

export type ReplayReply = { type: 'REPLAYED'; summary: ReplaySummary } | { type: 'REPLAY_FAILED' };

/** The catalogue's sync (catalogue-sync.ts), run by the worker so its parsing and writes stay off the page's main thread. */
export const CATALOGUE_SYNC_REQUEST = { type: 'SYNC_CATALOGUE' } as const;

export type CatalogueSyncReply = { type: 'CATALOGUE_SYNCED' } | { type: 'CATALOGUE_SYNC_FAILED' };

const isRequest = (data: unknown, type: string) => typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;

export const isReplayRequest = (data: unknown): boolean => isRequest(data, REPLAY_REQUEST.type);

export const isCatalogueSyncRequest = (data: unknown): boolean => isRequest(data, CATALOGUE_SYNC_REQUEST.type);
