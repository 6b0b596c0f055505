/**
 * Vitest global setup: one embedded database process per test worker, started once for the run.
 *
 * Starting a database process (fork, load the engine, recover, listen, ping) costs about a second,
 * and most test files need one. `openTestDatabase` (database.ts) therefore uses the instance of
 * the worker slot running its file (VITEST_POOL_ID) with a database name of its own, and empties
 * the instance when the file's last database closes. A slot runs one file at a time, so no file
 * ever sees another file's data or load. Files that need a process of their own (a TTL sweep
 * interval, crashes, restarts, the data directory itself) still start one.
 *
 * With MONGODB_URI set nothing is started: the tests use that server instead.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src/embedded-mongo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Socket URIs of the shared embedded databases, one per worker slot (empty with MONGODB_URI). */
    sharedDatabaseUris: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const slots = process.env.MONGODB_URI ? 0 : Math.max(1, project.config.maxWorkers);
  const base = await mkdtemp(path.join(os.tmpdir(), 'ledgerlink-test-dbs-'));
  const servers: EmbeddedMongo[] = [];
  const teardown = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(base, { recursive: true, force: true });
  };
  const started = await Promise.allSettled(Array.from({ length: slots }, (_, slot) => startEmbeddedMongo({ dataDir: path.join(base, String(slot + 1)) })));
  for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide(
    'sharedDatabaseUris',
    servers.map((server) => server.uri),
  );
  return teardown;
}
