/**
 * Snapshots: the whole catalog as a sequence of journal entries (collections, indexes, documents)
 * in the journal's framing, closed by an `end` record holding the entry count.
 *
 * A snapshot is written to `snapshot-<gen>.tmp`, fsync'ed, renamed to `snapshot-<gen>.bson` and
 * the directory fsync'ed, so a `.bson` file is always complete; the `end` record double-checks it.
 * Writing yields to the event loop between chunks, so commands keep being served meanwhile; that
 * is safe because stored documents are never mutated (the capture holds the versions of the moment).
 */
import { open, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Catalog } from './catalog';
import { syncDirectory } from './fs-durable';
import type { JournalEntry } from './journal-entry';
import { PRIVATE_FILE_MODE } from './private-files';
import { decodeRecords, encodeRecord } from './record-codec';

const CHUNK_BYTES = 1024 * 1024;

export function snapshotFileName(generation: number): string {
  return `snapshot-${generation}.bson`;
}

/** Captures the catalog's current state synchronously; the entries are produced lazily. */
export function captureCatalog(catalog: Catalog): () => Generator<JournalEntry> {
  const collections = catalog.allCollections().map((collection) => ({
    ns: collection.ns,
    uuid: collection.info.uuid,
    options: collection.info.options,
    specs: [...collection.indexes.values()].filter((index) => index.name !== '_id_').map((index) => index.spec),
    docs: Array.from(collection.scanNatural(), (rec) => rec.doc),
  }));
  return function* entries(): Generator<JournalEntry> {
    for (const { ns, uuid, options, specs, docs } of collections) {
      yield { op: 'cc', ns, uuid, options };
      for (const spec of specs) yield { op: 'ci', ns, spec };
      for (const doc of docs) yield { op: 'i', ns, doc };
    }
  };
}

/** Writes a complete snapshot file for `generation`; returns its size in bytes. */
export async function writeSnapshot(dir: string, generation: number, entries: Iterable<JournalEntry>): Promise<number> {
  const finalPath = path.join(dir, snapshotFileName(generation));
  const temporaryPath = `${finalPath}.tmp`;
  const handle = await open(temporaryPath, 'w', PRIVATE_FILE_MODE);
  let total = 0;
  let count = 0;
  try {
    let chunk: Buffer[] = [];
    let chunkBytes = 0;
    const writeChunk = async (): Promise<void> => {
      const bytes = Buffer.concat(chunk, chunkBytes);
      chunk = [];
      chunkBytes = 0;
      for (let offset = 0; offset < bytes.length; ) {
        offset += (await handle.write(bytes, offset, bytes.length - offset)).bytesWritten;
      }
      total += bytes.length;
      await nextTurn();
    };
    for (const entry of entries) {
      const record = encodeRecord(entry);
      chunk.push(record);
      chunkBytes += record.length;
      count += 1;
      if (chunkBytes >= CHUNK_BYTES) await writeChunk();
    }
    const end = encodeRecord({ op: 'end', count });
    chunk.push(end);
    chunkBytes += end.length;
    await writeChunk();
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporaryPath, finalPath);
  await syncDirectory(dir);
  return total;
}

/** Reads a snapshot; a snapshot that is not complete is an error (renames make that impossible). */
export async function readSnapshot(file: string): Promise<JournalEntry[]> {
  const { entries, problem } = decodeRecords(await readFile(file));
  const end = entries.pop();
  if (problem !== undefined || end?.op !== 'end' || end.count !== entries.length) {
    throw new Error(`snapshot ${file} is incomplete or corrupt (${problem ?? 'missing end record'}); refusing to open`);
  }
  return entries as unknown as JournalEntry[];
}
