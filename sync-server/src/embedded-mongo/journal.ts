/**
 * The append-only journal with group commit.
 *
 * `append` buffers a framed record synchronously; `sync` resolves once every record appended
 * before the call is written and fdatasync'ed. Flushes start on the next event-loop turn
 * (setImmediate), so all writes that arrive in one turn share one fsync, and writes that arrive
 * while an fsync is running share the next one.
 *
 * Generations: files are `journal-<gen>.log`. `rotate` switches appends to the next generation at
 * the exact moment it is called (compaction captures the state at that same moment); records
 * appended before it still go to the old file, which is fsync'ed and closed first.
 */
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { syncDirectory } from './fs-durable';
import { PRIVATE_FILE_MODE } from './private-files';

interface Waiter {
  /** Sequence number of the last record the caller needs durable. */
  target: number;
  resolve: () => void;
  reject: (error: Error) => void;
}

interface Batch {
  generation: number;
  buffers: Buffer[];
  lastSeq: number;
}

export function journalFileName(generation: number): string {
  return `journal-${generation}.log`;
}

export class Journal {
  private appendedSeq = 0;
  private durableSeq = 0;
  private queue: Batch[] = [];
  private waiters: Waiter[] = [];
  private flushing = false;
  private scheduled = false;
  private failure: Error | undefined;
  private fileBytes: number;

  private appendGeneration: number;

  private constructor(
    private readonly dir: string,
    private handle: FileHandle,
    private writeGeneration: number,
    initialBytes: number,
    private readonly onFailure: (error: Error) => void,
  ) {
    this.appendGeneration = writeGeneration;
    this.fileBytes = initialBytes;
  }

  /** `onFailure` is told once when a write or fsync fails (the journal is unusable from then on). */
  static async open(dir: string, generation: number, onFailure: (error: Error) => void): Promise<Journal> {
    const handle = await open(path.join(dir, journalFileName(generation)), 'a', PRIVATE_FILE_MODE);
    const { size } = await handle.stat();
    await syncDirectory(dir);
    return new Journal(dir, handle, generation, size, onFailure);
  }

  /** Generation new appends go to. */
  get generation(): number {
    return this.appendGeneration;
  }

  /** Bytes in the current generation's file, including records not yet flushed. */
  get size(): number {
    return this.fileBytes;
  }

  append(record: Buffer): void {
    this.appendedSeq += 1;
    const last = this.queue[this.queue.length - 1];
    if (last && last.generation === this.appendGeneration) {
      last.buffers.push(record);
      last.lastSeq = this.appendedSeq;
    } else {
      this.queue.push({ generation: this.appendGeneration, buffers: [record], lastSeq: this.appendedSeq });
    }
    this.fileBytes += record.length;
    this.schedule();
  }

  /** Resolves when everything appended so far is on disk. */
  sync(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.durableSeq >= this.appendedSeq) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ target: this.appendedSeq, resolve, reject });
      this.schedule();
    });
  }

  /** Directs later appends to the next generation's file; resolves once that file is open. */
  rotate(): Promise<void> {
    this.appendGeneration += 1;
    // A marker sequence number, so that sync() below waits until the new file is open.
    this.appendedSeq += 1;
    this.queue.push({ generation: this.appendGeneration, buffers: [], lastSeq: this.appendedSeq });
    this.fileBytes = 0;
    this.schedule();
    return this.sync();
  }

  async close(): Promise<void> {
    try {
      await this.sync();
    } finally {
      await this.handle.close();
    }
  }

  private schedule(): void {
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.shift() as Batch;
        if (batch.generation !== this.writeGeneration) await this.switchFile(batch.generation);
        if (batch.buffers.length > 0) {
          await writeFully(this.handle, Buffer.concat(batch.buffers));
          await this.handle.datasync();
        }
        this.durableSeq = batch.lastSeq;
        this.wakeWaiters();
      }
    } catch (error) {
      this.fail(error instanceof Error ? error : new Error(String(error)));
    } finally {
      this.flushing = false;
    }
  }

  private async switchFile(generation: number): Promise<void> {
    await this.handle.close();
    this.handle = await open(path.join(this.dir, journalFileName(generation)), 'a', PRIVATE_FILE_MODE);
    // The new file's directory entry must be durable before any acknowledged write lives in it.
    await syncDirectory(this.dir);
    this.writeGeneration = generation;
  }

  private wakeWaiters(): void {
    const still: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (waiter.target <= this.durableSeq) waiter.resolve();
      else still.push(waiter);
    }
    this.waiters = still;
  }

  /** A failed write or fsync means durability is gone: every pending and later sync fails. */
  private fail(error: Error): void {
    this.failure = new Error(`journal write failed: ${error.message}`);
    for (const waiter of this.waiters) waiter.reject(this.failure);
    this.waiters = [];
    this.queue = [];
    this.onFailure(this.failure);
  }
}

async function writeFully(handle: FileHandle, bytes: Buffer): Promise<void> {
  let offset = 0;
  while (offset < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset);
    offset += bytesWritten;
  }
}
