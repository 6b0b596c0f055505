/**
 * Embedded database benchmark, through the official driver over loopback like the server uses it.
 * `npx tsx bench/embedded-mongo.ts` prints the table; `bench/run.ts` includes the rows.
 * Numbers are from one run on whatever machine runs it: printed, never asserted.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MongoClient } from 'mongodb';
import type { Collection, Db, Document } from 'mongodb';
import { startEmbeddedMongo } from '../sync-server/src/embedded-mongo';

interface Row {
  metric: string;
  value: string;
}

const CITIES = ['Oslo', 'Lima', 'Pune', 'Accra', 'Quito', 'Hanoi', 'Porto', 'Turin'];

function provider(i: number): Document {
  return {
    username: `user${i}`,
    email: `user${i}@example.test`,
    isApproved: i % 10 !== 0,
    city: CITIES[i % CITIES.length],
    averageRating: (i * 37) % 50 / 10,
    totalReviews: i % 200,
    services: ['bookkeeping', i % 3 === 0 ? 'payroll' : 'tax'],
    bio: `Provider ${i} `.repeat(8),
    updatedAt: new Date(1_700_000_000_000 + i * 60_000),
  };
}

/** Runs `operation` from `concurrency` loops for `durationMs`; returns operations per second. */
async function throughput(durationMs: number, concurrency: number, operation: (i: number) => Promise<unknown>): Promise<number> {
  let done = 0;
  const deadline = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) await operation(done++);
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

async function seed(collection: Collection, count: number): Promise<void> {
  await collection.createIndex({ username: 1 }, { unique: true });
  for (let start = 0; start < count; start += 5_000) {
    await collection.insertMany(Array.from({ length: Math.min(5_000, count - start) }, (_, k) => provider(start + k)));
  }
}

const perSecond = (value: number): string => `${Math.round(value).toLocaleString('en-US')}/s`;

async function measure(db: Db): Promise<Row[]> {
  const rows: Row[] = [];
  const writes = db.collection('writes');
  await writes.createIndex({ username: 1 }, { unique: true });
  let id = 0;
  rows.push({ metric: 'insertOne, 1 client (each fsync-acknowledged)', value: perSecond(await throughput(2_000, 1, () => writes.insertOne(provider(id++)))) });
  rows.push({ metric: 'insertOne, 16 concurrent (group commit)', value: perSecond(await throughput(2_000, 16, () => writes.insertOne(provider(id++)))) });
  const batchStarted = performance.now();
  for (let batch = 0; batch < 10; batch += 1) await writes.insertMany(Array.from({ length: 1_000 }, () => provider(id++)));
  rows.push({ metric: 'insertMany (batches of 1,000 docs)', value: perSecond(10_000 / ((performance.now() - batchStarted) / 1000)) });

  for (const count of [1_000, 100_000]) {
    const coll = db.collection(`providers_${count}`);
    await seed(coll, count);
    const lookup = (i: number): Promise<unknown> => coll.findOne({ username: `user${(i * 7919) % count}` });
    await throughput(300, 8, lookup);
    rows.push({ metric: `indexed findOne by username at ${count.toLocaleString('en-US')} docs, 1 client`, value: perSecond(await throughput(1_500, 1, lookup)) });
    rows.push({ metric: `indexed findOne by username at ${count.toLocaleString('en-US')} docs, 8 concurrent`, value: perSecond(await throughput(1_500, 8, lookup)) });
  }

  const catalogue = db.collection('catalogue');
  await seed(catalogue, 10_000);
  const page = (i: number): Promise<unknown> =>
    catalogue
      .find({ isApproved: true, city: CITIES[i % CITIES.length], services: 'payroll' })
      .sort({ averageRating: -1, totalReviews: -1, _id: 1 })
      .limit(50)
      .toArray();
  for (const [label, prepare] of [
    ['no supporting index', async () => undefined],
    ['index {isApproved, city, averageRating, totalReviews, _id}', () => catalogue.createIndex({ isApproved: 1, city: 1, averageRating: -1, totalReviews: -1, _id: 1 })],
  ] as const) {
    await prepare();
    await throughput(300, 1, page);
    const rate = await throughput(2_000, 1, page);
    rows.push({ metric: `page of 50 at 10,000 docs (filter + sort + limit), ${label}`, value: `${(1000 / rate).toFixed(2)} ms` });
  }
  return rows;
}

export async function benchEmbeddedMongo(): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'embedded-mongo-bench-'));
  const server = await startEmbeddedMongo({ dataDir });
  const client = new MongoClient(server.uri);
  try {
    await client.connect();
    return await measure(client.db('bench'));
  } finally {
    await client.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const rows = await benchEmbeddedMongo();
  const width = Math.max(...rows.map((row) => row.metric.length));
  process.stdout.write(`${'metric'.padEnd(width)} | value\n${'-'.repeat(width)}-|-${'-'.repeat(12)}\n`);
  for (const row of rows) process.stdout.write(`${row.metric.padEnd(width)} | ${row.value}\n`);
}
