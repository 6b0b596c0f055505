import { z } from 'zod';
import { isoDateTime } from '../fields';

/** An upload id as issued: a UUID. */
export const uploadIdSchema = z.uuid('must be an upload id');

/**
 * A firm CSV upload as the review queue shows it. The firms an upload creates wait for review (not
 * listed, not matched) until an admin approves them, one by one or all of one upload at once, so
 * the upload is kept for as long as it has firms: which file, when, and how many are still waiting.
 */
export const firmUploadSchema = z.object({
  id: uploadIdSchema,
  fileName: z.string(),
  startedAt: isoDateTime,
  /** Firms the upload created. */
  imported: z.number(),
  /** Of those, the ones still waiting for review. */
  pending: z.number(),
});
export type FirmUpload = z.infer<typeof firmUploadSchema>;
