import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';
import { ensureAdminUser } from '../../src/services/admin-user';
import { startTestApi, type TestApi } from '../support/api-server';

describe('admin sign-in and the unmatched-requests list', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    const config = readConfig({ MONGODB_URI: 'mongodb://unused', ADMIN_USERNAME: 'Boss', ADMIN_PASSWORD: 'correct horse battery', SEED: 'none' });
    await ensureAdminUser(api.db, config);
  });
  afterAll(() => api.close());

  const login = (username: string, password: string) =>
    api.request('/api/auth/login', { method: 'POST', json: { username, password } });
  const cookieOf = (headers: Headers) => headers.get('set-cookie')?.split(';')[0] ?? '';

  it('refuses admin endpoints without a session', async () => {
    const { status, body } = await api.request('/api/admin/unmatched-requests');
    expect(status).toBe(401);
    expect(body.message).toBe('Sign in as an administrator to continue');
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const wrong = await login('boss', 'nope');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid credentials' });
    expect((await login('nobody', 'nope')).body.message).toBe('Invalid credentials');
  });

  it('signs in with an HttpOnly session cookie, lists unmatched requests, and signs out', async () => {
    await api.request('/api/customer-onboarding', {
      method: 'POST',
      json: { needsType: 'personal', primaryServices: ['Income tax'], clientType: 'I want a new accountant', age: '31-40', email: 'alone@example.com', country: 'United Kingdom', mobileNumber: '07700 900123' },
    });
    const ok = await login('BOSS', 'correct horse battery');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, user: { username: 'boss' } });
    expect(ok.headers.get('set-cookie')).toMatch(/ll_session=.+; path=\/; expires=.+; samesite=lax; httponly/i);
    const cookie = cookieOf(ok.headers);

    const list = await api.request('/api/admin/unmatched-requests', { headers: { cookie } });
    expect(list.status).toBe(200);
    expect(list.body.requests).toEqual([expect.objectContaining({ kind: 'questionnaire', email: 'alone@example.com', reason: expect.stringContaining('tax-prep') })]);

    await api.request('/api/auth/logout', { method: 'POST', headers: { cookie } });
    expect((await api.request('/api/admin/unmatched-requests', { headers: { cookie } })).status).toBe(401);
  });

  it('refuses a write from another site riding on the session, and accepts the same one from this site', async () => {
    const cookie = cookieOf((await login('boss', 'correct horse battery')).headers);
    const forged = await api.request('/api/auth/logout', { method: 'POST', headers: { cookie, origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe('Requests from other sites are not accepted');
    const noOrigin = await api.request('/api/auth/logout', { method: 'POST', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(noOrigin.status).toBe(403);
    expect((await api.request('/api/auth/session', { headers: { cookie, origin: 'https://evil.example' } })).status).toBe(200);

    const own = await api.request('/api/auth/logout', { method: 'POST', headers: { cookie, origin: api.url, 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(200);
    expect((await api.request('/api/auth/session', { headers: { cookie } })).status).toBe(401);
  });

  it('ends a session left idle for over two hours, even before its absolute expiry', async () => {
    const cookie = cookieOf((await login('boss', 'correct horse battery')).headers);
    expect((await api.request('/api/auth/session', { headers: { cookie } })).status).toBe(200);
    const sessions = api.db.collection('sessions');
    const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000);
    await sessions.updateMany({ username: 'boss' }, { $set: { lastSeenAt: threeHoursAgo } });
    expect((await api.request('/api/auth/session', { headers: { cookie } })).status).toBe(401);
    expect((await api.request('/api/admin/unmatched-requests', { headers: { cookie } })).status).toBe(401);
    expect(await sessions.countDocuments({ username: 'boss', lastSeenAt: threeHoursAgo })).toBe(0);
  });

  it('slows down password guessing per address and username', async () => {
    for (let i = 0; i < 10; i += 1) await login('boss', `guess-${i}`);
    const blocked = await login('boss', 'correct horse battery');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('demo credentials for the sign-in page', () => {
  it('are shown in demo mode and never in production', async () => {
    const demoAdmin = { username: 'admin', password: 'demo-secret' };
    const demo = await startTestApi({ demoAdmin });
    const production = await startTestApi({ demoAdmin, production: true });
    try {
      expect((await demo.request('/api/auth/demo-credentials')).body).toEqual({ demo: true, ...demoAdmin });
      expect((await production.request('/api/auth/demo-credentials')).body).toEqual({ demo: false });
    } finally {
      await demo.close();
      await production.close();
    }
  });
});
