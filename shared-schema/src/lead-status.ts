/**
 * The lead state machine of spec §4, plus the response deadline. A matched lead carries
 * `respondBy`; if it is still `new` then, it expires for that provider (`expiredAt`) and is offered
 * to the next best match. Expiry is a mark on a `new` lead rather than a sixth status, so the
 * statuses stay the spec's five that the dashboard shows, and "Response Rate = share of leads no
 * longer new" stays true as written: an expired lead was never answered. An expired lead is final.
 */

export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost', 'passed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_SOURCES = ['booking', 'business-request', 'questionnaire', 'contact'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The actions a provider has on a lead in each status; won, lost and passed are final. */
export const LEAD_ACTIONS: Record<LeadStatus, readonly { label: string; to: LeadStatus }[]> = {
  new: [
    { label: 'Mark as Contacted', to: 'contacted' },
    { label: 'Pass', to: 'passed' },
  ],
  contacted: [
    { label: 'Won', to: 'won' },
    { label: 'Lost', to: 'lost' },
  ],
  won: [],
  lost: [],
  passed: [],
};

export const isFinalLeadStatus = (status: LeadStatus) => LEAD_ACTIONS[status].length === 0;

export const canTransitionLead = (from: LeadStatus, to: LeadStatus) => LEAD_ACTIONS[from].some((action) => action.to === to);

/** "New Lead" for new leads, otherwise the capitalised status. */
export const leadBadgeLabel = (status: LeadStatus) => (status === 'new' ? 'New Lead' : status[0]!.toUpperCase() + status.slice(1));

/** Open leads still expect work from the provider; matching never creates a second one. */
export const OPEN_LEAD_STATUSES: readonly LeadStatus[] = ['new', 'contacted'];

/** What the state machine reads of a lead: its status and whether its deadline passed unanswered. */
export interface LeadState {
  status: LeadStatus;
  expiredAt?: string | Date | undefined;
}

export const isLeadExpired = (lead: LeadState) => lead.expiredAt !== undefined;
/** Still expecting work from its provider: new or contacted, and not expired. */
export const isLeadOpen = (lead: LeadState) => OPEN_LEAD_STATUSES.includes(lead.status) && !isLeadExpired(lead);
/** The actions the dashboard offers on this lead: none once it expired. */
export const leadActionsFor = (lead: LeadState) => (isLeadExpired(lead) ? [] : LEAD_ACTIONS[lead.status]);
/** The badge of a lead row: "Expired" once its deadline passed, else as `leadBadgeLabel`. */
export const leadStateLabel = (lead: LeadState) => (isLeadExpired(lead) ? 'Expired' : leadBadgeLabel(lead.status));

export type LeadTransitionDecision = { ok: true; changed: boolean } | { ok: false; reason: string };

/**
 * Decides a status change request. The same status again is a no-op success (an offline replay of a
 * change that already landed). `from`, when given, is the status the client saw: if the lead has
 * moved on since, the change is refused rather than applied to a state the user never saw. An
 * expired lead refuses every change.
 */
export function applyLeadTransition(
  lead: LeadStatus | LeadState,
  request: { status: LeadStatus; from?: LeadStatus | undefined },
): LeadTransitionDecision {
  const state = typeof lead === 'string' ? { status: lead } : lead;
  const current = state.status;
  if (request.status === current) return { ok: true, changed: false };
  if (isLeadExpired(state)) {
    return { ok: false, reason: 'This lead expired before it was answered and was offered to another professional' };
  }
  if (request.from !== undefined && request.from !== current) {
    return { ok: false, reason: `This lead is now ${current}; it was ${request.from} when you changed it` };
  }
  if (!canTransitionLead(current, request.status)) {
    return { ok: false, reason: `A ${current} lead cannot become ${request.status}` };
  }
  return { ok: true, changed: true };
}

/**
 * What the customer's word does to a lead, from their request page: "I hired {name}" makes that lead
 * `hired` (won) and every other open lead `hired-other` (lost); "Close my request" makes every open
 * lead `closed` (lost). These are not provider actions: a provider cannot move a new lead to won or
 * lost (LEAD_ACTIONS), the customer can, because the customer knows whom they hired. Recorded on the
 * lead as `customerOutcome`, so the provider's dashboard says it was the customer's word.
 */
export const CUSTOMER_OUTCOMES = ['hired', 'hired-other', 'closed'] as const;
export type CustomerOutcome = (typeof CUSTOMER_OUTCOMES)[number];

/** The status each customer outcome gives a lead. */
export const CUSTOMER_OUTCOME_STATUS: Record<CustomerOutcome, LeadStatus> = { hired: 'won', 'hired-other': 'lost', closed: 'lost' };

/**
 * Decides a customer's outcome on one lead. Only an open lead (new or contacted, not expired) takes
 * it; a lead already in the outcome's status is a no-op success (a replay, a retry after a crash,
 * or a provider who already marked it won); any other lead is refused (the provider passed, or it
 * ended otherwise).
 */
export function applyCustomerOutcome(lead: LeadState, outcome: CustomerOutcome): LeadTransitionDecision {
  if (lead.status === CUSTOMER_OUTCOME_STATUS[outcome] && !isLeadExpired(lead)) return { ok: true, changed: false };
  if (isLeadExpired(lead)) return { ok: false, reason: `An expired lead cannot become ${CUSTOMER_OUTCOME_STATUS[outcome]}` };
  if (!isLeadOpen(lead)) return { ok: false, reason: `A ${lead.status} lead cannot become ${CUSTOMER_OUTCOME_STATUS[outcome]}` };
  return { ok: true, changed: true };
}

/** What the "answered" rule reads of a lead beyond its status. */
export interface LeadAnswerState extends LeadState {
  respondedAt?: string | Date | undefined;
  customerOutcome?: CustomerOutcome | undefined;
  adminCancelledAt?: string | Date | undefined;
}

/**
 * Whether the provider answered the lead: it left `new` by their own action. A lead someone else
 * ended while it was still new (without `respondedAt`, the provider's first action) was never
 * answered, so it raises neither the provider's response rate nor their responsiveness in matching:
 * the customer's word (`customerOutcome`), or an admin cancelling the hire's booking
 * (`adminCancelledAt`). An expired lead never left `new` at all. A lead that left `new` without
 * either mark counts as answered even without `respondedAt`: only its provider moves a lead unmarked.
 */
export const isLeadAnswered = (lead: LeadAnswerState) =>
  lead.status !== 'new' && (lead.respondedAt !== undefined || (lead.customerOutcome === undefined && lead.adminCancelledAt === undefined));
