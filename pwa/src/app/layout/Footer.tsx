import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  FEATURED_COUNTRIES,
  POPULAR_LANDING_PAGES,
  SITE_NAME,
  SUPPORT_EMAIL,
  buildMarketplaceUrl,
  countryListingUrl,
  marketplaceHeading,
} from '@ledgerlink/shared-schema';
import { OPEN_COOKIE_SETTINGS_EVENT } from '../../features/cookie-consent/CookieBanner';
import { LogoMark } from '../../ui/Logo';

const PLATFORM_LINKS = [
  { to: '/marketplace', label: 'Marketplace' },
  { to: '/find-accountant', label: 'Get matched' },
  { to: '/business-form', label: 'Post a business request' },
  { to: '/how-it-works', label: 'How it works' },
  { to: '/success-stories', label: 'Success stories' },
  { to: '/about', label: 'About' },
  { to: '/help', label: 'Help center' },
] as const;

const PROFESSIONAL_LINKS = [
  { to: '/providers-form', label: 'Join marketplace' },
  { to: '/why-join', label: 'Why join' },
  { to: '/dashboard', label: 'Open your dashboard' },
  { to: '/guidelines', label: 'Professional guidelines' },
] as const;

const LEGAL_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
] as const;

/** Placeholders until the real profiles exist (spec §2): no links that lead nowhere. */
const SOCIAL_NETWORKS = ['LinkedIn', 'X (Twitter)', 'Facebook'] as const;

const linkClass = 'rounded text-sm text-slate-300 hover:text-white hover:underline';

function FooterColumn({ title, links, children }: { title: string; links: readonly { to: string; label: string }[]; children?: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}

const COUNTRY_LINKS = FEATURED_COUNTRIES.map((country) => ({ to: countryListingUrl(country.name), label: `Professionals in ${country.name}` }));
const POPULAR_LINKS = POPULAR_LANDING_PAGES.map((filters) => ({ to: buildMarketplaceUrl(filters), label: marketplaceHeading(filters) }));

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-6">
          <div className="lg:col-span-1">
            <Link to="/" className="inline-flex items-center gap-2 rounded">
              <LogoMark variant="default" className="h-8 w-8" />
              <span className="text-lg font-bold text-white">{SITE_NAME}</span>
            </Link>
            <p className="mt-4 text-sm">
              The free marketplace connecting businesses with verified bookkeeping, accounting, tax and payroll professionals.
            </p>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClass} mt-4 inline-flex items-center gap-2`}>
              <Mail aria-hidden="true" className="h-4 w-4" />
              {SUPPORT_EMAIL}
            </a>
          </div>

          <FooterColumn title="Platform" links={PLATFORM_LINKS} />
          <FooterColumn title="For professionals" links={PROFESSIONAL_LINKS} />
          <FooterColumn title="Find professionals" links={COUNTRY_LINKS} />
          <FooterColumn title="Popular searches" links={POPULAR_LINKS} />

          <FooterColumn title="Legal" links={LEGAL_LINKS}>
            <li>
              <button type="button" className={linkClass} onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}>
                Cookie Settings
              </button>
            </li>
          </FooterColumn>
        </div>

        <div className="mt-10 flex flex-col gap-4 border-t border-slate-700 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            © {year} {SITE_NAME}. Free for businesses and professionals.
          </p>
          <ul className="flex gap-4" aria-label="Social media (coming soon)">
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network} className="text-sm text-slate-400" title="Coming soon">
                {network}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
