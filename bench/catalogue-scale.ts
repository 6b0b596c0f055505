/**
 * `BENCH_ONLY=scale npm run bench`: the server side of the catalogue at several sizes, each seeded
 * into its own fresh embedded database, printed as one table with a column per size.
 * BENCH_SCALE_SIZES (default "10000,100000") picks the sizes; BENCH_SCALE_WRITES (default 150) the
 * number of matched writes per size.
 *
 * Per size: the seed time; the 360 varied filters of bench/filters.ts read uncached (one client,
 * so the latency is the call's own, not a queue's) and through the response cache (50 connections,
 * as the main bench); the cold API call against the raw driver's find + count (bench/cold-latency.ts);
 * matched public writes from 10 clients (bench/writes.ts). Numbers are printed, never asserted.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { MongoClient } from 'mongodb';
import { CLIENT_OPTIONS } from '../sync-server/src/db/connect';
import { ensureIndexes } from '../sync-server/src/db/indexes';
import { seedProviders, seedSettings } from '../sync-server/src/db/seed';
import { startEmbeddedMongo } from '../sync-server/src/embedded-mongo';
import { measureColdLatency } from './cold-latency';
import { benchFilters, toQueryString } from './filters';
import { startServer } from './server-process';
import { benchWrites } from './writes';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '10000,100000').split(',').map(Number);
const WRITES = Number(process.env.BENCH_SCALE_WRITES ?? 150);
const WRITE_CLIENTS = 10;
const CACHED_CONNECTIONS = 50;
const RUN_SECONDS = 8;

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function load(port: number, paths: string[], connections: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: RUN_SECONDS,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  if (result.non2xx || result.errors) throw new Error(`load run had ${result.non2xx} non-2xx and ${result.errors} errors`);
  return `${fmt(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`;
}

/** One size's column: metric label to figure. */
async function measureSize(size: number): Promise<Map<string, string>> {
  const column = new Map<string, string>();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ledgerlink-scale-'));
  const embedded = await startEmbeddedMongo({ dataDir });
  const client = await new MongoClient(embedded.uri, CLIENT_OPTIONS).connect();
  const db = client.db('ledgerlink');
  const children: ChildProcess[] = [];
  try {
    await ensureIndexes(db);
    const seedStart = performance.now();
    await seedSettings(db);
    await seedProviders(db, size, 42);
    column.set('seed providers (+ ~4.7 reviews each)', `${fmt((performance.now() - seedStart) / 1000, 1)} s`);
    // The seed's journal would be compacted into a snapshot during the measurements below, which
    // would then time the compaction too: compact now, as after any bulk load.
    const compactStart = performance.now();
    await db.command({ compact: 'bookkeepers' });
    column.set('compact after the seed', `${fmt((performance.now() - compactStart) / 1000, 1)} s`);

    const uncached = await startServer('api-uncached', embedded.uri);
    children.push(uncached.child);
    const cached = await startServer('api', embedded.uri);
    children.push(cached.child);
    const filters = benchFilters();
    const paths = filters.map((f) => `/api/bookkeepers?${toQueryString(f)}`);

    // Warms both sides (page 3) before timing them (pages 1 and 4).
    const cold = await measureColdLatency(`http://127.0.0.1:${uncached.port}`, db, filters.slice(0, 100));
    column.set('cold API call vs raw driver find + count, mean of 100', `${fmt(cold.apiMs, 1)} vs ${fmt(cold.driverMs, 1)} ms, ${fmt(cold.apiMs / cold.driverMs, 2)}x`);
    column.set('  the same uncompressed (page 4)', `${fmt(cold.apiUncompressedMs, 1)} vs ${fmt(cold.driverUncompressedMs, 1)} ms, ${fmt(cold.apiUncompressedMs / cold.driverUncompressedMs, 2)}x`);
    column.set(`360 filters uncached, 1 client, ${RUN_SECONDS} s`, await load(uncached.port, paths, 1));
    column.set(`360 filters cached, ${CACHED_CONNECTIONS} connections, ${RUN_SECONDS} s`, await load(cached.port, paths, CACHED_CONNECTIONS));

    const writes = await benchWrites(`http://127.0.0.1:${cached.port}`, { writes: WRITES, concurrency: WRITE_CLIENTS, readEveryMs: 200, firstPage: 3 });
    column.set(`matched public writes (${WRITES}, ${WRITE_CLIENTS} clients)`, `${fmt(writes.perSecond, 1)}/s, p50 ${fmt(writes.p50)} ms, p99 ${fmt(writes.p99)} ms`);
    column.set('  uncached page meanwhile (one every 200 ms)', `p99 ${fmt(writes.getP99)} ms (${writes.gets} GETs)`);
  } finally {
    for (const child of children) child.kill();
    await client.close();
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return column;
}

/** The bare Koa hello world: the run's machine indicator. */
async function helloWorld(): Promise<string> {
  const hello = await startServer('hello');
  try {
    return await load(hello.port, ['/'], CACHED_CONNECTIONS);
  } finally {
    hello.child.kill();
  }
}

export async function benchCatalogueScale(): Promise<void> {
  const hello = await helloWorld();
  const columns: Map<string, string>[] = [];
  for (const size of SIZES) columns.push(await measureSize(size));
  const metrics = [...columns[0]!.keys()];
  const header = ['', ...SIZES.map((size) => `${fmt(size)} providers`)];
  const rows = [header, ...metrics.map((metric) => [metric, ...columns.map((column) => column.get(metric) ?? '')])];
  const widths = header.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  console.log(`\nLedgerLink catalogue at scale (${os.cpus().length} cores; bare Koa hello world ${hello})\n`);
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}
