import { CalendarDays, DollarSign, Percent, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatAvgBudget, type LeadDashboardStats } from '@ledgerlink/shared-schema';

/** A median response time in words: "45 min", "6 h", "3 days". */
function responseTime(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} h`;
  return `${Math.round(minutes / (24 * 60))} days`;
}

function StatCard({ label, value, note, icon }: { label: string; value: string; note?: string | undefined; icon: ReactNode }) {
  return (
    <div className="rounded-card border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted">
        {label}
        <span className="text-brand-700" aria-hidden="true">
          {icon}
        </span>
      </dt>
      <dd className="mt-1 text-2xl font-bold text-ink">{value}</dd>
      {note && <dd className="text-xs text-muted">{note}</dd>}
    </div>
  );
}

/** The four stat cards of spec §2, from the shared stats (the same function the server uses). */
export function StatCards({ stats }: { stats: LeadDashboardStats }) {
  const icon = 'h-5 w-5';
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Your numbers">
      <StatCard label="This Month" value={String(stats.thisMonth)} note="leads received" icon={<CalendarDays className={icon} />} />
      <StatCard
        label="Response Rate"
        value={`${stats.responseRate}%`}
        note={stats.medianResponseMinutes === null ? undefined : `median reply ${responseTime(stats.medianResponseMinutes)}`}
        icon={<Percent className={icon} />}
      />
      <StatCard label="Won Leads" value={String(stats.wonLeads)} icon={<Trophy className={icon} />} />
      <StatCard label="Avg Budget" value={formatAvgBudget(stats.avgBudget)} note="per month" icon={<DollarSign className={icon} />} />
    </dl>
  );
}
