import type { CachedRequestPage, RequestRefreshResult } from '../../offline/requests';

/** Why the page has no access: opened without its link, or the link's key was turned down. */
export type NoAccessReason = 'no-link' | 'link-refused';

export type RequestPageState =
  | { status: 'loading' }
  | { status: 'no-access'; reason: NoAccessReason }
  /** No access yet, but the opened link's key could not be checked (429, server error): it can be tried again. */
  | { status: 'link-waiting' }
  | { status: 'offline-empty' }
  | { status: 'failed' }
  | {
      status: 'ready';
      page: CachedRequestPage;
      refreshing: boolean;
      /** The last refresh did not get the server's answer: the copy on this device is shown. */
      stale: boolean;
    };

export interface RequestPageFacts {
  /** The copy on this device: undefined while it is read, null when there is none. */
  page: CachedRequestPage | null | undefined;
  /** The last refresh's result (none yet) and whether one is running. */
  refresh: { result?: RequestRefreshResult | undefined; running: boolean };
  /** The server refused the key of the opened link. */
  linkRefused: boolean;
  /** The opened link's key got no answer yet (429, server error, no connection) and is kept for another try. */
  linkWaiting: boolean;
}

/**
 * What the page shows (pure): the server's word on access first (a 401 has already deleted the copy),
 * then the copy on this device, so offline the last copy shows; never a blank page.
 */
export function requestPageState({ page, refresh, linkRefused, linkWaiting }: RequestPageFacts): RequestPageState {
  if (refresh.result === 'no-access' && linkWaiting) return { status: 'link-waiting' };
  if (refresh.result === 'no-access') return { status: 'no-access', reason: linkRefused ? 'link-refused' : 'no-link' };
  if (page) return { status: 'ready', page, refreshing: refresh.running, stale: refresh.result === 'offline' || refresh.result === 'failed' };
  if (page === undefined || refresh.result === undefined) return { status: 'loading' };
  return { status: refresh.result === 'offline' ? 'offline-empty' : 'failed' };
}
