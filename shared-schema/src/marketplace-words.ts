import { SITE_NAME } from './constants';
import { formatPrice, formatRating, groupDigits } from './display';
import type { MarketplaceStats } from './marketplace-stats';
import type { MarketplaceLocation } from './marketplace-url';
import { PROVIDER_SERVICE_LABELS } from './options';

/**
 * The words of a marketplace listing: its heading, its generic description and its introduction
 * from live figures. Apart from page-meta.ts (the page tables), so the footer's landing-page links
 * do not pull every page's head text into the app's entry code.
 */

const TYPE_NOUNS = { firm: 'Firms', individual: 'Individual professionals' } as const;
const serviceLabel = (service: string) => (PROVIDER_SERVICE_LABELS as Record<string, string>)[service] ?? service;

/** "Payroll professionals", "Firms", "CFO Services individual professionals": services then provider type. */
function filteredSubject(filters: MarketplaceLocation): string {
  const noun = filters.providerType ? TYPE_NOUNS[filters.providerType] : 'Professionals';
  const services = filters.services.map(serviceLabel).join(' & ');
  return services ? `${services} ${noun.toLowerCase()}` : noun;
}

const isUnfiltered = (filters: MarketplaceLocation) => !(filters.city ?? filters.country) && !filters.services.length && !filters.providerType;

/** "Payroll professionals in Manchester", "Firms in Canada", "Bookkeeping & accounting professionals". */
export function marketplaceHeading(filters: MarketplaceLocation): string {
  const where = filters.city ?? filters.country;
  const matching = filters.search ? ` matching "${filters.search}"` : '';
  if (isUnfiltered(filters)) return matching ? `Professionals${matching}` : 'Bookkeeping & accounting professionals';
  return `${filteredSubject(filters)}${where ? ` in ${where}` : ''}${matching}`;
}

/** The heading's subject inside a sentence: generic words lower-cased, option labels and places kept as spelled. */
function subjectInSentence(filters: MarketplaceLocation): string {
  if (isUnfiltered(filters)) return 'bookkeeping, accounting, tax and payroll professionals';
  return filters.services.length ? filteredSubject(filters) : filteredSubject(filters).toLowerCase();
}

const placeInSentence = (filters: MarketplaceLocation) => {
  const where = filters.city ?? filters.country;
  return where ? ` in ${where}` : '';
};

const priceSpan = ({ min, max }: { min: number; max: number }) => (min === max ? formatPrice(min) : `from ${formatPrice(min)} to ${formatPrice(max)}`);

/**
 * A landing page's introduction from real figures: "12 verified Payroll professionals in Manchester
 * are listed on LedgerLink. Rated 4.6 out of 5 on average across 310 client reviews. Hourly rates
 * run from $45 to $120, and monthly packages start at $300." Undefined when nothing is listed (the
 * empty state speaks then) and for free-text searches, which are not landing pages.
 */
export function marketplaceIntro(filters: MarketplaceLocation, stats: MarketplaceStats): string | undefined {
  if (stats.total === 0 || filters.search) return undefined;
  const plural = subjectInSentence(filters);
  const subject = stats.total === 1 ? plural.replace(/s$/, '') : plural;
  const sentences = [`${groupDigits(stats.total)} verified ${subject}${placeInSentence(filters)} ${stats.total === 1 ? 'is' : 'are'} listed on ${SITE_NAME}.`];
  if (stats.averageRating !== null && stats.totalReviews > 0) {
    const reviews = `${groupDigits(stats.totalReviews)} client review${stats.totalReviews === 1 ? '' : 's'}`;
    sentences.push(`Rated ${formatRating(stats.averageRating)} out of 5 on average across ${reviews}.`);
  }
  const { hourlyRate, monthlyStartingPrice } = stats;
  const hourly = hourlyRate && (hourlyRate.min === hourlyRate.max ? `The hourly rate is ${formatPrice(hourlyRate.min)}` : `Hourly rates run ${priceSpan(hourlyRate)}`);
  const monthly = monthlyStartingPrice && `monthly packages start at ${formatPrice(monthlyStartingPrice.min)}`;
  if (hourly && monthly) sentences.push(`${hourly}, and ${monthly}.`);
  else if (hourly) sentences.push(`${hourly}.`);
  else if (monthly) sentences.push(`${monthly.charAt(0).toUpperCase()}${monthly.slice(1)}.`);
  return sentences.join(' ');
}

export function marketplaceDescription(filters: MarketplaceLocation): string {
  const matching = filters.search ? ` matching "${filters.search}"` : '';
  return `Compare verified ${subjectInSentence(filters)}${placeInSentence(filters)}${matching} with ratings and prices. Free to browse, connect directly.`;
}
