import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '../../api/client';

/** Every admin query key starts here, so Refresh and sign-out reach all of them at once. */
export const ADMIN_KEY = 'admin';
export const SESSION_KEY = [ADMIN_KEY, 'session'] as const;

const isSessionKey = (key: QueryKey) => key[0] === ADMIN_KEY && key[1] === 'session';

/**
 * The admin's server state (spec §7 defaults: no retries, data never stale, no refetch on focus or
 * interval; a 401 is an error). Any 401 means the server ended the session, so the session query
 * is re-read and the pages send the admin to the login page; no local flag decides that.
 */
export function createAdminQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiError(error) && error.status === 401 && !isSessionKey(query.queryKey)) void client.invalidateQueries({ queryKey: SESSION_KEY });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isApiError(error) && error.status === 401) void client.invalidateQueries({ queryKey: SESSION_KEY });
      },
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false, refetchInterval: false },
      mutations: { retry: false },
    },
  });
  return client;
}

/** After a write or on Refresh: every admin list and figure is read again (the session is left alone). */
export function refreshAdminData(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => query.queryKey[0] === ADMIN_KEY && !isSessionKey(query.queryKey) });
}
