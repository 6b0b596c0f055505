/**
 * Durability: recovery at startup, the journal while running, compaction into snapshots.
 *
 * Files in the data directory (gen = generation):
 *   snapshot-<gen>.bson  the state before journal-<gen>.log's first record
 *   journal-<gen>.log    changes after that snapshot (or after nothing, without a snapshot)
 * Recovery loads the newest snapshot K (or an empty catalog) and replays every journal with
 * gen >= K in order. Compaction captures the state and rotates the journal to K+1 in one
 * synchronous step, writes snapshot-(K+1) atomically, then deletes older files; a crash at any
 * point leaves a file set that recovers to the same state.
 *
 * Why journal + snapshots rather than rewriting data files: appends with one fdatasync per event
 * loop turn are the cheapest way to make every acknowledged write durable, and whole-state
 * snapshots keep recovery simple at the data sizes this app has (thousands to ~100k documents).
 */
import { readdir, readFile, rm, stat, truncate } from 'node:fs/promises';
import path from 'node:path';
import { Catalog } from './catalog';
import { syncDirectory } from './fs-durable';
import { Journal, journalFileName } from './journal';
import type { JournalEntry } from './journal-entry';
import { DATA_FILE } from './data-files';
import { decodeRecords, encodeRecord } from './record-codec';
import { captureCatalog, readSnapshot, snapshotFileName, writeSnapshot } from './snapshot';

export interface StorageOptions {
  /** Compact once the journal passes this size (and the last snapshot's size). Default 64 MiB. */
  journalCompactBytes?: number;
  log?: (message: string) => void;
  /**
   * Called when the journal can no longer write: memory now holds changes that may never reach
   * disk, so the owner should stop the process (MongoDB does the same) rather than keep serving.
   */
  onFatal?: (error: Error) => void;
}

const DEFAULT_COMPACT_BYTES = 64 * 1024 * 1024;

export class StorageEngine {
  private compacting: Promise<void> | undefined;
  private snapshotBytes = 0;
  private journal!: Journal;
  readonly catalog: Catalog;

  private constructor(
    private readonly dir: string,
    private readonly options: StorageOptions,
  ) {
    this.catalog = new Catalog((entry) => this.journal.append(encodeRecord(entry)));
  }

  static async open(dir: string, options: StorageOptions = {}): Promise<StorageEngine> {
    const engine = new StorageEngine(dir, options);
    const generation = await engine.recover();
    engine.journal = await Journal.open(dir, generation, (error) => {
      engine.log(error.message);
      options.onFatal?.(error);
    });
    return engine;
  }

  /** Resolves once every change made so far is on disk; call before acknowledging a write. */
  async durable(): Promise<void> {
    await this.journal.sync();
    const threshold = Math.max(this.options.journalCompactBytes ?? DEFAULT_COMPACT_BYTES, this.snapshotBytes);
    if (this.journal.size > threshold && !this.compacting) void this.compact().catch((error: unknown) => this.log(`compaction failed: ${String(error)}`));
  }

  /** Writes a snapshot of the current state and drops the journal it replaces. */
  compact(): Promise<void> {
    this.compacting ??= this.runCompaction().finally(() => {
      this.compacting = undefined;
    });
    return this.compacting;
  }

  /**
   * The `compact` command: a snapshot of the state as it is now (after any compaction already
   * running), so the journal holds nothing written before the call. Returns the bytes it freed.
   */
  async compactNow(): Promise<number> {
    await this.compacting?.catch(() => undefined);
    const before = this.snapshotBytes + this.journal.size;
    await this.compact();
    return Math.max(0, before - this.snapshotBytes);
  }

  async close(): Promise<void> {
    await this.compacting?.catch(() => undefined);
    await this.journal.close();
  }

  private async runCompaction(): Promise<void> {
    // Capture and rotate in the same synchronous step: the snapshot holds exactly the changes
    // of the journals before the new generation.
    const entries = captureCatalog(this.catalog);
    const rotated = this.journal.rotate();
    const generation = this.journal.generation;
    await rotated;
    this.snapshotBytes = await writeSnapshot(this.dir, generation, entries());
    await this.removeGenerationsBefore(generation);
  }

  /** Rebuilds the catalog from disk; returns the journal generation to append to. */
  private async recover(): Promise<number> {
    const files = await readdir(this.dir);
    const generations = (prefix: string, suffix: string): number[] =>
      files
        .filter((file) => file.startsWith(prefix) && file.endsWith(suffix))
        .map((file) => Number(file.slice(prefix.length, file.length - suffix.length)))
        .filter((generation) => Number.isInteger(generation) && generation >= 0)
        .sort((a, b) => a - b);
    const snapshots = generations('snapshot-', '.bson');
    const base = snapshots[snapshots.length - 1] ?? 0;
    const journals = generations('journal-', '.log').filter((generation) => generation >= base);
    this.catalog.beginBulkLoad();
    try {
      if (snapshots.length > 0) {
        const file = path.join(this.dir, snapshotFileName(base));
        for (const entry of await readSnapshot(file)) this.catalog.replay(entry);
        this.snapshotBytes = (await stat(file)).size;
      }
      for (const generation of journals) await this.replayJournal(generation);
    } finally {
      this.catalog.endBulkLoad();
    }
    // Only our own leftovers: the data directory may be shared with other files (mail, uploads).
    for (const file of files.filter((name) => /^snapshot-\d+\.bson\.tmp$/.test(name))) await rm(path.join(this.dir, file), { force: true });
    await this.removeGenerationsBefore(base);
    return journals[journals.length - 1] ?? base;
  }

  private async replayJournal(generation: number): Promise<void> {
    const file = path.join(this.dir, journalFileName(generation));
    const bytes = await readFile(file);
    const { entries, validBytes, problem } = decodeRecords(bytes);
    for (const entry of entries) this.catalog.replay(entry as unknown as JournalEntry);
    if (problem !== undefined) {
      // Only a write that was never acknowledged can be torn: drop it so appends continue cleanly.
      this.log(`${journalFileName(generation)}: ${problem}; dropping the last ${bytes.length - validBytes} bytes (an unacknowledged write)`);
      await truncate(file, validBytes);
    }
  }

  private async removeGenerationsBefore(generation: number): Promise<void> {
    const files = await readdir(this.dir);
    const stale = files.filter((file) => {
      const match = DATA_FILE.exec(file);
      return match !== null && Number(match[1]) < generation;
    });
    for (const file of stale) await rm(path.join(this.dir, file), { force: true });
    if (stale.length > 0) await syncDirectory(this.dir);
  }

  private log(message: string): void {
    (this.options.log ?? ((text: string) => process.stderr.write(`[embedded-mongo] ${text}\n`)))(message);
  }
}
