import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRouters } from '../../src/app';
import { createLogger } from '../../src/logger';
import { TEST_ADMIN_PASSWORD, signInAdmin } from '../support/admin-session';
import { startTestApi, type TestApi } from '../support/api-server';
import { businessDoc, insertProviders, providerDoc } from '../support/factories';
import { collections } from '../../src/db/collections';

const SOME_ID = '0123456789abcdef01234567';
const SOME_UPLOAD = '00000000-0000-4000-8000-000000000000';

/** Every method and path the admin routers serve, params filled with well-formed ids. */
function adminEndpoints(api: TestApi): { method: string; path: string }[] {
  const routers = adminRouters(api.context, () => true);
  return routers.flatMap((router) =>
    router.stack
      .filter((layer) => layer.methods.length > 0)
      .flatMap((layer) =>
        layer.methods
          .filter((method) => method !== 'HEAD')
          .map((method) => ({ method, path: String(layer.path).replace(':uploadId', SOME_UPLOAD).replace(/:\w+/g, SOME_ID) })),
      ),
  );
}

describe('the admin API', () => {
  let api: TestApi;
  const lines: string[] = [];
  beforeAll(async () => {
    const logger = createLogger({ destination: new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }) });
    api = await startTestApi({ logger });
  });
  afterAll(() => api.close());

  it('answers 401 on every admin and CRUD route without a session', async () => {
    const endpoints = adminEndpoints(api);
    // The lists, CRUD, system and review routes are all there (a forgotten router would shrink this).
    expect(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(
      expect.arrayContaining(['GET /api/admin/providers', 'GET /api/businesses', 'DELETE /api/provider/' + SOME_ID, 'POST /api/admin/cache/clear', 'GET /api/admin/analytics']),
    );
    for (const { method, path } of endpoints) {
      const response = await api.request(path, { method });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('signed in: lists, system data and writes never show a password, and writes are logged with the admin', async () => {
    const cookie = await signInAdmin(api);
    const [provider] = await insertProviders(api.db, [providerDoc({ isApproved: false })]);
    await collections(api.db).businesses.insertOne(businessDoc());
    const id = provider!._id.toHexString();
    const bodies = await Promise.all(
      ['/api/admin/providers', '/api/providers', '/api/admin/businesses', '/api/admin/leads', '/api/admin/health', '/api/admin/metrics', '/api/admin/logs?limit=20', '/api/admin/analytics'].map(
        (path) => api.request(path, { headers: { cookie } }),
      ),
    );
    for (const response of bodies) expect(response.status).toBe(200);
    const edit = await api.request(`/api/provider/${id}`, { method: 'PATCH', headers: { cookie }, json: { hourlyRate: 80 } });
    expect(edit.body.provider.hourlyRate).toBe(80);

    const everything = [...bodies, edit].map((response) => JSON.stringify(response.body)).join('\n') + lines.join('');
    expect(everything).not.toContain(TEST_ADMIN_PASSWORD);
    expect(everything).not.toMatch(/passwordHash|dashboardKeyHash/);
    const audit = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === 'admin write' && line.action === 'PATCH /api/provider/:id');
    expect(audit).toMatchObject({ admin: 'admin', params: { id }, outcome: 'done', status: 200 });
  });
});
