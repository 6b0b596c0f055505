import { db } from '../db';
import { discardItem, onReplayed, registerOutboxSync, replayNow, resendItem, type RequestAction } from '../outbox';
import { queueRequestAction, readRequestActions, type QueueActionResult, type RequestActionItem } from './request-actions';
import { refreshRequestPage, type RequestRefreshResult } from './request-refresh';
import { readCachedRequestPage, type CachedRequestPage } from './request-store';

/**
 * The request page's door to its offline copy and its queued actions, over the app's database:
 * what the request feature calls, so it never touches Dexie itself.
 */

/** The cached page, or null when this device holds none. */
export const readRequestPageView = async (requestId: string): Promise<CachedRequestPage | null> => (await readCachedRequestPage(db, requestId)) ?? null;

export const refreshCustomerRequest = (requestId: string): Promise<RequestRefreshResult> => refreshRequestPage(db, requestId);

export const readCustomerActions = (requestId: string): Promise<RequestActionItem[]> => readRequestActions(db, requestId);

/** Sends what the outbox holds now (through the worker when one controls the page). */
const sendNow = () => void replayNow().catch(() => undefined);

/**
 * Queues the customer's action and sends it at once when the device is online; offline, Background
 * Sync (Chromium) or the pages' triggers send it once the connection returns.
 */
export async function takeRequestAction(requestId: string, action: RequestAction, label: string): Promise<QueueActionResult> {
  const queued = await queueRequestAction(db, requestId, action, label);
  if (queued.ok) {
    void registerOutboxSync();
    sendNow();
  }
  return queued;
}

/** Calls `listener` after every replay pass, so the page reads the server's state its actions made. */
export const watchRequestActionAnswers = (listener: () => void): (() => void) => onReplayed(listener);

/** A refused action, sent again as it was. */
export async function resendRequestAction(id: string): Promise<void> {
  if (await resendItem(db, id)) sendNow();
}

/** A refused action, given up. */
export const discardRequestAction = (id: string): Promise<unknown> => discardItem(db, id);
