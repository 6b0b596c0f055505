import { useEffect, useState } from 'react';
import type { RecentReview } from '@ledgerlink/shared-schema';
import { Link } from 'react-router-dom';
import { ReviewOriginMark } from '../../ui/ReviewOriginMark';
import { Stars } from '../../ui/Stars';
import { ReviewsPlaceholder } from './ReviewsPlaceholder';
import { readSiteStats } from './site-stats-read';

type Read = { status: 'pending' } | { status: 'ok'; reviews: RecentReview[] } | { status: 'failed' };

/** The latest good reviews as the server chose them; without them (offline, an error) it says so, never a made-up quote. */
export default function ClientReviewsList() {
  const [read, setRead] = useState<Read>({ status: 'pending' });
  useEffect(() => {
    let shown = true;
    readSiteStats().then(
      (stats) => shown && setRead({ status: 'ok', reviews: stats.recentReviews }),
      () => shown && setRead({ status: 'failed' }),
    );
    return () => {
      shown = false;
    };
  }, []);
  if (read.status === 'pending') return <ReviewsPlaceholder busy />;
  if (read.status === 'failed') return <p className="mt-10 text-center text-muted">Clients’ reviews show here when you’re online.</p>;
  if (read.reviews.length === 0) return <p className="mt-10 text-center text-muted">No reviews yet: they show here as clients rate the professionals they hired.</p>;
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {read.reviews.map((review) => (
        <li key={review.id} className="flex flex-col rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-sm">
          <Stars value={Number(review.rating)} className="[&_svg]:h-5 [&_svg]:w-5" />
          {review.title ? <p className="mt-4 font-semibold text-ink">{review.title}</p> : null}
          <blockquote className="mt-2 line-clamp-6 flex-1 text-slate-700">“{review.comment}”</blockquote>
          <p className="mt-4 text-sm text-muted">
            A client of{' '}
            <Link to={review.professional.profilePath} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {review.professional.fullName}
            </Link>
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <ReviewOriginMark review={review} />
          </p>
        </li>
      ))}
    </ul>
  );
}
