import { Inbox } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { computeLeadDashboardStats } from '@ledgerlink/shared-schema';
import type { CachedDashboard } from '../../offline/leads';
import { usePageCrumb } from '../../ui/page-crumb';
import { usePageMeta } from '../../ui/usePageMeta';
import { DashboardHeader } from './DashboardHeader';
import { DashboardReviews } from './DashboardReviews';
import { AccessNeeded, DashboardSkeleton, dashboardShell, LinkNotChecked, LoadFailed, OfflineEmpty, ProfileNotFound } from './DashboardStates';
import { LeadCard } from './LeadCard';
import { StatCards } from './StatCards';
import { useNow } from '../../ui/use-now';
import { useProviderDashboard, type ProviderDashboard } from './useProviderDashboard';

/** `/dashboard/{id}`: a provider's leads, private to the holder of their link. */
export default function DashboardPage() {
  const { id = '' } = useParams();
  const dashboard = useProviderDashboard(id);
  usePageMeta({ title: 'Provider Dashboard', description: 'Track your leads, response rate and won work.', noindex: true });

  const { state } = dashboard;
  switch (state.status) {
    case 'loading':
      return <DashboardSkeleton />;
    case 'not-found':
      return <ProfileNotFound />;
    case 'no-access':
      return <AccessNeeded reason={state.reason} message={state.message} />;
    case 'link-waiting':
      return <LinkNotChecked onRetry={dashboard.retry} />;
    case 'offline-empty':
      return <OfflineEmpty onRetry={dashboard.retry} />;
    case 'failed':
      return <LoadFailed onRetry={dashboard.retry} />;
    case 'ready':
      return <DashboardView dashboard={state.dashboard} refreshing={state.refreshing} stale={state.stale} actions={dashboard} />;
  }
}

interface DashboardViewProps {
  dashboard: CachedDashboard;
  refreshing: boolean;
  stale: boolean;
  actions: Pick<ProviderDashboard, 'notices' | 'changeStatus' | 'signOut'>;
}

function DashboardView({ dashboard, refreshing, stale, actions }: DashboardViewProps) {
  const now = useNow(30_000);
  usePageCrumb(dashboard.provider.fullName);
  const leads = dashboard.leads.map(({ lead }) => lead);
  // The shared function the server's `stats` come from, over this device's copy, so a change made
  // offline counts at once.
  const stats = computeLeadDashboardStats(leads, { now: new Date(now), utcOffsetMinutes: -new Date(now).getTimezoneOffset() });

  return (
    <div className={`${dashboardShell} space-y-5`}>
      <DashboardHeader provider={dashboard.provider} refreshedAt={dashboard.refreshedAt} refreshing={refreshing} stale={stale} now={now} onSignOut={() => void actions.signOut()} />
      <StatCards stats={stats} />
      <section aria-labelledby="your-leads" className="space-y-3">
        <div className="flex items-center gap-2">
          <h2 id="your-leads" className="text-xl font-bold text-ink">
            Your Leads
          </h2>
          <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${stats.newLeads > 0 ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700'}`}>
            {stats.newLeads} New
          </span>
        </div>
        {leads.length === 0 ? (
          <div className="rounded-card border border-dashed border-slate-300 p-8 text-center">
            <Inbox className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
            <p className="mt-3 font-semibold text-ink">No leads yet</p>
            <p className="mt-1 text-sm text-muted">New requests matched to you appear here; you have {dashboard.responseHours} hours to respond to each.</p>
          </div>
        ) : (
          <div className="grid gap-3 lg:grid-cols-2">
            {dashboard.leads.map(({ lead, pending }) => (
              <LeadCard key={lead.id} lead={lead} pending={pending} notice={actions.notices[lead.id]} now={now} onChange={(status) => void actions.changeStatus(lead.id, status)} />
            ))}
          </div>
        )}
      </section>
      <DashboardReviews providerId={dashboard.provider.id} providerName={dashboard.provider.fullName} refreshing={refreshing} refreshedAt={dashboard.refreshedAt} />
    </div>
  );
}
