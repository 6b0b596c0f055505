/**
 * Soak: the mixed load (bench/mixed-load.ts) for BENCH_SOAK_MINUTES (default 30) on the embedded
 * database, in one-minute windows. After each window it samples the API and database processes'
 * resident memory and the data directory's journal and snapshot bytes, beside the window's rate and
 * p50/p99 per kind, so a leak, a journal that compaction does not bound, or latency that drifts shows
 * as a trend from the first rows to the last. Printed, never asserted. Started by `bench/run.ts`
 * with BENCH_ONLY=soak (BENCH_SOAK_CONNECTIONS clients, default 50, each pausing BENCH_SOAK_THINK_MS,
 * default 500, after every answer). The data grows with the writes (the documents are counted), so
 * memory is read against it.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from 'mongodb';
import { KINDS, kindFigures, runMixedLoad } from './mixed-load';

export interface SoakOptions {
  minutes: number;
  connections: number;
  /** Each client's pause after an answer: a steady load a server carries for hours, not a saturating one. */
  thinkMs: number;
  /** The processes to watch and the embedded database's data directory. */
  apiPid: () => number | undefined;
  databasePid: () => number | undefined;
  dataDir: string;
}

const WINDOW_SECONDS = 60;
const MiB = 1024 * 1024;

/** Resident memory of a process from /proc (Linux), in MiB; undefined when it is not running. */
async function residentMiB(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kib === undefined ? undefined : Number(kib) / 1024;
}

/** Bytes of the journal and snapshot files anywhere under `dir`. */
async function storageBytes(dir: string): Promise<{ journal: number; snapshots: number }> {
  const totals = { journal: 0, snapshots: 0 };
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const kind = /^journal-\d+\.log$/.test(entry.name) ? 'journal' : /^snapshot-\d+\.bson$/.test(entry.name) ? 'snapshots' : undefined;
    if (kind) totals[kind] += (await stat(path.join(entry.parentPath, entry.name)).catch(() => ({ size: 0 }))).size;
  }
  return totals;
}

/** Documents in every collection: the data the database holds grows with the writes, and its memory with it. */
async function documentCount(db: Db): Promise<number> {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((collection) => collection.name);
  const counts = await Promise.all(names.map((name) => db.collection(name).estimatedDocumentCount()));
  return counts.reduce((sum, count) => sum + count, 0);
}

const fmt = (n: number | undefined, digits = 0) => (n === undefined ? '-' : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }));

export async function benchSoak(db: Db, baseUrl: string, options: SoakOptions): Promise<{ metric: string; value: string }[]> {
  const rows: { metric: string; value: string }[] = [];
  const sample = async (label: string, figures?: string) => {
    const [api, database, storage, documents] = await Promise.all([residentMiB(options.apiPid()), residentMiB(options.databasePid()), storageBytes(options.dataDir), documentCount(db)]);
    const value = `${figures ? `${figures}; ` : ''}RSS API ${fmt(api)} MiB, database ${fmt(database)} MiB; journal ${fmt(storage.journal / MiB, 1)} MiB, snapshots ${fmt(storage.snapshots / MiB, 1)} MiB; ${fmt(documents)} documents`;
    rows.push({ metric: label, value });
    console.log(`${label}  ${value}`);
  };
  await sample('soak: before the load');
  for (let minute = 1; minute <= options.minutes; minute += 1) {
    const run = await runMixedLoad(db, baseUrl, { connections: options.connections, seconds: WINDOW_SECONDS, thinkMs: options.thinkMs });
    const all = kindFigures(run);
    const perKind = KINDS.map((kind) => {
      const figures = kindFigures(run, kind);
      return `${kind} p50/p99 ${fmt(figures.p50)}/${fmt(figures.p99)} ms`;
    });
    const causes = [...run.recorder.errorSamples].map(([cause, { count, sample: answer }]) => `${fmt(count)}x ${cause} (${answer.slice(0, 120)})`);
    const errors = `${fmt(all.errors)} errors${causes.length > 0 ? ` [${causes.join('; ')}]` : ''}`;
    await sample(`soak: minute ${minute}`, `${fmt(all.requests / run.seconds)} req/s, ${errors}, ${perKind.join(', ')}`);
  }
  return rows;
}
