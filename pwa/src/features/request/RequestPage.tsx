import { CloudOff, RefreshCw, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { timeAgo } from '../../lib/time-ago';
import type { CachedRequestPage } from '../../offline/requests';
import { ButtonLink } from '../../ui/ButtonLink';
import { useNow } from '../../ui/use-now';
import { usePageMeta } from '../../ui/usePageMeta';
import { ActionNotices } from './ActionNotices';
import { HireDialog } from './HireDialog';
import { MatchCard } from './MatchCard';
import { MoreMatchesPrompt } from './MoreMatchesPrompt';
import { actionChoices, actionNotices, isOpenMatch, matchName } from './request-actions-view';
import { RequestActionsPanel } from './RequestActionsPanel';
import { RequestOutcome } from './RequestOutcome';
import { useRequestActionControls, type RequestActionControls } from './useRequestActionControls';
import { formatDay, requestKindLabel } from './match-view';
import { AccessNeeded, LinkNotChecked, LoadFailed, OfflineEmpty, RequestSkeleton, requestShell } from './RequestStates';
import { RequestSummary } from './RequestSummary';
import { useCustomerRequest } from './useCustomerRequest';

/** `/request/{id}`: a customer's request and what became of each match, private to the holder of its link. */
export default function RequestPage() {
  const { id = '' } = useParams();
  const { state, retry } = useCustomerRequest(id);
  const controls = useRequestActionControls(id, state.status === 'ready' ? state.page : undefined);
  usePageMeta({ title: 'Your request', description: 'What you asked for, the professionals matched with you and whether they replied.', noindex: true });

  switch (state.status) {
    case 'loading':
      return <RequestSkeleton />;
    case 'no-access':
      return <AccessNeeded reason={state.reason} />;
    case 'link-waiting':
      return <LinkNotChecked onRetry={retry} />;
    case 'offline-empty':
      return <OfflineEmpty onRetry={retry} />;
    case 'failed':
      return <LoadFailed onRetry={retry} />;
    case 'ready':
      return <RequestView page={state.page} refreshing={state.refreshing} stale={state.stale} controls={controls} />;
  }
}

/** The reader's time zone, for dates in their own calendar. */
const timeZone = (() => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
})();

interface RequestViewProps {
  page: CachedRequestPage;
  refreshing: boolean;
  stale: boolean;
  controls: RequestActionControls;
}

function RequestView({ page, refreshing, stale, controls }: RequestViewProps) {
  const now = useNow(30_000);
  const { request, matches } = page;
  const [hiring, setHiring] = useState<string>();
  const choices = actionChoices(request, matches, controls.actions);
  const notices = actionNotices(controls.actions, matches, now);
  const hiringMatch = matches.find((match) => match.leadId === hiring);
  return (
    <div className={`${requestShell} space-y-5`}>
      <header className="rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <p className="text-sm font-medium text-brand-700">{requestKindLabel(request.kind)}</p>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Your request</h1>
        <p className="mt-1 text-sm text-muted">Sent on {formatDay(request.createdAt, timeZone)}</p>
        <p className={`mt-3 flex items-center gap-1.5 border-t border-slate-100 pt-3 text-sm ${stale ? 'font-medium text-amber-800' : 'text-muted'}`}>
          {stale ? <CloudOff className="h-4 w-4" aria-hidden="true" /> : <RefreshCw className={`h-4 w-4 ${refreshing ? 'animate-spin' : ''}`} aria-hidden="true" />}
          {stale ? `Offline · saved on this device, updated ${timeAgo(page.refreshedAt, now)}` : refreshing ? 'Updating…' : `Updated ${timeAgo(page.refreshedAt, now)}`}
        </p>
        <RequestOutcome request={request} matches={matches} timeZone={timeZone} />
      </header>
      <ActionNotices notices={notices} onResend={controls.resend} onDiscard={controls.discard} />

      <div className="grid items-start gap-5 lg:grid-cols-3">
        <section aria-labelledby="your-matches" className="space-y-3 lg:col-span-2">
          <h2 id="your-matches" className="text-xl font-bold text-ink">
            Your matches
            <span className="ml-2 rounded-full bg-slate-100 px-2.5 py-0.5 align-middle text-sm font-semibold text-slate-700">{matches.length}</span>
          </h2>
          {choices.askMore && <MoreMatchesPrompt openMatches={matches.filter(isOpenMatch).length} onAskMore={() => void controls.take({ type: 'more-matches' })} />}
          {matches.length === 0 ? (
            <div className="rounded-card border border-dashed border-slate-300 p-6 text-center">
              <SearchX className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
              <p className="mt-3 font-semibold text-ink">No professional is matched yet</p>
              <p className="mt-1 text-sm text-muted">We are looking for professionals who fit your request; they will appear here, and we will email you.</p>
              <ButtonLink to="/marketplace" variant="secondary" className="mt-4">
                Browse professionals
              </ButtonLink>
            </div>
          ) : (
            <div className="grid gap-3 md:grid-cols-2">
              {matches.map((match) => (
                <MatchCard
                  key={match.leadId}
                  match={match}
                  now={now}
                  timeZone={timeZone}
                  onHire={choices.hireable.has(match.leadId) ? () => setHiring(match.leadId) : undefined}
                />
              ))}
            </div>
          )}
        </section>
        <div className="space-y-5">
          <RequestSummary request={request} />
          <RequestActionsPanel
            request={request}
            choices={choices}
            onEdit={(changes) => controls.take({ type: 'edit', changes })}
            onClose={(reason) => controls.take({ type: 'close', reason })}
            onUpdatesByEmail={(subscribed) => void controls.take({ type: 'updates-by-email', subscribed })}
          />
        </div>
      </div>
      <HireDialog
        name={hiringMatch && matchName(hiringMatch)}
        onOpenChange={(open) => !open && setHiring(undefined)}
        onConfirm={async () => {
          if (hiring && !(await controls.take({ type: 'hired', leadId: hiring }))) setHiring(undefined);
        }}
      />
    </div>
  );
}
