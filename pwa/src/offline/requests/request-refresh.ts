import { requestEndpoints } from '@ledgerlink/shared-schema';
import { settleCall } from '../../lib/settle-call';
import type { LedgerLinkDb } from '../db';
import { clearCachedRequestPage, storeFetchedRequestPage } from './request-store';

/**
 * Reads a customer's request page (`GET /api/requests/{id}`, with this device's session cookie)
 * into the offline copy (request-store.ts). The answer is parsed with the shared schema before
 * anything is stored. A 401 means this device has no access (never had it, the session ended, or
 * the id is wrong): the copy is deleted, so the request's data does not outlive the access to it.
 */

export type RequestRefreshResult = 'refreshed' | 'no-access' | 'offline' | 'failed';

export interface RequestRefreshDeps {
  fetch?: typeof fetch;
  now?: () => number;
}

export async function refreshRequestPage(db: LedgerLinkDb, requestId: string, deps: RequestRefreshDeps = {}): Promise<RequestRefreshResult> {
  // Called unbound: the platform's fetch throws "Illegal invocation" when called as a method of another object.
  const send = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const now = deps.now ?? Date.now;
  const answer = await settleCall(requestEndpoints.get, { params: { id: requestId } }, { fetch: send });
  if (answer.type === 'unreachable') return 'offline';
  if (answer.type === 'refused' && answer.status === 401) {
    await clearCachedRequestPage(db, requestId);
    return 'no-access';
  }
  // Another request's page under this id would be a server fault: never stored under the wrong key.
  if (answer.type !== 'answer' || answer.data.request.id !== requestId) return 'failed';
  await storeFetchedRequestPage(db, { request: answer.data.request, matches: answer.data.matches }, now());
  return 'refreshed';
}
