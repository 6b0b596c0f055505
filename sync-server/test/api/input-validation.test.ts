import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api-server';
import { validBusinessRequest, validProviderRegistration } from '../support/factories';

describe('bad input never becomes a 5xx and never writes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const businessCount = () => api.db.collection('businesses').countDocuments();

  it('answers malformed JSON with 400', async () => {
    const { status, body } = await api.request('/api/business/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"companyName": ',
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Malformed JSON in request body');
  });

  it('answers a 5 MB body with 413', async () => {
    const { status, body } = await api.request('/api/business/register', {
      method: 'POST',
      json: { ...validBusinessRequest(), notes: 'x'.repeat(5 * 1024 * 1024) },
    });
    expect(status).toBe(413);
    expect(body.message).toBe('Request body is too large');
  });

  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['an operator object where a string belongs', { ...validBusinessRequest(), companyName: { $gt: '' } }, /companyName/],
    ['an unknown enum value', { ...validBusinessRequest(), budget: 'a million' }, /budget/],
    ['a wrong type', { ...validBusinessRequest(), services: 'Bookkeeping' }, /services/],
    ['a missing required field', (({ email: _, ...rest }) => rest)(validBusinessRequest()), /email/],
    ['an unknown field', { ...validBusinessRequest(), isApproved: true }, /isApproved/],
  ];
  for (const [name, payload, field] of cases) {
    it(`refuses ${name} with a 400 naming the field`, async () => {
      const { status, body } = await api.request('/api/business/register', { method: 'POST', json: payload });
      expect(status).toBe(400);
      expect(body.message).toMatch(field);
      expect(Array.isArray(body.errors)).toBe(true);
    });
  }

  it('refuses a name with a bidi override or a stack of combining marks with a 400 naming the field', async () => {
    const refusals: [string, Record<string, unknown>, string][] = [
      ['/api/bookkeeper/register', { ...validProviderRegistration(), fullName: 'Grace \u202eeppoH' }, 'fullName: Full name must not contain invisible text-direction characters'],
      ['/api/bookkeeper/register', { ...validProviderRegistration(), businessName: `Hopper${'\u0301'.repeat(150)} Books` }, 'businessName: Business name must not have more than 3 accents or marks on one letter'],
      ['/api/business/register', { ...validBusinessRequest(), contactName: 'Ada \u2067Lovelace' }, 'contactName: Contact name must not contain invisible text-direction characters'],
    ];
    for (const [path, payload, message] of refusals) {
      const { status, body } = await api.request(path, { method: 'POST', json: payload });
      expect(status, message).toBe(400);
      expect(body.message).toBe(message);
    }
    expect(await api.db.collection('bookkeepers').countDocuments()).toBe(0);
  });

  it('wrote nothing for any of the refused requests', async () => {
    expect(await businessCount()).toBe(0);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { status, body, headers } = await api.request('/api/no-such-thing');
    expect(status).toBe(404);
    expect(headers.get('content-type')).toMatch(/application\/json/);
    expect(body.message).toMatch(/No API endpoint GET \/api\/no-such-thing/);
  });

  it('sends security headers on every response', async () => {
    const { headers } = await api.request('/api/settings/countries');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('x-frame-options')).toBe('DENY');
  });
});
