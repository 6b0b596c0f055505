import { API } from '@ledgerlink/shared-schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { forgetLinkKey, linkKeyFor } from '../../lib/link-key';
import type { SessionOpening } from '../../lib/link-session';
import { settleCall } from '../../lib/settle-call';
import { openRequestSession } from './request-session';
import { unsubscribeState, type UnsubscribeFacts, type UnsubscribeState } from './unsubscribe-state';

export interface Unsubscribe {
  state: UnsubscribeState;
  retry(): void;
}

/**
 * The unsubscribe link of a request's update email: its key (taken out of the address at app
 * start, lib/link-key.ts) exchanged for this device's session as the request page does, then the
 * emails turned off. One Idempotency-Key per page visit, so "Try again" after a lost answer is
 * the same call; runs never overlap (each waits for the one before), so that key is never sent
 * twice at once (the server would answer the second with 409).
 */
export function useUnsubscribe(requestId: string): Unsubscribe {
  const location = useLocation();
  const key = useRef(linkKeyFor(location.pathname));
  const idempotencyKey = useRef(newIdempotencyKey());
  const [facts, setFacts] = useState<UnsubscribeFacts>({ opening: undefined, settlement: undefined, online: true });
  const [attempt, setAttempt] = useState(0);
  const lastRun = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    let active = true;
    const run = async () => {
      if (active) setFacts((current) => ({ ...current, settlement: undefined }));
      let opening: SessionOpening | undefined;
      if (key.current) {
        opening = await openRequestSession(requestId, key.current);
        // A session or a refusal settles the key; after a 429 or no answer it stays in memory for the next try.
        if (opening !== 'try-later') {
          key.current = undefined;
          forgetLinkKey();
        }
        if (opening === 'refused') {
          if (active) setFacts({ opening, settlement: undefined, online: navigator.onLine });
          return;
        }
      }
      const settlement = await settleCall(
        API.requests.updatesByEmail,
        { params: { id: requestId }, body: { subscribed: false } },
        { headers: { 'Idempotency-Key': idempotencyKey.current } },
      );
      if (active) setFacts((current) => ({ opening: opening ?? current.opening, settlement, online: navigator.onLine }));
    };
    lastRun.current = lastRun.current.then(run);
    return () => {
      active = false;
    };
  }, [requestId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: unsubscribeState(facts), retry };
}
