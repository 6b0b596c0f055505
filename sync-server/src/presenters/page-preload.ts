import { bookkeepersUrl, marketplaceStatsUrl, profileUrl, type PublicPage } from '@ledgerlink/shared-schema';

/**
 * The PWA's page module for each address, as the build manifest names it (its source path under
 * pwa/): the one mapping of public routes to page chunks outside pwa/src/app/routes.tsx, checked
 * against it by page-preload.test.ts. Admin pages are online-only and never preloaded.
 */
const FEATURES = 'src/features';
const PAGE_BY_FIRST_SEGMENT = {
  '': `${FEATURES}/home/HomePage.tsx`,
  'find-accountant': `${FEATURES}/questionnaire/FindAccountantPage.tsx`,
  'how-matching-works': `${FEATURES}/questionnaire/HowMatchingWorksPage.tsx`,
  'onboarding-success': `${FEATURES}/questionnaire/OnboardingSuccessPage.tsx`,
  'business-form': `${FEATURES}/business-request/BusinessFormPage.tsx`,
  'providers-form': `${FEATURES}/provider-signup/ProvidersFormPage.tsx`,
  'bookkeeper-thank-you': `${FEATURES}/provider-signup/ProviderThankYouPage.tsx`,
  'thank-you': `${FEATURES}/hire/BookingThankYouPage.tsx`,
  dashboard: `${FEATURES}/dashboard/DashboardPage.tsx`,
  outbox: `${FEATURES}/outbox/OutboxPage.tsx`,
  request: `${FEATURES}/request/RequestPage.tsx`,
} as const;
export const PAGE_MODULES = {
  ...PAGE_BY_FIRST_SEGMENT,
  requestUnsubscribe: `${FEATURES}/request/UnsubscribePage.tsx`,
  marketplace: `${FEATURES}/marketplace/MarketplacePage.tsx`,
  profile: `${FEATURES}/profile/ProfilePage.tsx`,
  hire: `${FEATURES}/hire/HirePage.tsx`,
  static: `${FEATURES}/static-pages/StaticPage.tsx`,
  notFound: `${FEATURES}/static-pages/NotFoundPage.tsx`,
};

export interface PagePreload {
  /** The page module as the build manifest names it (its source path under pwa/). */
  module: string;
  /** Same-origin API paths the page reads first, exactly as the PWA asks for them. */
  reads: string[];
}

/**
 * What a first visit to a page needs beside the entry: its chunk and, for the data pages, the API
 * reads the page starts first (the same paths the PWA asks for, shared-schema's page-reads.ts), so
 * both leave with the HTML instead of after the entry script has downloaded and run.
 * `found` is false when the head lookup found no listed provider: the page then reads nothing.
 */
export function presentPagePreload(page: PublicPage, pathname: string, found: boolean): PagePreload | undefined {
  switch (page.kind) {
    case 'marketplace': {
      const reads = [bookkeepersUrl(page.filters)];
      // A free-text search has no introduction, so no figures (the PWA's useMarketplaceStats).
      if (!page.filters.search) reads.push(marketplaceStatsUrl(page.filters));
      return { module: PAGE_MODULES.marketplace, reads };
    }
    case 'profile':
      return { module: PAGE_MODULES.profile, reads: found ? [profileUrl(page.by)] : [] };
    case 'hire':
      return { module: PAGE_MODULES.hire, reads: [] };
    case 'not-found':
      return { module: PAGE_MODULES.notFound, reads: [] };
    case 'fixed': {
      const first = pathname.split('/').find(Boolean)?.toLowerCase() ?? '';
      if (first === 'admin') return undefined;
      if (first === 'request' && /\/unsubscribe\/?$/i.test(pathname)) return { module: PAGE_MODULES.requestUnsubscribe, reads: [] };
      return { module: Object.hasOwn(PAGE_BY_FIRST_SEGMENT, first) ? PAGE_BY_FIRST_SEGMENT[first as keyof typeof PAGE_BY_FIRST_SEGMENT] : PAGE_MODULES.static, reads: [] };
    }
  }
}
