import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALL_ENDPOINTS } from '@ledgerlink/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouters } from '../../src/app';
import { startTestApi, type TestApi } from '../support/api-server';

/** The endpoint contract (shared-schema/src/api): what is defined is what is mounted and what the docs list. */
describe('the endpoint contract', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  /**
   * The routes outside the contract: an avatar or photo name that is none falls through to the app's
   * HTML not-found page, which a mounted endpoint (answering for itself) cannot do. Public GETs, no guard to miss.
   */
  const OUTSIDE = ['GET /avatars/:file', 'GET /uploads/photos/:file'];
  const defined = () => [...ALL_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`), ...OUTSIDE].sort();

  it('mounts every definition exactly once, and nothing without one', () => {
    const mounted = appRouters(api.context, () => true)
      .flatMap((router) => router.stack.flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${String(layer.path)}`)))
      .sort();
    expect(mounted.length).toBeGreaterThan(50);
    expect(mounted).toEqual(defined());
  });

  it('is listed in full in docs/api.md, each endpoint with its access', () => {
    const docs = readFileSync(fileURLToPath(new URL('../../../docs/api.md', import.meta.url)), 'utf8');
    const listed = [...docs.matchAll(/^\| (GET|POST|PATCH|DELETE) \| `([^`]+)` \| (\w+) \|/gm)]
      .map(([, method, path, access]) => `${method} ${path!.replace(/\{(\w+)\}/g, ':$1')} ${access}`)
      .sort();
    expect(listed).toEqual([...ALL_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path} ${endpoint.access}`), ...OUTSIDE.map((route) => `${route} public`)].sort());
  });
});
