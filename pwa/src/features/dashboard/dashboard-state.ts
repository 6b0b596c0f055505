import type { CachedDashboard, RefreshResult } from '../../offline/leads';

export type NoAccessReason = 'no-link' | 'link-refused' | 'signin-refused' | 'signed-out';

export type DashboardState =
  | { status: 'loading' }
  | { status: 'not-found' }
  /** `message`: the server's refusal of a sign-in link. */
  | { status: 'no-access'; reason: NoAccessReason; message?: string }
  /** No access yet, but the opened link's key could not be checked (429, server error): it can be tried again. */
  | { status: 'link-waiting' }
  | { status: 'offline-empty' }
  | { status: 'failed' }
  | {
      status: 'ready';
      dashboard: CachedDashboard;
      refreshing: boolean;
      /** The last refresh could not reach the server: the copy on this device is shown. */
      stale: boolean;
    };

export interface DashboardFacts {
  /** The offline copy: undefined while it is read, null when this device has none. */
  dashboard: CachedDashboard | null | undefined;
  /** The last refresh's result (none yet) and whether one is running. */
  refresh: { result?: RefreshResult | undefined; running: boolean };
  /** The server refused the key of the opened link. */
  linkRefused: boolean;
  /** The server's refusal of the opened sign-in link, if it refused one. */
  signinRefusal?: string | undefined;
  /** The opened link's key got no answer yet (429, server error, no connection) and is kept for another try. */
  linkWaiting: boolean;
  signedOut: boolean;
}

/** What the page shows (pure): the server's word on access first, then the copy on this device. */
export function dashboardState({ dashboard, refresh, linkRefused, signinRefusal, linkWaiting, signedOut }: DashboardFacts): DashboardState {
  if (signedOut) return { status: 'no-access', reason: 'signed-out' };
  if (refresh.result === 'not-found') return { status: 'not-found' };
  if (refresh.result === 'no-access' && linkWaiting) return { status: 'link-waiting' };
  if (refresh.result === 'no-access' && signinRefusal !== undefined) return { status: 'no-access', reason: 'signin-refused', message: signinRefusal };
  if (refresh.result === 'no-access') return { status: 'no-access', reason: linkRefused ? 'link-refused' : 'no-link' };
  if (dashboard) return { status: 'ready', dashboard, refreshing: refresh.running, stale: refresh.result === 'offline' || refresh.result === 'failed' };
  if (dashboard === undefined || refresh.result === undefined) return { status: 'loading' };
  return { status: refresh.result === 'offline' ? 'offline-empty' : 'failed' };
}
