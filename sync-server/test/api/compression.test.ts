import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/precompress';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc } from '../support/factories';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The bytes as sent (fetch would decode them), so the test sees what is on the wire. */
function rawGet(base: string, pathname: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${pathname}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const varyOf = (response: RawResponse) => String(response.headers.vary ?? '').toLowerCase();

// A script large enough to be worth precompressing, and unlike anything the server would produce itself.
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2; // line ${i}`).join('\n');

describe('compression', () => {
  let api: TestApi;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'pwa-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head><title>LedgerLink</title></head><body><div id="root"></div></body></html>');
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), SCRIPT);
    await writeFile(path.join(dist, 'assets', 'tiny-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'sw.js'), SCRIPT);
    await writeFile(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'LedgerLink', description: 'x'.repeat(2000) }));
    await precompress(dist);
    api = await startTestApi({ pwaDist: dist });
    await insertProviders(api.db, Array.from({ length: 40 }, () => providerDoc({ bio: 'Experienced bookkeeper for small businesses. '.repeat(5) })));
  });
  afterAll(async () => {
    await api.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('compresses a large API JSON response with brotli when asked for br', async () => {
    const response = await rawGet(api.url, '/api/bookkeepers?limit=40', { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(varyOf(response)).toContain('accept-encoding');
    const json = JSON.parse(brotliDecompressSync(response.body).toString('utf8'));
    expect(json.bookkeepers).toHaveLength(40);
    expect(response.body.length).toBeLessThan(JSON.stringify(json).length / 3);
  });

  it('compresses it with gzip when the client only speaks gzip, and prefers br when both are offered', async () => {
    const gzip = await rawGet(api.url, '/api/bookkeepers?limit=40', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8')).bookkeepers).toHaveLength(40);
    const both = await rawGet(api.url, '/api/bookkeepers?limit=40', { 'accept-encoding': 'gzip, deflate, br' });
    expect(both.headers['content-encoding']).toBe('br');
  });

  it('serves a cached page in every encoding from the one cached copy, each decoding to the same JSON', async () => {
    const path = '/api/bookkeepers?limit=45';
    const plain = await rawGet(api.url, path);
    const [br, brAgain, gzip] = await Promise.all([
      rawGet(api.url, path, { 'accept-encoding': 'br' }),
      rawGet(api.url, path, { 'accept-encoding': 'br' }),
      rawGet(api.url, path, { 'accept-encoding': 'gzip' }),
    ]);
    expect(brAgain.body.equals(br.body)).toBe(true);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    expect(gzip.headers['content-type']).toMatch(/^application\/json/);
  });

  it('sends plain JSON to a client that asks for no encoding, and small responses uncompressed', async () => {
    const plain = await rawGet(api.url, '/api/bookkeepers?limit=40');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8')).bookkeepers).toHaveLength(40);
    expect(varyOf(plain)).toContain('accept-encoding');
    const small = await rawGet(api.url, '/api/bookkeepers?limit=1&page=999', { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves a precompressed asset as brotli with its own type, Vary and the immutable cache header, compressed once', async () => {
    const response = await rawGet(api.url, '/assets/app-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(varyOf(response)).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // One decode gives the file back: the server did not compress the .br file a second time.
    expect(brotliDecompressSync(response.body).toString('utf8')).toBe(SCRIPT);
  });

  it('serves the .gz sibling to a gzip-only client and the plain file to one that accepts neither', async () => {
    const gzip = await rawGet(api.url, '/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(SCRIPT);
    const plain = await rawGet(api.url, '/assets/app-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(SCRIPT);
  });

  it('leaves files under 1 KB without compressed siblings', async () => {
    const response = await rawGet(api.url, '/assets/tiny-abc123.js', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString('utf8')).toBe('console.log(1)');
  });

  it('makes the service worker and the manifest revalidate, compressed or not', async () => {
    for (const file of ['/sw.js', '/manifest.webmanifest']) {
      const response = await rawGet(api.url, file, { 'accept-encoding': 'br' });
      expect(response.headers['content-encoding'], file).toBe('br');
      expect(response.headers['cache-control'], file).toBe('no-cache');
    }
    const manifest = await rawGet(api.url, '/manifest.webmanifest', { 'accept-encoding': 'br' });
    expect(manifest.headers['content-type']).toMatch(/manifest\+json/);
  });
});
