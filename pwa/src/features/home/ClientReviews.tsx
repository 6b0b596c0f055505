import { lazy, Suspense, useRef } from 'react';
import { RECENT_REVIEW_MIN_STARS } from '@ledgerlink/shared-schema';
import { Link } from 'react-router-dom';
import { ReviewsPlaceholder } from './ReviewsPlaceholder';
import { useNearScreen } from './useNearScreen';

const ClientReviewsList = lazy(() => import('./ClientReviewsList'));

/**
 * What clients say: the site's latest good reviews as stored (GET /api/stats `recentReviews`), each
 * marked as from a verified client or imported, read only as the section nears the screen.
 */
export function ClientReviews({ linkClassName }: { linkClassName: string }) {
  const section = useRef<HTMLElement>(null);
  const near = useNearScreen(section);
  return (
    <section ref={section} aria-labelledby="testimonials-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="testimonials-heading" className="text-center text-3xl font-bold tracking-tight text-ink">
        What our clients say
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted">
        The latest reviews of {RECENT_REVIEW_MIN_STARS} or 5 stars, as written; every review counts in the ratings. New reviews come only
        from clients who hired through us (
        <Link to="/how-matching-works" className={linkClassName}>
          how we check
        </Link>
        ).
      </p>
      {near ? (
        <Suspense fallback={<ReviewsPlaceholder busy />}>
          <ClientReviewsList />
        </Suspense>
      ) : (
        <ReviewsPlaceholder busy={false} />
      )}
      <p className="mt-8 text-center">
        <Link to="/success-stories" className={linkClassName}>
          Read more success stories
        </Link>
      </p>
    </section>
  );
}
