/**
 * Where the database's Unix socket lives, and the driver URI for it.
 *
 * Normally `<dataDir>/mongod.sock`: inside the 0700 data directory, so only the server's user can
 * connect (the database has no authentication), and stable across restarts of the database
 * process, so the driver reconnects to the same URI by itself.
 *
 * A socket path must fit in sockaddr_un.sun_path (108 bytes on Linux, 104 on macOS, including the
 * terminating NUL). For a data directory too deep for that we fall back to a fresh directory from
 * mkdtemp under os.tmpdir() rather than refusing to start: mkdtemp creates it atomically, 0700 and
 * with an unpredictable name, so other users can neither reach nor pre-create it, and a deep
 * DATA_DIR (CI workspaces, home directories) keeps working. The parent chooses it once, so it is
 * still stable across restarts; `dispose` removes it on stop.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SOCKET_FILE_NAME = 'mongod.sock';
/** The portable limit (macOS's 104 bytes minus the NUL). */
const MAX_SOCKET_PATH_BYTES = 103;

export interface SocketLocation {
  path: string;
  /** Removes the fallback directory, if one was made (the socket itself goes when the server closes). */
  dispose(): void;
}

export function chooseSocketPath(dataDir: string): SocketLocation {
  const preferred = path.join(dataDir, SOCKET_FILE_NAME);
  if (Buffer.byteLength(preferred) <= MAX_SOCKET_PATH_BYTES) return { path: preferred, dispose: () => undefined };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ledgerlink-db-'));
  const fallback = path.join(dir, SOCKET_FILE_NAME);
  if (Buffer.byteLength(fallback) > MAX_SOCKET_PATH_BYTES) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Cannot place the database socket: both ${preferred} and ${fallback} are longer than ${MAX_SOCKET_PATH_BYTES} bytes; use a shorter DATA_DIR or TMPDIR`);
  }
  return { path: fallback, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The driver takes a socket as a percent-encoded host ending in `.sock`. */
export function socketUri(socketPath: string): string {
  return `mongodb://${encodeURIComponent(socketPath)}/?directConnection=true`;
}

export function tcpUri(port: number): string {
  return `mongodb://127.0.0.1:${port}/?directConnection=true`;
}
