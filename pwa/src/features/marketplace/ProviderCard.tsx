import { MapPin, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MARKETPLACE_CARD_SERVICE_CHIPS, firstItems, formatRating, type PublicBookkeeper } from '@ledgerlink/shared-schema';
import { ProviderAvatar, ProviderTypeTag } from '../../ui/ProviderAvatar';
import { Skeleton } from '../../ui/Skeleton';
import { reviewCountLabel, serviceLabel, startingPriceLabel } from '../../ui/provider-display';

/** One marketplace result (spec §2 "Cards"). */
export function ProviderCard({ provider }: { provider: PublicBookkeeper }) {
  const { shown, more } = firstItems(provider.services, MARKETPLACE_CARD_SERVICE_CHIPS);
  const showBusinessName = provider.businessName && provider.businessName !== provider.fullName;
  const headingId = `provider-${provider.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="provider-card"
      className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-4">
        <ProviderAvatar providerType={provider.providerType} imageUrl={provider.profileImageUrl} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg font-semibold leading-snug text-ink">
              {provider.fullName}
            </h2>
            <ProviderTypeTag providerType={provider.providerType} />
          </div>
          {showBusinessName && <p className="mt-0.5 truncate text-sm text-muted">{provider.businessName}</p>}
          <p className="mt-1 flex items-center gap-1 text-sm text-muted">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{provider.location}</span>
          </p>
        </div>
      </div>

      {provider.totalReviews > 0 && (
        <p className="mt-3 flex items-center gap-1 text-sm">
          <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
          <span className="font-semibold text-ink">
            <span className="sr-only">Rated </span>
            {formatRating(provider.averageRating)}
            <span className="sr-only"> out of 5</span>
          </span>
          <span className="text-muted">{reviewCountLabel(provider.totalReviews)}</span>
        </p>
      )}

      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Services">
        {shown.map((service) => (
          <li key={service} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
            {serviceLabel(service)}
          </li>
        ))}
        {more > 0 && <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">+{more} more</li>}
      </ul>

      <div className="mt-auto flex items-center justify-between gap-3 pt-5">
        <p className="text-sm font-semibold text-accent-700">{startingPriceLabel(provider)}</p>
        <Link
          to={`/bookkeeper/${provider.slug}`}
          aria-label={`View Profile of ${provider.fullName}`}
          className="inline-flex min-h-11 shrink-0 items-center justify-center whitespace-nowrap rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
        >
          View Profile
        </Link>
      </div>
    </article>
  );
}

export function ProviderCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-5">
      <div className="flex items-start gap-4">
        <Skeleton className="h-14 w-14 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
      <div className="mt-4 flex gap-2">
        <Skeleton className="h-6 w-20 rounded-full" />
        <Skeleton className="h-6 w-24 rounded-full" />
      </div>
      <div className="mt-6 flex items-center justify-between">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-11 w-28 rounded-lg" />
      </div>
    </div>
  );
}
