/**
 * Open cursors for find/aggregate/list* results.
 *
 * A cursor holds its full result list (references to immutable stored documents, so later
 * writes never change a batch already promised) and hands it out in batches. Ids are positive
 * integers below 2^53 so they survive the Long <-> number round trip; 0 means "exhausted".
 * Idle cursors are closed after `timeoutMs`, like MongoDB's cursorTimeoutMillis (10 minutes).
 */
import { calculateObjectSize, Long } from 'bson';
import type { Document } from './bson-values';
import { CommandError, ErrorCode } from './errors';

/** MongoDB's default first batch size. */
export const DEFAULT_FIRST_BATCH = 101;
/** Keep replies under the 16 MiB BSON limit with room for the reply envelope. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;

interface OpenCursor {
  ns: string;
  docs: Document[];
  position: number;
  /** Maps each document to exactly one output document (a projection), batch by batch. */
  transform: (batch: Document[]) => Document[];
  lastUsed: number;
}

export interface Batch {
  docs: Document[];
  /** 0 when the cursor is exhausted (and closed). */
  id: Long;
}

export class CursorRegistry {
  private readonly cursors = new Map<number, OpenCursor>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly timeoutMs = 10 * 60_000) {
    this.timer = setInterval(() => this.closeIdle(), Math.min(60_000, Math.max(1_000, timeoutMs / 2)));
    this.timer.unref();
  }

  /** Returns the first batch; opens a cursor only when more documents remain. */
  open(ns: string, docs: Document[], batchSize: number | undefined, singleBatch: boolean, transform: (batch: Document[]) => Document[] = (batch) => batch): Batch {
    const cursor: OpenCursor = { ns, docs, position: 0, transform, lastUsed: Date.now() };
    const first = takeBatch(cursor, batchSize ?? DEFAULT_FIRST_BATCH);
    if (singleBatch || cursor.position >= docs.length) return { docs: first, id: Long.ZERO };
    let id = randomCursorId();
    while (this.cursors.has(id)) id = randomCursorId();
    this.cursors.set(id, cursor);
    return { docs: first, id: Long.fromNumber(id) };
  }

  getMore(id: number, ns: string, batchSize: number | undefined): Batch {
    const cursor = this.cursors.get(id);
    if (!cursor) throw new CommandError(ErrorCode.CursorNotFound, `cursor id ${id} not found`);
    if (cursor.ns !== ns) {
      throw new CommandError(ErrorCode.BadValue, `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${cursor.ns}`);
    }
    cursor.lastUsed = Date.now();
    const docs = takeBatch(cursor, batchSize && batchSize > 0 ? batchSize : Number.POSITIVE_INFINITY);
    if (cursor.position >= cursor.docs.length) {
      this.cursors.delete(id);
      return { docs, id: Long.ZERO };
    }
    return { docs, id: Long.fromNumber(id) };
  }

  kill(ids: number[]): { killed: number[]; notFound: number[] } {
    const killed: number[] = [];
    const notFound: number[] = [];
    for (const id of ids) (this.cursors.delete(id) ? killed : notFound).push(id);
    return { killed, notFound };
  }

  close(): void {
    clearInterval(this.timer);
    this.cursors.clear();
  }

  private closeIdle(): void {
    const cutoff = Date.now() - this.timeoutMs;
    for (const [id, cursor] of this.cursors) if (cursor.lastUsed < cutoff) this.cursors.delete(id);
  }
}

function randomCursorId(): number {
  return 1 + Math.floor(Math.random() * (Number.MAX_SAFE_INTEGER - 1));
}

/** Takes up to `batchSize` documents (transformed in chunks) without passing MAX_BATCH_BYTES. */
function takeBatch(cursor: OpenCursor, batchSize: number): Document[] {
  const batch: Document[] = [];
  let bytes = 0;
  while (cursor.position < cursor.docs.length && batch.length < batchSize) {
    const chunkEnd = Math.min(cursor.docs.length, cursor.position + Math.min(1000, batchSize - batch.length));
    const transformed = cursor.transform(cursor.docs.slice(cursor.position, chunkEnd));
    for (const doc of transformed) {
      const size = calculateObjectSize(doc);
      if (batch.length > 0 && bytes + size > MAX_BATCH_BYTES) return batch;
      cursor.position += 1;
      bytes += size;
      batch.push(doc);
    }
  }
  return batch;
}
