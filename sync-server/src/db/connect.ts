import path from 'node:path';
import { MongoClient, type Db, type MongoClientOptions } from 'mongodb';
import type { Config } from '../config';
import { startEmbeddedMongo } from '../embedded-mongo';

export interface Database {
  client: MongoClient;
  db: Db;
  /** Shown on start; never includes credentials. */
  description: string;
  /** Whether the database can serve requests right now (for /api/health). */
  ready(): boolean;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Embedded only: the database process keeps crashing and is no longer restarted. */
  onFatal?: (error: Error) => void;
}

const DEFAULT_DB_NAME = 'ledgerlink';

/** Optional fields left `undefined` are omitted instead of being stored as null. */
export const CLIENT_OPTIONS: MongoClientOptions = { ignoreUndefined: true };

/**
 * While the embedded database restarts, a request should get a quick 503 rather than wait for the
 * driver's default 30 s server selection; a restart normally takes about a second.
 */
const EMBEDDED_CLIENT_OPTIONS: MongoClientOptions = { ...CLIENT_OPTIONS, serverSelectionTimeoutMS: 5_000 };

/** Real MongoDB when MONGODB_URI is set, else the embedded database in DATA_DIR, through the same driver. */
export async function openDatabase(config: Config, options: OpenDatabaseOptions = {}): Promise<Database> {
  if (config.mongodbUri) {
    const client = await new MongoClient(config.mongodbUri, CLIENT_OPTIONS).connect();
    const db = client.db(); // the URI's database, or "test" as MongoDB defaults
    return {
      client,
      db: db.databaseName === 'test' ? client.db(DEFAULT_DB_NAME) : db,
      description: `MongoDB at ${redactCredentials(config.mongodbUri)}`,
      ready: trackReachability(client),
      close: () => client.close(),
    };
  }
  // The database files get their own folder; DATA_DIR also holds the mail sink and uploads.
  const embedded = await startEmbeddedMongo({ dataDir: path.join(config.dataDir, 'db'), port: config.embeddedDbPort, onFatal: options.onFatal });
  const client = await new MongoClient(embedded.uri, EMBEDDED_CLIENT_OPTIONS).connect().catch(async (error: unknown) => {
    await embedded.stop();
    throw error;
  });
  const tcp = embedded.tcpUri ? `, and ${withoutQuery(embedded.tcpUri)}` : '';
  return {
    client,
    db: client.db(DEFAULT_DB_NAME),
    description: `embedded (MongoDB wire protocol at ${withoutQuery(embedded.uri)}${tcp})`,
    ready: () => embedded.isReady(),
    close: async () => {
      await client.close();
      await embedded.stop();
    },
  };
}

/** The driver's own monitoring says whether any data-bearing server is reachable. */
function trackReachability(client: MongoClient): () => boolean {
  let reachable = true; // connect() just succeeded
  client.on('topologyDescriptionChanged', (event) => {
    reachable = event.newDescription.hasDataBearingServers;
  });
  return () => reachable;
}

function withoutQuery(uri: string): string {
  return uri.replace(/\/\?.*$/, '');
}

export function redactCredentials(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}
