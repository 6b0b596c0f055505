import { cityBySlug, countryBySlug } from './geography';
import { buildMarketplaceUrl, parseMarketplaceUrl, serviceFromKeyword, type MarketplaceLocation } from './marketplace-url';
import {
  ADMIN_PAGE_META,
  APP_PAGE_META,
  HOME_PAGE_META,
  NOT_FOUND_PAGE_META,
  STATIC_PAGE_ALIASES,
  STATIC_PAGE_META,
  type PageMeta,
} from './page-meta';

/**
 * Which page the PWA renders for an address, mirroring its route table (pwa/src/app/routes.tsx):
 * a page with a fixed head, a marketplace listing, a profile or hire page to look up, or the
 * not-found page. Pure; the server answers with this page's head and status (ARCHITECTURE §3), and
 * the PWA takes each page's canonical address from it, so both name the same one.
 * React Router matches case-insensitively and ignores a trailing slash; so does this.
 */
export type PublicPage =
  /** `canonicalPath` is absent for pages search engines should not index. */
  | { kind: 'fixed'; meta: PageMeta; canonicalPath?: string }
  | { kind: 'marketplace'; filters: MarketplaceLocation }
  | { kind: 'profile'; by: { username: string } | { slug: string } }
  | { kind: 'hire'; slug: string }
  | { kind: 'not-found'; meta: PageMeta };

const NOT_FOUND: PublicPage = { kind: 'not-found', meta: NOT_FOUND_PAGE_META };

/** Pages whose route takes an optional slug (`/find-accountant/{slug?}`); the canonical address drops it. */
const OPTIONAL_SLUG_PAGES = new Set(['business-form', 'providers-form', 'find-accountant', 'thank-you', 'bookkeeper-thank-you', 'onboarding-success']);

const MARKETPLACE_TYPE_SEGMENTS = new Set(['firms', 'individuals', 'professionals']);

/** Every segment after /marketplace is one the address format knows, as the PWA's isMarketplacePath requires; else its 404 page. */
const isKnownMarketplaceSegment = (segment: string) =>
  MARKETPLACE_TYPE_SEGMENTS.has(segment) || Boolean(countryBySlug(segment) ?? cityBySlug(segment) ?? serviceFromKeyword(segment));

const isOwn = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key);

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined; // a malformed %-escape never names a page
  }
}

function fixedPage(meta: PageMeta, path: string): PublicPage {
  return meta.noindex ? { kind: 'fixed', meta } : { kind: 'fixed', meta, canonicalPath: path };
}

export function resolvePublicPage(pathname: string, search = ''): PublicPage {
  const raw = pathname.split('/').filter(Boolean);
  const decoded = raw.map(decodeSegment);
  if (decoded.some((segment) => segment === undefined)) return NOT_FOUND;
  const segments = decoded as string[];
  const [first = '', second, third, ...rest] = segments;
  const head = first.toLowerCase();

  if (segments.length === 0) return { kind: 'fixed', meta: HOME_PAGE_META, canonicalPath: '/' };
  if (head === 'marketplace') {
    if (first !== 'marketplace' || !segments.slice(1).every((segment) => isKnownMarketplaceSegment(segment.toLowerCase()))) return NOT_FOUND;
    return { kind: 'marketplace', filters: parseMarketplaceUrl(pathname, search) };
  }
  if (head === 'admin') {
    const sub = (second ?? '').toLowerCase();
    return segments.length <= 2 && isOwn(ADMIN_PAGE_META, sub) ? { kind: 'fixed', meta: ADMIN_PAGE_META[sub]! } : NOT_FOUND;
  }

  if (segments.length === 1) {
    if (isOwn(STATIC_PAGE_META, head)) return fixedPage(STATIC_PAGE_META[head], `/${head}`);
    if (isOwn(STATIC_PAGE_ALIASES, head)) return fixedPage(STATIC_PAGE_META[STATIC_PAGE_ALIASES[head]!], `/${STATIC_PAGE_ALIASES[head]}`);
    if (isOwn(APP_PAGE_META, head) && (head === 'how-matching-works' || head === 'outbox' || OPTIONAL_SLUG_PAGES.has(head))) return fixedPage(APP_PAGE_META[head], `/${head}`);
    // `/:handle`: only `@name` is a profile; any other single segment is the not-found page.
    if (first.startsWith('@') && first.length > 1) return { kind: 'profile', by: { username: first.slice(1) } };
    return NOT_FOUND;
  }

  if (segments.length === 2) {
    if (OPTIONAL_SLUG_PAGES.has(head) && isOwn(APP_PAGE_META, head)) return fixedPage(APP_PAGE_META[head], `/${head}`);
    if (head === 'dashboard') return { kind: 'fixed', meta: APP_PAGE_META.dashboard };
    // A customer's private request page: its access is checked by the API, never by the address.
    if (head === 'request') return { kind: 'fixed', meta: APP_PAGE_META.request };
    // A review link's page: its token is checked by the API.
    if (head === 'review') return { kind: 'fixed', meta: APP_PAGE_META.review };
    if (head === 'bookkeeper') return { kind: 'profile', by: { slug: second! } };
    if (head === 'hire') return { kind: 'hire', slug: second! };
    return NOT_FOUND;
  }

  // The page an update email's unsubscribe link opens; like the request page, the API checks its access.
  if (segments.length === 3 && head === 'request' && third === 'unsubscribe') return { kind: 'fixed', meta: APP_PAGE_META['request-unsubscribe'] };

  const type = (second ?? '').toLowerCase();
  if (segments.length === 3 && rest.length === 0 && head === 'provider' && (type === 'individual' || type === 'firm')) {
    return { kind: 'profile', by: { username: third! } };
  }
  return NOT_FOUND;
}

/** A provider's profile at its canonical address, whichever alias was asked for. */
export const profilePath = (username: string) => `/@${username}`;

/**
 * The canonical path of an address, when it has one without looking anything up: fixed indexable
 * pages, marketplace listings in their canonical form and hire pages. A profile's is `profilePath`,
 * which only the provider record knows; noindex and not-found pages have none.
 */
export function canonicalPathOf(page: PublicPage): string | undefined {
  switch (page.kind) {
    case 'fixed':
      return page.canonicalPath;
    case 'marketplace':
      return buildMarketplaceUrl(page.filters);
    case 'hire':
      return `/hire/${encodeURIComponent(page.slug.toLowerCase())}`;
    default:
      return undefined;
  }
}
