import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { Db } from 'mongodb';
import { API_PREFIX, errorBodySchema, findEndpoint } from '@ledgerlink/shared-schema';
import { createApp, type AppOptions } from '../../src/app';
import type { AppContext } from '../../src/app-context';
import { CLIENT_OPTIONS } from '../../src/db/connect';
import { ensureIndexes } from '../../src/db/indexes';
import { createHttpServer, listen } from '../../src/http/server';
import { openTestDatabase } from './database';

/** Response bodies are whatever JSON the server sent; tests assert on their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TestResponse = { status: number; body: any; headers: Headers };

export interface TestApi {
  url: string;
  db: Db;
  context: AppContext;
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<TestResponse>;
  close(): Promise<void>;
}

/**
 * The real app over HTTP, on the real driver against a fresh database (embedded, or MONGODB_URI).
 * Given `db` (another instance's), it serves that database instead, as a second instance would.
 */
export async function startTestApi(options: Partial<AppOptions> = {}): Promise<TestApi> {
  const own = options.db ? undefined : await openTestDatabase({ clientOptions: CLIENT_OPTIONS });
  const db = options.db ?? own!.db;
  if (own) await ensureIndexes(db);
  // Uploads wait in a directory of this server's own, removed with it.
  const ownUploads = options.uploadDir ? undefined : await mkdtemp(path.join(os.tmpdir(), 'll-test-uploads-'));
  const { app, context } = createApp({ catalogueSettleMs: 0, ...options, db, uploadDir: options.uploadDir ?? ownUploads });
  const server: Server = createHttpServer(app);
  await listen(server, 0, '127.0.0.1');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    context,
    async request(path, init = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      const response = await fetch(`${url}${path}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON (static files): keep the text
      }
      checkAnswer(rest.method ?? 'GET', path, response.status, body);
      return { status: response.status, body, headers: response.headers };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await own?.close();
      if (ownUploads) await rm(ownUploads, { recursive: true, force: true });
    },
  };
}

/**
 * Every answer a test receives is held to the shared contract: a success parses with its
 * endpoint's response schema, a JSON error with the error body's. A test whose server answers
 * off-contract fails here, whatever it asserts after.
 */
function checkAnswer(method: string, pathAndQuery: string, status: number, body: unknown): void {
  const path = pathAndQuery.split('?')[0]!;
  const endpoint = findEndpoint(method.toUpperCase(), path);
  if (status >= 400) {
    if (body !== undefined && typeof body !== 'string') errorBodySchema.parse(body);
    return;
  }
  if (!endpoint) {
    if (path.startsWith(`${API_PREFIX}/`)) throw new Error(`${method} ${path} answered ${status}, yet no endpoint definition covers it`);
    return;
  }
  if (status === 304) return;
  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success) throw new Error(`${method} ${path} answered ${status} off its contract: ${parsed.error.message}`);
}
