import { API } from '@ledgerlink/shared-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { ADMIN_KEY } from '../admin-query-client';

export const BUSINESS_PAGE_SIZE = 25;

/** The dashboard's businesses list, newest first, under the dashboard search. */
export function useDashboardBusinesses(search: string, page: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'businesses', 'dashboard', { search, page }],
    queryFn: () => call(API.admin.businesses, { query: { page, limit: BUSINESS_PAGE_SIZE, search } }),
    placeholderData: keepPreviousData,
  });
}
