import { rm } from 'node:fs/promises';
import {
  CSV_UPLOAD_LIMITS,
  firmServiceTags,
  formatZodError,
  providerImportCells,
  providerImportHeaderProblem,
  providerImportRowSchema,
  usernameBase,
  type ProviderImportRow,
} from '@ledgerlink/shared-schema';
import type { Collection } from 'mongodb';
import type { BookkeeperDoc } from '../db/documents';
import { inspectCsv, readCsvRecords } from './csv-records';
import { InvalidInputError } from './domain-errors';
import { insertImportedProviders, type ImportCandidate } from './provider-import-writer';
import type { ResponseCache } from './response-cache';

/**
 * Import CSV on the dashboard (`POST /api/admin/bulk-import`): the provider export's columns, so an
 * export can be edited and imported again. A row whose email belongs to a provider updates it
 * (name, phone, location, type, status, approval, services); any other row adds a provider. Bad rows
 * are reported one by one and never stop the good ones. Small enough to answer in the request.
 */
export interface BulkImportOutcome {
  imported: number;
  updated: number;
  errorMessages: string[];
}

const BATCH_SIZE = 250;

export async function importProvidersCsv(deps: { bookkeepers: Collection<BookkeeperDoc>; cache: ResponseCache }, file: string): Promise<BulkImportOutcome> {
  try {
    const { header, tooMany } = await inspectCsv(file, CSV_UPLOAD_LIMITS.maxRows);
    if (!header) throw new InvalidInputError('The CSV file is empty');
    const problem = providerImportHeaderProblem(header);
    if (problem) throw new InvalidInputError(problem);
    if (tooMany) throw new InvalidInputError(`The CSV file has more than ${CSV_UPLOAD_LIMITS.maxRows} rows; split it into smaller files`);

    const outcome: BulkImportOutcome = { imported: 0, updated: 0, errorMessages: [] };
    let batch: { row: number; data: ProviderImportRow }[] = [];
    let row = 0;
    for await (const record of readCsvRecords(file)) {
      row += 1;
      if (row === 1) continue;
      const cells = Object.fromEntries(header.map((name, index) => [name, record[index]]));
      const parsed = providerImportRowSchema.safeParse(providerImportCells(cells));
      if (parsed.success) batch.push({ row, data: parsed.data });
      else outcome.errorMessages.push(`Row ${row}: ${formatZodError(parsed.error).message}`);
      if (batch.length >= BATCH_SIZE) {
        await importBatch(deps.bookkeepers, batch, outcome);
        batch = [];
      }
    }
    await importBatch(deps.bookkeepers, batch, outcome);
    if (outcome.imported + outcome.updated > 0) deps.cache.clear();
    return outcome;
  } finally {
    await rm(file, { force: true });
  }
}

async function importBatch(bookkeepers: Collection<BookkeeperDoc>, batch: { row: number; data: ProviderImportRow }[], outcome: BulkImportOutcome): Promise<void> {
  if (batch.length === 0) return;
  const existing = await bookkeepers.find({ email: { $in: batch.map((item) => item.data.email) } }, { projection: { email: 1 } }).toArray();
  const known = new Set(existing.map((doc) => doc.email));
  const fresh: { row: number; candidate: ImportCandidate }[] = [];
  const seen = new Set<string>();
  for (const { row, data } of batch) {
    const edit = {
      fullName: data.name,
      phone: data.phone ?? '',
      location: data.location ?? '',
      providerType: data.type,
      isActive: data.isActive,
      isApproved: data.isApproved,
      services: firmServiceTags(data.services?.split(';') ?? []),
    };
    if (seen.has(data.email)) {
      outcome.errorMessages.push(`Row ${row}: this email appears on an earlier row of the file`);
      continue;
    }
    seen.add(data.email);
    if (known.has(data.email)) {
      await bookkeepers.updateOne({ email: data.email }, { $set: { ...edit, updatedAt: new Date() } });
      outcome.updated += 1;
      continue;
    }
    const fields = { ...edit, serviceArea: 'remote' as const, certifications: [], businessSize: ['all' as const], specializations: [] };
    fresh.push({ row, candidate: { fields, username: usernameBase(data.name), email: data.email } });
  }
  const results = await insertImportedProviders(bookkeepers, fresh.map((item) => item.candidate));
  results.forEach((result, index) => {
    if (result.ok) outcome.imported += 1;
    else outcome.errorMessages.push(`Row ${fresh[index]!.row}: ${result.message}`);
  });
}
