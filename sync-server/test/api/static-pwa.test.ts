import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api-server';

describe('serving the PWA', () => {
  let api: TestApi;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'pwa-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>LedgerLink</title>');
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    api = await startTestApi({ pwaDist: dist });
  });
  afterAll(async () => {
    await api.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html at / and for client-side routes, with 404 for routes the PWA does not know', async () => {
    for (const [route, expected] of [['/', 200], ['/marketplace/firms/canada', 200], ['/@jane_books', 404], ['/no-such-page', 404]] as const) {
      const { status, body } = await api.request(route);
      expect(status, route).toBe(expected);
      expect(body).toMatch(/^<!doctype html><title>[^<]+\| LedgerLink<\/title>|^<!doctype html><title>LedgerLink — /);
    }
  });

  it('serves hashed assets as immutable and the shell as no-cache', async () => {
    const asset = await api.request('/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const shell = await api.request('/');
    expect(shell.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends pages whose address carries a key with Referrer-Policy: no-referrer, other pages with the site policy', async () => {
    const id = 'a'.repeat(24);
    for (const route of [`/dashboard/${id}?key=x`, `/dashboard/${id}`, `/dashboard/${id}?utm=mail&key=x`, '/marketplace/firms/canada?key=x', '/review/A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6']) {
      const { status, body, headers } = await api.request(route);
      expect(body, route).toMatch(/^<!doctype html>/);
      expect(status, route).toBeLessThan(500);
      expect(headers.get('referrer-policy'), route).toBe('no-referrer');
    }
    for (const route of ['/', '/marketplace/firms/canada', '/assets/app-abc123.js']) {
      expect((await api.request(route)).headers.get('referrer-policy'), route).toBe('strict-origin-when-cross-origin');
    }
  });

  it('never answers an unknown API path with the app shell', async () => {
    const { status, body } = await api.request('/api/unknown');
    expect(status).toBe(404);
    expect(body.message).toMatch(/No API endpoint/);
  });
});
