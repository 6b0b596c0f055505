/**
 * `npm run db:shell [-- mongodb://...]`: a Node REPL with `db` (the app's database through the
 * official driver) and `c` (its typed collections), e.g. `await c.bookkeepers.countDocuments()`.
 * With no URI it opens DATA_DIR's embedded database itself, which works only while the server is
 * stopped (one process per data directory); while it runs, pass the URI it printed on start.
 */
import repl from 'node:repl';
import { MongoClient } from 'mongodb';
import { readConfig } from '../sync-server/src/config';
import { collections } from '../sync-server/src/db/collections';
import { CLIENT_OPTIONS, openDatabase, type Database } from '../sync-server/src/db/connect';

async function open(uri: string | undefined): Promise<Database> {
  if (!uri) return openDatabase(readConfig());
  const client = await new MongoClient(uri, CLIENT_OPTIONS).connect();
  return { client, db: client.db('ledgerlink'), description: uri, close: () => client.close() };
}

const database = await open(process.argv[2] ?? process.env.MONGODB_URI);
console.log(`Connected: ${database.description}. Try: await c.bookkeepers.countDocuments()`);
const shell = repl.start({ prompt: 'ledgerlink> ' });
Object.assign(shell.context, { db: database.db, c: collections(database.db) });
shell.on('exit', () => {
  void database.close().then(() => process.exit(0));
});
