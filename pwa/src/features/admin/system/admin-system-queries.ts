import { adminHealthResponseSchema, adminLogsResponseSchema, adminMetricsResponseSchema, REQUEST_LOG_DEFAULT_LIMIT, successMessageSchema } from '@ledgerlink/shared-schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../api/client';
import { ADMIN_KEY } from '../admin-query-client';

/** Spec §9: the System Monitor refreshes itself every 30 s while it is open. */
export const SYSTEM_REFRESH_MS = 30_000;

const monitored = { refetchInterval: SYSTEM_REFRESH_MS, refetchIntervalInBackground: false } as const;

export const useSystemHealth = () =>
  useQuery({ queryKey: [ADMIN_KEY, 'system', 'health'], queryFn: () => apiGet('/api/admin/health', adminHealthResponseSchema), ...monitored });

export const useSystemMetrics = () =>
  useQuery({ queryKey: [ADMIN_KEY, 'system', 'metrics'], queryFn: () => apiGet('/api/admin/metrics', adminMetricsResponseSchema), ...monitored });

export const useRequestLogs = () =>
  useQuery({
    queryKey: [ADMIN_KEY, 'system', 'logs'],
    queryFn: () => apiGet(`/api/admin/logs?limit=${REQUEST_LOG_DEFAULT_LIMIT}`, adminLogsResponseSchema),
    ...monitored,
  });

export const clearCache = () => apiSend('POST', '/api/admin/cache/clear', undefined, successMessageSchema);
