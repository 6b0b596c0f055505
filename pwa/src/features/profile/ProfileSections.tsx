import { BadgeCheck, BriefcaseBusiness, CheckCircle2, Circle, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type Credential, type PublicBookkeeper, type Review } from '@ledgerlink/shared-schema';
import { ProviderAvatar, ProviderTypeTag } from '../../ui/ProviderAvatar';
import { ProviderLocation, ProviderRating, ProviderResponsiveness } from '../../ui/ProviderFacts';
import { Skeleton } from '../../ui/Skeleton';
import { Stars } from '../../ui/Stars';
import { credentialStatusLabel, NOT_TAKING_CLIENTS, serviceLabel } from '../../ui/provider-display';
import { reviewDate } from '../../ui/review-date';
import { ReviewOriginMark } from '../../ui/ReviewOriginMark';
import { ReviewReply } from '../../ui/ReviewReply';
import { professionalDetails, profileReviews, reviewStarCount } from './profile-view';

export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function ProfileHeader({ provider, actions }: { provider: PublicBookkeeper; actions: ReactNode }) {
  const showBusinessName = provider.businessName && provider.businessName !== provider.fullName;
  return (
    <section className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <ProviderAvatar providerType={provider.providerType} imageUrl={provider.profileImageUrl} size="h-20 w-20" full />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{provider.fullName}</h1>
            <ProviderTypeTag providerType={provider.providerType} />
          </div>
          {showBusinessName && <p className="mt-1 text-lg text-slate-700">{provider.businessName}</p>}
          <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
            <ProviderLocation location={provider.location} />
            <ProviderRating averageRating={provider.averageRating} totalReviews={provider.totalReviews} />
            <ProviderResponsiveness responsiveness={provider.responsiveness} />
            {provider.isAvailable ? (
              <span className="inline-flex items-center gap-1 font-medium text-accent-700">
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                Available
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 font-medium text-slate-500">
                <Circle className="h-4 w-4" aria-hidden="true" />
                {NOT_TAKING_CLIENTS}
              </span>
            )}
          </div>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">{actions}</div>
        </div>
      </div>
    </section>
  );
}

/** In place of Hire and Get Contact while the provider takes no new clients (the header says so; the server refuses both then). */
export function NotTakingClientsNotice({ providerName }: { providerName: string }) {
  return (
    <div role="status" className="w-full rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 sm:max-w-xl">
      <p>{providerName} is not accepting new requests right now, so hiring and contact requests are closed. Other professionals in the marketplace can help you.</p>
      <Link to="/marketplace" className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline">
        Browse professionals
      </Link>
    </div>
  );
}

const chip = 'rounded-full px-3 py-1 text-sm font-medium';

export function ChipList({ items, tone, label }: { items: readonly string[]; tone: 'brand' | 'slate'; label: string }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {items.map((item) => (
        <li key={item} className={`${chip} ${tone === 'brand' ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-700'}`}>
          {item}
        </li>
      ))}
    </ul>
  );
}

export const serviceLabels = (provider: PublicBookkeeper) => provider.services.map(serviceLabel);

export function ReviewList({ reviews, providerName }: { reviews: readonly Review[]; providerName: string }) {
  return (
    <ul className="divide-y divide-slate-100">
      {profileReviews(reviews).map((review) => (
        <li key={review.id} className="py-4 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Stars value={reviewStarCount(review.rating)} />
            <time dateTime={review.createdAt} className="text-xs text-muted">
              {reviewDate(review.createdAt)}
            </time>
          </div>
          {review.title && <p className="mt-2 font-semibold text-ink">{review.title}</p>}
          <p className="mt-1 text-slate-700">{review.comment}</p>
          <ReviewFooter review={review} />
          {review.reply ? <ReviewReply reply={review.reply} providerName={providerName} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Each claimed certification with "Verified {Mon YYYY}" once an admin checked it, else "Self-reported". */
export function CredentialList({ credentials }: { credentials: readonly Credential[] }) {
  return (
    <ul className="space-y-2" aria-label="Credentials">
      {credentials.map((credential) => (
        <li key={credential.name} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span className="font-medium text-ink">{credential.name}</span>
          {credential.verifiedAt ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-700 ring-1 ring-accent-100">
              <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
              {credentialStatusLabel(credential)}
            </span>
          ) : (
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600">{credentialStatusLabel(credential)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Who wrote a review, if named, and where it came from (ui/ReviewOriginMark). */
function ReviewFooter({ review }: { review: Review }) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      {review.reviewerName ? <span className="font-medium">— {review.reviewerName}</span> : null}
      <ReviewOriginMark review={review} />
    </p>
  );
}

export function DetailsList({ provider }: { provider: PublicBookkeeper }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-1">
      {professionalDetails(provider).map((row) => (
        <div key={row.label}>
          <dt className="text-sm text-muted">{row.label}</dt>
          <dd className="font-medium text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const externalLink =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-semibold text-ink hover:border-brand-500 hover:text-brand-700';

export function ProfileLinks({ provider }: { provider: PublicBookkeeper }) {
  if (!provider.linkedinUrl && !provider.website) return null;
  return (
    <Card title="Links">
      <div className="flex flex-wrap gap-3">
        {provider.linkedinUrl && (
          <a href={provider.linkedinUrl} target="_blank" rel="noopener noreferrer" className={externalLink}>
            <BriefcaseBusiness className="h-4 w-4" aria-hidden="true" />
            LinkedIn profile
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        {provider.website && (
          <a href={provider.website} target="_blank" rel="noopener noreferrer" className={externalLink}>
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            Website
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </Card>
  );
}

export function ProfileSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-6">
      <div className="rounded-card border border-slate-200 bg-white p-5 sm:p-8">
        <div className="flex flex-col gap-5 sm:flex-row">
          <Skeleton className="h-20 w-20 rounded-full" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-4 w-1/2" />
            <div className="flex gap-3 pt-2">
              <Skeleton className="h-11 w-36 rounded-lg" />
              <Skeleton className="h-11 w-44 rounded-lg" />
            </div>
          </div>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Skeleton className="h-40 w-full rounded-card" />
          <Skeleton className="h-56 w-full rounded-card" />
        </div>
        <Skeleton className="h-72 w-full rounded-card" />
      </div>
    </div>
  );
}
