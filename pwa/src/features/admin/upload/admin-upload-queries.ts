import { successMessageSchema, uploadFirmsResponseSchema, uploadProgressResponseSchema } from '@ledgerlink/shared-schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPostForm, apiSend } from '../../../api/client';
import { ADMIN_KEY } from '../admin-query-client';

/** Spec §4/§9: progress is polled every 2 s until the upload is completed or has failed. */
export const UPLOAD_POLL_MS = 2000;

export function startFirmUpload(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiPostForm('/api/admin/upload-firms', form, uploadFirmsResponseSchema);
}

export function useUploadProgress(uploadId: string | undefined) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'upload-progress', uploadId],
    queryFn: () => apiGet(`/api/admin/upload-progress/${encodeURIComponent(uploadId!)}`, uploadProgressResponseSchema),
    enabled: uploadId !== undefined,
    refetchInterval: (query) => (query.state.status !== 'error' && (query.state.data?.progress.status ?? 'processing') === 'processing' ? UPLOAD_POLL_MS : false),
  });
}

export const clearUploadProgress = (uploadId: string) => apiSend('DELETE', `/api/admin/upload-progress/${encodeURIComponent(uploadId)}`, undefined, successMessageSchema);
