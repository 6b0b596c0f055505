import { cityByName, countryByName } from './geography';
import type { ProviderService, TargetBusinessSize } from './options';

/**
 * Pure match scoring (issue: guided questionnaire and matching). The server gathers candidates and
 * their lead statistics; this module decides who fits and how well, so the rules are testable and
 * explainable. Nobody can pay to rank higher: only the factors below count.
 */

/**
 * One explicit table from the service names customers pick (questionnaire, business request, hire
 * form) onto the tags providers offer.
 */
export const SERVICE_TAGS: Record<string, readonly ProviderService[]> = {
  // Business request form
  Bookkeeping: ['bookkeeping'],
  'Tax Preparation': ['tax-prep'],
  'Financial Planning': ['cfo-services'],
  'Payroll Processing': ['payroll'],
  'QuickBooks Setup': ['bookkeeping'],
  'Monthly Reports': ['bookkeeping'],
  'Year-end Accounting': ['bookkeeping', 'tax-prep'],
  'Audit Preparation': ['bookkeeping'],
  'Business Consulting': ['cfo-services'],
  'CFO Services': ['cfo-services'],
  // Hire form
  'Monthly Bookkeeping': ['bookkeeping'],
  'Tax Preparation - Business': ['tax-prep'],
  'Financial Statement Preparation': ['bookkeeping'],
  // Questionnaire, business
  Accounts: ['bookkeeping'],
  'Taxation & tax planning': ['tax-prep'],
  'Company formation': ['cfo-services'],
  VAT: ['tax-prep'],
  'Payroll services': ['payroll'],
  'Raising funding': ['cfo-services'],
  'Business plans': ['cfo-services'],
  'Financial reporting': ['bookkeeping'],
  // Questionnaire, personal: all tax work
  'Capital gains tax': ['tax-prep'],
  'Income tax': ['tax-prep'],
  'Self-assessment': ['tax-prep'],
  Insolvency: ['tax-prep', 'cfo-services'],
  'Inheritance tax': ['tax-prep'],
  'Expatriate tax': ['tax-prep'],
  'Pension tax': ['tax-prep'],
  'Trusts and estates': ['tax-prep'],
  'General tax planning': ['tax-prep'],
};

/** Provider tags wanted by a list of customer service names; provider tags themselves pass through. */
export function serviceTagsFor(names: readonly string[]): ProviderService[] {
  const tags = new Set<ProviderService>();
  for (const name of names) {
    for (const tag of SERVICE_TAGS[name] ?? (isTag(name) ? [name] : [])) tags.add(tag);
  }
  return [...tags];
}
const isTag = (name: string): name is ProviderService => ['bookkeeping', 'tax-prep', 'payroll', 'cfo-services'].includes(name);

/** Turnover bands and hire-form sizes onto the provider's target business sizes. */
export function businessSizeFor(answer: string | undefined): Exclude<TargetBusinessSize, 'all'> | undefined {
  if (!answer) return undefined;
  if (/^(Sole Proprietor|Small)/.test(answer) || ['$20k or less', '$21k-$50k', '$51k-$100k', '$101k-$150k'].includes(answer)) return 'small';
  if (/^Medium/.test(answer) || ['$151k-$250k', '$251k-$500k', '$501k-$1m'].includes(answer)) return 'medium';
  if (/^Large/.test(answer) || ['$1.1m-$1.5m', '$1.5m+'].includes(answer)) return 'large';
  return undefined;
}

/** Monthly budget bands of the business forms, in dollars. */
export function budgetRange(budget: string | undefined): { min: number; max: number } | undefined {
  switch (budget) {
    case '500-1000':
      return { min: 500, max: 1000 };
    case '1000-2500':
      return { min: 1000, max: 2500 };
    case '2500-5000':
      return { min: 2500, max: 5000 };
    case '5000+':
      return { min: 5000, max: Number.POSITIVE_INFINITY };
    default:
      return undefined;
  }
}

/** "Chicago", "Chicago, United States" or "Toronto, ON" -> the place we know, if any. */
export function placeFor(location: string | undefined): { city?: string; country?: string } {
  if (!location) return {};
  const parts = location.split(',').map((part) => part.trim()).filter(Boolean);
  for (const part of parts) {
    const city = cityByName(part);
    if (city) return { city: city.name, country: city.country };
  }
  for (const part of parts) {
    const country = countryByName(part);
    if (country) return { country: country.name };
  }
  return {};
}

export interface MatchRequest {
  services: ProviderService[];
  /** Personal tax help: only providers with tax services qualify. */
  personalTax: boolean;
  city?: string | undefined;
  country?: string | undefined;
  businessSize?: Exclude<TargetBusinessSize, 'all'> | undefined;
  budget?: { min: number; max: number } | undefined;
  preferredProviderId?: string | undefined;
}

export interface MatchCandidate {
  id: string;
  services: readonly string[];
  city?: string | undefined;
  country?: string | undefined;
  serviceArea: string;
  businessSize: readonly string[];
  hourlyRate?: number | undefined;
  monthlyStartingPrice?: number | undefined;
  /** 0-50 */
  averageRating: number;
  totalReviews: number;
  /** Share of past leads the provider acted on, 0-1; undefined without history. */
  responseRate?: number | undefined;
  openLeads: number;
}

/** Points per factor; they add up to 100. */
export const MATCH_WEIGHTS = {
  services: 35,
  location: 20,
  businessSize: 10,
  price: 10,
  rating: 15,
  responsiveness: 5,
  load: 5,
} as const;
export type MatchFactor = keyof typeof MATCH_WEIGHTS;
export type MatchBreakdown = Record<MatchFactor, number>;

export interface ScoredMatch {
  id: string;
  score: number;
  breakdown: MatchBreakdown;
}

// A full month of part-time bookkeeping, to compare hourly rates with monthly budgets.
const HOURS_PER_MONTH = 20;
const NEUTRAL = 0.5;

/**
 * How well a provider in the customer's country reaches a customer in another city of it: remote and
 * national practices serve the whole country, a regional one less, a local one least.
 */
const REACH_IN_COUNTRY: Record<string, number> = { remote: 0.7, national: 0.7, regional: 0.4, local: 0.2 };

const sameName = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/**
 * Tax, payroll and accounting are national work (different rules in every country): a provider
 * qualifies only in the customer's own country, and a request without a known country matches
 * nobody. Within it, the customer's city scores highest; without a city, everyone in the country
 * reaches them alike.
 */
function locationFit(request: MatchRequest, candidate: MatchCandidate): number {
  if (!sameName(request.country, candidate.country)) return 0;
  if (request.city === undefined) return REACH_IN_COUNTRY.remote!;
  if (sameName(request.city, candidate.city)) return 1;
  return REACH_IN_COUNTRY[candidate.serviceArea] ?? NEUTRAL;
}

function sizeFit(request: MatchRequest, candidate: MatchCandidate): number {
  if (!request.businessSize) return NEUTRAL;
  if (candidate.businessSize.includes('all') || candidate.businessSize.includes(request.businessSize)) return 1;
  return 0.2;
}

function priceFit(request: MatchRequest, candidate: MatchCandidate): number {
  if (!request.budget) return NEUTRAL;
  const monthly = candidate.monthlyStartingPrice ?? (candidate.hourlyRate !== undefined ? candidate.hourlyRate * HOURS_PER_MONTH : undefined);
  if (monthly === undefined) return NEUTRAL;
  if (monthly <= request.budget.max) return 1;
  if (monthly <= request.budget.max * 1.5) return 0.5;
  return 0;
}

/** Rating counts fully only with enough reviews, so one 5-star review does not beat forty 4.8s. */
function ratingFit(candidate: MatchCandidate): number {
  const confidence = 0.5 + 0.5 * Math.min(1, candidate.totalReviews / 10);
  return (candidate.averageRating / 50) * confidence;
}

/** Null when the provider cannot do the work at all. */
export function scoreCandidate(request: MatchRequest, candidate: MatchCandidate): ScoredMatch | null {
  const offered = request.services.filter((service) => candidate.services.includes(service));
  if (request.services.length > 0 && offered.length === 0) return null;
  if (request.personalTax && !candidate.services.includes('tax-prep')) return null;
  if (locationFit(request, candidate) === 0) return null;

  const fits: MatchBreakdown = {
    services: request.services.length ? offered.length / request.services.length : NEUTRAL,
    location: locationFit(request, candidate),
    businessSize: sizeFit(request, candidate),
    price: priceFit(request, candidate),
    rating: ratingFit(candidate),
    responsiveness: candidate.responseRate ?? NEUTRAL,
    load: 1 / (1 + candidate.openLeads),
  };
  const breakdown = Object.fromEntries(
    (Object.keys(MATCH_WEIGHTS) as MatchFactor[]).map((factor) => [factor, Math.round(fits[factor] * MATCH_WEIGHTS[factor] * 10) / 10]),
  ) as MatchBreakdown;
  const score = Math.round(Object.values(breakdown).reduce((sum, points) => sum + points, 0));
  return { id: candidate.id, score, breakdown };
}

/**
 * The best `max` providers: highest score, then the id, so the same data always gives the same
 * answer. A provider the customer started from comes first when they can do the work.
 */
export function rankCandidates(request: MatchRequest, candidates: readonly MatchCandidate[], max = 3): ScoredMatch[] {
  const scored = candidates.map((candidate) => scoreCandidate(request, candidate)).filter((match): match is ScoredMatch => match !== null);
  scored.sort((a, b) => {
    const preferred = Number(b.id === request.preferredProviderId) - Number(a.id === request.preferredProviderId);
    return preferred || b.score - a.score || (a.id < b.id ? -1 : 1);
  });
  return scored.slice(0, max);
}
