import path from 'node:path';
import { MongoClient, type Db, type MongoClientOptions } from 'mongodb';
import type { Config } from '../config';
import { startEmbeddedMongo } from '../embedded-mongo';

export interface Database {
  client: MongoClient;
  db: Db;
  /** Shown on start; never includes credentials. */
  description: string;
  close(): Promise<void>;
}

const DEFAULT_DB_NAME = 'ledgerlink';

/** Optional fields left `undefined` are omitted instead of being stored as null. */
export const CLIENT_OPTIONS: MongoClientOptions = { ignoreUndefined: true };

/** Real MongoDB when MONGODB_URI is set, else the embedded database in DATA_DIR, through the same driver. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.mongodbUri) {
    const client = await new MongoClient(config.mongodbUri, CLIENT_OPTIONS).connect();
    const db = client.db(); // the URI's database, or "test" as MongoDB defaults
    return {
      client,
      db: db.databaseName === 'test' ? client.db(DEFAULT_DB_NAME) : db,
      description: `MongoDB at ${redactCredentials(config.mongodbUri)}`,
      close: () => client.close(),
    };
  }
  // The database files get their own folder; DATA_DIR also holds the mail sink and uploads.
  const embedded = await startEmbeddedMongo({ dataDir: path.join(config.dataDir, 'db') });
  const client = await new MongoClient(embedded.uri, CLIENT_OPTIONS).connect();
  return {
    client,
    db: client.db(DEFAULT_DB_NAME),
    description: `embedded (MongoDB wire protocol at ${embedded.uri.replace(/\/\?.*$/, '')})`,
    close: async () => {
      await client.close();
      await embedded.stop();
    },
  };
}

export function redactCredentials(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}
