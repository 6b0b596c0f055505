import { BadgeCheck, Check, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { profilePath, type RequestMatch } from '@ledgerlink/shared-schema';
import { ProviderAvatar, ProviderTypeTag } from '../../ui/ProviderAvatar';
import { CredentialBadges, ProviderLocation, ProviderRating } from '../../ui/ProviderFacts';
import { matchReasons, matchStateWords, matchTitle, matchTone, type MatchTone } from './match-view';

const TONE_CLASSES: Record<MatchTone, string> = {
  waiting: 'bg-amber-50 text-amber-900 ring-amber-200',
  answered: 'bg-accent-50 text-accent-700 ring-accent-100',
  ended: 'bg-slate-100 text-slate-700 ring-slate-200',
};

interface MatchCardProps {
  match: RequestMatch;
  now: number;
  timeZone: string | undefined;
  /** "I hired {name}", offered while the match can still be hired. */
  onHire?: (() => void) | undefined;
}

/** One professional matched with the request: who they are, why they fit and what became of it. */
export function MatchCard({ match, now, timeZone, onHire }: MatchCardProps) {
  const { provider } = match;
  const { name, subtitle } = matchTitle(provider);
  const tone = matchTone(match.status);
  const reasons = matchReasons(match.breakdown);
  const headingId = `match-${match.leadId}`;
  return (
    <article aria-labelledby={headingId} data-testid="request-match" className="flex flex-col rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <p className={`inline-flex items-center gap-1.5 self-start rounded-full px-3 py-1 text-sm font-semibold ring-1 ${TONE_CLASSES[tone]}`}>
        {tone === 'waiting' ? <Clock className="h-4 w-4 shrink-0" aria-hidden="true" /> : null}
        {matchStateWords(match, now, timeZone)}
      </p>
      <div className="mt-3 flex items-start gap-3 sm:gap-4">
        <ProviderAvatar providerType={provider.providerType} imageUrl={provider.profileImageUrl} size="h-14 w-14" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={headingId} className="break-words text-lg font-semibold leading-snug text-ink">
              {name}
            </h3>
            <ProviderTypeTag providerType={provider.providerType} />
          </div>
          {subtitle && <p className="mt-0.5 break-words text-sm text-slate-700">{subtitle}</p>}
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <ProviderLocation location={provider.location} />
            <ProviderRating averageRating={provider.averageRating} totalReviews={provider.totalReviews} />
          </p>
          <CredentialBadges credentials={provider.credentials} icon={<BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />} />
        </div>
      </div>

      <div className="mt-3 border-t border-slate-100 pt-3">
        <p className="text-sm font-medium text-ink">{Math.round(match.score)}% match</p>
        {reasons.length > 0 && (
          <ul className="mt-1.5 space-y-1 text-sm text-slate-700" aria-label={`Why ${name} was matched`}>
            {reasons.map((reason) => (
              <li key={reason} className="flex items-start gap-1.5">
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent-700" aria-hidden="true" />
                {reason}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="mt-auto flex flex-col gap-2 pt-4 sm:flex-row sm:flex-wrap">
        {onHire && (
          <button
            type="button"
            onClick={onHire}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-accent-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-emerald-800 sm:w-auto"
          >
            I hired {name}
          </button>
        )}
        <Link
          to={profilePath(provider.username)}
          aria-label={`View profile of ${name}`}
          className="inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-ink transition-colors hover:border-brand-500 hover:text-brand-700 sm:w-auto"
        >
          View profile
        </Link>
      </div>
    </article>
  );
}
