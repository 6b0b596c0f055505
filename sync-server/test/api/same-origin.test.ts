import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api-server';

// Signing out is a write every caller may make, so its status shows the same-origin guard alone.
const signOut = (api: TestApi, headers: Record<string, string>) => api.request('/api/auth/logout', { method: 'POST', headers });

describe('the same-origin guard with clients connecting directly (TRUST_PROXY_HOPS=0)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ trustProxyHops: 0 });
  });
  afterAll(() => api.close());

  it('accepts a write from this origin and refuses one from another scheme on the same host', async () => {
    expect((await signOut(api, { origin: api.url })).status).toBe(200);
    const otherScheme = await signOut(api, { origin: api.url.replace('http:', 'https:') });
    expect(otherScheme.status).toBe(403);
    expect(otherScheme.body.message).toBe('Requests from other sites are not accepted');
  });

  it('ignores X-Forwarded-Host and X-Forwarded-Proto a client wrote itself', async () => {
    expect((await signOut(api, { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' })).status).toBe(403);
    expect((await signOut(api, { origin: api.url.replace('http:', 'https:'), 'x-forwarded-proto': 'https' })).status).toBe(403);
  });

  it('sends Server-Timing outside production', async () => {
    expect((await api.request('/api/settings/services')).headers.get('server-timing')).toMatch(/^app;dur=/);
  });
});

describe('the same-origin guard behind one trusted proxy, in production', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ production: true, trustProxyHops: 1, publicUrl: 'https://ledgerlink.example' });
  });
  afterAll(() => api.close());

  it("takes this site's origin from the proxy's headers, scheme included", async () => {
    const viaProxy = { 'x-forwarded-host': 'www.ledgerlink.example', 'x-forwarded-proto': 'https' };
    expect((await signOut(api, { ...viaProxy, origin: 'https://www.ledgerlink.example' })).status).toBe(200);
    expect((await signOut(api, { ...viaProxy, origin: 'http://www.ledgerlink.example' })).status).toBe(403);
    expect((await signOut(api, { origin: 'https://ledgerlink.example' })).status).toBe(200);
    expect((await signOut(api, { origin: 'http://ledgerlink.example' })).status).toBe(403);
  });

  it('sends no Server-Timing: a response time must not tell an existing record from an unknown id', async () => {
    const response = await api.request('/api/lead/0123456789abcdef01234567');
    expect(response.status).toBe(401);
    expect(response.headers.get('server-timing')).toBeNull();
  });
});
