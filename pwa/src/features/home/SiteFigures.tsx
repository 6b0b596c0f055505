import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { SITE_NAME } from '@ledgerlink/shared-schema';
import { FiguresPlaceholder } from './FiguresPlaceholder';

const SiteFiguresList = lazy(() => import('./SiteFiguresList'));

/** How far below the screen the band starts loading, so it is there when scrolled to. */
const AHEAD = '400px';

/**
 * The site in numbers. The figures are read and parsed (with the shared schemas, and so zod) only as
 * the band nears the screen: `/` paints its first screen without that code, and a visitor who never
 * scrolls down never loads it.
 */
export function SiteFigures() {
  const band = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = band.current;
    if (!element || near) return;
    if (!('IntersectionObserver' in window)) return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <section ref={band} aria-labelledby="stats-heading" className="bg-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="stats-heading" className="sr-only">
          {SITE_NAME} in numbers
        </h2>
        {near ? (
          <Suspense fallback={<FiguresPlaceholder busy />}>
            <SiteFiguresList />
          </Suspense>
        ) : (
          <FiguresPlaceholder busy={false} />
        )}
      </div>
    </section>
  );
}
