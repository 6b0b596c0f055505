import { META_DESCRIPTION_BIO_LENGTH, RATING_SCALE, SITE_NAME } from './constants';
import { cutText, formatPrice, groupDigits } from './display';
import type { PublicBookkeeper } from './entities';
import type { MarketplaceStats } from './marketplace-stats';
import type { MarketplaceLocation } from './marketplace-url';
import type { SiteStats } from './site-stats';
import { marketplaceDescription, marketplaceHeading, marketplaceIntro } from './marketplace-words';

/**
 * Page titles, descriptions and structured data, shared so the HTML the server sends and the head
 * the PWA sets agree word for word. `title` is always the whole document title (site name included).
 * Wording mirrors the PWA pages' usePageMeta calls; the PWA can import these instead.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Keep the page out of search results (admin, dashboard, confirmation and not-found pages). */
  noindex?: boolean;
}

/** "About | LedgerLink". */
export const pageTitle = (title: string) => `${title} | ${SITE_NAME}`;

const page = (title: string, description: string, noindex = false): PageMeta => ({ title: pageTitle(title), description, ...(noindex ? { noindex } : {}) });

export const HOME_PAGE_META: PageMeta = {
  title: `${SITE_NAME} — Find verified bookkeepers, accountants and tax professionals`,
  description:
    'LedgerLink is a free marketplace connecting businesses with verified bookkeeping, accounting, tax and payroll professionals. Smart matching, direct connection, zero fees.',
};

/**
 * The home page's description with the site's figures, as counted (site-stats.ts): "620
 * professionals in 12 countries, rated 4.4 across 2,930 reviews." before the fixed text.
 */
export function homePageMeta(stats: SiteStats): PageMeta {
  const where = `${groupDigits(stats.professionals)} professional${stats.professionals === 1 ? '' : 's'} in ${groupDigits(stats.countries)} countr${stats.countries === 1 ? 'y' : 'ies'}`;
  const rating = stats.averageRating === null ? '' : `, rated ${stats.averageRating.toFixed(1)} across ${groupDigits(stats.totalReviews)} reviews`;
  return { ...HOME_PAGE_META, description: `${where}${rating}. ${HOME_PAGE_META.description}` };
}

export const NOT_FOUND_PAGE_META = page('Page Not Found', 'The page you asked for does not exist.', true);
export const PROFESSIONAL_NOT_FOUND_PAGE_META = page('Professional not found', "The profile you're looking for doesn't exist or has been removed.", true);
export const HIRE_NOT_FOUND_PAGE_META = page('Hire a Professional', 'Send a booking request with your business and project details.', true);

/** The static content pages by path (the PWA's STATIC_PAGES; /privacy-policy and /cookie-policy are aliases). */
export const STATIC_PAGE_META = {
  'how-it-works': page('How It Works', 'Find and hire a verified bookkeeper or accountant in three simple steps. Free, with no commission.'),
  'success-stories': page('Success Stories', 'How businesses found their bookkeeper, accountant or tax professional through LedgerLink.'),
  about: page('About', 'LedgerLink is a free marketplace connecting businesses with verified financial professionals.'),
  'why-join': page('Why Join', 'Grow your bookkeeping or accounting practice with free, qualified leads from LedgerLink.'),
  support: page('Support', 'Get help with LedgerLink from our support team.'),
  guidelines: page('Professional Guidelines', 'The standards every professional on LedgerLink follows: profiles, communication, pricing and platform rules.'),
  help: page('Help Center', 'Answers to common questions about finding and working with professionals on LedgerLink.'),
  terms: page('Terms of Service', 'The terms that govern your use of LedgerLink.'),
  privacy: page('Privacy Policy', 'How LedgerLink collects, uses and protects your personal information.'),
  cookies: page('Cookie Policy', 'Which cookies LedgerLink uses and why.'),
} as const satisfies Record<string, PageMeta>;

export type StaticPagePath = keyof typeof STATIC_PAGE_META;

/** Aliases the cookie banner links to (spec §2): same page, canonical address the first one. */
export const STATIC_PAGE_ALIASES: Record<string, StaticPagePath> = { 'privacy-policy': 'privacy', 'cookie-policy': 'cookies' };

/** Pages with one fixed head whatever their optional slug (`/find-accountant/{slug?}`). */
export const APP_PAGE_META = {
  'business-form': page('Business Registration', 'Describe your business and the help you need, and verified professionals will respond within 24-48 hours.'),
  'providers-form': page('Provider Registration', 'Create your free profile as an individual professional or a firm and start receiving leads from businesses.'),
  'find-accountant': page(
    'Find an Accountant',
    'Answer a few quick questions and we will match you with 1-3 qualified accountants, with details emailed within 24 hours.',
  ),
  'how-matching-works': page('How matching works', 'How LedgerLink picks the 1-3 professionals it matches you with. Nobody can pay to rank higher.'),
  'thank-you': page('Request Sent', 'Your booking request has been sent to the professional, who will contact you directly.', true),
  'bookkeeper-thank-you': page('Profile Submitted', 'Your profile is under review; we will verify your credentials before it goes live.', true),
  'onboarding-success': page('Thank You', 'We are matching you with qualified accountants. Expect to hear from us within 24 hours.', true),
  dashboard: page('Provider Dashboard', 'Track your leads, response rate and won work.', true),
  request: page('Your request', 'What you asked for, the professionals matched with you and whether they replied.', true),
  'request-unsubscribe': page('Stop update emails', 'Stop the update emails about your request.', true),
  review: page('Review your professional', 'Tell other customers how your work with the professional you hired went.', true),
  outbox: page('Outbox', 'Requests saved on this device and their state.', true),
} as const satisfies Record<string, PageMeta>;

export type AppPagePath = keyof typeof APP_PAGE_META;

/** The admin area by sub-path ('' is /admin itself); every one is noindex. */
export const ADMIN_PAGE_META: Record<string, PageMeta> = {
  '': page('Admin Dashboard', 'Review provider applications and manage businesses, leads, settings and system health.', true),
  dashboard: page('Admin Dashboard', 'Review provider applications and manage businesses, leads, settings and system health.', true),
  login: page('Admin Login', 'Sign in with your administrator username and password.', true),
  crud: page('Admin Management', 'Create, edit and delete businesses and providers.', true),
  upload: page('Firm Upload Management', 'Upload a CSV file of firms to add them to the marketplace.', true),
};

/** Paths kept out of crawling (robots.txt) and out of results (noindex). */
export const NOINDEX_PATH_PREFIXES = ['/admin', '/dashboard', '/thank-you', '/bookkeeper-thank-you', '/onboarding-success', '/outbox', '/request/'] as const;

/** A marketplace page's head; with the page's figures the description is its introduction (marketplaceIntro). */
export function marketplacePageMeta(filters: MarketplaceLocation, stats?: MarketplaceStats): PageMeta {
  const heading = marketplaceHeading(filters);
  const intro = stats && marketplaceIntro(filters, stats);
  return { title: pageTitle(filters.page > 1 ? `${heading} – Page ${filters.page}` : heading), description: intro ?? marketplaceDescription(filters) };
}

/** A profile's head: the name, and the bio (else the about text) cut to 120 characters (spec §9). */
export function profilePageMeta(provider: PublicBookkeeper): PageMeta {
  const about = provider.bio || provider.pageDescription || provider.experience;
  return {
    title: pageTitle(provider.fullName),
    description: cutText(provider.bio || about || `${provider.fullName}, ${provider.location}.`, META_DESCRIPTION_BIO_LENGTH),
  };
}

export function hirePageMeta(provider: PublicBookkeeper): PageMeta {
  const { fullName, businessName, location } = provider;
  return {
    title: pageTitle(`Hire ${fullName}`),
    description: `Send a booking request to ${fullName}${businessName ? ` (${businessName})` : ''} in ${location}. Free, no commission, direct connection.`,
  };
}

/** priceRange of the structured data: the hourly rate, else the monthly starting price. */
function priceRange(provider: PublicBookkeeper): string | undefined {
  if (provider.hourlyRate !== undefined) return `${formatPrice(provider.hourlyRate)}/hour`;
  if (provider.monthlyStartingPrice !== undefined) return `From ${formatPrice(provider.monthlyStartingPrice)}/month`;
  return undefined;
}

/** schema.org credentials: only those an admin verified, dated when verified; a self-reported one is no credential to a search engine. */
function verifiedCredentialsJsonLd(provider: PublicBookkeeper): Record<string, unknown>[] {
  return provider.credentials.flatMap(({ name, verifiedAt }) =>
    verifiedAt ? [{ '@type': 'EducationalOccupationalCredential', credentialCategory: 'certification', name, dateCreated: verifiedAt.slice(0, 10) }] : [],
  );
}

/**
 * schema.org AccountingService for a profile; AggregateRating only when there are reviews,
 * hasCredential only for verified credentials. `origin` has no trailing slash.
 */
export function providerJsonLd(provider: PublicBookkeeper, origin: string): Record<string, unknown> {
  const range = priceRange(provider);
  const credentials = verifiedCredentialsJsonLd(provider);
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    name: provider.businessName || provider.fullName,
    description:
      provider.bio ||
      provider.pageDescription ||
      `${provider.fullName}, ${provider.providerType === 'firm' ? 'accounting firm' : 'bookkeeping professional'} in ${provider.location}.`,
    address: {
      '@type': 'PostalAddress',
      addressLocality: provider.city ?? provider.location.split(',')[0]?.trim() ?? provider.location,
      ...(provider.country ? { addressCountry: provider.country } : {}),
    },
    // The profile's canonical address, the one its page head links (`/@username`).
    url: `${origin}/@${provider.username}`,
    ...(provider.profileImageUrl ? { image: provider.profileImageUrl } : {}),
    ...(range ? { priceRange: range } : {}),
    ...(credentials.length > 0 ? { hasCredential: credentials } : {}),
    ...(provider.totalReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number((provider.averageRating / RATING_SCALE).toFixed(1)),
            bestRating: 5,
            reviewCount: provider.totalReviews,
          },
        }
      : {}),
  };
}
