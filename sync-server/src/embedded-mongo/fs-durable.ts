/**
 * On Linux a new or renamed file's directory entry survives a crash only once the directory
 * itself is fsync'ed; callers do this after creating a journal and after renaming a snapshot.
 */
import { open } from 'node:fs/promises';

export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
