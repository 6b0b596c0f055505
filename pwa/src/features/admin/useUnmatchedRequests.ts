import { useCallback, useEffect, useState } from 'react';
import { unmatchedRequestsResponseSchema, type UnmatchedRequest } from '@ledgerlink/shared-schema';
import { apiGet, isApiError } from '../../api/client';

export type UnmatchedState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'error'; message: string }
  | { status: 'ready'; requests: UnmatchedRequest[] };

/** Requests the matching engine could not place; 401 means the session is gone. */
export function useUnmatchedRequests(): { state: UnmatchedState; reload: () => void } {
  const [state, setState] = useState<UnmatchedState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    apiGet('/api/admin/unmatched-requests', unmatchedRequestsResponseSchema)
      .then((body) => current && setState({ status: 'ready', requests: body.requests }))
      .catch((error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.status === 401) setState({ status: 'signed-out' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      current = false;
    };
  }, [version]);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { state, reload };
}
