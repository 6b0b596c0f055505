import { lazy, Suspense } from 'react';
import { type RouteObject, useLocation, useParams, useRoutes } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { PublicLayout } from './layout/PublicLayout';
import { lazyPage, type LazyPage } from './lazy-page';
import type { RoutePreload } from './route-preload';
import { isMarketplacePath } from '../features/marketplace/marketplace-path';
import { prefetchMarketplace } from '../features/marketplace/marketplace-prefetch';
import { prefetchProfile } from '../features/profile/profile-prefetch';
import type { StaticPageKey } from '../features/static-pages/static-pages';
import { PageLoading } from '../ui/PageLoading';

// Every page is its own lazy chunk so the home bundle stays small; the service worker precaches
// them all, so every route still works offline. Each route's handle says what to start early when
// the app opens on it (route-preload.ts): its chunk, and for the data-led pages their first read.
const HomePage = lazyPage(() => import('../features/home/HomePage'));
const MarketplacePage = lazyPage(() => import('../features/marketplace/MarketplacePage'));
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage'));
const HirePage = lazyPage(() => import('../features/hire/HirePage'), { next: () => [BookingThankYouPage] });
const BookingThankYouPage = lazyPage(() => import('../features/hire/BookingThankYouPage'));
const ProviderThankYouPage = lazyPage(() => import('../features/provider-signup/ProviderThankYouPage'));
const BusinessFormPage = lazyPage(() => import('../features/business-request/BusinessFormPage'));
const ProvidersFormPage = lazyPage(() => import('../features/provider-signup/ProvidersFormPage'), { next: () => [ProviderThankYouPage] });
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage'));
const OpenDashboardPage = lazyPage(() => import('../features/dashboard/OpenDashboardPage'));
const ProfileEditPage = lazyPage(() => import('../features/dashboard/ProfileEditPage'));
const RequestPage = lazyPage(() => import('../features/request/RequestPage'));
const UnsubscribePage = lazyPage(() => import('../features/request/UnsubscribePage'));
const ReviewPage = lazyPage(() => import('../features/review/ReviewPage'));
const FindAccountantPage = lazyPage(() => import('../features/questionnaire/FindAccountantPage'), { next: () => [OnboardingSuccessPage] });
const HowMatchingWorksPage = lazyPage(() => import('../features/questionnaire/HowMatchingWorksPage'));
const OnboardingSuccessPage = lazyPage(() => import('../features/questionnaire/OnboardingSuccessPage'));
const OutboxPage = lazyPage(() => import('../features/outbox/OutboxPage'));
const StaticPage = lazyPage(() => import('../features/static-pages/StaticPage'));
const NotFoundPage = lazyPage(() => import('../features/static-pages/NotFoundPage'));
const AdminLoginPage = lazyPage(() => import('../features/admin/AdminLoginPage'));
const AdminDashboardPage = lazyPage(() => import('../features/admin/AdminDashboardPage'));
const AdminCrudPage = lazyPage(() => import('../features/admin/AdminCrudPage'));
const AdminUploadPage = lazyPage(() => import('../features/admin/AdminUploadPage'));

/**
 * `/@{username}`: React Router patterns cannot carry a literal prefix inside a dynamic segment, so
 * a single-segment route catches `/:handle` (static routes such as /about rank higher) and only
 * `@`-prefixed handles become profiles; anything else is the not-found page.
 */
function HandleRoute() {
  const { handle = '' } = useParams();
  if (handle.startsWith('@') && handle.length > 1) return <ProfilePage username={handle.slice(1)} />;
  return <NotFoundPage />;
}

/** `/marketplace/*`: only addresses made of known segments are listings; anything else is the 404 page. */
function MarketplaceRoute() {
  const { pathname } = useLocation();
  return isMarketplacePath(pathname) ? <MarketplacePage /> : <NotFoundPage />;
}

const chunkOf = (page: Pick<LazyPage<object>, 'preload'>): RoutePreload => ({ preload: () => void page.preload() });

const marketplaceFirst: RoutePreload = {
  preload({ pathname, search }) {
    if (!isMarketplacePath(pathname)) return void NotFoundPage.preload();
    void MarketplacePage.preload();
    prefetchMarketplace(pathname, search);
  },
};

const profileFirst: RoutePreload = {
  preload({ params }) {
    void ProfilePage.preload();
    prefetchProfile(params.username !== undefined ? { username: params.username } : { slug: params.slug ?? '' });
  },
};

const handleFirst: RoutePreload = {
  preload({ params: { handle = '' } }) {
    if (!handle.startsWith('@') || handle.length < 2) return void NotFoundPage.preload();
    void ProfilePage.preload();
    prefetchProfile({ username: handle.slice(1) });
  },
};

const STATIC_ROUTES: Array<{ path: string; page: StaticPageKey }> = [
  { path: 'how-it-works', page: 'how-it-works' },
  { path: 'success-stories', page: 'success-stories' },
  { path: 'about', page: 'about' },
  { path: 'why-join', page: 'why-join' },
  { path: 'support', page: 'support' },
  { path: 'guidelines', page: 'guidelines' },
  { path: 'help', page: 'help' },
  { path: 'terms', page: 'terms' },
  { path: 'privacy', page: 'privacy' },
  { path: 'cookies', page: 'cookies' },
  // The cookie banner links here (spec §2); same pages as /privacy and /cookies.
  { path: 'privacy-policy', page: 'privacy' },
  { path: 'cookie-policy', page: 'cookies' },
];

const PUBLIC_PAGES: RouteObject[] = [
  { index: true, element: <HomePage />, handle: chunkOf(HomePage) },
  // `marketplace/*` also matches `/marketplace` itself (an empty splat).
  { path: 'marketplace/*', element: <MarketplaceRoute />, handle: marketplaceFirst },
  { path: 'provider/individual/:username', element: <ProfilePage />, handle: profileFirst },
  { path: 'provider/firm/:username', element: <ProfilePage />, handle: profileFirst },
  { path: 'bookkeeper/:slug', element: <ProfilePage />, handle: profileFirst },
  { path: 'hire/:slug', element: <HirePage />, handle: chunkOf(HirePage) },
  { path: 'thank-you/:slug?', element: <BookingThankYouPage />, handle: chunkOf(BookingThankYouPage) },
  { path: 'bookkeeper-thank-you/:slug?', element: <ProviderThankYouPage />, handle: chunkOf(ProviderThankYouPage) },
  { path: 'business-form/:slug?', element: <BusinessFormPage />, handle: chunkOf(BusinessFormPage) },
  { path: 'providers-form/:slug?', element: <ProvidersFormPage />, handle: chunkOf(ProvidersFormPage) },
  { path: 'dashboard', element: <OpenDashboardPage />, handle: chunkOf(OpenDashboardPage) },
  { path: 'dashboard/:id', element: <DashboardPage />, handle: chunkOf(DashboardPage) },
  { path: 'dashboard/:id/profile', element: <ProfileEditPage />, handle: chunkOf(ProfileEditPage) },
  { path: 'request/:id', element: <RequestPage />, handle: chunkOf(RequestPage) },
  { path: 'request/:id/unsubscribe', element: <UnsubscribePage />, handle: chunkOf(UnsubscribePage) },
  { path: 'review/:token', element: <ReviewPage />, handle: chunkOf(ReviewPage) },
  { path: 'find-accountant/:slug?', element: <FindAccountantPage />, handle: chunkOf(FindAccountantPage) },
  { path: 'onboarding-success/:slug?', element: <OnboardingSuccessPage />, handle: chunkOf(OnboardingSuccessPage) },
  { path: 'outbox', element: <OutboxPage />, handle: chunkOf(OutboxPage) },
  { path: 'how-matching-works', element: <HowMatchingWorksPage />, handle: chunkOf(HowMatchingWorksPage) },
  ...STATIC_ROUTES.map(({ path, page }) => ({ path, element: <StaticPage key={page} page={page} />, handle: chunkOf(StaticPage) })),
  { path: ':handle', element: <HandleRoute />, handle: handleFirst },
  { path: '*', element: <NotFoundPage />, handle: chunkOf(NotFoundPage) },
];

/**
 * The admin shell is its own chunk (named Admin*, so the service worker never precaches it):
 * nothing of the back office is in the public bundle (ARCHITECTURE §2). Offline, or when the chunk
 * cannot be fetched, the admin area says it needs a connection.
 */
const AdminShell = lazy(async () => {
  const offline = async () => ({ default: (await import('./NeedsConnection')).default });
  if (!navigator.onLine) return offline();
  try {
    return { default: (await import('./layout/AdminLayout')).AdminLayout };
  } catch {
    return offline();
  }
});

export const routes: RouteObject[] = [
  { path: '/', element: <PublicLayout />, children: PUBLIC_PAGES },
  {
    path: '/admin',
    element: <AdminShell />,
    children: [
      { index: true, element: <AdminDashboardPage /> },
      { path: 'login', element: <AdminLoginPage /> },
      { path: 'dashboard', element: <AdminDashboardPage /> },
      { path: 'crud', element: <AdminCrudPage /> },
      { path: 'upload', element: <AdminUploadPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The app's pages for the current address. A declarative router, not a data router: the app has no
 * loaders or actions, and React Router's data layer would be ~17 KiB (brotli) of every page's
 * initial JavaScript. A failure outside a page (the layout, the admin shell) replaces the whole view.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>{element}</Suspense>
    </ErrorBoundary>
  );
}
