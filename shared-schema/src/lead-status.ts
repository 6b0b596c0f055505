/** The lead state machine of spec §4. */

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

export type LeadTransitionDecision = { ok: true; changed: boolean } | { ok: false; reason: string };

/**
 * Decides a status change request. The same status again is a no-op success (an offline replay of a
 * change that already landed). `from`, when given, is the status the client saw: if the lead has
 * moved on since, the change is refused rather than applied to a state the user never saw.
 */
export function applyLeadTransition(current: LeadStatus, request: { status: LeadStatus; from?: LeadStatus | undefined }): LeadTransitionDecision {
  if (request.status === current) return { ok: true, changed: false };
  if (request.from !== undefined && request.from !== current) {
    return { ok: false, reason: `This lead is now ${current}; it was ${request.from} when you changed it` };
  }
  if (!canTransitionLead(current, request.status)) {
    return { ok: false, reason: `A ${current} lead cannot become ${request.status}` };
  }
  return { ok: true, changed: true };
}
