import { API, type ProviderReviewStatus } from '@ledgerlink/shared-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { ADMIN_KEY } from '../admin-query-client';

export type ProviderFilter = ProviderReviewStatus | 'all';

export const REVIEW_PAGE_SIZE = 20;

/** One page of providers in a review status (of one firm upload, if given), with every status's count under the same search. */
export function useReviewProviders(status: ProviderFilter, search: string, page: number, uploadId?: string) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'providers', 'review', { status, search, page, uploadId }],
    queryFn: () => call(API.admin.providers, { query: { status, page, limit: REVIEW_PAGE_SIZE, sort: 'createdAt', order: 'desc', search, uploadId } }),
    placeholderData: keepPreviousData,
  });
}

/** The firm uploads whose firms still wait for review. */
export function useUploadsAwaitingReview() {
  return useQuery({ queryKey: [ADMIN_KEY, 'uploads', 'awaiting-review'], queryFn: () => call(API.adminUpload.firmUploads, {}) });
}

/** "Approve all from this upload". */
export const approveUpload = (uploadId: string) => call(API.adminUpload.approveUpload, { params: { uploadId } });

export const approveProvider = (id: string) => call(API.admin.approveProvider, { params: { id } });

export const rejectProvider = (id: string, reason: string) => call(API.admin.rejectProvider, { params: { id }, body: { reason } });

export const reissueDashboardLink = (id: string) => call(API.admin.reissueDashboardLink, { params: { id } });

/** An admin's check of one claimed certification (as stored: an option value or an entry of the free text). */
export const checkCredential = (id: string, certification: string, verified: boolean, note: string) =>
  call(API.admin.checkCredential, { params: { id, certification }, body: { verified, ...(note.trim() ? { note: note.trim() } : {}) } });
