import { API, REQUEST_LOG_DEFAULT_LIMIT } from '@ledgerlink/shared-schema';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { ADMIN_KEY } from '../admin-query-client';

/** Spec §9: the System Monitor refreshes itself every 30 s while it is open. */
export const SYSTEM_REFRESH_MS = 30_000;

const monitored = { refetchInterval: SYSTEM_REFRESH_MS, refetchIntervalInBackground: false } as const;

export const useSystemHealth = () =>
  useQuery({ queryKey: [ADMIN_KEY, 'system', 'health'], queryFn: () => call(API.adminSystem.health, {}), ...monitored });

export const useSystemMetrics = () =>
  useQuery({ queryKey: [ADMIN_KEY, 'system', 'metrics'], queryFn: () => call(API.adminSystem.metrics, {}), ...monitored });

export const useRequestLogs = () =>
  useQuery({
    queryKey: [ADMIN_KEY, 'system', 'logs'],
    queryFn: () => call(API.adminSystem.logs, { query: { limit: REQUEST_LOG_DEFAULT_LIMIT } }),
    ...monitored,
  });

export const clearCache = () => call(API.adminSystem.clearCache, {});
