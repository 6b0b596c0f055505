import { z } from 'zod';
import { isoDateTime } from '../fields';

/** CSV uploads (spec §2 Firm Upload Management, §4 Upload; formats in `admin-csv.ts`). */

export const UPLOAD_STATUSES = ['processing', 'completed', 'error'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** An upload id as issued: a UUID. */
export const uploadIdSchema = z.uuid('must be an upload id');

/**
 * `GET /api/admin/upload-progress/{uploadId}`, polled every 2 s until completed or error. `errors`
 * counts refused rows, `errorMessages` says why, one line per row ("Row 7: Name is required").
 */
export const uploadProgressSchema = z.object({
  uploadId: uploadIdSchema,
  status: z.enum(UPLOAD_STATUSES),
  processed: z.number(),
  total: z.number(),
  imported: z.number(),
  errors: z.number(),
  currentItem: z.string(),
  errorMessages: z.array(z.string()),
  /** processed / total, one decimal (spec §9). */
  percentage: z.number(),
  startedAt: isoDateTime,
  finishedAt: isoDateTime.optional(),
});
export type UploadProgress = z.infer<typeof uploadProgressSchema>;
export const uploadProgressResponseSchema = z.object({ success: z.literal(true), progress: uploadProgressSchema });

/** `POST /api/admin/upload-firms` (multipart field `file`): 202, the rows are imported in the background. */
export const uploadFirmsResponseSchema = z.object({ success: z.literal(true), uploadId: uploadIdSchema, total: z.number(), message: z.string() });

/** `POST /api/admin/bulk-import` (multipart field `csv`): rows are new providers or, by email, updates of existing ones. */
export const bulkImportResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  imported: z.number(),
  updated: z.number(),
  errors: z.number(),
  errorMessages: z.array(z.string()),
});
export type BulkImportResponse = z.infer<typeof bulkImportResponseSchema>;
