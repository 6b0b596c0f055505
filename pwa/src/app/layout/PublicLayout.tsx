import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { CookieBanner } from '../../features/cookie-consent/CookieBanner';
import { trackPageView } from '../../lib/analytics';
import { PageLoading } from '../../ui/PageLoading';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { SCROLL_POSITIONS_KEY } from './scroll-on-entry';

export function PublicLayout() {
  const { pathname } = useLocation();
  useEffect(() => trackPageView(pathname), [pathname]);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <Header />
      <Breadcrumbs />
      {/* At least a screen tall, so the footer starts below the fold and never jumps while a page's
          chunk or data arrives (no layout shift, whatever the page's loading state measures). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100svh-4rem)] flex-1 focus:outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <CookieBanner />
      <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
    </div>
  );
}
