import { API } from '@ledgerlink/shared-schema';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { ADMIN_KEY } from '../admin-query-client';

/** Spec §4/§9: progress is polled every 2 s until the upload is completed or has failed. */
export const UPLOAD_POLL_MS = 2000;

export function startFirmUpload(file: File) {
  const form = new FormData();
  form.append('file', file);
  return call(API.adminUpload.uploadFirms, { form });
}

export function useUploadProgress(uploadId: string | undefined) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'upload-progress', uploadId],
    queryFn: () => call(API.adminUpload.uploadProgress, { params: { uploadId: uploadId! } }),
    enabled: uploadId !== undefined,
    refetchInterval: (query) => (query.state.status !== 'error' && (query.state.data?.progress.status ?? 'processing') === 'processing' ? UPLOAD_POLL_MS : false),
  });
}

export const clearUploadProgress = (uploadId: string) => call(API.adminUpload.clearUploadProgress, { params: { uploadId } });
