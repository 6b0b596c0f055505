import { applyCustomerOutcome, MAX_MATCHED_PROVIDERS, type CustomerRequestSummary, type RequestMatch } from '@ledgerlink/shared-schema';
import type { RequestAction, RequestActionItem } from '../../offline/requests';
import { matchTitle } from './match-view';

/** What the request page offers, given the request, its matches and the actions this device queued (pure). */

const isWaiting = (item: RequestActionItem) => item.state === 'pending' || item.state === 'sending';
const ends = (action: RequestAction) => action.type === 'hired' || action.type === 'close';

/** A match still open for the customer: waiting for a reply, or contacted. */
export const isOpenMatch = (match: Pick<RequestMatch, 'status'>) => match.status === 'new' || match.status === 'contacted';

export interface ActionChoices {
  /** "Ask for more matches": fewer than 3 open matches, and the request is not a hire of one professional. */
  askMore: boolean;
  /** Contact details, budget and timeline, until a professional responds. */
  edit: boolean;
  close: boolean;
  /** The matches "I hired" may name. */
  hireable: ReadonlySet<string>;
  /** An "I hired" or "Close my request" waits to be sent: nothing else is offered until the server has it. */
  ending: boolean;
  /** Update emails when professionals reply: on or off as last asked here (still unsent) or as the server says; undefined when not offered. */
  updatesByEmail: boolean | undefined;
}

export function actionChoices(request: CustomerRequestSummary, matches: readonly RequestMatch[], actions: readonly RequestActionItem[]): ActionChoices {
  const ending = actions.some((item) => isWaiting(item) && ends(item.action));
  const open = !request.outcome && !ending;
  const askingMore = actions.some((item) => isWaiting(item) && item.action.type === 'more-matches');
  const hireable = new Set(
    open ? matches.filter((match) => match.status !== 'expired' && applyCustomerOutcome({ status: match.status }, 'hired').ok).map((match) => match.leadId) : [],
  );
  const emailChange = actions.findLast((item) => isWaiting(item) && item.action.type === 'updates-by-email')?.action;
  const updatesByEmail = emailChange?.type === 'updates-by-email' ? emailChange.subscribed : request.updatesByEmail;
  return {
    updatesByEmail: open ? updatesByEmail : undefined,
    askMore: open && request.kind !== 'hire' && !askingMore && matches.filter(isOpenMatch).length < MAX_MATCHED_PROVIDERS,
    edit: open && request.editable === true,
    close: open,
    hireable,
    ending,
  };
}

/** The name an action gives a match: the one its card leads with. */
export const matchName = (match: Pick<RequestMatch, 'provider'>) => matchTitle(match.provider).name;

/** What the action was, in the customer's words (the outbox panel's label too). */
export function actionLabel(action: RequestAction, matches: readonly RequestMatch[]): string {
  switch (action.type) {
    case 'more-matches':
      return 'Ask for more matches';
    case 'hired': {
      const match = matches.find((candidate) => candidate.leadId === action.leadId);
      return match ? `I hired ${matchName(match)}` : 'I hired a professional';
    }
    case 'close':
      return 'Close my request';
    case 'edit':
      return 'Change my details';
    case 'updates-by-email':
      return action.subscribed ? 'Email me updates' : 'Stop update emails';
  }
}

export type NoticeTone = 'waiting' | 'done' | 'refused';

export interface ActionNotice {
  id: string;
  tone: NoticeTone;
  title: string;
  text: string;
  /** A refused action: send it again or give it up. */
  refused: boolean;
}

/** How long the server's answer to an action stays on the page after it was sent. */
export const ANSWER_SHOWN_MS = 10 * 60_000;

/** The actions worth a line on the page: waiting, refused, and answered in the last minutes. */
export function actionNotices(actions: readonly RequestActionItem[], matches: readonly RequestMatch[], now: number): ActionNotice[] {
  const notices: ActionNotice[] = [];
  for (const item of actions) {
    const title = actionLabel(item.action, matches);
    if (isWaiting(item)) {
      notices.push({ id: item.id, tone: 'waiting', title, text: item.state === 'sending' ? 'Sending…' : 'Saved on this device — it will be sent when you’re back online.', refused: false });
    } else if (item.state === 'sent') {
      if (item.sentAt !== null && now - item.sentAt <= ANSWER_SHOWN_MS && item.message) notices.push({ id: item.id, tone: 'done', title, text: item.message, refused: false });
    } else {
      // The server's message names the first refused field, as its 400s always do.
      notices.push({ id: item.id, tone: 'refused', title, text: item.message ?? 'This could not be sent.', refused: true });
    }
  }
  return notices;
}
