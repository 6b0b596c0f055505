import { BadgeCheck, CloudOff, ExternalLink, LogOut, MapPin, Pencil, RefreshCw } from 'lucide-react';
import type { PublicBookkeeper } from '@ledgerlink/shared-schema';
import { Link } from 'react-router-dom';
import { timeAgo } from '../../lib/time-ago';
import { CardIconSprite } from '../../ui/card-icons';
import { ProviderAvatar } from '../../ui/ProviderAvatar';
import { ProviderCard } from '../../ui/ProviderCard';
import { credentialStatusLabel } from '../../ui/provider-display';
import { useRoutedAnchors } from '../../ui/use-routed-anchors';

interface DashboardHeaderProps {
  provider: PublicBookkeeper;
  refreshedAt: number;
  refreshing: boolean;
  stale: boolean;
  now: number;
  onSignOut: () => void;
}

/**
 * Who the dashboard belongs to (spec §2: full name, location, business name, certifications), how
 * fresh it is, and how the profile looks to customers (the marketplace's own card) with the way to
 * change it.
 */
export function DashboardHeader({ provider, refreshedAt, refreshing, stale, now, onSignOut }: DashboardHeaderProps) {
  return (
    <header className="rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <OwnerDetails provider={provider} />
        <CustomerPreview provider={provider} />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-slate-100 pt-3 text-sm">
        <p className={`inline-flex items-center gap-1.5 ${stale ? 'font-medium text-amber-800' : 'text-muted'}`}>
          {stale ? <CloudOff className="h-4 w-4" aria-hidden="true" /> : <RefreshCw className={`h-4 w-4 ${refreshing ? 'animate-spin' : ''}`} aria-hidden="true" />}
          {stale ? `Offline · saved on this device, updated ${timeAgo(refreshedAt, now)}` : refreshing ? 'Updating…' : `Updated ${timeAgo(refreshedAt, now)}`}
        </p>
        <button type="button" onClick={onSignOut} className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-medium text-slate-700 hover:bg-slate-100 hover:text-ink">
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Sign out of this device
        </button>
      </div>
    </header>
  );
}

function OwnerDetails({ provider }: { provider: PublicBookkeeper }) {
  const showBusinessName = provider.businessName && provider.businessName !== provider.fullName;
  return (
    <div>
      <div className="flex items-start gap-4">
        <ProviderAvatar providerType={provider.providerType} imageUrl={provider.profileImageUrl} size="h-14 w-14 sm:h-16 sm:w-16" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-brand-700">Provider Dashboard</p>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{provider.fullName}</h1>
          {showBusinessName && <p className="text-base text-slate-700">{provider.businessName}</p>}
          <p className="mt-1 inline-flex items-center gap-1 text-sm text-muted">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
            {provider.location}
          </p>
        </div>
      </div>
      {provider.credentials.length > 0 && (
        // The provider sees which claims LedgerLink has checked, as the profile shows them.
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Certifications">
          {provider.credentials.map((credential) => (
            <li
              key={credential.name}
              className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-medium ${
                credential.verifiedAt ? 'bg-accent-50 text-accent-700 ring-1 ring-accent-100' : 'bg-slate-100 text-slate-700'
              }`}
            >
              {credential.verifiedAt ? <BadgeCheck className="h-4 w-4" aria-hidden="true" /> : null}
              {credential.name}
              <span className="text-xs font-normal opacity-80">· {credentialStatusLabel(credential)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The card the marketplace shows for this provider, as customers see it, with the ways to change and open the profile. */
function CustomerPreview({ provider }: { provider: PublicBookkeeper }) {
  const routeAnchors = useRoutedAnchors();
  return (
    <section aria-labelledby="customer-preview" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <h2 id="customer-preview" className="text-sm font-semibold text-muted">
          How customers see you
        </h2>
        <div className="flex flex-wrap items-center gap-x-4 text-sm font-medium">
          <Link to={`/dashboard/${provider.id}/profile`} className="inline-flex min-h-11 items-center gap-1 text-brand-700 hover:underline">
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Edit profile
          </Link>
          <Link to={`/@${provider.username}`} className="inline-flex min-h-11 items-center gap-1 text-brand-700 hover:underline">
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            View public profile
          </Link>
        </div>
      </div>
      {/* The card's "View Profile" is a plain anchor, routed as on the marketplace. */}
      <div onClick={routeAnchors}>
        <CardIconSprite />
        <ProviderCard provider={provider} />
      </div>
    </section>
  );
}
