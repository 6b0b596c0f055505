import { budgetLabel, CUSTOMER_OUTCOME_STATUS, NOT_SPECIFIED, TIMELINE_LABELS, type LeadSource, type LeadWithBusiness } from '@ledgerlink/shared-schema';
import { capitalize } from '../../ui/provider-display';

/** What a lead card shows of a lead (pure): who, how to reach them, what they asked for. */

export interface LeadContact {
  name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
}

export interface LeadDetail {
  term: string;
  value: string;
}

const SOURCE_LABELS: Record<LeadSource, string> = {
  booking: 'Booking request',
  'business-request': 'Business request',
  questionnaire: 'Accountant match',
  contact: 'Profile contact',
};

export const leadSourceLabel = (source: LeadSource) => SOURCE_LABELS[source];

/** The card's heading: the company, else what kind of client, else the visitor's email. */
export function leadTitle(lead: LeadWithBusiness): string {
  if (lead.business) return lead.business.companyName;
  if (lead.customer) return lead.customer.needsType === 'personal' ? 'Personal tax client' : 'Business client';
  return lead.contactEmail ?? 'Customer';
}

export function leadContact(lead: LeadWithBusiness): LeadContact {
  if (lead.business) return { name: lead.business.contactName, email: lead.business.email, phone: lead.business.phone };
  if (lead.customer) return { email: lead.customer.email, phone: lead.customer.mobileNumber };
  return { email: lead.contactEmail };
}

export function leadServices(lead: LeadWithBusiness): string[] {
  if (lead.business) return lead.business.services;
  if (lead.customer) return [...new Set([...lead.customer.primaryServices, ...lead.customer.additionalServices])];
  return [];
}

const industryLabel = (industry: string) => (industry === 'ecommerce' ? 'E-commerce' : capitalize(industry));
const given = (value: string | undefined) => (value && value !== NOT_SPECIFIED ? value : undefined);

/** A calendar day the customer picked ("Mar 2, 2026"): stored at midnight UTC, so read in UTC wherever the viewer is. */
export const formatCalendarDay = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The request's facts beyond contact and services, in the order a provider weighs them: a hire's project and dates first. */
export function leadDetails(lead: LeadWithBusiness): LeadDetail[] {
  const { booking } = lead;
  const rows: Array<[string, string | undefined]> = lead.business
    ? [
        ['Project', booking?.description],
        ['Start date', booking ? formatCalendarDay(booking.startDate) : undefined],
        ['Estimated hours', booking?.estimatedHours ? String(booking.estimatedHours) : undefined],
        ['Location', lead.business.location],
        ['Budget', budgetLabel(lead.business.budget)],
        ['Timeline', TIMELINE_LABELS[lead.business.timeline]],
        ['Business size', lead.business.businessSize],
        ['Industry', industryLabel(lead.business.industry)],
        ['Notes', given(booking ? booking.clientNotes : (lead.business.notes ?? lead.business.description))],
      ]
    : lead.customer
      ? [
          ['Looking for', lead.customer.clientType],
          ['Business type', given(lead.customer.businessType)],
          ['Annual turnover', given(lead.customer.annualTurnover)],
          ['Industry', given(lead.customer.industry) && industryLabel(lead.customer.industry)],
          ['Software', given(lead.customer.accountingSoftware)],
          ['Notes', given(lead.customer.additionalInfo)],
        ]
      : [];
  return rows.flatMap(([term, value]) => (value ? [{ term, value }] : []));
}

/** The customer's word that ended a lead, as its provider reads it; `won` says the customer hired them. */
export interface CustomerOutcomeNote {
  text: string;
  won: boolean;
}

/**
 * What the customer said ended this lead (lead-status.ts CUSTOMER_OUTCOMES), or undefined when their
 * word did not end it. Shown only while the lead is in the status that word gave it: a change made on
 * this device and not yet refused by the server shows its own status, not a stale outcome.
 */
export function customerOutcomeNote(lead: Pick<LeadWithBusiness, 'status' | 'customerOutcome' | 'closedReason'>): CustomerOutcomeNote | undefined {
  const outcome = lead.customerOutcome;
  if (outcome === undefined || lead.status !== CUSTOMER_OUTCOME_STATUS[outcome]) return undefined;
  if (outcome === 'hired') return { text: 'The customer says they hired you', won: true };
  if (outcome === 'hired-other') return { text: 'The customer hired someone else', won: false };
  const reason = lead.closedReason?.trim();
  return { text: reason ? `The customer closed this request: ${reason}` : 'The customer closed this request', won: false };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Time a new lead has left before it expires for this provider ("5 h 20 min left"), or that it is up. */
export function timeLeftLabel(respondBy: string, now: number): string {
  const left = Date.parse(respondBy) - now;
  if (left <= 0) return 'Response time is up';
  const hours = Math.floor(left / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (hours === 0) return `${Math.max(1, minutes)} min left to respond`;
  return minutes === 0 || hours >= 10 ? `${hours} h left to respond` : `${hours} h ${minutes} min left to respond`;
}

/** Less than this left: the countdown turns urgent. */
export const URGENT_MS = 4 * HOUR;

/** "Dec 19, 2025" in the viewer's time zone. */
export const formatDay = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export const mailtoLink = (email: string, subject: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}`;

/** A dialable `tel:` link: digits and a leading plus only. */
export const telLink = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
