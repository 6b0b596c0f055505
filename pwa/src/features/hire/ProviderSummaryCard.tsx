import { firstItems, formatPrice, formatRating, SUMMARY_CARD_SERVICE_CHIPS, type BookkeeperProfileResponse } from '@ledgerlink/shared-schema';
import { Building2, MapPin, Star, User } from 'lucide-react';
import { serviceLabel } from '../../ui/provider-display';

type Provider = BookkeeperProfileResponse['bookkeeper'];

/** Who the visitor is hiring: identity, rating, first services and starting price (spec §2). */
export function ProviderSummaryCard({ provider, reviewCount }: { provider: Provider; reviewCount: number }) {
  const Icon = provider.providerType === 'firm' ? Building2 : User;
  const { shown, more } = firstItems(provider.services, SUMMARY_CARD_SERVICE_CHIPS);
  const reviews = Math.max(provider.totalReviews, reviewCount);
  return (
    <aside aria-label="Professional summary" className="rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex items-start gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="h-6 w-6" aria-hidden="true" />
          <span className="sr-only">{provider.providerType === 'firm' ? 'Firm' : 'Individual professional'}</span>
        </span>
        <div className="min-w-0">
          <p className="text-lg font-semibold text-ink">{provider.fullName}</p>
          {provider.businessName ? <p className="text-muted">{provider.businessName}</p> : null}
          <p className="mt-1 flex items-center gap-1 text-sm text-muted">
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {provider.location}
          </p>
          {reviews > 0 ? (
            <p className="mt-1 flex items-center gap-1 text-sm text-ink">
              <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
              <span className="font-semibold">{formatRating(provider.averageRating)}</span>
              <span className="text-muted">
                ({reviews} {reviews === 1 ? 'review' : 'reviews'})
              </span>
            </p>
          ) : null}
        </div>
      </div>
      {shown.length ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Services">
          {shown.map((service) => (
            <li key={service} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
              {serviceLabel(service)}
            </li>
          ))}
          {more ? <li className="rounded-full bg-slate-100 px-3 py-1 text-sm text-muted">+{more} more</li> : null}
        </ul>
      ) : null}
      {provider.monthlyStartingPrice !== undefined ? (
        <p className="mt-4 text-sm text-muted">
          Starting from <span className="font-semibold text-ink">{formatPrice(provider.monthlyStartingPrice)}/month</span>
        </p>
      ) : null}
    </aside>
  );
}
