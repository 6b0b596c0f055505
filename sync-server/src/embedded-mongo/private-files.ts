/**
 * The data directory holds personal data (journal, snapshots) and the database's socket, and the
 * database has no authentication: the directory's permissions are the access control. So it is
 * 0700 and every file in it 0600, whatever the umask of whoever started the server.
 */
import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents) 0700, and tightens it if it already existed. */
export function makePrivateDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

// Our own files only: the directory may be shared with other files (see storage-engine.ts).
const OWN_FILE = /^(?:journal-\d+\.log|snapshot-\d+\.bson(?:\.tmp)?|embedded-mongo\.lock)$/;

/** Files written by an older version, before they were created 0600. */
export function restrictExistingFiles(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && OWN_FILE.test(entry.name)) chmodSync(path.join(dir, entry.name), PRIVATE_FILE_MODE);
  }
}
