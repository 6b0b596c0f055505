import { adminBusinessesResponseSchema } from '@ledgerlink/shared-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { ADMIN_KEY } from '../admin-query-client';

export const BUSINESS_PAGE_SIZE = 25;

/** The dashboard's businesses list, newest first, under the dashboard search. */
export function useDashboardBusinesses(search: string, page: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'businesses', 'dashboard', { search, page }],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), limit: String(BUSINESS_PAGE_SIZE) });
      if (search) query.set('search', search);
      return apiGet(`/api/admin/businesses?${query}`, adminBusinessesResponseSchema);
    },
    placeholderData: keepPreviousData,
  });
}
