import { adminProvidersResponseSchema, providerDecisionResponseSchema, successMessageSchema, type ProviderReviewStatus } from '@ledgerlink/shared-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../api/client';
import { ADMIN_KEY } from '../admin-query-client';

export type ProviderFilter = ProviderReviewStatus | 'all';

export const REVIEW_PAGE_SIZE = 20;

/** One page of providers in a review status, with every status's count under the same search. */
export function useReviewProviders(status: ProviderFilter, search: string, page: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'providers', 'review', { status, search, page }],
    queryFn: () => {
      const query = new URLSearchParams({ status, page: String(page), limit: String(REVIEW_PAGE_SIZE), sort: 'createdAt', order: 'desc' });
      if (search) query.set('search', search);
      return apiGet(`/api/admin/providers?${query}`, adminProvidersResponseSchema);
    },
    placeholderData: keepPreviousData,
  });
}

export const approveProvider = (id: string) => apiSend('PATCH', `/api/admin/providers/${encodeURIComponent(id)}/approve`, undefined, providerDecisionResponseSchema);

export const rejectProvider = (id: string, reason: string) =>
  apiSend('PATCH', `/api/admin/providers/${encodeURIComponent(id)}/reject`, { reason }, providerDecisionResponseSchema);

export const reissueDashboardLink = (id: string) => apiSend('POST', `/api/admin/providers/${encodeURIComponent(id)}/dashboard-link`, undefined, successMessageSchema);
