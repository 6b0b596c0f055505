import { memo } from 'react';
import { MARKETPLACE_CARD_SERVICE_CHIPS, cardImagePath, firstItems, formatRating, type PublicBookkeeper } from '@ledgerlink/shared-schema';
import { ProviderTypeTag } from './ProviderAvatar';
import { Skeleton } from './Skeleton';
import { CredentialBadges } from './ProviderFacts';
import { NOT_TAKING_CLIENTS, responsivenessLabel, reviewCountLabel, serviceLabel, startingPriceLabel } from './provider-display';
import { CardIcon } from './card-icons';

/** What a card leads with: a firm's own name, else the person's (spec §2 "Cards"). */
export function cardTitle(provider: Pick<PublicBookkeeper, 'providerType' | 'fullName' | 'businessName'>): { name: string; subtitle?: string } {
  const business = provider.businessName?.trim();
  if (!business || business === provider.fullName) return { name: provider.fullName };
  return provider.providerType === 'firm' ? { name: business, subtitle: provider.fullName } : { name: provider.fullName, subtitle: business };
}

const AVATAR_PX = 56;
const chipClass = 'rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700';
function CardAvatar({ provider }: { provider: PublicBookkeeper }) {
  if (provider.profileImageUrl) {
    return (
      <img
        src={cardImagePath(provider.profileImageUrl)}
        alt=""
        width={AVATAR_PX}
        height={AVATAR_PX}
        loading="lazy"
        decoding="async"
        className="h-14 w-14 shrink-0 rounded-full object-cover ring-1 ring-slate-200"
      />
    );
  }
  const firm = provider.providerType === 'firm';
  return (
    <span aria-hidden="true" className={`inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full ${firm ? 'bg-brand-50 text-brand-700' : 'bg-accent-50 text-accent-700'}`}>
      <CardIcon name={firm ? 'building-2' : 'user-round'} className="h-7 w-7" />
    </span>
  );
}

/**
 * One marketplace result (spec §2 "Cards"). Kept shallow (about 25 elements): a page shows 50 of
 * them on a phone, so every wrapper and icon path is paid 50 times in style, layout and memory.
 */
export const ProviderCard = memo(function ProviderCard({ provider }: { provider: PublicBookkeeper }) {
  const { shown, more } = firstItems(provider.services, MARKETPLACE_CARD_SERVICE_CHIPS);
  const { name, subtitle } = cardTitle(provider);
  const headingId = `provider-${provider.id}`;
  const responsiveness = responsivenessLabel(provider.responsiveness);
  return (
    <article
      aria-labelledby={headingId}
      data-testid="provider-card"
      className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-4">
        <CardAvatar provider={provider} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg font-semibold leading-snug text-ink">
              {name}
            </h2>
            <ProviderTypeTag providerType={provider.providerType} />
          </div>
          {subtitle && <p className="mt-0.5 truncate text-sm text-muted">{subtitle}</p>}
          <p className="mt-1 truncate text-sm text-muted">
            <CardIcon name="map-pin" className="mr-1 inline-block h-4 w-4 align-[-3px]" />
            {provider.location}
          </p>
        </div>
      </div>

      {provider.totalReviews > 0 && (
        <p className="mt-3 flex items-center gap-1 text-sm">
          <CardIcon name="star" className="h-4 w-4 fill-amber-400 text-amber-400" />
          <span className="sr-only">Rated {formatRating(provider.averageRating)} out of 5</span>
          <span aria-hidden="true" className="font-semibold text-ink">
            {formatRating(provider.averageRating)}
          </span>
          <span className="text-muted">{reviewCountLabel(provider.totalReviews)}</span>
        </p>
      )}

      {responsiveness && (
        <p className="mt-1.5 flex items-center gap-1 text-sm text-muted">
          <CardIcon name="clock" className="h-4 w-4 shrink-0" />
          {responsiveness}
        </p>
      )}

      {!provider.isAvailable && <p className="mt-1.5 text-sm font-medium text-slate-600">{NOT_TAKING_CLIENTS}</p>}

      <CredentialBadges credentials={provider.credentials} icon={<CardIcon name="badge-check" className="h-3.5 w-3.5" />} />

      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Services">
        {shown.map((service) => (
          <li key={service} className={chipClass}>
            {serviceLabel(service)}
          </li>
        ))}
        {more > 0 && <li className={chipClass}>+{more} more</li>}
      </ul>

      <div className="mt-auto flex items-center justify-between gap-3 pt-5">
        <p className="text-sm font-semibold text-accent-700">{startingPriceLabel(provider)}</p>
        {/* A plain anchor: the results list routes its clicks (ui/use-routed-anchors.ts). */}
        <a
          href={`/bookkeeper/${provider.slug}`}
          aria-label={`View Profile of ${name}`}
          className="inline-flex min-h-11 shrink-0 items-center justify-center whitespace-nowrap rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
        >
          View Profile
        </a>
      </div>
    </article>
  );
});

/** Same box as a card (same paddings, rows and button height), so results replace it without a shift. */
export function ProviderCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full min-h-56 flex-col rounded-card border border-slate-200 bg-white p-5">
      <div className="flex items-start gap-4">
        <Skeleton className="h-14 w-14 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
      <Skeleton className="mt-4 h-6 w-2/3 rounded-full" />
      <div className="mt-auto flex items-center justify-between pt-5">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-11 w-28 rounded-lg" />
      </div>
    </div>
  );
}
