import { z } from 'zod';
import { firmUploadSchema, uploadIdSchema } from '../entities/firm-upload';
import { isoDateTime } from '../fields';
import { adminProvidersQuerySchema } from './admin';
import { successMessageSchema } from './common';
import { defineEndpoint, MULTIPART } from './endpoint';

/** CSV uploads (spec §2 Firm Upload Management, §4 Upload; formats in `admin-csv.ts`). */

export const UPLOAD_STATUSES = ['processing', 'completed', 'error'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

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

/** `GET /api/admin/uploads`: the firm uploads that still have firms waiting for review, newest first. */
export const firmUploadsResponseSchema = z.object({ success: z.literal(true), uploads: z.array(firmUploadSchema) });
export type FirmUploadsResponse = z.infer<typeof firmUploadsResponseSchema>;

/** `POST /api/admin/uploads/{uploadId}/approve`: how many of the upload's waiting firms this call approved (0 once none wait). */
export const approveUploadResponseSchema = successMessageSchema.extend({ approved: z.number() });

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

/**
 * A text answer the server may stream piece by piece (a large CSV, written as the database is read):
 * the client reads it whole, as text.
 */
const streamedText = z.union([
  z.string(),
  z.custom<AsyncIterable<unknown>>((value) => typeof (value as Partial<AsyncIterable<unknown>> | null)?.[Symbol.asyncIterator] === 'function', 'must be text'),
]);

/** `GET /api/admin/providers/export?status=`: the providers of a review status as a CSV download (`admin-csv.ts`). */
export const providerExportQuerySchema = adminProvidersQuerySchema.pick({ status: true });

const uploadParams = z.object({ uploadId: uploadIdSchema });

export const adminUploadEndpoints = {
  bulkImport: defineEndpoint({ method: 'POST', path: '/api/admin/bulk-import', access: 'admin', body: MULTIPART, response: bulkImportResponseSchema }),
  exportProviders: defineEndpoint({
    method: 'GET',
    path: '/api/admin/providers/export',
    access: 'admin',
    query: providerExportQuerySchema,
    response: streamedText,
    contentType: 'text/csv; charset=utf-8',
  }),
  uploadFirms: defineEndpoint({ method: 'POST', path: '/api/admin/upload-firms', access: 'admin', body: MULTIPART, response: uploadFirmsResponseSchema, status: 202 }),
  uploadProgress: defineEndpoint({ method: 'GET', path: '/api/admin/upload-progress/:uploadId', access: 'admin', params: uploadParams, response: uploadProgressResponseSchema }),
  clearUploadProgress: defineEndpoint({ method: 'DELETE', path: '/api/admin/upload-progress/:uploadId', access: 'admin', params: uploadParams, response: successMessageSchema }),
  /** The review queue's uploads: imported firms wait for review until approved. */
  firmUploads: defineEndpoint({ method: 'GET', path: '/api/admin/uploads', access: 'admin', response: firmUploadsResponseSchema }),
  /** "Approve all from this upload": each waiting firm is approved as by its own Approve button. */
  approveUpload: defineEndpoint({ method: 'POST', path: '/api/admin/uploads/:uploadId/approve', access: 'admin', params: uploadParams, response: approveUploadResponseSchema }),
};
