/**
 * Breadcrumbs derived from the address (spec §2 labels). Pure so it can be unit-tested; the
 * Breadcrumbs component only renders what this returns.
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

/** Prefixes that are pages in their own right (every marketplace prefix is a search). */
const LINKABLE = new Set(['/admin', '/admin/dashboard']);
const isLinkable = (path: string) => path === '/marketplace' || path.startsWith('/marketplace/') || LINKABLE.has(path);

/** `jane-doe-professional-austin` -> `Jane Doe Professional Austin`. */
export const humanizeSegment = (segment: string) =>
  segment
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean).map(safeDecode);
  if (segments.length === 0) return [];

  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }];
  let path = '';
  segments.forEach((segment, index) => {
    path += `/${encodeURIComponent(segment)}`;
    const previous = segments[index - 1];
    let label = SEGMENT_LABELS[segment.toLowerCase()] ?? (segment.startsWith('@') ? segment : humanizeSegment(segment));
    // The hire page's own crumb names who is being hired (spec §2: Home, Marketplace, Hire {name}).
    if (previous === 'hire') label = `Hire ${humanizeSegment(segment)}`;
    const isLast = index === segments.length - 1;
    if (segment === 'hire') {
      crumbs.push({ label: 'Marketplace', to: '/marketplace' });
      return;
    }
    crumbs.push(isLast || !isLinkable(path) ? { label } : { label, to: path });
  });
  return crumbs;
}
