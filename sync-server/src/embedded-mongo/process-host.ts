/**
 * Starts one database child process, waits until it answers, and stops it. Restarts are
 * supervisor.ts's job.
 *
 * Why a child process (child_process.fork) rather than a worker thread:
 * - the database's CPU work (query evaluation, BSON, snapshots) and its memory (every document
 *   lives in its heap) stay off the Koa process's event loop and garbage collector;
 * - a crash or out-of-memory in the database cannot take the HTTP server down with it, and a
 *   killed database is exactly what the crash test and real crashes look like;
 * - the data-directory lock is per process, so "one owner per data directory" is simple to state;
 * - the parent talks to it through the official driver over a socket anyway, so a thread would
 *   gain nothing from shared memory.
 * The child exits on its own when the IPC channel drops (the parent died), see process-main.ts.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MongoClient } from 'mongodb';
import { DataDirectoryLockedError } from './lock-file';
import type { ChildMessage, ParentMessage, ProcessOptions } from './process-main';
import { socketUri } from './socket-path';
import { recoveryBytes } from './data-files';

export interface LaunchedChild {
  process: ChildProcess;
  /** The loopback TCP port it listens on, if it was asked to. */
  tcpPort: number | undefined;
}

/**
 * How long a child may take to become ready: a minute, plus the time to read its data back at
 * 2 MiB/s, a slow disk on a busy machine (an idle 2-core machine recovers about 9 MiB/s: 272 MiB of
 * 100,000 providers and their reviews in 31 s). A fixed limit would kill a sound recovery of a
 * large database for good, since every restart would meet the same limit.
 */
const STARTUP_BASE_MS = 60_000;
const RECOVERY_BYTES_PER_MS = (2 * 1024 * 1024) / 1000;
const STOP_TIMEOUT_MS = 15_000;

/** Forks the child and resolves once it answers a ping; `onSpawn` sees it at once (so a stop can reach a child still starting). */
export async function launchChild(options: ProcessOptions, onSpawn?: (child: ChildProcess) => void, nodeFlags: string[] = []): Promise<LaunchedChild> {
  const { entry, execArgv } = childEntry();
  const child = fork(entry, [JSON.stringify(options)], {
    execArgv: [...execArgv, ...nodeFlags],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'json',
  });
  onSpawn?.(child);
  const deadlineMs = STARTUP_BASE_MS + (await recoveryBytes(options.dataDir)) / RECOVERY_BYTES_PER_MS;
  const tcpPort = await waitUntilReady(child, options.dataDir, deadlineMs);
  try {
    await pingOnce(socketUri(options.socketPath));
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`embedded MongoDB started but does not answer ping: ${String(error)}`, { cause: error });
  }
  // Let the parent exit without calling stop(); the child then sees 'disconnect' and shuts down.
  child.unref();
  child.channel?.unref();
  return { process: child, tcpPort };
}

/** Asks the child to flush and exit; kills it if it takes too long. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.ref();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.send({ type: 'stop' } satisfies ParentMessage);
  else child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** The child's entry file and Node flags: TypeScript sources run through tsx's loader. */
function childEntry(): { entry: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.js')) return { entry: path.join(path.dirname(here), 'process-main.js'), execArgv: [] };
  // Resolved from this file, not from process.cwd(), so any working directory works.
  const loader = createRequire(import.meta.url).resolve('tsx');
  return { entry: path.join(path.dirname(here), 'process-main.ts'), execArgv: ['--import', pathToFileURL(loader).href] };
}

function waitUntilReady(child: ChildProcess, dataDir: string, deadlineMs: number): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`embedded MongoDB did not start within ${Math.round(deadlineMs / 1000)} s`));
    }, deadlineMs);
    const cleanup = (): void => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      child.off('error', onError);
    };
    const onMessage = (message: ChildMessage): void => {
      cleanup();
      if (message.type === 'ready') resolve(message.tcpPort);
      else if (message.lockOwnerPid !== undefined) reject(new DataDirectoryLockedError(dataDir, message.lockOwnerPid));
      else reject(new Error(`embedded MongoDB failed to start: ${message.message}`));
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null): void => {
      cleanup();
      reject(new Error(`embedded MongoDB exited during startup (${signal ?? `code ${String(code)}`})`));
    };
    const onError = (error: Error): void => {
      cleanup();
      reject(error);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
    child.on('error', onError);
  });
}

async function pingOnce(uri: string): Promise<void> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 10_000, maxPoolSize: 1 });
  try {
    await client.db('admin').command({ ping: 1 });
  } finally {
    await client.close();
  }
}
