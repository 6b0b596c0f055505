import { useCallback } from 'react';
import type { FieldError } from '@ledgerlink/shared-schema';
import { discardRequestAction, resendRequestAction, takeRequestAction, useRequestActions, type RequestAction, type RequestActionItem } from '../../offline/requests';
import type { CachedRequestPage } from '../../offline/requests';
import { actionLabel } from './request-actions-view';

export interface RequestActionControls {
  /** This request's actions on this device (empty while first read). */
  actions: readonly RequestActionItem[];
  /** Queues the action; the field messages when the shared rules refuse it (nothing is queued then). */
  take(action: RequestAction): Promise<FieldError[] | null>;
  resend(id: string): void;
  discard(id: string): void;
}

const NO_ACTIONS: readonly RequestActionItem[] = [];

/** The request page's actions: queued through the outbox, read back live from it. */
export function useRequestActionControls(requestId: string, page: CachedRequestPage | undefined): RequestActionControls {
  const actions = useRequestActions(requestId) ?? NO_ACTIONS;
  const matches = page?.matches;
  const take = useCallback(
    async (action: RequestAction) => {
      const queued = await takeRequestAction(requestId, action, actionLabel(action, matches ?? []));
      return queued.ok ? null : queued.errors;
    },
    [requestId, matches],
  );
  const resend = useCallback((id: string) => void resendRequestAction(id), []);
  const discard = useCallback((id: string) => void discardRequestAction(id), []);
  return { actions, take, resend, discard };
}
