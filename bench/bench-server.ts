/**
 * Child process for `npm run bench`: runs one HTTP server kind so load generation (in the parent)
 * and request handling do not share one event loop. Reports its port over IPC.
 *   hello  - bare Koa hello world
 *   floor  - Koa sending fixed bytes from memory (the payload floor)
 *   api    - the real app over the benchmark database
 *   api-uncached - the same, but every marketplace page is read from the database (settings stay cached)
 */
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { MongoClient } from 'mongodb';
import { createApp } from '../sync-server/src/app';
import { CLIENT_OPTIONS } from '../sync-server/src/db/connect';
import { ResponseCache } from '../sync-server/src/services/response-cache';

/** Loads every marketplace page afresh, so a run over repeated filters measures the database and the presenter, not the cache. */
class PageMissingCache extends ResponseCache {
  override getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    return key.startsWith('bookkeepers:') ? load() : super.getOrLoad(key, load);
  }
}

const [mode, arg] = process.argv.slice(2);

async function build(): Promise<Koa> {
  if (mode === 'hello') {
    const app = new Koa();
    app.use((ctx) => {
      ctx.body = 'Hello World';
    });
    return app;
  }
  if (mode === 'floor') {
    const bytes = Buffer.from(arg ?? '', 'base64');
    const app = new Koa();
    app.use((ctx) => {
      ctx.type = 'application/json';
      ctx.body = bytes;
    });
    return app;
  }
  const client = await new MongoClient(arg!, CLIENT_OPTIONS).connect();
  // Every bench client shares one address: the write runs post far more than one client may in
  // production (120 per minute per IP).
  const cache = mode === 'api-uncached' ? new PageMissingCache() : new ResponseCache();
  return createApp({ db: client.db('ledgerlink'), writeLimitPerMinute: 1_000_000, cache }).app;
}

const app = await build();
const server = app.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on('disconnect', () => process.exit(0));
// The parent stops servers with SIGTERM; exiting normally lets a --cpu-prof profile be written.
process.on('SIGTERM', () => process.exit(0));
