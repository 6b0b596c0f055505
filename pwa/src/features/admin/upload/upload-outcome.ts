import { FIRM_NOUN, importSummary, type UploadProgress } from '@ledgerlink/shared-schema';

/**
 * What a finished firm upload says. Spec §8's "Upload completed successfully!" only when no row was
 * refused; otherwise the refused count stands next to the imported one.
 */
export function uploadOutcomeTitle(progress: Pick<UploadProgress, 'status' | 'imported' | 'errors'>): string {
  if (progress.status === 'error') return 'Upload encountered errors. Check the error messages below.';
  if (progress.errors === 0) return `Upload completed successfully! Imported ${progress.imported} firms.`;
  return `Upload completed. ${importSummary({ imported: progress.imported, refused: progress.errors }, FIRM_NOUN)}.`;
}

/** Imported firms are not listed until an admin approves them (the site says every profile is reviewed). */
export const WAITING_FOR_REVIEW_TEXT = 'The imported firms are waiting for review: none is listed on the marketplace until an admin approves it.';

/** The review queue showing one upload's firms. */
export const uploadReviewPath = (uploadId: string) => `/admin/dashboard?upload=${encodeURIComponent(uploadId)}`;
