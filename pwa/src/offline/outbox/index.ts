/**
 * The outbox of queued public writes (ARCHITECTURE §2, write path): the one entry for code outside
 * this folder. Forms send through `useQueuedWrite`; the outbox panel lists, resends and discards;
 * the provider dashboard queues its lead changes, the request page its customer's actions; pages and the service worker replay.
 */
export { useQueuedWrite } from './use-queued-write';
export { useReopenedOutboxItem } from './use-reopened-outbox-item';
export { refusedStep } from './submit-outcome';
export type { OutboxItem } from './outbox-row';
export { useOutboxCounts, useOutboxItems } from './use-outbox';
export { requestLinkOf } from './request-link';
export { useRequestLink } from './use-request-link';
export { useStillQueued } from './use-still-queued';
export { discardItem, enqueue, getOutboxItem, listOutbox, parseRow, resendItem, type OutboxDeps } from './outbox';
export { isReplayRequest, onReplayed, OUTBOX_SYNC_TAG, registerOutboxSync, replayNow, startOutboxReplay, type ReplayReply } from './replay-requests';
export { replayOutbox, type ReplaySummary } from './replay';
export { requestActionSchema, requestEntityKey, type RequestAction } from './outbox-kinds';
