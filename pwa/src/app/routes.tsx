import { lazy } from 'react';
import { createBrowserRouter, type RouteObject, useLocation, useParams } from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage';
import { PublicLayout } from './layout/PublicLayout';
import { isMarketplacePath } from '../features/marketplace/marketplace-path';
import type { StaticPageKey } from '../features/static-pages/static-pages';

// Every page is its own lazy chunk so the home bundle stays small; the service worker precaches
// them all, so every route still works offline.
const HomePage = lazy(() => import('../features/home/HomePage'));
const MarketplacePage = lazy(() => import('../features/marketplace/MarketplacePage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const HirePage = lazy(() => import('../features/hire/HirePage'));
const BookingThankYouPage = lazy(() => import('../features/hire/BookingThankYouPage'));
const ProviderThankYouPage = lazy(() => import('../features/provider-signup/ProviderThankYouPage'));
const BusinessFormPage = lazy(() => import('../features/business-request/BusinessFormPage'));
const ProvidersFormPage = lazy(() => import('../features/provider-signup/ProvidersFormPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const FindAccountantPage = lazy(() => import('../features/questionnaire/FindAccountantPage'));
const HowMatchingWorksPage = lazy(() => import('../features/questionnaire/HowMatchingWorksPage'));
const OnboardingSuccessPage = lazy(() => import('../features/questionnaire/OnboardingSuccessPage'));
const StaticPage = lazy(() => import('../features/static-pages/StaticPage'));
const NotFoundPage = lazy(() => import('../features/static-pages/NotFoundPage'));
const AdminLoginPage = lazy(() => import('../features/admin/AdminLoginPage'));
const AdminDashboardPage = lazy(() => import('../features/admin/AdminDashboardPage'));
const AdminCrudPage = lazy(() => import('../features/admin/AdminCrudPage'));
const AdminUploadPage = lazy(() => import('../features/admin/AdminUploadPage'));

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

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <PublicLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      // `marketplace/*` also matches `/marketplace` itself (an empty splat).
      { path: 'marketplace/*', element: <MarketplaceRoute /> },
      { path: 'provider/individual/:username', element: <ProfilePage /> },
      { path: 'provider/firm/:username', element: <ProfilePage /> },
      { path: 'bookkeeper/:slug', element: <ProfilePage /> },
      { path: 'hire/:slug', element: <HirePage /> },
      { path: 'thank-you/:slug?', element: <BookingThankYouPage /> },
      { path: 'bookkeeper-thank-you/:slug?', element: <ProviderThankYouPage /> },
      { path: 'business-form/:slug?', element: <BusinessFormPage /> },
      { path: 'providers-form/:slug?', element: <ProvidersFormPage /> },
      { path: 'dashboard/:id', element: <DashboardPage /> },
      { path: 'find-accountant/:slug?', element: <FindAccountantPage /> },
      { path: 'onboarding-success/:slug?', element: <OnboardingSuccessPage /> },
      { path: 'how-matching-works', element: <HowMatchingWorksPage /> },
      ...STATIC_ROUTES.map(({ path, page }) => ({ path, element: <StaticPage key={page} page={page} /> })),
      { path: ':handle', element: <HandleRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '/admin',
    // The admin shell is its own chunk (named Admin*, so the service worker never precaches it):
    // nothing of the back office is in the public bundle (ARCHITECTURE §2).
    lazy: async () => ({ Component: (await import('./layout/AdminLayout')).AdminLayout }),
    errorElement: <RouteErrorPage />,
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

export const createAppRouter = () => createBrowserRouter(routes);
