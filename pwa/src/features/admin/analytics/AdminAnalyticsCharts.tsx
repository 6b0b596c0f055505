import type { AdminAnalytics } from '@ledgerlink/shared-schema';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { adminCard } from '../ui/admin-styles';
import { capitalise, formatHours, groupDays, shortDay } from './analytics-format';

const COLOURS = { brand: '#1d4ed8', matched: '#047857', unmatched: '#b91c1c', approved: '#047857', rejected: '#b91c1c' } as const;
const FUNNEL_COLOURS: Record<string, string> = { new: '#2563eb', contacted: '#ca8a04', won: '#16a34a', lost: '#dc2626', passed: '#94a3b8' };

/**
 * The analytics charts (recharts, in their own lazy chunk). Each chart is hidden from assistive
 * technology and says what it shows in a text summary instead, so its keyboard layer is off.
 */
export default function AdminAnalyticsCharts({ analytics, days }: { analytics: AdminAnalytics; days: number }) {
  const totalLeads = analytics.leadsPerDay.reduce((sum, day) => sum + day.count, 0);
  const { requests, firstResponse, providerDecisions } = analytics;
  // Past two months a day's bar is a hairline: weekly sums read better.
  const step = days > 60 ? 7 : 1;
  const per = step === 7 ? 'week' : 'day';
  const decided = providerDecisions.approved + providerDecisions.rejected;
  const funnelTotal = analytics.leadFunnel.reduce((sum, stage) => sum + stage.count, 0);
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">
        {new Date(analytics.from).toLocaleDateString()} – {new Date(analytics.to).toLocaleDateString()} (last {days} days)
      </p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Leads" value={String(totalLeads)} />
        <Figure label="Requests matched" value={`${requests.matched} of ${requests.matched + requests.unmatched + requests.waiting}`} />
        <Figure label="Median time to first response" value={formatHours(firstResponse.medianHours)} note={`${firstResponse.answered} leads answered`} />
        <Figure label="Providers approved" value={String(providerDecisions.approved)} note={`${providerDecisions.rejected} rejected • ${providerDecisions.pendingNow} pending now`} />
      </dl>
      <div className="grid gap-5 lg:grid-cols-2">
        <Chart title={`Leads per ${per}`} summary={`${totalLeads} leads in the last ${days} days`} empty={totalLeads === 0}>
          <LineChart accessibilityLayer={false} data={groupDays(analytics.leadsPerDay, step)}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="date" tickFormatter={shortDay} fontSize={12} minTickGap={16} />
            <YAxis allowDecimals={false} fontSize={12} width={32} />
            <Tooltip labelFormatter={(label) => shortDay(String(label))} />
            <Line type="linear" dataKey="count" name="Leads" stroke={COLOURS.brand} strokeWidth={2} dot={false} />
          </LineChart>
        </Chart>
        <Chart title="Requests matched vs unmatched" summary={`${requests.matched} matched, ${requests.unmatched} unmatched, ${requests.waiting} waiting`} empty={requests.matched + requests.unmatched === 0}>
          <BarChart accessibilityLayer={false} data={groupDays(analytics.requestsPerDay, step)}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="date" tickFormatter={shortDay} fontSize={12} minTickGap={16} />
            <YAxis allowDecimals={false} fontSize={12} width={32} />
            <Tooltip labelFormatter={(label) => shortDay(String(label))} />
            <Legend />
            <Bar dataKey="matched" name="Matched" stackId="requests" fill={COLOURS.matched} />
            <Bar dataKey="unmatched" name="Unmatched" stackId="requests" fill={COLOURS.unmatched} />
          </BarChart>
        </Chart>
        <Chart title="Lead-status funnel" summary={analytics.leadFunnel.map((step) => `${capitalise(step.status)} ${step.count}`).join(', ')} empty={funnelTotal === 0}>
          <BarChart accessibilityLayer={false} data={analytics.leadFunnel.map((step) => ({ ...step, label: capitalise(step.status) }))} layout="vertical">
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis type="number" allowDecimals={false} fontSize={12} />
            <YAxis type="category" dataKey="label" fontSize={12} width={80} />
            <Tooltip />
            <Bar dataKey="count" name="Leads">
              {analytics.leadFunnel.map((step) => (
                <Cell key={step.status} fill={FUNNEL_COLOURS[step.status]} />
              ))}
            </Bar>
          </BarChart>
        </Chart>
        <Chart title="Provider approvals" summary={`${providerDecisions.approved} approved, ${providerDecisions.rejected} rejected`} empty={decided === 0}>
          <BarChart accessibilityLayer={false} data={groupDays(analytics.providerDecisionsPerDay, step)}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="date" tickFormatter={shortDay} fontSize={12} minTickGap={16} />
            <YAxis allowDecimals={false} fontSize={12} width={32} />
            <Tooltip labelFormatter={(label) => shortDay(String(label))} />
            <Legend />
            <Bar dataKey="approved" name="Approved" fill={COLOURS.approved} />
            <Bar dataKey="rejected" name="Rejected" fill={COLOURS.rejected} />
          </BarChart>
        </Chart>
      </div>
    </div>
  );
}

function Chart({ title, summary, empty, children }: { title: string; summary: string; empty: boolean; children: ReactNode }) {
  return (
    <figure className={`${adminCard} relative`} aria-label={title}>
      <figcaption className="font-semibold text-ink">{title}</figcaption>
      <p className="sr-only">{summary}</p>
      {empty ? <p className="absolute inset-x-0 top-1/2 text-center text-sm text-slate-500">Nothing in this period</p> : null}
      <div className="mt-3 h-64" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className={adminCard}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums text-ink">{value}</dd>
      {note ? <dd className="text-xs text-slate-500">{note}</dd> : null}
    </div>
  );
}
