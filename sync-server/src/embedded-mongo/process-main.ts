/**
 * Entry point of the database process (forked by process-host.ts, or run by hand:
 * `npx tsx sync-server/src/embedded-mongo/process-main.ts --dbpath ./data/db --port 27017`).
 *
 * Lifecycle: take the data-directory lock, recover the data, listen on loopback, report
 * `{type: 'ready', port}` over IPC. It stops on `{type: 'stop'}`, SIGTERM/SIGINT, or when the
 * IPC channel disconnects (the parent died): every stop flushes the journal and releases the lock.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { runCommand } from './command-dispatch';
import type { ServerState } from './commands/command-context';
import { CursorRegistry } from './cursor-registry';
import { acquireDirectoryLock } from './lock-file';
import type { DirectoryLock } from './lock-file';
import { StorageEngine } from './storage-engine';
import { startTtlMonitor } from './ttl-monitor';
import type { TtlMonitor } from './ttl-monitor';
import { startWireServer } from './wire-server';
import type { WireServer } from './wire-server';

export interface ProcessOptions {
  dataDir: string;
  port: number;
  ttlSweepMs: number;
  journalCompactBytes?: number;
  cursorTimeoutMs?: number;
}

export type ChildMessage = { type: 'ready'; port: number } | { type: 'error'; message: string };
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
  return { dataDir: path.resolve(flag('--dbpath') ?? './data/db'), port: Number(flag('--port') ?? 27017), ttlSweepMs: 60_000 };
}

async function main(): Promise<void> {
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
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));

  try {
    mkdirSync(options.dataDir, { recursive: true });
    lock = acquireDirectoryLock(options.dataDir);
    engine = await StorageEngine.open(options.dataDir, {
      journalCompactBytes: options.journalCompactBytes,
      log,
      // Fail-stop: let the failed commands' error replies go out, then exit; the next start
      // recovers from what is on disk (the stale lock is taken over).
      onFatal: () => setTimeout(() => process.exit(1), 100),
    });
    cursors = new CursorRegistry(options.cursorTimeoutMs);
    const storage = engine;
    const state: ServerState = { catalog: engine.catalog, cursors, durable: () => storage.durable(), port: 0 };
    ttl = startTtlMonitor(engine.catalog, options.ttlSweepMs, () => void storage.durable().catch((error: unknown) => log(`TTL sweep flush failed: ${String(error)}`)));
    wire = await startWireServer({ host: '127.0.0.1', port: options.port, execute: (body, connectionId) => runCommand(state, body, connectionId), log });
    state.port = wire.port;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const send = process.send?.bind(process);
    if (send) await new Promise<void>((resolve) => send({ type: 'error', message } satisfies ChildMessage, undefined, {}, () => resolve()));
    else log(message);
    lock?.release();
    lock = undefined;
    await stop(1);
    return;
  }
  if (process.send) process.send({ type: 'ready', port: wire.port } satisfies ChildMessage);
  else process.stdout.write(`embedded MongoDB listening on mongodb://127.0.0.1:${wire.port}/?directConnection=true (data: ${options.dataDir})\n`);
}

void main();
