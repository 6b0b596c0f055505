import { CheckCircle2, Mail, MapPin, Phone, Tag, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { PROVIDER_REVIEW_BUSINESS_DAYS } from '@ledgerlink/shared-schema';
import { Link, Navigate } from 'react-router-dom';
import { trackEvent } from '../../lib/analytics';
import { ButtonLink } from '../../ui/ButtonLink';
import { ShareButtons } from '../../ui/form/ShareButtons';
import { useConsumedSummary } from '../../ui/form/useConsumedSummary';
import { usePageMeta } from '../../ui/usePageMeta';
import { registrationSummaryStore, startingPriceText } from './registration-form';

export default function ProviderThankYouPage() {
  usePageMeta({ title: 'Profile Submitted', description: 'Your profile is under review; we will verify your credentials before it goes live.', noindex: true });
  const summary = useConsumedSummary(registrationSummaryStore);
  if (!summary) return <Navigate to="/" replace />;

  const price = startingPriceText(summary);
  const serviceCount = summary.services.length;
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col items-center text-center">
        <CheckCircle2 className="h-14 w-14 text-accent-600" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">Profile Submitted Successfully!</h1>
        <p className="mt-3 text-lg text-muted">
          Thank you, {summary.fullName}. Your profile is under review: we will verify your credentials before it is activated, and answer by email within{' '}
          {PROVIDER_REVIEW_BUSINESS_DAYS} business days. A receipt is on its way to {summary.email}.
        </p>
      </div>

      <div className="mt-8 rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold text-ink">{summary.businessName || summary.fullName}</h2>
        <p className="text-sm text-muted">{summary.providerType === 'firm' ? 'Accounting firm' : 'Individual professional'} · @{summary.username}</p>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Item icon={<MapPin className="h-4 w-4" aria-hidden="true" />} term="Location" value={summary.location || summary.city || 'Not provided'} />
          <Item icon={<Tag className="h-4 w-4" aria-hidden="true" />} term="Starting price" value={price ?? 'Contact for pricing'} />
          <Item icon={<Wrench className="h-4 w-4" aria-hidden="true" />} term="Services" value={`${serviceCount} ${serviceCount === 1 ? 'service' : 'services'}`} />
          <Item icon={<Mail className="h-4 w-4" aria-hidden="true" />} term="Email" value={summary.email} />
          <Item icon={<Phone className="h-4 w-4" aria-hidden="true" />} term="Phone" value={summary.phone} />
        </dl>
        <Link to={`/@${summary.username}`} className="mt-4 inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline">
          View Your Profile
        </Link>
        <p className="text-sm text-muted">Your profile opens to visitors at this address once it is approved.</p>
        <p className="mt-3 text-sm text-muted">
          The approval email brings a private link to your lead dashboard. On another device, or if you lose that email,{' '}
          <Link to="/dashboard" className="font-medium text-brand-700 underline">
            open your dashboard
          </Link>{' '}
          with a sign-in link sent to {summary.email}.
        </p>
      </div>

      <div className="mt-8">
        <ShareButtons
          heading="Tell your network you joined"
          text="I just joined LedgerLink, a free marketplace connecting businesses with verified bookkeeping and accounting professionals."
          onShare={(network) => trackEvent('social_share', { label: network })}
        />
      </div>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink to="/marketplace">Browse the Marketplace</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
    </section>
  );
}

function Item({ icon, term, value }: { icon: ReactNode; term: string; value: string }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-sm text-muted">
        {icon}
        {term}
      </dt>
      <dd className="font-medium text-ink break-words">{value}</dd>
    </div>
  );
}
