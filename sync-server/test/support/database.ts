/**
 * A fresh database for one test suite, through the official driver.
 *
 * - MONGODB_URI set: connects there and uses a database name unique to this call (dropped on close).
 * - otherwise, embedded: a database name unique to this call on the embedded instance of this
 *   worker slot (shared-databases.ts); when the file's last open database closes, every database
 *   on that instance is dropped, so the next file there starts from an empty server.
 * - embedded with options the shared instances do not have (a TTL sweep interval), or outside the
 *   configured run: starts an embedded instance in a new temporary directory (removed on close).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import type { Db, MongoClientOptions } from 'mongodb';
import { expect, inject } from 'vitest';
import { startEmbeddedMongo } from '../../src/embedded-mongo';

export interface TestDatabase {
  client: MongoClient;
  db: Db;
  uri: string;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Embedded only: TTL sweep interval (default 60 s, like MongoDB). */
  ttlSweepMs?: number;
  /** Driver options, e.g. the app's own client options for the HTTP suite. */
  clientOptions?: MongoClientOptions;
}

export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const dbName = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const external = process.env.MONGODB_URI;
  if (external) {
    const client = await new MongoClient(external, options.clientOptions).connect();
    const db = client.db(dbName);
    return {
      client,
      db,
      uri: external,
      async close() {
        try {
          await db.dropDatabase();
        } finally {
          await client.close();
        }
      },
    };
  }
  const sharedUri = options.ttlSweepMs === undefined ? sharedDatabaseUri() : undefined;
  if (sharedUri) return openOnSharedInstance(sharedUri, dbName, options.clientOptions);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ledgerlink-test-db-'));
  try {
    const server = await startEmbeddedMongo({ dataDir, ttlSweepMs: options.ttlSweepMs });
    const client = await new MongoClient(server.uri, options.clientOptions).connect().catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
    return {
      client,
      db: client.db(dbName),
      uri: server.uri,
      async close() {
        try {
          await client.close();
        } finally {
          await server.stop();
          await rm(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The shared embedded instance of this worker slot, if the run started them (vitest.config.ts). */
function sharedDatabaseUri(): string | undefined {
  const uris = inject('sharedDatabaseUris') as string[] | undefined;
  const slot = Number(process.env.VITEST_POOL_ID);
  if (!uris?.length || !Number.isInteger(slot) || slot < 1) return undefined;
  return uris[(slot - 1) % uris.length];
}

/**
 * The test file whose databases are open on this worker's shared instance, and how many. Workers
 * may keep this module from file to file (isolate: false), so it counts per file: a file that
 * never closed its databases (it failed in a hook) does not keep the next one from emptying.
 */
let countedFile: string | undefined;
let openOnShared = 0;
/** Databases the embedded server keeps for itself; never dropped. */
const SERVER_DATABASES = new Set(['admin', 'config', 'local']);

async function openOnSharedInstance(uri: string, dbName: string, clientOptions: MongoClientOptions | undefined): Promise<TestDatabase> {
  const file = expect.getState().testPath ?? '';
  if (file !== countedFile) {
    countedFile = file;
    openOnShared = 0;
  }
  const client = await new MongoClient(uri, clientOptions).connect();
  // The first database of a file also clears what an earlier file on this slot may have left
  // behind when it did not get to close (a failed hook, a crashed or timed-out worker).
  if (openOnShared === 0) await emptyInstance(client);
  openOnShared += 1;
  let closed = false;
  return {
    client,
    db: client.db(dbName),
    uri,
    async close() {
      if (closed) return;
      closed = true;
      const last = file === countedFile && --openOnShared === 0;
      try {
        // Tests may make databases of other names through `client`: the whole instance is emptied,
        // as a fresh process per file would have started empty.
        if (last) await emptyInstance(client);
        else await client.db(dbName).dropDatabase();
      } finally {
        await client.close();
      }
    },
  };
}

async function emptyInstance(client: MongoClient): Promise<void> {
  const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
  await Promise.all(databases.filter(({ name }) => !SERVER_DATABASES.has(name)).map(({ name }) => client.db(name).dropDatabase()));
}
