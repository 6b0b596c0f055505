import { errorBodySchema, type ReviewInvitationResponse } from '@ledgerlink/shared-schema';
import type { CallSettlement } from '../../lib/settle-call';

/**
 * What the review page knows about its link (pure): still being checked; open, with the
 * professional to name; refused by the server (unknown, expired or used: its message); or not
 * checked (offline, or the server could not answer), when the review may still be written and
 * waits in the outbox.
 */
export type InvitationState =
  | { status: 'checking' }
  | { status: 'open'; professional: ReviewInvitationResponse['professional']; engagedAt: string }
  | { status: 'refused'; title: string; message: string }
  | { status: 'unchecked'; offline: boolean };

const REFUSAL_TITLES: Record<number, string> = {
  404: 'We can’t find this review link',
  409: 'Already reviewed',
  410: 'This review link has expired',
};

const FALLBACK_REFUSAL = 'This review link cannot be used. Open it again from your email.';

export function invitationStateOf(settlement: CallSettlement<ReviewInvitationResponse> | undefined, online: boolean): InvitationState {
  if (!settlement) return { status: 'checking' };
  switch (settlement.type) {
    case 'answer':
      return { status: 'open', professional: settlement.data.professional, engagedAt: settlement.data.engagedAt };
    case 'refused': {
      // Busy or failing on our side: the link may well be good, so the review can still wait for it.
      if (settlement.status === 429 || settlement.status >= 500) return { status: 'unchecked', offline: false };
      const body = errorBodySchema.safeParse(settlement.body);
      return { status: 'refused', title: REFUSAL_TITLES[settlement.status] ?? 'This review link cannot be used', message: body.success ? body.data.message : FALLBACK_REFUSAL };
    }
    case 'unreadable':
      return { status: 'unchecked', offline: false };
    case 'unreachable':
      return { status: 'unchecked', offline: !online };
  }
}
