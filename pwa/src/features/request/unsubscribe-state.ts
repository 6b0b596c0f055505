import type { API, EndpointOutput } from '@ledgerlink/shared-schema';
import type { SessionOpening } from '../../lib/link-session';
import type { CallSettlement } from '../../lib/settle-call';
import type { NoAccessReason } from './request-page-state';

/** What the unsubscribe page shows. */
export type UnsubscribeState =
  | { status: 'working' }
  | { status: 'done'; message: string }
  | { status: 'no-access'; reason: NoAccessReason }
  /** The link's key got no answer yet (429, server error): it is kept for another try. */
  | { status: 'link-waiting' }
  | { status: 'offline' }
  /** Refused for another reason (too many tries, a server error): the server's words when it gave some. */
  | { status: 'failed'; message?: string | undefined };

type UpdatesByEmailAnswer = EndpointOutput<typeof API.requests.updatesByEmail>;

export const UNSUBSCRIBED = 'You will no longer get emails about this request.';

export interface UnsubscribeFacts {
  /** How exchanging the link's key ended; undefined when the page was opened without one. */
  opening: SessionOpening | undefined;
  /** How the unsubscribe call ended; undefined while it runs (or when the key was refused first). */
  settlement: CallSettlement<UpdatesByEmailAnswer> | undefined;
  online: boolean;
}

const serverMessage = (body: unknown) =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : undefined;

/**
 * The page's state (pure): a refused key or a 401 means no access, whichever came first; an
 * answer the server gave but that could not be read still means the emails were stopped (the server
 * accepted the call); no answer at all is offline when the device says so.
 */
export function unsubscribeState({ opening, settlement, online }: UnsubscribeFacts): UnsubscribeState {
  if (opening === 'refused') return { status: 'no-access', reason: 'link-refused' };
  if (!settlement) return { status: 'working' };
  switch (settlement.type) {
    case 'answer':
      return { status: 'done', message: settlement.data.message };
    case 'unreadable':
      return { status: 'done', message: UNSUBSCRIBED };
    case 'unreachable':
      return online ? { status: 'failed' } : { status: 'offline' };
    case 'refused':
      if (settlement.status === 401) return opening === 'try-later' ? { status: 'link-waiting' } : { status: 'no-access', reason: opening ? 'link-refused' : 'no-link' };
      return { status: 'failed', message: settlement.status < 500 ? serverMessage(settlement.body) : undefined };
  }
}
