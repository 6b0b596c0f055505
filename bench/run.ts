/**
 * `npm run bench`: seeds 10,000 providers into a fresh data directory and prints one table from
 * one run at 50 connections, then matched public writes before and after 10,000 leads exist, then a
 * mixed load of every kind of client (bench/mixed-load.ts, 200 connections for 60 s); then, with those
 * stopped, the offline catalogue in headless Chromium (bench/offline-catalogue.ts), Lighthouse mobile over
 * four public pages of the production build (bench/lighthouse.ts), then the time to drain 100 queued
 * writes after reconnect (bench/outbox-drain.ts).
 * Numbers are printed, never asserted (targets in docs/benchmarks.md).
 * BENCH_ONLY=marketplace stops after the marketplace read rows (hello world as the load indicator),
 * for quick before/after runs and profiles (BENCH_CPU_PROF=<dir> profiles the API and database processes).
 * BENCH_ONLY=load runs only the hello world and the mixed load (BENCH_LOAD_CONNECTIONS, BENCH_LOAD_SECONDS).
 * BENCH_ONLY=soak runs only the hello world and the soak (bench/soak.ts: BENCH_SOAK_MINUTES, BENCH_SOAK_CONNECTIONS, BENCH_SOAK_THINK_MS).
 * BENCH_ONLY=scale runs only the catalogue at 10,000 and 100,000 providers (bench/catalogue-scale.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { MongoClient, type Db } from 'mongodb';
import { CLIENT_OPTIONS } from '../sync-server/src/db/connect';
import { ensureIndexes } from '../sync-server/src/db/indexes';
import { seedProviders, seedSettings } from '../sync-server/src/db/seed';
import { startEmbeddedMongo } from '../sync-server/src/embedded-mongo';
import { backfillLeadStats } from '../sync-server/src/services/lead-stats';
import { measureColdLatency } from './cold-latency';
import { benchEmbeddedMongo } from './embedded-mongo';
import { benchFilters, REPEATED_FILTER, toQueryString } from './filters';
import { benchLighthouse } from './lighthouse';
import { benchMixedLoad } from './mixed-load';
import { benchCatalogueScale } from './catalogue-scale';
import { benchOfflineCatalogue } from './offline-catalogue';
import { benchOutboxDrain } from './outbox-drain';
import { benchSoak } from './soak';
import { startServer as startProcess } from './server-process';
import { benchWrites, insertLeads, type WriteRun } from './writes';

const PROVIDERS = 10_000;
const CONNECTIONS = 50;
const DURATION_S = 8;
// Matched writes: a fixed count from a few clients (BENCH_WRITES lowers it for slow code paths).
const WRITES = Number(process.env.BENCH_WRITES ?? 200);
const WRITE_CONCURRENCY = 10;
const LEADS = 10_000;
const MARKETPLACE_ONLY = process.env.BENCH_ONLY === 'marketplace';
const LOAD_ONLY = process.env.BENCH_ONLY === 'load';
const SOAK_ONLY = process.env.BENCH_ONLY === 'soak';
// The mixed load (bench/mixed-load.ts): fewer connections or seconds for quick runs.
const LOAD_CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
// Node flags for the database and server processes; each writes its profile when it exits.
const PROFILE_FLAGS = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];

interface Row {
  metric: string;
  value: string;
}

const startServer = (mode: string, arg = '') => startProcess(mode, arg, PROFILE_FLAGS);

async function load(port: number, paths: string[]) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  if (result.non2xx || result.errors) throw new Error(`load run had ${result.non2xx} non-2xx and ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Koa's floor, marketplace reads and matched writes on the API server, then the embedded database alone. */
async function serverRows(db: Db, apiPort: number, rows: Row[], children: ChildProcess[]): Promise<void> {
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const repeatedPath = `/api/bookkeepers?${toQueryString(REPEATED_FILTER)}`;
  const page = Buffer.from(await (await fetch(`${apiUrl}${repeatedPath}`)).arrayBuffer());

  const floor = await startServer('floor', page.toString('base64'));
  children.push(floor.child);
  const floorRun = await load(floor.port, ['/']);
  rows.push({ metric: `Koa sending one page of 50 from memory (${fmt(page.length / 1024, 1)} KB)`, value: `${fmt(floorRun.rps)} req/s` });
  floor.child.kill();

  // Cold API latency (every filter new to the cache) against the raw driver query for the same filters.
  const filters = benchFilters();
  const cold = await measureColdLatency(apiUrl, db, filters.slice(0, 100));

  const repeated = await load(apiPort, [repeatedPath]);
  rows.push({ metric: 'GET /api/bookkeepers, one filter repeated', value: `${fmt(repeated.rps)} req/s, p50 ${repeated.p50} ms, p99 ${repeated.p99} ms` });
  const varied = await load(apiPort, filters.map((f) => `/api/bookkeepers?${toQueryString(f)}`));
  rows.push({
    metric: `GET /api/bookkeepers, cycling ${filters.length} filters`,
    value: `${fmt(varied.rps)} req/s, p50 ${varied.p50} ms, p99 ${varied.p99} ms`,
  });
  rows.push({ metric: 'raw driver find+count, mean of 100 filters', value: `${fmt(cold.driverMs, 2)} ms` });
  rows.push({ metric: 'API cold (cache miss), mean of the same 100', value: `${fmt(cold.apiMs, 2)} ms` });
  rows.push({ metric: 'ratio API repeated / from-memory floor', value: `${fmt((repeated.rps / floorRun.rps) * 100, 1)} %` });
  rows.push({ metric: 'ratio API cold / raw driver query', value: `${fmt(cold.apiMs / cold.driverMs, 2)}x` });
  rows.push({
    metric: '  the same uncompressed (identity, as the load runs; page 4)',
    value: `${fmt(cold.apiUncompressedMs, 2)} ms vs ${fmt(cold.driverUncompressedMs, 2)} ms, ${fmt(cold.apiUncompressedMs / cold.driverUncompressedMs, 2)}x`,
  });
  if (MARKETPLACE_ONLY) return;

  // Public writes run matching: with no leads, then with 10,000 inserted directly
  // (spread over the providers, counters recomputed by the backfill) — the rate must not drop.
  const writeRows = (leads: number, run: WriteRun) => {
    const label = `POST request/questionnaire (matched), ${fmt(leads)} leads`;
    rows.push({ metric: label, value: `${fmt(run.perSecond, 1)} writes/s, p50 ${fmt(run.p50)} ms, p99 ${fmt(run.p99)} ms (${run.writes} writes, ${WRITE_CONCURRENCY} clients)` });
    rows.push({ metric: `  uncached GET /api/bookkeepers meanwhile, ${fmt(leads)} leads`, value: `p99 ${fmt(run.getP99)} ms (${run.gets} GETs, one every 200 ms)` });
  };
  // Pages 1-2 are in the response cache from the runs above; these start at page 3.
  const noLeads = await benchWrites(apiUrl, { writes: WRITES, concurrency: WRITE_CONCURRENCY, readEveryMs: 200, firstPage: 3 });
  writeRows(0, noLeads);
  await insertLeads(db, LEADS);
  const backfillStart = performance.now();
  await backfillLeadStats(db, {});
  rows.push({ metric: `recompute lead counters (${fmt(PROVIDERS)} providers, ${fmt(LEADS)} leads)`, value: `${fmt(performance.now() - backfillStart)} ms` });
  writeRows(LEADS, await benchWrites(apiUrl, { writes: WRITES, concurrency: WRITE_CONCURRENCY, readEveryMs: 200, firstPage: noLeads.nextPage }));

  for (const row of await benchEmbeddedMongo()) rows.push({ metric: `embedded db: ${row.metric}`, value: row.value });
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ledgerlink-bench-'));
  const embedded = await startEmbeddedMongo({ dataDir, nodeFlags: PROFILE_FLAGS });
  const client = await new MongoClient(embedded.uri, CLIENT_OPTIONS).connect();
  const db = client.db('ledgerlink');
  const rows: Row[] = [];
  const children: ChildProcess[] = [];
  try {
    await ensureIndexes(db);
    const seedStart = performance.now();
    await seedSettings(db);
    await seedProviders(db, PROVIDERS, 42);
    rows.push({ metric: `seed ${fmt(PROVIDERS)} providers`, value: `${fmt(performance.now() - seedStart)} ms` });

    const hello = await startServer('hello');
    children.push(hello.child);
    const helloRun = await load(hello.port, ['/']);
    rows.push({ metric: 'bare Koa hello world', value: `${fmt(helloRun.rps)} req/s` });
    hello.child.kill();

    const api = await startServer('api', embedded.uri);
    children.push(api.child);
    const apiUrl = `http://127.0.0.1:${api.port}`;
    if (SOAK_ONLY) {
      const soak = {
        minutes: Number(process.env.BENCH_SOAK_MINUTES ?? 30),
        connections: Number(process.env.BENCH_SOAK_CONNECTIONS ?? 50),
        thinkMs: Number(process.env.BENCH_SOAK_THINK_MS ?? 500),
      };
      rows.push(...(await benchSoak(db, apiUrl, { ...soak, apiPid: () => api.child.pid, databasePid: () => embedded.pid(), dataDir })));
      return printRows(rows);
    }
    if (!LOAD_ONLY) await serverRows(db, api.port, rows, children);
    if (MARKETPLACE_ONLY) return printRows(rows);

    // Every kind of client at once, on the seeded database and whatever the write rows added to it.
    rows.push(...(await benchMixedLoad(db, apiUrl, { connections: LOAD_CONNECTIONS, seconds: LOAD_SECONDS })));
    if (LOAD_ONLY) return printRows(rows);
  } finally {
    for (const child of children) child.kill();
    await client.close();
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  // The browser runs last, with the load runs' servers and database stopped, so they do not share
  // the CPU: the offline catalogue on its own 10,000 providers (bench/offline-catalogue.ts), then
  // Lighthouse (bench/lighthouse.ts).
  rows.push(...(await benchOfflineCatalogue()));
  rows.push(...(await benchLighthouse()));
  rows.push(...(await benchOutboxDrain()));
  printRows(rows);
}

function printRows(rows: Row[]): void {
  const width = Math.max(...rows.map((row) => row.metric.length));
  console.log(`\nLedgerLink bench (${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION_S} s per run)\n`);
  for (const row of rows) console.log(`${row.metric.padEnd(width)}  ${row.value}`);
}

if (process.env.BENCH_ONLY === 'scale') await benchCatalogueScale();
else await main();
