/**
 * `npm run db:shell [-- <uri>]`: a Node REPL with `db` (the app's database through the official
 * driver) and `c` (its typed collections), e.g. `await c.bookkeepers.countDocuments()`.
 *
 * With no URI it opens DATA_DIR's embedded database itself while the server is stopped (one
 * process per data directory). While the server runs, it connects to the server's database socket
 * in DATA_DIR instead (the socket is private to the server's user, so run this as that user). A URI
 * argument works too: the socket URI the server printed on start (`mongodb://%2F...mongod.sock`),
 * its loopback URI when EMBEDDED_DB_PORT is set, or any MongoDB.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import repl from 'node:repl';
import { MongoClient } from 'mongodb';
import { readConfig } from '../sync-server/src/config';
import { collections } from '../sync-server/src/db/collections';
import { CLIENT_OPTIONS, openDatabase, type Database } from '../sync-server/src/db/connect';
import { DataDirectoryLockedError, SOCKET_FILE_NAME, socketUri } from '../sync-server/src/embedded-mongo';

async function connect(uri: string): Promise<Database> {
  const client = await new MongoClient(uri, CLIENT_OPTIONS).connect();
  return { client, db: client.db('ledgerlink'), description: uri, ready: () => true, close: () => client.close() };
}

async function open(uri: string | undefined): Promise<Database> {
  if (uri) return connect(uri);
  const config = readConfig();
  try {
    return await openDatabase(config);
  } catch (error) {
    // The running server owns the data directory: talk to its database through its socket.
    const socket = path.join(config.dataDir, 'db', SOCKET_FILE_NAME);
    if (error instanceof DataDirectoryLockedError && existsSync(socket)) return connect(socketUri(socket));
    if (error instanceof DataDirectoryLockedError) {
      throw new Error(`${error.message}\nThe server is running: pass the database URI it printed on start, e.g. npm run db:shell -- 'mongodb://%2F...%2Fmongod.sock'`, { cause: error });
    }
    throw error;
  }
}

const database = await open(process.argv[2] ?? process.env.MONGODB_URI);
console.log(`Connected: ${database.description}. Try: await c.bookkeepers.countDocuments()`);
const shell = repl.start({ prompt: 'ledgerlink> ' });
Object.assign(shell.context, { db: database.db, c: collections(database.db) });
shell.on('exit', () => {
  void database.close().then(() => process.exit(0));
});
