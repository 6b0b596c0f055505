/**
 * One process per data directory. Two processes appending to the same journal would interleave
 * records and lose acknowledged writes, so the second one is refused with a clear message.
 *
 * The lock file holds the owner's pid. It is created with O_EXCL; when it exists but its pid is
 * no longer running (the owner was killed), the lock is stale and is taken over.
 */
import { closeSync, fsyncSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE } from './private-files';

export const LOCK_FILE_NAME = 'embedded-mongo.lock';

export class DataDirectoryLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${dataDir} is already in use by another embedded MongoDB process (pid ${ownerPid}). ` +
        `Stop that process or use a different data directory; if no such process exists, delete ${path.join(dataDir, LOCK_FILE_NAME)}.`,
    );
    this.name = 'DataDirectoryLockedError';
  }
}

export interface DirectoryLock {
  release(): void;
}

export function acquireDirectoryLock(dataDir: string): DirectoryLock {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', PRIVATE_FILE_MODE);
      try {
        writeSync(fd, `${process.pid}\n`);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      return { release: () => releaseLock(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner = readOwner(file);
    if (owner === undefined) {
      // The owner may be between creating the file and writing its pid: give it a moment.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      owner = readOwner(file);
    }
    if (owner !== undefined && owner !== process.pid && isRunning(owner)) throw new DataDirectoryLockedError(dataDir, owner);
    // Stale (dead owner) or unreadable (owner died while writing it): take it over.
    rmSync(file, { force: true });
  }
  throw new Error(`Could not acquire ${file}: it keeps reappearing (another process is starting on the same data directory)`);
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the lock only if it is still ours (a takeover may have replaced it). */
function releaseLock(file: string): void {
  if (readOwner(file) === process.pid) rmSync(file, { force: true });
}
