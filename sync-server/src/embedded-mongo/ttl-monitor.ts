/**
 * TTL indexes: like MongoDB's TTL monitor (every 60 s by default), a periodic sweep deletes
 * documents whose indexed date (or earliest date in an array) is older than
 * `expireAfterSeconds`. Documents without a date in the field never expire.
 *
 * Expiry is therefore not instant: a document can outlive its deadline by up to one interval,
 * exactly as with MongoDB. Deletions go through the normal journaled delete path.
 */
import type { Catalog } from './catalog';
import type { DocRecord } from './collection-index';

const EARLIEST_DATE = new Date(-8.64e15);

export interface TtlMonitor {
  /** Runs one sweep now; returns how many documents were deleted. */
  sweep(): number;
  stop(): void;
}

export function startTtlMonitor(catalog: Catalog, intervalMs: number, afterSweep: () => void): TtlMonitor {
  const sweep = (): number => {
    const now = Date.now();
    let deleted = 0;
    for (const collection of catalog.allCollections()) {
      for (const index of [...collection.indexes.values()]) {
        const seconds = index.spec.expireAfterSeconds;
        if (seconds === undefined) continue;
        const range = { lower: { value: EARLIEST_DATE, inclusive: true }, upper: { value: new Date(now - seconds * 1000), inclusive: true } };
        // Collect first: deleting while scanning would change the index under the scan.
        const expired = new Map<number, DocRecord>();
        for (const rec of index.scan([], range, false)) expired.set(rec.seq, rec);
        for (const rec of expired.values()) {
          if (collection.getById(rec.doc._id) === rec) {
            collection.delete(rec);
            deleted += 1;
          }
        }
      }
    }
    if (deleted > 0) afterSweep();
    return deleted;
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
