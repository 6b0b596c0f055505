import { rm } from 'node:fs/promises';
import { CSV_UPLOAD_LIMITS } from '@ledgerlink/shared-schema';
import type { ParameterizedContext } from 'koa';
import { badRequest } from './errors';
import { receiveFile, type ReceivedFile } from './file-upload';

/** A received CSV file: where it waits on disk, and the name it had on the admin's computer. */
export type ReceivedCsv = ReceivedFile;

/** One `.csv` file in `field` (http/file-upload.ts: 0600 under `uploadDir`, the caller removes it), at most CSV_UPLOAD_LIMITS.maxBytes. */
export async function receiveCsvFile(ctx: ParameterizedContext, field: string, uploadDir: string): Promise<ReceivedCsv> {
  const rules = { field, what: 'CSV file', maxBytes: CSV_UPLOAD_LIMITS.maxBytes, tooLarge: `The CSV file is larger than the ${CSV_UPLOAD_LIMITS.maxBytes / (1024 * 1024)} MB limit` };
  const file = await receiveFile(ctx, rules, uploadDir);
  if (!/\.csv$/i.test(file.name)) {
    await rm(file.path, { force: true });
    throw badRequest('Please select a CSV file');
  }
  return file;
}
