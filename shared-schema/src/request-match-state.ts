import { LEAD_STATUSES, type CustomerOutcome, type LeadState } from './lead-status';

/**
 * A match as the customer sees it on their request page: the lead's status, with `expired` for a
 * lead whose response deadline passed unanswered (a mark on a `new` lead in the provider's state
 * machine, lead-status.ts; for the customer it is a state of its own), and the same state in the
 * customer's words. Pure, so the server's answer and the page's offline copy say the same, and an
 * offline page counts the hours left from its own clock.
 */
export const REQUEST_MATCH_STATUSES = [...LEAD_STATUSES, 'expired'] as const;
export type RequestMatchStatus = (typeof REQUEST_MATCH_STATUSES)[number];

/** The lead's status as the customer's page shows it. */
export const requestMatchStatus = (lead: LeadState): RequestMatchStatus => (lead.expiredAt !== undefined ? 'expired' : lead.status);

/** What the words are made of: all of it is part of a match in the request page's answer. */
export interface RequestMatchFacts {
  status: RequestMatchStatus;
  /** A matched lead's response deadline (bookings have none). */
  respondBy?: string | Date | undefined;
  /** When the status last changed: a contacted lead's "Contacted you on". */
  updatedAt: string | Date;
  /** Another professional was offered the request in this one's place. */
  replaced: boolean;
  /** The customer's own word ended the match (lead-status.ts): a match they closed says "Closed", not "Not hired". */
  customerOutcome?: CustomerOutcome | undefined;
}

export interface RequestMatchStateOptions {
  now: Date;
  /** The reader's time zone for dates; UTC unless given. */
  timeZone?: string | undefined;
}

const HOUR_MS = 60 * 60 * 1000;
export const OFFERED_ANOTHER = 'we offered another professional';

function day(date: string | Date, timeZone: string): string {
  return new Date(date).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
}

/** "Waiting for a reply (22 h left)", whole hours rounded up, so the last hour still shows "1 h left". */
function waiting(respondBy: string | Date | undefined, now: Date): string {
  if (respondBy === undefined) return 'Waiting for a reply';
  const left = new Date(respondBy).getTime() - now.getTime();
  // At the deadline the expiry job is about to offer the request to someone else.
  return left > 0 ? `Waiting for a reply (${Math.ceil(left / HOUR_MS)} h left)` : 'Waiting for a reply';
}

/** The match's state in the customer's words. */
export function requestMatchState(match: RequestMatchFacts, { now, timeZone = 'UTC' }: RequestMatchStateOptions): string {
  switch (match.status) {
    case 'new':
      return waiting(match.respondBy, now);
    case 'contacted':
      return `Contacted you on ${day(match.updatedAt, timeZone)}`;
    case 'passed':
      return match.replaced ? `Passed — ${OFFERED_ANOTHER}` : 'Passed';
    case 'expired':
      return match.replaced ? `No reply in time — ${OFFERED_ANOTHER}` : 'Closed — no reply in time';
    case 'won':
      return 'Hired';
    case 'lost':
      return match.customerOutcome === 'closed' ? 'Closed' : 'Not hired';
  }
}
