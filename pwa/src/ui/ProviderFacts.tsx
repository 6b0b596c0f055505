import { Clock, MapPin, Star } from 'lucide-react';
import { formatRating, type Responsiveness } from '@ledgerlink/shared-schema';
import { responsivenessLabel, reviewCountLabel } from './provider-display';

/** A provider's place, with its pin: one item of a row of facts. */
export function ProviderLocation({ location }: { location: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
      {location}
    </span>
  );
}

/** "★ 4.8 (12 reviews)", read as "Rated 4.8 out of 5"; nothing until the provider has a review (spec §3). */
export function ProviderRating({ averageRating, totalReviews }: { averageRating: number; totalReviews: number }) {
  if (totalReviews === 0) return null;
  return (
    <span className="inline-flex items-center gap-1">
      <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
      <span className="font-semibold text-ink">
        <span className="sr-only">Rated </span>
        {formatRating(averageRating)}
        <span className="sr-only"> out of 5</span>
      </span>
      {reviewCountLabel(totalReviews)}
    </span>
  );
}

/** "Usually responds within 6 h · replies to 90% of requests"; nothing from too little data. */
export function ProviderResponsiveness({ responsiveness }: { responsiveness: Responsiveness | undefined }) {
  const label = responsivenessLabel(responsiveness);
  if (!label) return null;
  return (
    <span className="inline-flex items-center gap-1">
      <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
      {label}
    </span>
  );
}
