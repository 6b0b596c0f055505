import { formatPrice } from './display';
import { isLeadAnswered, isLeadOpen, type CustomerOutcome, type LeadStatus } from './lead-status';
import { BUDGETS, type Budget } from './options';

/**
 * The provider dashboard's stat cards, from the leads themselves. One pure function, so
 * the server's `stats` in `GET /api/bookkeeper/{id}/leads` and the PWA working from its offline
 * copy of the same rows give the same numbers. The spec's fixed "$2,400" and all-time "This Month"
 * were placeholders of the old system; these are the definitions:
 * - This Month: leads received (`createdAt`) in the current calendar month, in the viewer's time zone;
 * - Response Rate: share of leads no longer `new`, in whole percent: answered by the provider
 *   (`isLeadAnswered`: an expired lead never left `new`, one the customer or an admin ended while new was not answered);
 * - Won Leads: leads won;
 * - Avg Budget: mean of the budget range midpoints of leads that name a budget ("5000+" counts as
 *   5000), whole dollars; 0 without any;
 * - plus the New-count badge and the median time from receiving a lead to first acting on it.
 */

/** What the stats read of a dashboard row (`LeadWithBusiness` has all of it). */
export interface LeadStatsRow {
  status: LeadStatus;
  createdAt: string;
  respondedAt?: string | undefined;
  expiredAt?: string | undefined;
  customerOutcome?: CustomerOutcome | undefined;
  adminCancelledAt?: string | undefined;
  business?: { budget?: string | undefined } | null | undefined;
}

export interface LeadDashboardStats {
  thisMonth: number;
  /** Whole percent, 0-100; 0 without leads. */
  responseRate: number;
  wonLeads: number;
  /** Whole dollars per month; 0 when no lead names a budget. */
  avgBudget: number;
  /** Leads waiting for a first action (the "Your Leads" badge): new and not expired. */
  newLeads: number;
  /** Median minutes from a lead's arrival to the provider's first action; null before any action. */
  medianResponseMinutes: number | null;
}

export interface LeadStatsOptions {
  now: Date;
  /**
   * The viewer's offset from UTC in minutes (east positive: `-new Date().getTimezoneOffset()` in a
   * browser), so "this month" starts at the viewer's midnight. Default 0 (UTC).
   */
  utcOffsetMinutes?: number | undefined;
}

const BUDGET_MIDPOINTS: Record<Budget, number> = { '500-1000': 750, '1000-2500': 1750, '2500-5000': 3750, '5000+': 5000 };
const isBudget = (value: string | undefined): value is Budget => (BUDGETS as readonly (string | undefined)[]).includes(value);
const MINUTE_MS = 60_000;

/** Year and month of `time` on the viewer's wall clock. */
function monthOf(time: number, utcOffsetMinutes: number): number {
  const local = new Date(time + utcOffsetMinutes * MINUTE_MS);
  return local.getUTCFullYear() * 12 + local.getUTCMonth();
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function computeLeadDashboardStats(leads: readonly LeadStatsRow[], options: LeadStatsOptions): LeadDashboardStats {
  const offset = options.utcOffsetMinutes ?? 0;
  const currentMonth = monthOf(options.now.getTime(), offset);
  const budgets = leads.map((lead) => lead.business?.budget).filter(isBudget);
  const responseMinutes = leads
    .filter((lead) => lead.respondedAt !== undefined)
    .map((lead) => Math.max(0, Date.parse(lead.respondedAt!) - Date.parse(lead.createdAt)) / MINUTE_MS);
  const answered = leads.filter(isLeadAnswered).length;
  const medianMinutes = median(responseMinutes);
  return {
    thisMonth: leads.filter((lead) => monthOf(Date.parse(lead.createdAt), offset) === currentMonth).length,
    responseRate: leads.length > 0 ? Math.round((answered / leads.length) * 100) : 0,
    wonLeads: leads.filter((lead) => lead.status === 'won').length,
    avgBudget: budgets.length > 0 ? Math.round(budgets.reduce((sum, budget) => sum + BUDGET_MIDPOINTS[budget], 0) / budgets.length) : 0,
    newLeads: leads.filter((lead) => isLeadOpen(lead) && lead.status === 'new').length,
    medianResponseMinutes: medianMinutes === null ? null : Math.round(medianMinutes),
  };
}

/** The Avg Budget card: "$2,400", or "$0" without a budget. */
export const formatAvgBudget = (dollars: number) => formatPrice(Math.round(dollars));
