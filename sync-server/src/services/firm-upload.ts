import { rm } from 'node:fs/promises';
import {
  CSV_UPLOAD_LIMITS,
  IMPORTED_EMAIL_DOMAIN,
  firmCsvRowSchema,
  firmHeaderProblem,
  firmRowCells,
  firmToProviderFields,
  formatZodError,
  isSiteImagePath,
  usernameBase,
} from '@ledgerlink/shared-schema';
import type { Collections } from '../db/collections';
import type { Logger } from '../logger';
import { inspectCsv, readCsvRecords } from './csv-records';
import { InvalidInputError } from './domain-errors';
import { countImportedFirms, createFirmUpload } from './firm-upload-records';
import { insertImportedProviders, type ImportCandidate } from './provider-import-writer';
import { createUploadProgress, finishUpload, recordBatch } from './upload-progress';

/**
 * The firm upload (spec §2 Firm Upload Management): the file is checked (header, row limit) while
 * the admin waits, then imported in the background in batches, each batch one progress write.
 * A bad row is reported ("Row 7: Name is required") and never stops the good ones.
 * Imported firms wait for review like any new profile (the site says every profile is reviewed):
 * pending, so neither listed nor matched, and marked with the upload's id, so an admin can approve
 * them one by one or all of one upload at once (upload-approval.ts). Nothing public changes here.
 */
export interface FirmUploadDeps {
  collections: Pick<Collections, 'bookkeepers' | 'uploadProgress' | 'firmUploads'>;
  logger: Logger;
}

const BATCH_SIZE = 250;

/**
 * Validates the file and starts its import; the file is this function's from here on (deleted when
 * the import ends or the file is refused). Resolves once the import is running, with its id.
 */
export async function startFirmUpload(deps: FirmUploadDeps, file: { path: string; name: string }, admin: string): Promise<{ uploadId: string; total: number; done: Promise<void> }> {
  let handedOver = false;
  try {
    const { header, rows, tooMany } = await inspectCsv(file.path, CSV_UPLOAD_LIMITS.maxRows);
    if (!header) throw new InvalidInputError('The CSV file is empty');
    const problem = firmHeaderProblem(header);
    if (problem) throw new InvalidInputError(problem);
    if (tooMany) throw new InvalidInputError(`The CSV file has more than ${CSV_UPLOAD_LIMITS.maxRows} rows; split it into smaller files`);
    if (rows === 0) throw new InvalidInputError('The CSV file has a header but no firms');
    const upload = await createFirmUpload(deps.collections.firmUploads, { fileName: file.name, startedBy: admin });
    const progress = await createUploadProgress(deps.collections.uploadProgress, { uploadId: upload._id, total: rows, startedBy: admin }, upload.startedAt);
    handedOver = true;
    const done = importFirms(deps, file.path, progress._id)
      .catch(async (error: unknown) => {
        deps.logger.error('firm upload failed', { uploadId: progress._id, error });
        await finishUpload(deps.collections.uploadProgress, progress._id, { status: 'error', message: 'The upload stopped on a server error; rows imported so far are kept.' }).catch(() => {});
      })
      .finally(() => rm(file.path, { force: true }));
    return { uploadId: progress._id, total: rows, done };
  } finally {
    if (!handedOver) await rm(file.path, { force: true });
  }
}

async function importFirms(deps: FirmUploadDeps, file: string, uploadId: string): Promise<void> {
  const { bookkeepers, uploadProgress, firmUploads } = deps.collections;
  let batch: { row: number; name: string; candidate: ImportCandidate }[] = [];
  let refused: string[] = [];
  let processed = 0;
  let messages = 0;
  let lastName = '';

  const flush = async (): Promise<boolean> => {
    const results = await insertImportedProviders(bookkeepers, batch.map((item) => item.candidate));
    const failures = results.flatMap((result, index) => (result.ok ? [] : [`Row ${batch[index]!.row}: ${batch[index]!.name}: ${result.message}`]));
    const errorMessages = [...refused, ...failures];
    const imported = batch.length - failures.length;
    await countImportedFirms(firmUploads, uploadId, imported);
    const alive = await recordBatch(uploadProgress, uploadId, { processed, imported, errorMessages, currentItem: lastName }, messages);
    messages += errorMessages.length;
    batch = [];
    refused = [];
    processed = 0;
    return alive;
  };

  let row = 0;
  for await (const record of readCsvRecords(file)) {
    row += 1;
    if (row === 1) continue; // the header, checked before the upload started
    processed += 1;
    const parsed = firmCsvRowSchema.safeParse(firmRowCells(record));
    if (!parsed.success) {
      refused.push(`Row ${row}: ${formatZodError(parsed.error).message}`);
    } else {
      const username = usernameBase(parsed.data.name);
      const email = parsed.data.domain ? `info@${parsed.data.domain}` : `${username}@${IMPORTED_EMAIL_DOMAIN}`;
      const fields = { ...firmToProviderFields(parsed.data, isSiteImagePath), isApproved: false, isActive: true, uploadId };
      batch.push({ row, name: parsed.data.name, candidate: { fields, username, email } });
      lastName = parsed.data.name;
    }
    if (processed >= BATCH_SIZE && !(await flush())) return; // cleared by an admin: stop
  }
  if (processed > 0 && !(await flush())) return;
  await finishUpload(uploadProgress, uploadId, { status: 'completed' });
}
