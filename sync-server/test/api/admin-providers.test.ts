import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';
import { collections } from '../../src/db/collections';
import { ensureAdminUser } from '../../src/services/admin-user';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { hashDashboardKey } from '../../src/services/dashboard-access';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc } from '../support/factories';

describe('provider approval and rejection', () => {
  let api: TestApi;
  let cookie = '';
  beforeAll(async () => {
    api = await startTestApi({ publicUrl: 'https://ledgerlink.test' });
    await ensureAdminUser(api.db, readConfig({ MONGODB_URI: 'mongodb://unused', ADMIN_PASSWORD: 'admin password 1', SEED: 'none' }));
    const login = await api.request('/api/auth/login', { method: 'POST', json: { username: 'admin', password: 'admin password 1' } });
    cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  });
  afterAll(() => api.close());

  const patch = (path: string, json?: unknown) => api.request(path, { method: 'PATCH', json, headers: { cookie } });
  const mailsTo = (to: string) => collections(api.db).outbox.find({ to }).toArray();

  it('needs an admin session', async () => {
    const [pending] = await insertProviders(api.db, [providerDoc({ isApproved: false })]);
    expect((await api.request(`/api/admin/providers/${pending!._id.toHexString()}/approve`, { method: 'PATCH' })).status).toBe(401);
  });

  it('approves a pending provider once: listed in the marketplace, mailed the profile and dashboard links', async () => {
    const [pending] = await insertProviders(api.db, [providerDoc({ isApproved: false, email: 'new.pro@example.com', username: 'new_pro' })]);
    const id = pending!._id.toHexString();
    expect((await api.request(`/api/bookkeepers/${id}`)).status).toBe(404);

    const first = await patch(`/api/admin/providers/${id}/approve`);
    expect(first.body).toEqual({ success: true, message: 'Provider approved successfully' });
    await patch(`/api/admin/providers/${id}/approve`);

    const listed = await api.request('/api/bookkeepers?limit=50');
    const stored = await collections(api.db).bookkeepers.findOne({ _id: pending!._id });
    expect(stored).toMatchObject({ isApproved: true, isActive: true, dashboardKeyHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(listed.body.bookkeepers.map((provider: { id: string }) => provider.id)).toContain(id);
    const mails = await mailsTo('new.pro@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('https://ledgerlink.test/@new_pro');
    // The mail carries the key; the database only its hash, and the key opens the provider's leads.
    const key = decodeURIComponent(new RegExp(`https://ledgerlink\\.test/dashboard/${id}\\?key=([\\w%-]+)`).exec(mails[0]!.text)?.[1] ?? '');
    expect(hashDashboardKey(key)).toBe(stored!.dashboardKeyHash);
    expect(JSON.stringify(stored)).not.toContain(key);
    expect((await api.request(`/api/bookkeeper/${id}/leads`, { headers: { [DASHBOARD_KEY_HEADER]: key } })).status).toBe(200);
  });

  it('rejects with a reason, hides the provider and mails the reason; an empty reason is refused', async () => {
    const [listed] = await insertProviders(api.db, [providerDoc({ email: 'gone@example.com' })]);
    const id = listed!._id.toHexString();
    const empty = await patch(`/api/admin/providers/${id}/reject`, { reason: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/^reason: /);

    expect((await patch(`/api/admin/providers/${id}/reject`, { reason: 'Licence could not be verified' })).body.message).toBe('Provider rejected successfully');
    expect((await api.request(`/api/bookkeepers/${id}`)).status).toBe(404);
    const mails = await mailsTo('gone@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Reason: Licence could not be verified');
  });

  it('answers 404 for an unknown provider', async () => {
    expect((await patch('/api/admin/providers/0123456789abcdef01234567/approve')).status).toBe(404);
  });
});
