import { API } from '@ledgerlink/shared-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { call } from '../../../api/client';
import { PageLoading } from '../../../ui/PageLoading';
import { ADMIN_KEY } from '../admin-query-client';
import { AdminQueryState } from '../ui/AdminQueryState';


/** The last 30 days by default (the window); longer windows for slower trends. */
const PERIODS = [30, 90, 365] as const;
type Period = (typeof PERIODS)[number];

// The chart library is the heaviest part of the back office: it loads when this tab opens.
const AnalyticsCharts = lazy(() => import('./AdminAnalyticsCharts'));

/** An operator's questions over a window of days, computed by the server (MongoDB aggregation). */
export function AnalyticsTab() {
  const [days, setDays] = useState<Period>(30);
  const query = useQuery({
    queryKey: [ADMIN_KEY, 'analytics', days],
    queryFn: () => call(API.adminSystem.analytics, { query: { days } }),
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <label className="mb-4 flex items-center gap-2 text-sm font-medium text-ink">
        Period
        <select className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100" value={days} onChange={(event) => setDays(Number(event.target.value) as Period)}>
          {PERIODS.map((period) => (
            <option key={period} value={period}>
              Last {period} days
            </option>
          ))}
        </select>
      </label>
      <AdminQueryState query={query} failure="Failed to load analytics">
        {(data) => (
          <Suspense fallback={<PageLoading />}>
            <AnalyticsCharts analytics={data.analytics} days={days} />
          </Suspense>
        )}
      </AdminQueryState>
    </div>
  );
}
