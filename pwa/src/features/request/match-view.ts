import {
  budgetLabel,
  MATCH_WEIGHTS,
  requestMatchState,
  TIMELINE_LABELS,
  type CustomerRequestKind,
  type CustomerRequestSummary,
  type MatchFactor,
  type RequestMatch,
  type RequestMatchStatus,
} from '@ledgerlink/shared-schema';

/** The request page's words and groupings (pure), so the page itself only lays them out. */

/**
 * A match's state in the customer's words, from its facts and this device's clock and time zone
 * (shared-schema's requestMatchState, the function behind the server's `state`): "22 h left" stays
 * true between refreshes and on the copy shown offline, and dates read in the customer's zone.
 */
export function matchStateWords(match: Pick<RequestMatch, 'status' | 'respondBy' | 'updatedAt' | 'replaced'>, now: number, timeZone?: string): string {
  return requestMatchState(match, { now: new Date(now), timeZone });
}

/** Which family of badge colours a state takes: still open, answered in the customer's favour, or ended. */
export type MatchTone = 'waiting' | 'answered' | 'ended';

const TONES: Record<RequestMatchStatus, MatchTone> = { new: 'waiting', contacted: 'answered', won: 'answered', lost: 'ended', passed: 'ended', expired: 'ended' };
export const matchTone = (status: RequestMatchStatus): MatchTone => TONES[status];

/** What a match card leads with: a firm's own name, else the person's (as the marketplace's cards). */
export function matchTitle(provider: Pick<RequestMatch['provider'], 'providerType' | 'fullName' | 'businessName'>): { name: string; subtitle?: string } {
  const business = provider.businessName?.trim();
  if (!business || business === provider.fullName) return { name: provider.fullName };
  return provider.providerType === 'firm' ? { name: business, subtitle: provider.fullName } : { name: provider.fullName, subtitle: business };
}

/** Why a professional was matched, in words: the factors of the score where they fit best. */
const REASONS: Record<MatchFactor, string> = {
  services: 'Offers the services you asked for',
  location: 'Based in your city',
  businessSize: 'Works with businesses of your size',
  price: 'Fits your budget',
  rating: 'Highly rated by clients',
  responsiveness: 'Replies to most requests',
  load: 'Has room for new clients',
};

/** A factor counts as a reason when it earned at least this share of its points. */
const STRONG_FIT = 0.8;

export function matchReasons(breakdown: Readonly<Record<string, number>>): string[] {
  return (Object.keys(MATCH_WEIGHTS) as MatchFactor[]).filter((factor) => (breakdown[factor] ?? 0) >= MATCH_WEIGHTS[factor] * STRONG_FIT).map((factor) => REASONS[factor]);
}

const KIND_LABELS: Record<CustomerRequestKind, string> = { questionnaire: 'Accountant match', business: 'Business request', hire: 'Booking request' };
export const requestKindLabel = (kind: CustomerRequestKind) => KIND_LABELS[kind];

/** "Nov 27, 2026" in the reader's time zone. */
export const formatDay = (iso: string, timeZone?: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });

/** What was asked besides the services, as term/value pairs, only those the request has. */
export function requestDetails(request: CustomerRequestSummary): Array<{ term: string; value: string }> {
  const place = [request.city, request.country].filter(Boolean).join(', ');
  const { name, email, phone } = request.contact;
  const details: Array<{ term: string; value: string | undefined }> = [
    { term: 'Budget', value: request.budget && budgetLabel(request.budget) },
    { term: 'Timeline', value: request.timeline && TIMELINE_LABELS[request.timeline] },
    { term: 'Location', value: place || undefined },
    { term: 'Name', value: name },
    { term: 'Email', value: email || undefined },
    { term: 'Phone', value: phone },
  ];
  return details.filter((detail): detail is { term: string; value: string } => Boolean(detail.value));
}
