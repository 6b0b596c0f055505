import type { Review } from '@ledgerlink/shared-schema';
import { formatMonthYear } from '@ledgerlink/shared-schema';
import { BadgeCheck } from 'lucide-react';

/**
 * Where a review came from, as its footer says it: "Verified client" only for a review written
 * through a won lead's link (with the month of the hire), "Imported review" for any other. A
 * reviewer's name proves nothing, so it never stands in for the mark.
 */
export type ReviewOrigin = { verified: true; hired: string | undefined } | { verified: false };

export function reviewOrigin(review: Pick<Review, 'verifiedClient' | 'engagedAt'>): ReviewOrigin {
  if (!review.verifiedClient) return { verified: false };
  const month = review.engagedAt ? formatMonthYear(review.engagedAt) : '';
  return { verified: true, hired: month ? `Hired ${month}` : undefined };
}

/** The mark itself: a "Verified client" badge and the month of the hire, or "Imported review". */
export function ReviewOriginMark({ review }: { review: Pick<Review, 'verifiedClient' | 'engagedAt'> }) {
  const origin = reviewOrigin(review);
  if (!origin.verified) return <span>Imported review</span>;
  return (
    <>
      <span className="inline-flex items-center gap-1 rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-700 ring-1 ring-accent-100">
        <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
        Verified client
      </span>
      {origin.hired ? <span>{origin.hired}</span> : null}
    </>
  );
}
