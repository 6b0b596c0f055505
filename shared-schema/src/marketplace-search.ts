import { PROVIDER_SERVICES, type ProviderService } from './options';

/**
 * The marketplace's free-text search, one rule for the server's query and the offline catalogue:
 * every word must match the provider, by its name, business name, city or country, or by a
 * service it offers ("payroll manchester", "bookkeeper london", "tax uk"). Words any provider here
 * would match ("accountant", "in") are left out.
 */

/** What a searcher may type for each service, beyond the service's own name. */
const SERVICE_WORDS: Record<ProviderService, readonly string[]> = {
  bookkeeping: ['bookkeeping', 'bookkeeper', 'books', 'reconciliation'],
  'tax-prep': ['tax', 'taxes', 'preparation', 'self-assessment', 'returns', 'vat'],
  payroll: ['payroll', 'wages', 'salaries', 'paye'],
  'cfo-services': ['cfo', 'fractional', 'advisory', 'forecasting'],
};

/** Short names people type for the countries listed. */
const PLACE_NAMES: Readonly<Record<string, string>> = {
  uk: 'united kingdom',
  britain: 'united kingdom',
  england: 'united kingdom',
  us: 'united states',
  usa: 'united states',
  america: 'united states',
  uae: 'united arab emirates',
  emirates: 'united arab emirates',
  ksa: 'saudi arabia',
};

const IGNORED = new Set([
  'a', 'an', 'and', 'for', 'in', 'near', 'of', 'or', 'the', 'to', 'me', 'my',
  'accountant', 'accountants', 'accounting', 'professional', 'professionals', 'service', 'services', 'expert', 'experts',
]);

/** At most this many words count: a longer query is not a search but a paste. */
const MAX_TERMS = 8;
/** Shorter words name no service ("b" is no "bookkeeping"). */
const MIN_SERVICE_PREFIX = 2;

export interface SearchTerm {
  /** Lowercase text a name, business name, city or country must contain. */
  text: string;
  /** Services this word names: offering one of them matches too. */
  services: ProviderService[];
}

const namesService = (word: string, service: ProviderService) =>
  word.length >= MIN_SERVICE_PREFIX && SERVICE_WORDS[service].some((known) => known.startsWith(word) || word.startsWith(known));

/** The words of a search that count, each with the services it names. Empty when nothing is left to match. */
export function searchTerms(search: string | undefined): SearchTerm[] {
  const words = (search ?? '')
    .toLowerCase()
    .split(/[\s,;/]+/)
    .filter((word) => word !== '' && !IGNORED.has(word));
  return [...new Set(words)].slice(0, MAX_TERMS).map((word) => ({
    text: PLACE_NAMES[word] ?? word,
    services: PROVIDER_SERVICES.filter((service) => namesService(word, service)),
  }));
}

/** The fields a search reads (a subset of a public provider). */
export interface SearchableListing {
  fullName: string;
  businessName?: string | undefined;
  city?: string | undefined;
  country?: string | undefined;
  services: readonly string[];
}

/** Whether `listing` matches every term. */
export function matchesSearch(listing: SearchableListing, terms: readonly SearchTerm[]): boolean {
  const texts = [listing.fullName, listing.businessName, listing.city, listing.country].filter((text): text is string => !!text).map((text) => text.toLowerCase());
  return terms.every(
    (term) => texts.some((text) => text.includes(term.text)) || term.services.some((service) => listing.services.includes(service)),
  );
}
