import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { startTestApi, type TestApi } from '../support/api-server';
import { businessDoc, insertProviders, leadDoc, providerDoc, validBusinessRequest, validProviderRegistration } from '../support/factories';

/** Hostile input is refused with a 4xx that explains itself, never a 5xx or a mail sent; private answers are never cached. */
describe('hostile input', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ writeLimitPerMinute: 10_000 });
  });
  afterAll(() => api.close());

  const businessCount = () => collections(api.db).businesses.countDocuments();

  it('refuses JSON nested deeper than any form with 400, with or without an Idempotency-Key', async () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const before = await businessCount();
    for (const headers of [{ 'Idempotency-Key': randomUUID() }, {}] as Record<string, string>[]) {
      const body = `{"companyName":${deep}}`;
      const { status, body: answer } = await api.request('/api/business/register', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
      expect(status).toBe(400);
      expect(answer.message).toMatch(/nested too deeply/);
    }
    expect(await businessCount()).toBe(before);
  });

  it('refuses a body whose Content-Encoding does not match its bytes with 400', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const { status, body } = await api.request('/api/business/register', {
        method: 'POST',
        body: JSON.stringify(validBusinessRequest()),
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      });
      expect(status, encoding).toBe(400);
      expect(body.message).toBe('Request body does not match its Content-Encoding');
    }
  });

  it('refuses control characters in a search with 400 naming the parameter', async () => {
    for (const search of ['%00', 'tax%00prep', '%1B%5B31m']) {
      const { status, body } = await api.request(`/api/bookkeepers?search=${search}`);
      expect(status).toBe(400);
      expect(body.message).toBe('Invalid query parameter: search: must not contain control characters');
    }
  });

  it('mails nobody when an email field holds a list or a header', async () => {
    const questionnaire = { needsType: 'personal', primaryServices: ['Income tax'], clientType: 'I want a new accountant', age: '31-40', mobileNumber: '07700 900123' };
    await insertProviders(api.db, [providerDoc({ services: ['tax-prep'] })]);
    for (const email of ['a@x.io, b@y.io, c@z.io', 'a@x.io\nBcc: victim@y.io', 'Team: a@x.io, b@y.io;']) {
      for (const [path, json] of [
        ['/api/customer-onboarding', { ...questionnaire, email }],
        ['/api/business/register', { ...validBusinessRequest(), email }],
      ] as const) {
        const { status, body } = await api.request(path, { method: 'POST', json });
        expect(status, `${path} ${email}`).toBe(400);
        expect(body.message).toBe('email: Please enter a valid email address');
      }
    }
    expect(await collections(api.db).outbox.countDocuments()).toBe(0);
  });

  it('keeps script links and third-party images out of profiles and mail', async () => {
    for (const fields of [{ website: 'javascript:alert(document.cookie)' }, { linkedinUrl: 'data:text/html,hi' }, { profileImageUrl: 'https://tracker.example/p.gif' }]) {
      const { status, body } = await api.request('/api/bookkeeper/register', { method: 'POST', json: { ...validProviderRegistration(), ...fields } });
      expect(status).toBe(400);
      expect(body.errors[0].path).toBe(Object.keys(fields)[0]);
    }
    // A link stored by an older version is dropped from the public profile rather than shown.
    const [legacy] = await insertProviders(api.db, [providerDoc({ website: 'javascript:alert(1)', profileImageUrl: 'https://tracker.example/p.gif' })]);
    const profile = await api.request(`/api/bookkeepers/${legacy!._id.toHexString()}`);
    expect(profile.status).toBe(200);
    expect(profile.body.bookkeeper.website).toBeUndefined();
    expect(profile.body.bookkeeper.profileImageUrl).toBeUndefined();
    // And the browser itself would refuse any image from elsewhere.
    expect(profile.headers.get('content-security-policy')).toContain("img-src 'self' data:;");
  });

  it('refuses a forged catalogue checkpoint with a time out of range with 400', async () => {
    for (const t of [1e300, -1, 8.64e15 + 1]) {
      const since = Buffer.from(JSON.stringify({ t, id: 'a'.repeat(24) })).toString('base64url');
      const { status, body } = await api.request(`/api/sync/catalogue?since=${since}`);
      expect(status).toBe(400);
      expect(body.message).toMatch(/^since: /);
    }
  });

  it('marks private responses no-store and leaves public ones cacheable', async () => {
    const dashboardKey = 'provider-secret-key-no-store-000001';
    const [provider] = await insertProviders(api.db, [providerDoc({ dashboardKey })]);
    const business = businessDoc();
    await collections(api.db).businesses.insertOne(business);
    const lead = leadDoc(provider!._id, business._id);
    await collections(api.db).leads.insertOne(lead);
    const headers = { [DASHBOARD_KEY_HEADER]: dashboardKey };
    const privatePaths = [
      [`/api/bookkeeper/${provider!._id.toHexString()}/leads`, headers],
      [`/api/lead/${lead._id.toHexString()}`, headers],
      ['/api/auth/session', {}],
      ['/api/auth/demo-credentials', {}],
      ['/api/admin/unmatched-requests', {}],
    ] as const;
    for (const [path, extra] of privatePaths) {
      const response = await api.request(path, { headers: extra });
      expect(response.headers.get('cache-control'), `${path} ${response.status}`).toBe('no-store');
    }
    expect((await api.request('/api/bookkeepers')).headers.get('cache-control')).not.toBe('no-store');
  });
});
