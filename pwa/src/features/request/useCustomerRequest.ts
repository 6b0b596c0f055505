import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { forgetLinkKey, linkKeyFor } from '../../lib/link-key';
import { runOnResume } from '../../lib/run-on-resume';
import { refreshCustomerRequest, useRequestPageView, watchRequestActionAnswers, type RequestRefreshResult } from '../../offline/requests';
import { openRequestSession } from './request-session';
import { requestPageState, type RequestPageState } from './request-page-state';

/** Often enough that a professional's reply shows within a minute while the page is open. */
const REFRESH_EVERY_MS = 60_000;

export interface CustomerRequest {
  state: RequestPageState;
  retry(): void;
}

/**
 * A customer's request page: the link's key (taken out of the address at app start, see
 * lib/link-key.ts) exchanged for this device's session before the page is read, the offline copy
 * refreshed on open, `online`, visibility, window focus, every minute and after each outbox replay
 * (an action of the page was sent), and the page rendered
 * from that copy (a live query, so another tab's refresh shows too).
 */
export function useCustomerRequest(requestId: string): CustomerRequest {
  const location = useLocation();
  const key = useRef(linkKeyFor(location.pathname));
  const [refresh, setRefresh] = useState<{ result?: RequestRefreshResult; running: boolean }>({ running: true });
  const [linkRefused, setLinkRefused] = useState(false);
  const [linkWaiting, setLinkWaiting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const page = useRequestPageView(requestId);

  useEffect(() => {
    let active = true;
    const run = async () => {
      if (active) setRefresh((current) => ({ ...current, running: true }));
      const linkKey = key.current;
      if (linkKey) {
        const opening = await openRequestSession(requestId, linkKey);
        // A session or a refusal settles the key; after a 429 or no answer it stays in memory for the next try.
        if (opening !== 'try-later') {
          key.current = undefined;
          forgetLinkKey();
        }
        if (active) {
          setLinkRefused(opening === 'refused');
          setLinkWaiting(opening === 'try-later');
        }
      }
      const result = await refreshCustomerRequest(requestId);
      if (active) setRefresh({ result, running: false });
    };
    const stop = runOnResume(run, { intervalMs: REFRESH_EVERY_MS, onFocus: true });
    // After the outbox sent an action of this page, the matches it changed are read at once.
    const unwatch = watchRequestActionAnswers(() => {
      void refreshCustomerRequest(requestId).then((result) => active && setRefresh({ result, running: false }));
    });
    return () => {
      active = false;
      stop();
      unwatch();
    };
  }, [requestId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { state: requestPageState({ page, refresh, linkRefused, linkWaiting }), retry };
}
