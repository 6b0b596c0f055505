import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { CookieBanner } from '../../features/cookie-consent/CookieBanner';
import { trackPageView } from '../../lib/analytics';
import { PageLoading } from '../../ui/PageLoading';
import { ErrorBoundary } from '../ErrorBoundary';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { useScrollRestoration } from './use-scroll-restoration';

export function PublicLayout() {
  const { pathname } = useLocation();
  useEffect(() => trackPageView(pathname), [pathname]);
  useScrollRestoration();
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
        {/* A page's failure (its chunk could not load, or it threw) renders in here, keeping the
            header with its offline mark and queued-writes link. */}
        <ErrorBoundary inLayout resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <CookieBanner />
    </div>
  );
}
