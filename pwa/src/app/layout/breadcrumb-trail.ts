import { cityBySlug, countryBySlug, PROVIDER_SERVICE_LABELS, serviceFromKeyword } from '@ledgerlink/shared-schema';

/**
 * Breadcrumbs derived from the address (spec §2 labels). Pure so it can be unit-tested; the
 * Breadcrumbs component only renders what this returns.
 *
 * Invariant: no label is made up from a slug, id or handle. A segment that names a record (a
 * profile, a hire page, a dashboard) gets a neutral label here, and the page replaces it with the
 * record's real name once loaded (`usePageCrumb`). Marketplace segments use the option lists'
 * own names ("New York", "CFO Services").
 */
export interface Crumb {
  label: string;
  /** Absent for the current page and for path prefixes that are not pages of their own. */
  to?: string;
}

const SEGMENT_LABELS: Record<string, string> = {
  'business-form': 'Business Registration',
  'providers-form': 'Provider Registration',
  'how-it-works': 'How It Works',
  'how-matching-works': 'How Matching Works',
  'success-stories': 'Success Stories',
  'why-join': 'Why Join',
  'find-accountant': 'Find an Accountant',
  'onboarding-success': 'Thank You',
  'thank-you': 'Request Sent',
  'bookkeeper-thank-you': 'Profile Submitted',
  'privacy-policy': 'Privacy Policy',
  'cookie-policy': 'Cookie Policy',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  cookies: 'Cookie Policy',
  guidelines: 'Professional Guidelines',
  help: 'Help Center',
  support: 'Support',
  about: 'About',
  admin: 'Admin',
  dashboard: 'Dashboard',
  request: 'Request',
  review: 'Review',
  outbox: 'Outbox',
  crud: 'Management',
  upload: 'Firm Upload',
  login: 'Login',
  marketplace: 'Marketplace',
  professionals: 'Professionals',
  firms: 'Firms',
  individuals: 'Individuals',
  provider: 'Provider',
  individual: 'Individual',
  firm: 'Firm',
  bookkeeper: 'Professional',
  hire: 'Hire',
};

/** Segments whose next segment names a record: the neutral label shown until the page names it. */
const RECORD_PLACEHOLDERS: Record<string, string> = {
  hire: 'Hire a Professional',
  bookkeeper: 'Profile',
  individual: 'Profile',
  firm: 'Profile',
  dashboard: 'Your Leads',
  request: 'Your request',
  review: 'Write a review',
};

/** Pages whose optional `{slug}` only says where the visitor came from: the slug gets no crumb. */
const SLUG_SUFFIXED = new Set(['thank-you', 'bookkeeper-thank-you', 'business-form', 'providers-form', 'find-accountant', 'onboarding-success']);

/** Prefixes that are pages in their own right (every marketplace prefix is a search). */
const LINKABLE = new Set(['/admin', '/admin/dashboard']);
const isLinkable = (path: string) => path === '/marketplace' || path.startsWith('/marketplace/') || LINKABLE.has(path);

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** A marketplace segment by its option-list name; `undefined` when the parser ignores it too. */
function marketplaceLabel(segment: string): string | undefined {
  const slug = segment.toLowerCase();
  const known = SEGMENT_LABELS[slug];
  if (known) return known;
  const place = countryBySlug(slug) ?? cityBySlug(slug);
  if (place) return place.name;
  const service = serviceFromKeyword(slug);
  return service ? PROVIDER_SERVICE_LABELS[service] : undefined;
}

function segmentLabel(segments: readonly string[], index: number): string | undefined {
  const segment = segments[index]!;
  if (segments[0] === 'marketplace' && index > 0) return marketplaceLabel(segment);
  const previous = segments[index - 1]?.toLowerCase();
  if (previous !== undefined && RECORD_PLACEHOLDERS[previous]) return RECORD_PLACEHOLDERS[previous];
  if (previous !== undefined && SLUG_SUFFIXED.has(previous)) return undefined;
  if (segment.startsWith('@')) return 'Profile';
  // An unknown first segment is the not-found page (spec §2).
  return SEGMENT_LABELS[segment.toLowerCase()] ?? (index === 0 ? 'Page Not Found' : undefined);
}

export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean).map(safeDecode);
  if (segments.length === 0) return [];

  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }];
  let path = '';
  segments.forEach((segment, index) => {
    path += `/${encodeURIComponent(segment)}`;
    if (segment === 'hire' && index === 0) {
      // The hire page sits under the marketplace (spec §2: Home, Marketplace, Hire {name}).
      crumbs.push({ label: 'Marketplace', to: '/marketplace' });
      if (segments.length === 1) crumbs.push({ label: RECORD_PLACEHOLDERS.hire! });
      return;
    }
    const label = segmentLabel(segments, index);
    // An unknown segment is no page of its own: it is left out rather than shown as a made-up name.
    if (label === undefined) return;
    const isLast = index === segments.length - 1;
    crumbs.push(isLast || !isLinkable(path) ? { label } : { label, to: path });
  });
  const last = crumbs.at(-1)!;
  if (crumbs.length > 1 && last.to) crumbs[crumbs.length - 1] = { label: last.label };
  return crumbs;
}
