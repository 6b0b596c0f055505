/**
 * The real server process (`sync-server/src/main.ts`) with the embedded database, from outside:
 * - /api/health is 200 while the database answers and 503 while its process is down; API requests
 *   then answer 503 with Retry-After quickly (not 500, not a hang), and both recover by themselves;
 * - SIGTERM, or Ctrl-C to the whole process group, stops it within 5 s with exit code 0 and without
 *   reporting the database's exit as a crash; the database process leaves that to the server;
 * - DATA_DIR is 0700 and the database files 0600 even when DATA_DIR existed with looser modes,
 *   and the mail sink writes its .eml files 0600.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileSinkTransport } from '../src/services/mail/transport';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');
const UNEXPECTED = /exited unexpectedly/;

const mode = async (file: string): Promise<number> => (await stat(file)).mode & 0o777;

interface RunningServer {
  child: ChildProcess;
  url: string;
  /** stdout and stderr lines so far. */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function startServer(dataDir: string): Promise<RunningServer> {
  const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'none', ADMIN_PASSWORD: 'lifecycle password 1', NODE_ENV: 'test' };
  delete env.MONGODB_URI;
  delete env.EMBEDDED_DB_PORT;
  // Its own process group, so the test can send it a terminal's Ctrl-C (SIGINT to the group).
  const child = spawn(process.execPath, ['--import', loader, MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream as NodeJS.ReadableStream }).on('line', (line) => output.push(line));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const url = output.map((line) => /^LedgerLink is running at (http:\/\/\S+)/.exec(line)?.[1]).find(Boolean);
    // The lines after the URL may arrive in a later chunk.
    if (url && output.some((line) => line.startsWith('Mail: '))) return { child, url, output, exited };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output.join('\n')}`);
    await sleep(50);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `check` until it returns a value, failing after `timeoutMs`. */
async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(25);
  }
}

async function get(url: string): Promise<{ status: number; body: unknown; retryAfter: string | null; ms: number }> {
  const started = Date.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(20_000) });
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after'), ms: Date.now() - started };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopWithin(server: RunningServer, ms: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const timeout = sleep(ms).then(() => 'timeout' as const);
  const result = await Promise.race([server.exited, timeout]);
  if (result === 'timeout') throw new Error(`the server did not exit within ${ms} ms:\n${server.output.join('\n')}`);
  return result;
}

describe.skipIf(Boolean(process.env.MONGODB_URI))('server lifecycle with the embedded database', () => {
  let base: string;
  let dataDir: string;
  let server: RunningServer | undefined;

  beforeEach(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'ledgerlink-lifecycle-'));
    dataDir = path.join(base, 'data');
    // Existing and world-readable, as `mkdir` with the usual umask leaves it.
    await mkdir(dataDir, { mode: 0o755 });
    await chmod(dataDir, 0o755);
  });

  afterEach(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    server = undefined;
    await rm(base, { recursive: true, force: true });
  });

  it('answers 503 while the database is down, recovers, and stops cleanly on SIGTERM', async () => {
    const running = await startServer(dataDir);
    server = running;
    expect(running.output).toContainEqual(expect.stringMatching(/^Database: embedded \(MongoDB wire protocol at mongodb:\/\/%2F.*mongod\.sock\)$/));
    expect(await get(`${running.url}/api/health`)).toMatchObject({ status: 200, body: { status: 'ok' } });
    const api = `${running.url}/api/bookkeepers/slug/no-such-provider`;
    expect((await get(api)).status).toBe(404);

    // Private files.
    const dbDir = path.join(dataDir, 'db');
    expect(await mode(dataDir)).toBe(0o700);
    expect(await mode(dbDir)).toBe(0o700);
    for (const file of await readdir(dbDir)) expect(await mode(path.join(dbDir, file)), file).toBe(0o600);

    // Kill the database process; keep it down for a while by claiming its lock for a live
    // process (this one), so each restart is refused until the claim goes away.
    const lockFile = path.join(dbDir, 'embedded-mongo.lock');
    const databasePid = Number.parseInt(await readFile(lockFile, 'utf8'), 10);
    await writeFile(lockFile, `${process.pid}\n`);
    process.kill(databasePid, 'SIGKILL');

    const down = await waitFor('health 503', async () => {
      const health = await get(`${running.url}/api/health`);
      return health.status === 503 ? health : undefined;
    }, 3_000);
    expect(down.body).toEqual({ status: 'unavailable', message: expect.any(String) });
    expect(down.retryAfter).toMatch(/^\d+$/);
    const failed = await get(api);
    expect(failed).toMatchObject({ status: 503, body: { message: 'Service temporarily unavailable, try again shortly' } });
    expect(failed.retryAfter).toMatch(/^\d+$/);
    expect(failed.ms).toBeLessThan(6_000);

    await rm(lockFile);
    await waitFor('health 200 again', async () => ((await get(`${running.url}/api/health`)).status === 200 ? true : undefined), 15_000);
    expect((await get(api)).status).toBe(404);
    const restartedPid = Number.parseInt(await readFile(lockFile, 'utf8'), 10);
    expect(restartedPid).not.toBe(databasePid);
    expect(running.output.filter((line) => UNEXPECTED.test(line))).toHaveLength(1);

    running.child.kill('SIGTERM');
    expect(await stopWithin(running, 5_000)).toEqual({ code: 0, signal: null });
    expect(running.output.filter((line) => UNEXPECTED.test(line))).toHaveLength(1);
    expect(isRunning(restartedPid)).toBe(false);
    expect(await readdir(dbDir)).not.toContain('embedded-mongo.lock');
  }, 90_000);

  it('stops the database after the server, even when a signal reaches the database process too', async () => {
    const running = await startServer(dataDir);
    server = running;
    const databasePid = Number.parseInt(await readFile(path.join(dataDir, 'db', 'embedded-mongo.lock'), 'utf8'), 10);
    // systemd's stop signals every process of the service; the database waits for the server.
    process.kill(databasePid, 'SIGTERM');
    await sleep(500);
    expect(isRunning(databasePid)).toBe(true);
    expect(await get(`${running.url}/api/health`)).toMatchObject({ status: 200 });
    // A terminal's Ctrl-C signals the whole process group.
    process.kill(-(running.child.pid as number), 'SIGINT');
    expect(await stopWithin(running, 5_000)).toEqual({ code: 0, signal: null });
    expect(running.output.filter((line) => UNEXPECTED.test(line))).toEqual([]);
    await waitFor('database process gone', async () => (isRunning(databasePid) ? undefined : true), 5_000);
  }, 60_000);
});

describe('mail file sink', () => {
  it('writes .eml files readable by the server user only', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'ledgerlink-mail-'));
    try {
      const directory = path.join(base, 'mail');
      await fileSinkTransport(directory).send({ messageId: 'lifecycle-1', to: 'someone@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
      expect(await mode(directory)).toBe(0o700);
      expect(await mode(path.join(directory, 'lifecycle-1.eml'))).toBe(0o600);
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });
});
