import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';
import { collections } from '../../src/db/collections';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { REQUEST_KEY_HEADER } from '../../src/http/request-key';
import { createLogger } from '../../src/logger';
import { ensureAdminUser } from '../../src/services/admin-user';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc } from '../support/factories';

/** The log carries request ids and paths, never the personal data or secrets of a request. */
describe('the server log', () => {
  const lines: string[] = [];
  const secrets = {
    email: 'private.person@example.com',
    phone: '+44 7700 900123',
    password: 'correct horse battery',
    wrongPassword: 'guessed-wrong-password',
    dashboardKey: 'dashboard-secret-key-for-the-log-test',
    reviewToken: 'review-link-token-for-the-log-test',
  };
  let api: TestApi;
  beforeAll(async () => {
    const logger = createLogger({ level: 'debug', destination: { write: (line: string) => void lines.push(line) } });
    api = await startTestApi({ logger, publicUrl: 'https://ledgerlink.test' });
    await ensureAdminUser(api.db, readConfig({ MONGODB_URI: 'mongodb://unused', ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: secrets.password, SEED: 'none' }));
    await insertProviders(api.db, [providerDoc({ services: ['tax-prep'], dashboardKey: secrets.dashboardKey })]);
  });
  afterAll(() => api.close());

  it('holds no email, phone, password or dashboard key from a questionnaire, sign-ins and dashboard calls', async () => {
    const questionnaire = {
      needsType: 'personal',
      primaryServices: ['Income tax'],
      clientType: 'I want a new accountant',
      age: '31-40',
      email: secrets.email,
      country: 'United States',
      mobileNumber: secrets.phone,
    };
    expect((await api.request('/api/customer-onboarding', { method: 'POST', json: questionnaire })).status).toBe(201);
    expect((await api.request('/api/auth/login', { method: 'POST', json: { username: 'boss', password: secrets.wrongPassword } })).status).toBe(401);
    expect((await api.request('/api/auth/login', { method: 'POST', json: { username: 'boss', password: secrets.password } })).status).toBe(200);
    const provider = await collections(api.db).bookkeepers.findOne({});
    const leadsPath = `/api/bookkeeper/${provider!._id.toHexString()}/leads`;
    expect((await api.request(`${leadsPath}?key=${secrets.dashboardKey}`)).status).toBe(200);
    expect((await api.request(leadsPath, { headers: { [DASHBOARD_KEY_HEADER]: secrets.dashboardKey } })).status).toBe(200);
    // A review link's page holds its token in the path.
    await api.request(`/review/${secrets.reviewToken}`);
    // A client error with the email in the body is logged as a request line only.
    expect((await api.request('/api/bookkeepers/nope/contact', { method: 'POST', json: { email: secrets.email } })).status).toBe(404);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ level: expect.any(Number), time: expect.any(Number), requestId: expect.any(String) });
    for (const secret of Object.values(secrets)) expect(log).not.toContain(secret);
    expect(log).toContain('key=redacted');
    expect(log).toContain('/review/redacted');
  });

  it('holds no request key from a keyed questionnaire, its replay, its page and its session', async () => {
    const from = lines.length;
    const headers = { 'Idempotency-Key': '0b7f3a52-2f0e-4d4c-8a55-1b2c3d4e5f60' };
    const questionnaire = { needsType: 'personal', primaryServices: ['Income tax'], clientType: 'I want a new accountant', age: '31-40', email: 'another.person@example.com', country: 'United States', mobileNumber: '+1 555 0101' };
    const first = await api.request('/api/customer-onboarding', { method: 'POST', json: questionnaire, headers });
    expect(first.status).toBe(201);
    const replay = await api.request('/api/customer-onboarding', { method: 'POST', json: questionnaire, headers });
    expect(replay.body.requestUrl).toBe(first.body.requestUrl);
    const key = new URL(first.body.requestUrl as string, 'https://ledgerlink.test').searchParams.get('key')!;
    const pagePath = `/api/requests/${first.body.id as string}`;
    expect((await api.request(`${pagePath}?key=${key}`)).status).toBe(200);
    expect((await api.request(pagePath, { headers: { [REQUEST_KEY_HEADER]: key } })).status).toBe(200);
    expect((await api.request(`${pagePath}/session`, { method: 'POST', json: { key } })).status).toBe(200);

    const log = lines.slice(from).join('');
    expect(lines.length - from).toBeGreaterThanOrEqual(5);
    expect(log).not.toContain(key);
    // The logger redacts the fields that carry it wherever a caller puts them.
    const captured: string[] = [];
    createLogger({ destination: { write: (line: string) => void captured.push(line) } }).info('answer', { body: { requestUrl: first.body.requestUrl }, record: { secret: key } });
    expect(captured.join('')).not.toContain(key);
  });

  it('redacts sensitive fields and masks emails in error messages, whatever a caller passes', () => {
    const captured: string[] = [];
    const logger = createLogger({ destination: { write: (line: string) => void captured.push(line) } });
    logger.error('boom', { email: secrets.email, user: { phone: secrets.phone }, error: new Error(`E11000 duplicate key: { email: "${secrets.email}" }`) });
    expect(captured.join('')).not.toContain(secrets.email);
    expect(captured.join('')).not.toContain(secrets.phone);
    expect(JSON.parse(captured[0]!)).toMatchObject({ msg: 'boom', email: '[redacted]', error: { message: 'E11000 duplicate key: { email: "[email]" }' } });
  });
});
