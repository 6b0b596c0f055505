import { lazy, Suspense, useRef } from 'react';
import { SITE_NAME } from '@ledgerlink/shared-schema';
import { FiguresPlaceholder } from './FiguresPlaceholder';
import { useNearScreen } from './useNearScreen';

const SiteFiguresList = lazy(() => import('./SiteFiguresList'));

/**
 * The site in numbers. The figures are read and parsed (with the shared schemas, and so zod) only as
 * the band nears the screen: `/` paints its first screen without that code, and a visitor who never
 * scrolls down never loads it.
 */
export function SiteFigures() {
  const band = useRef<HTMLElement>(null);
  const near = useNearScreen(band);

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
