import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';
import { collections } from '../../src/db/collections';
import { ensureAdminUser } from '../../src/services/admin-user';
import { startTestApi, type TestApi } from '../support/api-server';
import { openTestDatabase, type TestDatabase } from '../support/database';
import { validBusinessRequest } from '../support/factories';

const ADMIN = { username: 'boss', password: 'correct horse battery' };
const adminConfig = (overrides: Record<string, string> = {}) =>
  readConfig({ MONGODB_URI: 'mongodb://unused', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, SEED: 'none', ...overrides });

describe('the configured admin password', () => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'll-admin-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is never returned for display, even in demo mode; a generated one is, while it still works', async () => {
    const db = database.client.db(`admin_${Date.now()}`);
    const configured = await ensureAdminUser(db, { ...adminConfig(), seed: 'demo', dataDir });
    expect(configured).toMatchObject({ username: 'boss', created: true, generatedPassword: undefined });
    // A stray password file (say, from an earlier demo data directory) is not shown: it does not sign in.
    await writeFile(path.join(dataDir, 'demo-admin-password.txt'), 'not-the-password\n');
    expect((await ensureAdminUser(db, { ...adminConfig(), seed: 'demo', dataDir })).generatedPassword).toBeUndefined();

    const demoDb = database.client.db(`demo_${Date.now()}`);
    const demoDir = path.join(dataDir, 'demo');
    const demoConfig = { ...readConfig({ MONGODB_URI: 'mongodb://unused', SEED: 'demo' }), dataDir: demoDir };
    const generated = await ensureAdminUser(demoDb, demoConfig);
    expect(generated.generatedPassword).toMatch(/^[\w-]{16}$/);
    // Later starts show the same generated password, but never with ADMIN_PASSWORD in production.
    expect((await ensureAdminUser(demoDb, demoConfig)).generatedPassword).toBe(generated.generatedPassword);
    expect((await ensureAdminUser(demoDb, { ...demoConfig, production: true })).generatedPassword).toBeUndefined();
  });
});

describe('client addresses behind a proxy', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ production: true, trustProxyHops: 1, writeLimitPerMinute: 3 });
  });
  afterAll(() => api.close());

  it('counts writes by the address the proxy saw, whatever the client puts left of it', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      const forwarded = `10.0.${i}.1, 198.51.100.7`;
      const response = await api.request('/api/business/register', { method: 'POST', json: validBusinessRequest(), headers: { 'X-Forwarded-For': forwarded } });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    // Another real client behind the same proxy is unaffected.
    const other = await api.request('/api/business/register', { method: 'POST', json: validBusinessRequest(), headers: { 'X-Forwarded-For': '198.51.100.8' } });
    expect(other.status).toBe(201);
  });
});

describe('failed sign-ins across many addresses', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ trustProxyHops: 1 });
    await ensureAdminUser(api.db, adminConfig());
  });
  afterAll(() => api.close());

  const login = (password: string, ip: string, cookie = '') =>
    api.request('/api/auth/login', { method: 'POST', json: { username: ADMIN.username, password }, headers: { 'X-Forwarded-For': ip, ...(cookie ? { cookie } : {}) } });
  const deviceCookie = (headers: Headers) => /ll_device=[^;]+/.exec(headers.get('set-cookie') ?? '')?.[0] ?? '';

  it('slows guessing from rotating addresses, but never the admin on a browser that signed in before', async () => {
    const known = await login(ADMIN.password, '203.0.113.1');
    expect(known.status).toBe(200);
    const device = deviceCookie(known.headers);
    expect(device).not.toBe('');
    expect(known.headers.get('set-cookie')).toMatch(/ll_device=[^;]+; path=\/api\/auth; expires=[^;]+; samesite=strict; httponly/i);

    // 30 guesses, each from a new address: none is limited per address.
    for (let i = 0; i < 30; i += 1) expect((await login(`guess-${i}`, `192.0.2.${i + 1}`)).status).toBe(401);
    // Past the ceiling an unknown device gets one attempt per slot, then waits.
    expect((await login('guess-a', '192.0.2.100')).status).toBe(401);
    const slowed = await login(ADMIN.password, '192.0.2.101');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    // The real admin's browser signs in at once.
    const admin = await login(ADMIN.password, '203.0.113.9', device);
    expect(admin.status).toBe(200);
  }, 90_000);
});

describe('failed sign-ins behind a shared address', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ trustProxyHops: 1 });
    await ensureAdminUser(api.db, adminConfig());
  });
  afterAll(() => api.close());

  const office = '198.51.100.50';
  const login = (password: string, cookie = '', ip = office) =>
    api.request('/api/auth/login', { method: 'POST', json: { username: ADMIN.username, password }, headers: { 'X-Forwarded-For': ip, ...(cookie ? { cookie } : {}) } });
  const deviceCookie = (headers: Headers) => /ll_device=[^;]+/.exec(headers.get('set-cookie') ?? '')?.[0] ?? '';

  it("lets the admin's known device in while others' failures block the address, and limits that device's own failures", async () => {
    const device = deviceCookie((await login(ADMIN.password)).headers);
    expect(device).not.toBe('');
    // Someone else behind the same NAT uses up the address's failures: the address is blocked for unknown browsers.
    for (let i = 0; i < 10; i += 1) expect((await login(`colleague-guess-${i}`)).status).toBe(401);
    expect((await login(ADMIN.password)).status).toBe(429);
    // The admin's browser that signed in before still gets in, from that very address.
    const admin = await login(ADMIN.password, device);
    expect(admin.status).toBe(200);
    const current = deviceCookie(admin.headers);
    // Its success does not reopen the address for the others.
    expect((await login(ADMIN.password)).status).toBe(429);

    // The device's own failures count against it (10 per window), wherever it sends them from, in parallel or not.
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => login(`stolen-cookie-guess-${i}`, current, `203.0.113.${i + 1}`)));
    expect(guesses.map((guess) => guess.status).sort()).toEqual([...Array(10).fill(401), 429, 429]);
    const stopped = await login(ADMIN.password, current, '203.0.113.99');
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(60);
    // Another known device of the admin is not affected by that one.
    expect((await login(ADMIN.password, device)).status).toBe(200);
  });
});

describe('sign-in over plain HTTP in production', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ production: true, trustProxyHops: 1 });
    await ensureAdminUser(api.db, adminConfig());
  });
  afterAll(() => api.close());

  it('is refused with a clear 403 and leaves no session behind', async () => {
    const { status, body, headers } = await api.request('/api/auth/login', { method: 'POST', json: ADMIN });
    expect(status).toBe(403);
    expect(body.message).toMatch(/https/);
    expect(headers.get('set-cookie')).toBeNull();
    expect(await collections(api.db).sessions.countDocuments()).toBe(0);
  });

  it('works behind a TLS-terminating proxy, with a Secure cookie', async () => {
    const ok = await api.request('/api/auth/login', { method: 'POST', json: ADMIN, headers: { 'X-Forwarded-Proto': 'https' } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('set-cookie')).toMatch(/ll_session=[^;]+;.*secure/i);
    expect(await collections(api.db).sessions.countDocuments()).toBe(1);
  });
});
