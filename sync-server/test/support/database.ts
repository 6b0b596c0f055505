/**
 * A fresh database for one test suite, through the official driver.
 *
 * - MONGODB_URI set: connects there and uses a database name unique to this call (dropped on close).
 * - otherwise: starts an embedded instance in a new temporary directory (removed on close).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import type { Db, MongoClientOptions } from 'mongodb';
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
