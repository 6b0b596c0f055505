import { API, type ReviewInvitationResponse } from '@ledgerlink/shared-schema';
import { useCallback, useEffect, useState } from 'react';
import { settleCall, type CallSettlement } from '../../lib/settle-call';
import { invitationStateOf, type InvitationState } from './review-page-state';

/**
 * The review link's professional, read without using the link up (`POST /api/reviews/invitation`,
 * the token in the body). Checked again when the device comes back online after an unanswered check.
 */
export function useReviewInvitation(token: string): { state: InvitationState; recheck(): void } {
  const [read, setRead] = useState<{ settlement: CallSettlement<ReviewInvitationResponse>; online: boolean }>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    void settleCall(API.reviews.invitation, { body: { token } }).then((settlement) => {
      if (active) setRead({ settlement, online: navigator.onLine });
    });
    return () => {
      active = false;
    };
  }, [token, attempt]);

  const recheck = useCallback(() => setAttempt((n) => n + 1), []);
  const unchecked = read?.settlement.type === 'unreachable';
  useEffect(() => {
    if (!unchecked) return;
    window.addEventListener('online', recheck);
    return () => window.removeEventListener('online', recheck);
  }, [unchecked, recheck]);

  return { state: invitationStateOf(read?.settlement, read?.online ?? true), recheck };
}
