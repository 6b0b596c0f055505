import type { SystemHealth } from '@ledgerlink/shared-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../../ui/toast-store';
import { ADMIN_KEY } from '../admin-query-client';
import { AdminQueryState } from '../ui/AdminQueryState';
import { AdminTabs } from '../ui/AdminTabs';
import { adminButton, adminCard, tableCell, tableHead } from '../ui/admin-styles';
import { clearCache, useRequestLogs, useSystemHealth, useSystemMetrics } from './admin-system-queries';
import { formatMegabytes, formatUptime } from './uptime';

type MonitorTab = 'health' | 'performance' | 'cache' | 'logs';

const HEALTH_TONE = {
  healthy: 'bg-emerald-100 text-emerald-900',
  degraded: 'bg-amber-100 text-amber-900',
  unhealthy: 'bg-red-100 text-red-900',
} as const;

/** The System Monitor (spec §2): health, performance, cache, request logs; auto-refresh every 30 s. */
export function SystemTab() {
  const client = useQueryClient();
  const [tab, setTab] = useState<MonitorTab>('health');
  const health = useSystemHealth();
  const metrics = useSystemMetrics();
  const logs = useRequestLogs();
  const failed = health.isError || metrics.isError || logs.isError;
  useEffect(() => {
    if (failed) toast({ title: 'Failed to load system data', description: 'The figures shown may be out of date.', variant: 'destructive' });
  }, [failed]);
  const clear = useMutation({
    mutationFn: clearCache,
    onSuccess: () => toast({ title: 'Cache cleared successfully', variant: 'success' }),
    onError: () => toast({ title: 'Failed to clear cache', variant: 'destructive' }),
    onSettled: () => client.invalidateQueries({ queryKey: [ADMIN_KEY, 'system'] }),
  });
  const refreshing = health.isFetching || metrics.isFetching || logs.isFetching;
  const tabs = [
    { id: 'health', label: 'System Health' },
    { id: 'performance', label: 'Performance' },
    { id: 'cache', label: 'Cache Status' },
    { id: 'logs', label: 'Request Logs' },
  ] as const;

  return (
    <section aria-labelledby="system-monitor-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="system-monitor-heading" className="text-lg font-semibold text-ink">
            System Monitor
          </h2>
          <p className="text-sm text-slate-600">Refreshes every 30 seconds{health.dataUpdatedAt ? ` • last read ${new Date(health.dataUpdatedAt).toLocaleTimeString()}` : ''}</p>
        </div>
        <div className="flex gap-2">
          <button type="button" className={adminButton()} disabled={clear.isPending} onClick={() => clear.mutate()}>
            <Trash2 className="h-4 w-4" aria-hidden /> {clear.isPending ? 'Clearing...' : 'Clear Cache'}
          </button>
          <button type="button" className={adminButton()} disabled={refreshing} onClick={() => void client.invalidateQueries({ queryKey: [ADMIN_KEY, 'system'] })}>
            <RefreshCw className={`h-4 w-4 ${refreshing ? 'animate-spin' : ''}`} aria-hidden /> Refresh Data
          </button>
        </div>
      </div>
      <AdminTabs label="System monitor" size="sub" tabs={tabs} value={tab} onChange={setTab}>
        {tab === 'health' ? <AdminQueryState query={health} failure="Failed to load system data">{(data) => <HealthPanel health={data.health} />}</AdminQueryState> : null}
        {tab === 'performance' ? (
          <AdminQueryState query={metrics} failure="Failed to load system data">
            {({ metrics: { performance } }) => (
              <div className="space-y-4">
                <Figures
                  figures={[
                    ['Average response', `${performance.averageResponseTime.toFixed(1)} ms`],
                    ['Requests', String(performance.totalRequests)],
                    ['Slow requests', String(performance.slowRequests)],
                    ['Error rate', `${performance.errorRate.toFixed(1)} %`],
                  ]}
                />
                <div className={adminCard}>
                  <h3 className="font-semibold text-ink">Top endpoints</h3>
                  <ol className="mt-2 space-y-1 text-sm">
                    {performance.topEndpoints.map((endpoint) => (
                      <li key={endpoint.endpoint} className="flex justify-between gap-3">
                        <code className="truncate">{endpoint.endpoint}</code>
                        <span className="tabular-nums text-slate-600">{endpoint.count}</span>
                      </li>
                    ))}
                  </ol>
                </div>
              </div>
            )}
          </AdminQueryState>
        ) : null}
        {tab === 'cache' ? (
          <AdminQueryState query={metrics} failure="Failed to load system data">
            {({ metrics: { cache } }) => (
              <Figures
                figures={[
                  ['Entries', String(cache.totalEntries)],
                  ['Valid', String(cache.validEntries)],
                  ['Expired', String(cache.expiredEntries)],
                  ['Hit rate', `${cache.hitRate.toFixed(1)} %`],
                ]}
              />
            )}
          </AdminQueryState>
        ) : null}
        {tab === 'logs' ? (
          <AdminQueryState query={logs} failure="Failed to load system data">
            {(data) => (
              <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
                <table className="w-full text-sm">
                  <thead className={tableHead}>
                    <tr>
                      <th className={tableCell}>Time</th>
                      <th className={tableCell}>Method</th>
                      <th className={tableCell}>URL</th>
                      <th className={tableCell}>Status</th>
                      <th className={tableCell}>Duration</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.logs.map((entry, index) => (
                      <tr key={`${entry.timestamp}-${index}`} className={`border-b border-slate-100 last:border-0 ${entry.statusCode >= 400 ? 'bg-red-50 text-red-800' : ''}`}>
                        <td className={`${tableCell} whitespace-nowrap`}>{new Date(entry.timestamp).toLocaleTimeString()}</td>
                        <td className={tableCell}>{entry.method}</td>
                        <td className={`${tableCell} break-all font-mono text-xs`}>{entry.url}</td>
                        <td className={`${tableCell} font-semibold`}>{entry.statusCode}</td>
                        <td className={`${tableCell} tabular-nums`}>{entry.duration} ms</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </AdminQueryState>
        ) : null}
      </AdminTabs>
    </section>
  );
}

function HealthPanel({ health }: { health: SystemHealth }) {
  return (
    <div className="space-y-4">
      <p className="text-sm">
        Overall: <span className={`rounded-full px-2 py-0.5 font-semibold capitalize ${HEALTH_TONE[health.overall]}`}>{health.overall}</span>
      </p>
      <Figures
        figures={[
          ['Uptime', formatUptime(health.uptime)],
          ['Memory used', formatMegabytes(health.memory.used)],
          ['Memory total', formatMegabytes(health.memory.total)],
          ['Memory', `${health.memory.percentage.toFixed(1)} %`],
        ]}
      />
      <ul className="grid gap-3 sm:grid-cols-2">
        {health.services.map((service) => (
          <li key={service.service} className={adminCard}>
            <p className="flex items-center justify-between font-semibold text-ink">
              {service.service}
              <span className={`rounded-full px-2 py-0.5 text-xs capitalize ${HEALTH_TONE[service.status]}`}>{service.status}</span>
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {service.responseTime !== undefined ? `${service.responseTime} ms • ` : ''}checked {new Date(service.lastChecked).toLocaleTimeString()}
            </p>
            {service.error ? <p className="mt-1 text-sm text-red-800">{service.error}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Figures({ figures }: { figures: [string, string][] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className={adminCard}>
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
