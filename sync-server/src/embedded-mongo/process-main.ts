/**
 * Entry point of the database process (forked by process-host.ts, or run by hand:
 * `npx tsx sync-server/src/embedded-mongo/process-main.ts --dbpath ./data/db [--port 27017]`).
 *
 * Lifecycle: make the data directory private, take its lock, recover the data, listen on the Unix
 * socket (plus loopback TCP only when a port is given), report `{type: 'ready', tcpPort}` over IPC.
 * It stops on `{type: 'stop'}`, when the IPC channel disconnects (the parent died), or on
 * SIGTERM/SIGINT when it has no parent: every stop flushes the journal and releases the lock.
 */
import path from 'node:path';
import { runCommand } from './command-dispatch';
import type { ServerState } from './commands/command-context';
import { CursorRegistry } from './cursor-registry';
import { acquireDirectoryLock, DataDirectoryLockedError } from './lock-file';
import type { DirectoryLock } from './lock-file';
import { makePrivateDirectory, restrictExistingFiles } from './private-files';
import { chooseSocketPath, socketUri, tcpUri } from './socket-path';
import { StorageEngine } from './storage-engine';
import { startTtlMonitor } from './ttl-monitor';
import type { TtlMonitor } from './ttl-monitor';
import { startWireServer } from './wire-server';
import type { WireServer } from './wire-server';

export interface ProcessOptions {
  dataDir: string;
  socketPath: string;
  /** Loopback TCP port to listen on as well (0: any free one); undefined: the socket only. */
  tcpPort?: number | undefined;
  ttlSweepMs: number;
  journalCompactBytes?: number;
  cursorTimeoutMs?: number;
}

export type ChildMessage =
  | { type: 'ready'; tcpPort: number | undefined }
  // lockOwnerPid: the data directory is taken, so the parent can rethrow DataDirectoryLockedError.
  | { type: 'error'; message: string; lockOwnerPid?: number };
export type ParentMessage = { type: 'stop' };

const log = (message: string): void => {
  process.stderr.write(`[embedded-mongo] ${message}\n`);
};

function readOptions(): ProcessOptions {
  const json = process.argv[2];
  if (json?.startsWith('{')) return JSON.parse(json) as ProcessOptions;
  const flag = (name: string): string | undefined => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? process.argv[at + 1] : undefined;
  };
  const dataDir = path.resolve(flag('--dbpath') ?? './data/db');
  const port = flag('--port');
  // By hand there is no parent to remove a fallback socket directory; it is empty after a clean stop.
  return { dataDir, socketPath: chooseSocketPath(dataDir).path, tcpPort: port === undefined ? undefined : Number(port), ttlSweepMs: 60_000 };
}

async function main(): Promise<void> {
  // Belt and braces: every file this process creates is private even where no mode is passed.
  process.umask(0o077);
  const options = readOptions();
  let lock: DirectoryLock | undefined;
  let engine: StorageEngine | undefined;
  let wire: WireServer | undefined;
  let ttl: TtlMonitor | undefined;
  let cursors: CursorRegistry | undefined;
  let stopping: Promise<void> | undefined;

  const stop = (exitCode: number): Promise<void> =>
    (stopping ??= (async () => {
      try {
        ttl?.stop();
        await wire?.close();
        cursors?.close();
        await engine?.close();
      } catch (error) {
        log(`error while stopping: ${String(error)}`);
        exitCode = 1;
      } finally {
        lock?.release();
        process.exit(exitCode);
      }
    })());

  process.on('message', (message: ParentMessage) => {
    if (message.type === 'stop') void stop(0);
  });
  // The parent is gone (exited, crashed, killed): nobody can use this database any more.
  process.on('disconnect', () => void stop(0));
  // With a parent, the parent decides when the database stops: it must outlive the HTTP requests
  // still using it, yet a terminal's Ctrl-C and systemd's stop signal the whole process group or
  // cgroup at once, and stopping first would also look like a crash to the parent.
  const onSignal = (): void => {
    if (!process.connected) void stop(0);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  try {
    makePrivateDirectory(options.dataDir);
    lock = acquireDirectoryLock(options.dataDir);
    restrictExistingFiles(options.dataDir);
    engine = await StorageEngine.open(options.dataDir, {
      journalCompactBytes: options.journalCompactBytes,
      log,
      // Fail-stop: let the failed commands' error replies go out, then exit; the next start
      // recovers from what is on disk (the stale lock is taken over).
      onFatal: () => setTimeout(() => process.exit(1), 100),
    });
    cursors = new CursorRegistry(options.cursorTimeoutMs);
    const storage = engine;
    const state: ServerState = { catalog: engine.catalog, cursors, durable: () => storage.durable(), compact: () => storage.compactNow(), port: 0 };
    ttl = startTtlMonitor(engine.catalog, options.ttlSweepMs, () => void storage.durable().catch((error: unknown) => log(`TTL sweep flush failed: ${String(error)}`)));
    wire = await startWireServer({
      socketPath: options.socketPath,
      tcpPort: options.tcpPort,
      execute: (body, connectionId) => runCommand(state, body, connectionId),
      log,
    });
    state.port = wire.tcpPort ?? 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const send = process.send?.bind(process);
    const reply: ChildMessage = { type: 'error', message, ...(error instanceof DataDirectoryLockedError ? { lockOwnerPid: error.ownerPid } : {}) };
    if (send) await new Promise<void>((resolve) => send(reply, undefined, {}, () => resolve()));
    else log(message);
    lock?.release();
    lock = undefined;
    await stop(1);
    return;
  }
  if (process.send) process.send({ type: 'ready', tcpPort: wire.tcpPort } satisfies ChildMessage);
  else {
    const tcp = wire.tcpPort === undefined ? '' : ` and ${tcpUri(wire.tcpPort)}`;
    process.stdout.write(`embedded MongoDB listening on ${socketUri(options.socketPath)}${tcp} (data: ${options.dataDir})\n`);
  }
}

void main();
