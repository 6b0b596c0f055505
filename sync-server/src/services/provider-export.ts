import { PassThrough, type Readable } from 'node:stream';
import { PROVIDER_EXPORT_COLUMNS, PROVIDER_REVIEW_FILTERS, providerExportRow, type AdminProvidersQuery } from '@ledgerlink/shared-schema';
import type { Collection } from 'mongodb';
import type { BookkeeperDoc } from '../db/documents';
import { csvLines } from './csv-records';

const BATCH = 500;

/**
 * Export CSV (spec §3 provider export columns): the header, then one line per provider of the
 * chosen status, oldest first, streamed from a cursor so the whole directory is never in memory.
 */
export function exportProvidersCsv(bookkeepers: Collection<BookkeeperDoc>, status: AdminProvidersQuery['status']): Readable {
  const out = new PassThrough();
  const filter = status === 'all' ? {} : PROVIDER_REVIEW_FILTERS[status];
  const cursor = bookkeepers
    .find(filter, { projection: { fullName: 1, email: 1, phone: 1, location: 1, providerType: 1, isActive: 1, isApproved: 1, services: 1 } })
    .sort({ createdAt: 1, _id: 1 })
    .batchSize(BATCH);
  void (async () => {
    try {
      out.write(`${csvLines([PROVIDER_EXPORT_COLUMNS])}\r\n`);
      let rows: string[][] = [];
      for await (const doc of cursor) {
        rows.push(providerExportRow(doc));
        if (rows.length === BATCH) {
          // Respect backpressure: a slow download holds the cursor back instead of filling memory.
          if (!out.write(`${csvLines(rows)}\r\n`)) await new Promise((resolve) => out.once('drain', resolve));
          rows = [];
        }
      }
      if (rows.length) out.write(`${csvLines(rows)}\r\n`);
      out.end();
    } catch (error) {
      out.destroy(error as Error);
    } finally {
      await cursor.close();
    }
  })();
  return out;
}
