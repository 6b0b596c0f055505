/**
 * Helpers for the embedded-only suites (persistence, crash, process model, wire details):
 * temporary data directories, running an instance around a callback, and spawning TypeScript
 * fixture scripts whose stdout lines the test reads.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MongoClient } from 'mongodb';
import type { Db } from 'mongodb';
import { startEmbeddedMongo } from '../../src/embedded-mongo';
import type { EmbeddedMongoOptions } from '../../src/embedded-mongo';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function temporaryDataDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'embedded-mongo-test-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Starts an instance on `dataDir`, runs `use` with database `app`, then stops it cleanly. */
export async function withInstance<T>(dataDir: string, use: (db: Db, client: MongoClient) => Promise<T>, options: Partial<EmbeddedMongoOptions> = {}): Promise<T> {
  const server = await startEmbeddedMongo({ ...options, dataDir });
  const client = new MongoClient(server.uri);
  try {
    await client.connect();
    return await use(client.db('app'), client);
  } finally {
    await client.close();
    await server.stop();
  }
}

/** The pid in the data directory's lock file: the database process that owns it. */
export async function lockOwnerPid(dataDir: string): Promise<number> {
  return Number.parseInt(await readFile(path.join(dataDir, 'embedded-mongo.lock'), 'utf8'), 10);
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface FixtureProcess {
  child: ChildProcess;
  /** Every stdout line so far. */
  lines: string[];
  /** Resolves with the first line matching, rejects if the process exits first. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<void>;
}

/** Runs `fixtures/<name>.ts` through tsx with the given arguments. */
export function runFixture(name: string, args: string[]): FixtureProcess {
  const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', loader, path.join(here, 'fixtures', `${name}.ts`), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: string[] = [];
  const listeners = new Set<() => void>();
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    lines.push(line);
    for (const listener of listeners) listener();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    lines,
    exited,
    waitForLine(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = (): void => {
          const line = lines.find((candidate) => pattern.test(candidate));
          if (line === undefined) return;
          done();
          resolve(line);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`fixture ${name} printed no line matching ${String(pattern)} within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = (): void => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        void exited.then(() => {
          check();
          if (listeners.has(check)) {
            done();
            reject(new Error(`fixture ${name} exited before printing ${String(pattern)}`));
          }
        });
        check();
      });
    },
  };
}

/** Waits until `pid` is gone, failing after `timeoutMs`. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (isRunning(pid)) {
    if (Date.now() > deadline) throw new Error(`process ${pid} still running after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Linux only: the TCP sockets process `pid` is listening on, as `address:port` (from /proc: the
 * process's socket inodes matched against the kernel's TCP tables in LISTEN state).
 */
export async function listeningTcpAddresses(pid: number): Promise<string[]> {
  const inodes = new Set<string>();
  for (const fd of await readdir(`/proc/${pid}/fd`)) {
    const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode) inodes.add(inode);
  }
  const listening: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const rows = (await readFile(table, 'utf8').catch(() => '')).split('\n').slice(1);
    for (const row of rows) {
      const [, local, , state, , , , , , inode] = row.trim().split(/\s+/);
      if (state !== '0A' || !local || !inode || !inodes.has(inode)) continue; // 0A = LISTEN
      const [hexAddress, hexPort] = local.split(':') as [string, string];
      const address = hexAddress.length === 8 ? (hexAddress.match(/../g) ?? []).reverse().map((byte) => Number.parseInt(byte, 16)).join('.') : hexAddress;
      listening.push(`${address}:${Number.parseInt(hexPort, 16)}`);
    }
  }
  return listening;
}
