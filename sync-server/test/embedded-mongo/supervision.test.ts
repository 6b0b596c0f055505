/**
 * Embedded only: who can reach the database, and what happens when its process dies.
 * - the data directory is private (0700, files 0600) and the database listens on a Unix socket in
 *   it, with a loopback TCP port only when one is asked for;
 * - a killed database process is restarted, the same MongoClient reconnects by itself, and no
 *   acknowledged write is lost; readiness is false while it is down;
 * - a database that keeps dying is given up on, and the owner is told (onFatal).
 */
import { chmod, mkdir, stat, writeFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from '../../src/embedded-mongo';
import type { EmbeddedMongo } from '../../src/embedded-mongo';
import { RestartPolicy } from '../../src/embedded-mongo/restart-policy';
import { againstRealMongo, eventually } from './conformance-helpers';
import { isRunning, listeningTcpAddresses, lockOwnerPid, temporaryDataDir, waitForExit } from './embedded-helpers';

const mode = async (file: string): Promise<number> => (await stat(file)).mode & 0o777;
const quiet = (): void => undefined;

let dataDir: string;
let removeDir: () => Promise<void>;
let server: EmbeddedMongo | undefined;
let client: MongoClient | undefined;

beforeEach(async () => {
  const temporary = await temporaryDataDir();
  // A directory that exists already, with the usual umask's permissions.
  dataDir = path.join(temporary.dir, 'db');
  await mkdir(dataDir, { mode: 0o755 });
  await chmod(dataDir, 0o755);
  removeDir = temporary.remove;
});

afterEach(async () => {
  await client?.close();
  await server?.stop();
  client = undefined;
  server = undefined;
  await removeDir();
});

describe.skipIf(againstRealMongo)('who can reach the database', () => {
  it('keeps the data directory private and listens only on a Unix socket inside it', async () => {
    // A journal left by a version that created it world-readable.
    await writeFile(path.join(dataDir, 'journal-0.log'), '', { mode: 0o644 });
    server = await startEmbeddedMongo({ dataDir, journalCompactBytes: 4096, log: quiet });
    expect(await mode(dataDir)).toBe(0o700);

    const socket = path.join(dataDir, 'mongod.sock');
    expect(server.socketPath).toBe(socket);
    expect((await stat(socket)).isSocket()).toBe(true);
    expect(await mode(socket)).toBe(0o600);
    expect(server.uri).toBe(`mongodb://${encodeURIComponent(socket)}/?directConnection=true`);
    expect(server.tcpUri).toBeUndefined();
    const pid = await lockOwnerPid(dataDir);
    expect(await listeningTcpAddresses(pid)).toEqual([]);

    // Enough writes to compact the journal into a snapshot.
    client = await new MongoClient(server.uri).connect();
    await client.db('app').collection('people').insertMany(Array.from({ length: 200 }, (_, i) => ({ i, name: `person ${i}` })));
    await eventually(async () => (await readdir(dataDir)).some((file) => /^snapshot-\d+\.bson$/.test(file)), 10_000);
    const files = (await readdir(dataDir)).filter((file) => file !== 'mongod.sock');
    expect(files).toContain('embedded-mongo.lock');
    expect(files.some((file) => file.startsWith('journal-'))).toBe(true);
    for (const file of files) expect(await mode(path.join(dataDir, file)), file).toBe(0o600);
  });

  it('puts the socket in a private temporary directory when the data directory path is too long for one', async () => {
    const deep = path.join(dataDir, 'x'.repeat(60), 'y'.repeat(60));
    server = await startEmbeddedMongo({ dataDir: deep, log: quiet });
    const socketDir = path.dirname(server.socketPath);
    expect(socketDir.startsWith(os.tmpdir())).toBe(true);
    expect(await mode(socketDir)).toBe(0o700);
    client = await new MongoClient(server.uri).connect();
    expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
    await client.close();
    client = undefined;
    await server.stop();
    await expect(stat(socketDir)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('also listens on loopback TCP when a port is asked for', async () => {
    server = await startEmbeddedMongo({ dataDir, port: 0, log: quiet });
    const port = Number(new URL(server.tcpUri ?? '').port);
    expect(port).toBeGreaterThan(0);
    expect(await listeningTcpAddresses(await lockOwnerPid(dataDir))).toEqual([`127.0.0.1:${port}`]);
    client = await new MongoClient(server.tcpUri ?? '').connect();
    expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
  });
});

describe.skipIf(againstRealMongo)('when the database process dies', () => {
  it('restarts it; the same client reconnects and every acknowledged write is there', async () => {
    server = await startEmbeddedMongo({ dataDir, log: quiet });
    client = await new MongoClient(server.uri, { serverSelectionTimeoutMS: 5_000 }).connect();
    const people = client.db('app').collection<{ _id: number }>('people');
    await people.insertMany(Array.from({ length: 100 }, (_, i) => ({ _id: i })));
    await people.insertOne({ _id: 100 });
    expect(server.isReady()).toBe(true);

    const pid = server.pid() as number;
    const killedAt = Date.now();
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid, 5_000);
    await eventually(async () => !server?.isReady(), 2_000, 10);

    // The first operations may fail (their connections died with the process); then it works again.
    await eventually(async () => (await people.countDocuments().catch(() => -1)) === 101, 5_000);
    expect(Date.now() - killedAt).toBeLessThan(5_000);
    expect(await people.findOne({ _id: 100 })).toEqual({ _id: 100 });
    // Ready once the supervisor's own ping got through, which may be a moment after the client's.
    await eventually(async () => server?.isReady() === true, 2_000, 10);
    expect(server.pid()).not.toBe(pid);
    expect(await lockOwnerPid(dataDir)).toBe(server.pid());
  });

  it('gives up and calls onFatal when it keeps dying', async () => {
    const fatal: Error[] = [];
    server = await startEmbeddedMongo({
      dataDir,
      log: quiet,
      restart: { initialDelayMs: 50, maxDelayMs: 100, maxFailures: 2, windowMs: 60_000 },
      onFatal: (error) => fatal.push(error),
    });
    for (let crash = 1; crash <= 3; crash += 1) {
      await eventually(async () => server?.isReady() === true, 10_000, 20);
      const pid = server.pid() as number;
      process.kill(pid, 'SIGKILL');
      await waitForExit(pid, 5_000);
      if (crash < 3) expect(fatal).toEqual([]);
    }
    await eventually(async () => fatal.length === 1, 2_000, 20);
    expect(fatal[0]?.message).toMatch(/giving up after 2 failed restarts/);
    // No further attempt: nothing owns the data directory and nothing becomes ready.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.isReady()).toBe(false);
    expect(isRunning(await lockOwnerPid(dataDir))).toBe(false);
    expect(fatal).toHaveLength(1);
  });

  it('counts failed restarts too (here: the data directory is taken)', async () => {
    const fatal: Error[] = [];
    const notices: string[] = [];
    server = await startEmbeddedMongo({
      dataDir,
      log: (message) => notices.push(message),
      restart: { initialDelayMs: 50, maxDelayMs: 100, maxFailures: 2, windowMs: 60_000 },
      onFatal: (error) => fatal.push(error),
    });
    const pid = server.pid() as number;
    // A live process (this one) now claims the directory, so every restart is refused.
    await writeFile(path.join(dataDir, 'embedded-mongo.lock'), `${process.pid}\n`);
    process.kill(pid, 'SIGKILL');
    await eventually(async () => fatal.length === 1, 25_000, 20);
    expect(notices.filter((notice) => /restarting failed: .*already in use/.test(notice))).toHaveLength(2);
    expect(server.isReady()).toBe(false);
  });
});

describe('restart policy', () => {
  it('doubles the delay up to the cap and gives up after too many failures within the window', () => {
    const policy = new RestartPolicy({ initialDelayMs: 200, maxDelayMs: 1_000, maxFailures: 4, windowMs: 10_000 });
    expect([0, 1, 2, 3].map((second) => policy.nextDelay(second * 1_000))).toEqual([200, 400, 800, 1_000]);
    expect(policy.nextDelay(4_000)).toBeUndefined();
  });

  it('forgets failures older than the window', () => {
    const policy = new RestartPolicy({ initialDelayMs: 200, maxFailures: 2, windowMs: 10_000 });
    expect(policy.nextDelay(0)).toBe(200);
    expect(policy.nextDelay(1_000)).toBe(400);
    expect(policy.nextDelay(20_000)).toBe(200);
  });
});
