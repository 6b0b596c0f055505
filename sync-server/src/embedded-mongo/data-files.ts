/**
 * The durable files of a data directory (storage-engine.ts): `snapshot-<gen>.bson` and
 * `journal-<gen>.log`. Kept apart from the storage engine so that the server's side of the process
 * boundary (process-host.ts) can size a recovery without loading the database's code.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** A snapshot or journal file name; group 1 is its generation. */
export const DATA_FILE = /^(?:journal|snapshot)-(\d+)\.(?:log|bson)$/;

/** Bytes a recovery of `dir` reads: its snapshots and journals (0 for a new directory). */
export async function recoveryBytes(dir: string): Promise<number> {
  const files = await readdir(dir).catch(() => [] as string[]);
  let bytes = 0;
  for (const file of files.filter((name) => DATA_FILE.test(name))) bytes += (await stat(path.join(dir, file)).catch(() => ({ size: 0 }))).size;
  return bytes;
}
