import { API, type ProviderReviewStatus } from '@ledgerlink/shared-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { ADMIN_KEY } from '../admin-query-client';

export type ProviderFilter = ProviderReviewStatus | 'all';

export const REVIEW_PAGE_SIZE = 20;

/** One page of providers in a review status, with every status's count under the same search. */
export function useReviewProviders(status: ProviderFilter, search: string, page: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'providers', 'review', { status, search, page }],
    queryFn: () => call(API.admin.providers, { query: { status, page, limit: REVIEW_PAGE_SIZE, sort: 'createdAt', order: 'desc', search } }),
    placeholderData: keepPreviousData,
  });
}

export const approveProvider = (id: string) => call(API.admin.approveProvider, { params: { id } });

export const rejectProvider = (id: string, reason: string) => call(API.admin.rejectProvider, { params: { id }, body: { reason } });

export const reissueDashboardLink = (id: string) => call(API.admin.reissueDashboardLink, { params: { id } });
