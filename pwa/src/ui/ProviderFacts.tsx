import type { ReactNode } from 'react';
import { Clock, MapPin, Star } from 'lucide-react';
import { firstItems, formatRating, type Credential, type Responsiveness } from '@ledgerlink/shared-schema';
import { cardCredentials, responsivenessLabel, reviewCountLabel } from './provider-display';

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

/** Verified credentials a card names; more are counted (the profile lists them all). */
const CARD_VERIFIED_BADGES = 2;

/**
 * "✓ CPA" badges for verified credentials, then how many more are verified or only self-reported:
 * one short line on a phone. `icon` is the check mark (the marketplace card draws its own icons).
 */
export function CredentialBadges({ credentials, icon }: { credentials: readonly Credential[]; icon: ReactNode }) {
  const { verified, selfReported } = cardCredentials(credentials);
  if (verified.length === 0 && selfReported === 0) return null;
  const { shown, more } = firstItems(verified, CARD_VERIFIED_BADGES);
  const others = [more > 0 ? `+${more} verified` : '', selfReported > 0 ? `${verified.length ? '+' : ''}${selfReported} self-reported` : ''].filter(Boolean).join(' · ');
  return (
    <p className="mt-2 flex flex-wrap items-center gap-1.5 text-xs" data-testid="card-credentials">
      {shown.map((credential) => (
        <span key={credential.name} className="inline-flex items-center gap-1 rounded-full bg-accent-50 px-2 py-0.5 font-semibold text-accent-700 ring-1 ring-accent-100">
          {icon}
          {credential.name}
          <span className="sr-only"> (verified)</span>
        </span>
      ))}
      {others && <span className="text-muted">{verified.length ? others : `${others} ${selfReported === 1 ? 'credential' : 'credentials'}`}</span>}
    </p>
  );
}
