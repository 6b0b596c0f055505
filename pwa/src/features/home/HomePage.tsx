import { BadgeCheck, Handshake, ShieldCheck, Sparkles } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { HEADLINE_FADE_MS, HEADLINE_ROTATION_MS, HEADLINE_WORDS, SITE_NAME } from '@ledgerlink/shared-schema';
import { trackEvent } from '../../lib/analytics';
import { ButtonLink } from '../../ui/ButtonLink';
import { RotatingWord } from './RotatingWord';
import { ClientReviews } from './ClientReviews';
import { SiteFigures } from './SiteFigures';
import { usePageMeta } from '../../ui/usePageMeta';

const FEATURES: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Sparkles,
    title: 'Smart matching',
    text: 'Tell us what you need and we match you with 1-3 professionals who fit your services, location and budget, often the same day.',
  },
  {
    icon: BadgeCheck,
    title: 'Verified professionals',
    text: 'Every bookkeeper, accountant and firm is reviewed by our team before their profile goes live.',
  },
  {
    icon: Handshake,
    title: 'Direct connection',
    text: 'Talk to professionals directly. Zero fees, no commission and no payment processing in between.',
  },
];

const SEARCH_STRUCTURED_DATA = {
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: SITE_NAME,
  url: '/',
  potentialAction: {
    '@type': 'SearchAction',
    target: '/marketplace?search={search_term_string}',
    'query-input': 'required name=search_term_string',
  },
};

const textLink = 'rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

function CallsToAction({ align = 'start' }: { align?: 'start' | 'center' }) {
  return (
    <div className={`flex flex-col gap-3 sm:flex-row ${align === 'center' ? 'sm:justify-center' : ''}`}>
      <ButtonLink to="/find-accountant" onClick={() => trackEvent('cta_click', { label: 'help_find_accountant' })}>
        Help me find an accountant
      </ButtonLink>
      <ButtonLink to="/providers-form" variant="secondary" onClick={() => trackEvent('cta_click', { label: 'join_marketplace' })}>
        Join as professional
      </ButtonLink>
    </div>
  );
}

export default function HomePage() {
  usePageMeta({
    title: `${SITE_NAME} — Find verified bookkeepers, accountants and tax professionals`,
    description:
      'LedgerLink is a free marketplace connecting businesses with verified bookkeeping, accounting, tax and payroll professionals. Smart matching, direct connection, zero fees.',
    exactTitle: true,
  });

  return (
    <>
      <script type="application/ld+json">{JSON.stringify(SEARCH_STRUCTURED_DATA)}</script>

      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pb-16 pt-12 sm:px-6 sm:pt-20 lg:px-8">
          <div className="max-w-3xl">
            <p className="inline-flex items-center gap-2 rounded-full border border-accent-100 bg-accent-50 px-3 py-1 text-sm font-medium text-accent-700">
              <ShieldCheck aria-hidden="true" className="h-4 w-4" />
              Free for businesses and professionals · no commission
            </p>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl">
              Find the right professional for your{' '}
              <RotatingWord
                words={HEADLINE_WORDS}
                intervalMs={HEADLINE_ROTATION_MS}
                fadeMs={HEADLINE_FADE_MS}
                className="text-brand-700"
              />
            </h1>
            <p className="mt-6 text-lg text-muted sm:text-xl">
              {SITE_NAME} connects businesses with verified bookkeepers, accountants, tax and payroll professionals. No fees,
              no commission, just the right match.
            </p>
            <div className="mt-8">
              <CallsToAction />
            </div>
            <p className="mt-5 text-muted">
              Know what you need?{' '}
              <Link to="/business-form" className={textLink}>
                Post a business request
              </Link>{' '}
              or{' '}
              <Link to="/marketplace" className={textLink}>
                browse the marketplace
              </Link>
              .
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="features-heading" className="text-center text-3xl font-bold tracking-tight text-ink">
          Why businesses choose {SITE_NAME}
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </div>
          ))}
        </div>
      </section>

      <SiteFigures />

      <ClientReviews linkClassName={textLink} />

      <section aria-labelledby="final-cta-heading" className="bg-accent-50">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
          <h2 id="final-cta-heading" className="text-3xl font-bold tracking-tight text-ink">
            Ready to get your finances in expert hands?
          </h2>
          <p className="mt-4 text-lg text-muted">Get matched with verified professionals in minutes. It is free, and always will be.</p>
          <div className="mt-8">
            <CallsToAction align="center" />
          </div>
        </div>
      </section>
    </>
  );
}
