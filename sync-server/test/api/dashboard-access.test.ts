import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';
import { collections } from '../../src/db/collections';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { DASHBOARD_KEY_FAILURE_LIMIT, DASHBOARD_KEY_LIMITED } from '../../src/http/dashboard-key-throttle';
import { ensureAdminUser } from '../../src/services/admin-user';
import { DASHBOARD_ACCESS_REFUSED } from '../../src/services/dashboard-access';
import { startTestApi, type TestApi } from '../support/api-server';
import { businessDoc, insertProviders, leadDoc, providerDoc } from '../support/factories';

/** The dashboard link's key, the device cookie it is exchanged for, sign-out and re-issue. */
describe('provider dashboard access', () => {
  let api: TestApi;
  let adminCookie = '';
  let keyCounter = 0;

  beforeAll(async () => {
    api = await startTestApi({ publicUrl: 'https://ledgerlink.test' });
    await ensureAdminUser(api.db, readConfig({ MONGODB_URI: 'mongodb://unused', ADMIN_PASSWORD: 'admin password 1', SEED: 'none' }));
    const login = await api.request('/api/auth/login', { method: 'POST', json: { username: 'admin', password: 'admin password 1' } });
    adminCookie = login.headers.get('set-cookie')!.split(';')[0]!;
  });
  afterAll(() => api.close());

  /** An approved provider with its own key and one new lead for a business. */
  async function providerWithLead(overrides: Parameters<typeof providerDoc>[0] = {}) {
    keyCounter += 1;
    const key = `dashboard-access-key-${keyCounter}-0123456789abcdef`;
    const [provider] = await insertProviders(api.db, [providerDoc({ dashboardKey: key, ...overrides })]);
    const business = businessDoc();
    await collections(api.db).businesses.insertOne(business);
    const lead = leadDoc(provider!._id, business._id);
    await collections(api.db).leads.insertOne(lead);
    return { key, id: provider!._id.toHexString(), email: provider!.email, leadId: lead._id.toHexString() };
  }

  const leadsOf = (id: string, headers: Record<string, string> = {}) => api.request(`/api/bookkeeper/${id}/leads`, { headers });
  const openSession = (id: string, key: unknown, headers: Record<string, string> = {}) =>
    api.request(`/api/bookkeeper/${id}/session`, { method: 'POST', json: { key }, headers });
  const patchLead = (leadId: string, json: unknown, headers: Record<string, string>) => api.request(`/api/lead/${leadId}`, { method: 'PATCH', json, headers });
  const reissue = (id: string, headers: Record<string, string> = { cookie: adminCookie }) =>
    api.request(`/api/admin/providers/${id}/dashboard-link`, { method: 'POST', headers });
  /** `name=value` of the dashboard cookie a response set. */
  const dashboardCookie = (headers: Headers) => headers.getSetCookie().find((line) => line.startsWith('ll_dash_'))!.split(';')[0]!;

  it('refuses without, with a wrong and with a revoked key exactly as for an unknown provider or lead', async () => {
    const owner = await providerWithLead();
    const revoked = await providerWithLead();
    expect((await reissue(revoked.id)).status).toBe(200);
    const unknownProvider = new ObjectId().toHexString();
    const unknownLead = new ObjectId().toHexString();
    const wrong = { [DASHBOARD_KEY_HEADER]: 'not-the-key-0123456789abcdef-000000' };

    const refusals = await Promise.all([
      leadsOf(owner.id),
      leadsOf(owner.id, wrong),
      api.request(`/api/bookkeeper/${owner.id}/leads?key=not-the-key`),
      leadsOf(owner.id, { cookie: `ll_dash_${owner.id}=forged-session-token` }),
      leadsOf(revoked.id, { [DASHBOARD_KEY_HEADER]: revoked.key }),
      leadsOf(unknownProvider, { [DASHBOARD_KEY_HEADER]: owner.key }),
      leadsOf('not-an-id', { [DASHBOARD_KEY_HEADER]: owner.key }),
      api.request(`/api/lead/${owner.leadId}`),
      api.request(`/api/lead/${owner.leadId}`, { headers: wrong }),
      api.request(`/api/lead/${revoked.leadId}`, { headers: { [DASHBOARD_KEY_HEADER]: revoked.key } }),
      api.request(`/api/lead/${unknownLead}`, { headers: { [DASHBOARD_KEY_HEADER]: owner.key } }),
      api.request('/api/lead/not-an-id', { headers: { [DASHBOARD_KEY_HEADER]: owner.key } }),
      patchLead(owner.leadId, { status: 'contacted', from: 'new' }, wrong),
      patchLead(revoked.leadId, { status: 'contacted', from: 'new' }, { [DASHBOARD_KEY_HEADER]: revoked.key }),
      openSession(owner.id, 'not-the-key'),
      openSession(revoked.id, revoked.key),
      openSession(unknownProvider, owner.key),
    ]);
    for (const refusal of refusals) {
      expect({ status: refusal.status, body: refusal.body }).toEqual({ status: 401, body: { message: DASHBOARD_ACCESS_REFUSED } });
      expect(refusal.headers.get('cache-control')).toBe('no-store');
      expect(refusal.headers.getSetCookie()).toEqual([]);
    }
    // Nothing refused changed a lead; the owner's own key still opens the dashboard.
    expect((await collections(api.db).leads.findOne({ _id: new ObjectId(owner.leadId) }))!.status).toBe('new');
    const opened = await leadsOf(owner.id, { [DASHBOARD_KEY_HEADER]: owner.key });
    expect(opened.status).toBe(200);
    expect(opened.body.leads.map((lead: { id: string }) => lead.id)).toEqual([owner.leadId]);
  });

  it('exchanges the key for an HttpOnly, SameSite=Strict cookie that opens only that provider', async () => {
    const owner = await providerWithLead();
    const other = await providerWithLead();
    const exchanged = await openSession(owner.id, owner.key);
    expect(exchanged.status).toBe(200);
    expect(exchanged.headers.get('cache-control')).toBe('no-store');
    const days = (Date.parse(exchanged.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89);
    const setCookie = exchanged.headers.getSetCookie().find((line) => line.startsWith(`ll_dash_${owner.id}=`))!;
    expect(setCookie.toLowerCase()).toContain('httponly');
    expect(setCookie.toLowerCase()).toContain('samesite=strict');
    expect(setCookie.toLowerCase()).toContain('path=/api');
    expect(setCookie.toLowerCase()).not.toContain('secure'); // not in development
    expect(setCookie).not.toContain(owner.key);

    const cookie = dashboardCookie(exchanged.headers);
    const listed = await leadsOf(owner.id, { cookie });
    expect(listed.status).toBe(200);
    expect(listed.body.leads.map((lead: { id: string }) => lead.id)).toEqual([owner.leadId]);
    expect((await api.request(`/api/lead/${owner.leadId}`, { headers: { cookie } })).body.lead.id).toBe(owner.leadId);

    // The same token under the other provider's cookie name, or the owner's cookie on their calls: refused.
    const token = cookie.split('=')[1]!;
    expect((await leadsOf(other.id, { cookie: `ll_dash_${other.id}=${token}` })).status).toBe(401);
    expect((await leadsOf(other.id, { cookie })).status).toBe(401);
    expect((await api.request(`/api/lead/${other.leadId}`, { headers: { cookie } })).status).toBe(401);
    // Only the token's hash is stored.
    const stored = await collections(api.db).dashboardSessions.find({ providerId: new ObjectId(owner.id) }).toArray();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('applies transitions and answers 409 conflicts with the current lead through the cookie', async () => {
    const owner = await providerWithLead();
    const cookie = dashboardCookie((await openSession(owner.id, owner.key)).headers);
    const contacted = await patchLead(owner.leadId, { status: 'contacted', from: 'new' }, { cookie });
    expect(contacted.status).toBe(200);
    expect(contacted.body.lead).toMatchObject({ status: 'contacted', respondedAt: expect.any(String) });
    const stale = await patchLead(owner.leadId, { status: 'passed', from: 'new' }, { cookie });
    expect(stale.status).toBe(409);
    expect(stale.body.lead).toMatchObject({ id: owner.leadId, status: 'contacted' });
    const skipped = await patchLead(owner.leadId, { status: 'new', from: 'contacted' }, { cookie });
    expect(skipped.status).toBe(409);
    const won = await patchLead(owner.leadId, { status: 'won', from: 'contacted' }, { cookie });
    expect(won.status).toBe(200);
    expect(won.body.lead.status).toBe('won');
  });

  it('signs this device out: the cookie is cleared and its token stops working, the link still works', async () => {
    const owner = await providerWithLead();
    const cookie = dashboardCookie((await openSession(owner.id, owner.key)).headers);
    const signedOut = await api.request(`/api/bookkeeper/${owner.id}/session`, { method: 'DELETE', headers: { cookie } });
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toEqual({ success: true, message: 'Signed out of this device' });
    const cleared = signedOut.headers.getSetCookie().find((line) => line.startsWith(`ll_dash_${owner.id}=`))!;
    expect(cleared).toMatch(/expires=Thu, 01 Jan 1970/i);

    expect((await leadsOf(owner.id, { cookie })).status).toBe(401);
    expect((await leadsOf(owner.id, { [DASHBOARD_KEY_HEADER]: owner.key })).status).toBe(200);
    // Signing out without a session, or of an unknown provider, answers the same.
    for (const id of [owner.id, new ObjectId().toHexString(), 'not-an-id']) {
      const again = await api.request(`/api/bookkeeper/${id}/session`, { method: 'DELETE' });
      expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: signedOut.body });
    }
  });

  it('lets an admin re-issue a link: the old key and devices stop at once, the provider is mailed the new link', async () => {
    const owner = await providerWithLead();
    const cookie = dashboardCookie((await openSession(owner.id, owner.key)).headers);
    expect((await reissue(owner.id, {})).status).toBe(401);
    expect((await leadsOf(owner.id, { cookie })).status).toBe(200);

    const reissued = await reissue(owner.id);
    expect(reissued.status).toBe(200);
    expect(reissued.body).toEqual({ success: true, message: expect.stringContaining('mailed') });
    expect(JSON.stringify(reissued.body)).not.toMatch(/key=/);
    expect((await leadsOf(owner.id, { [DASHBOARD_KEY_HEADER]: owner.key })).status).toBe(401);
    expect((await leadsOf(owner.id, { cookie })).status).toBe(401);

    const mails = await collections(api.db).outbox.find({ to: owner.email }).toArray();
    expect(mails).toHaveLength(1);
    const match = new RegExp(`https://ledgerlink\\.test/dashboard/${owner.id}\\?key=([\\w%-]+)`).exec(mails[0]!.text);
    const newKey = decodeURIComponent(match![1]!);
    expect(newKey).not.toBe(owner.key);
    expect((await leadsOf(owner.id, { [DASHBOARD_KEY_HEADER]: newKey })).status).toBe(200);
    expect((await openSession(owner.id, newKey)).status).toBe(200);

    expect((await reissue(new ObjectId().toHexString())).status).toBe(404);
    const pending = await providerWithLead({ isApproved: false });
    expect((await reissue(pending.id)).status).toBe(409);
    expect(await collections(api.db).outbox.countDocuments({ to: pending.email })).toBe(0);
  });

  it('names the field of a malformed exchange or stats query with 400', async () => {
    const owner = await providerWithLead();
    for (const body of [{}, { key: { $ne: null } }, { key: '' }, { key: owner.key, extra: 1 }]) {
      const refused = await api.request(`/api/bookkeeper/${owner.id}/session`, { method: 'POST', json: body });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].path).toBe(Object.keys(body).find((name) => name !== 'key') ?? 'key');
    }
    const badOffset = await api.request(`/api/bookkeeper/${owner.id}/leads?utcOffset=east`, { headers: { [DASHBOARD_KEY_HEADER]: owner.key } });
    expect(badOffset.status).toBe(400);
    expect(badOffset.body.message).toMatch(/utcOffset/);
  });

  it('opens a dashboard session in production only over HTTPS, with a Secure cookie', async () => {
    const owner = await providerWithLead();
    const production = await startTestApi({ db: api.db, production: true, trustProxyHops: 1 });
    try {
      const plain = await production.request(`/api/bookkeeper/${owner.id}/session`, { method: 'POST', json: { key: owner.key } });
      expect(plain.status).toBe(403);
      expect(plain.headers.getSetCookie()).toEqual([]);
      const secure = await production.request(`/api/bookkeeper/${owner.id}/session`, {
        method: 'POST',
        json: { key: owner.key },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.status).toBe(200);
      expect(secure.headers.getSetCookie().find((line) => line.startsWith('ll_dash_'))!.toLowerCase()).toContain('secure');
    } finally {
      await production.close();
    }
  });

  it('never limits right keys, however many devices behind one address check theirs at once', async () => {
    const providers = await Promise.all(Array.from({ length: 3 }, () => providerWithLead()));
    const behindProxy = await startTestApi({ db: api.db, trustProxyHops: 1 });
    try {
      const office = { 'X-Forwarded-For': '198.51.100.30' };
      const checks = Array.from({ length: 3 * DASHBOARD_KEY_FAILURE_LIMIT }, (_, n) => providers[n % providers.length]!);
      const answers = await Promise.all(
        checks.map((provider) => behindProxy.request(`/api/bookkeeper/${provider.id}/leads`, { headers: { ...office, [DASHBOARD_KEY_HEADER]: provider.key } })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(checks.map(() => 200));
      // The address is still open to a wrong key: it gets the usual refusal, not a 429.
      const wrong = await behindProxy.request(`/api/bookkeeper/${providers[0]!.id}/leads`, { headers: { ...office, [DASHBOARD_KEY_HEADER]: 'guessed-key-0123456789abcdef-000000' } });
      expect(wrong.status).toBe(401);
    } finally {
      await behindProxy.close();
    }
  });

  it('limits failed key checks per address on every instance; past the limit a signed-in device still works', async () => {
    const owner = await providerWithLead();
    const bystander = await providerWithLead();
    // Two instances over one database, behind a proxy, so each request names its address.
    const [first, second] = await Promise.all([startTestApi({ db: api.db, trustProxyHops: 1 }), startTestApi({ db: api.db, trustProxyHops: 1 })]);
    try {
      const office = { 'X-Forwarded-For': '198.51.100.20' };
      const call = (instance: TestApi, path: string, headers: Record<string, string> = {}, init: RequestInit & { json?: unknown } = {}) =>
        instance.request(path, { ...init, headers: { ...office, ...headers } });
      const cookie = dashboardCookie((await call(first, `/api/bookkeeper/${owner.id}/session`, {}, { method: 'POST', json: { key: owner.key } })).headers);
      const wrong = { [DASHBOARD_KEY_HEADER]: 'guessed-key-0123456789abcdef-000000' };
      const guesses = [
        (instance: TestApi) => call(instance, `/api/bookkeeper/${owner.id}/leads`, wrong),
        (instance: TestApi) => call(instance, `/api/bookkeeper/${owner.id}/leads?key=guessed-key`),
        (instance: TestApi) => call(instance, `/api/bookkeeper/${new ObjectId().toHexString()}/leads`, { [DASHBOARD_KEY_HEADER]: owner.key }),
        (instance: TestApi) => call(instance, `/api/lead/${owner.leadId}`, wrong),
        (instance: TestApi) => call(instance, `/api/lead/${new ObjectId().toHexString()}`, { [DASHBOARD_KEY_HEADER]: owner.key }),
        (instance: TestApi) => call(instance, `/api/lead/${owner.leadId}`, wrong, { method: 'PATCH', json: { status: 'contacted', from: 'new' } }),
        (instance: TestApi) => call(instance, `/api/bookkeeper/${owner.id}/session`, {}, { method: 'POST', json: { key: 'guessed-key' } }),
      ];

      // Twice the limit sent at once: the usual 401 up to the limit, the rest 429 (the count cannot lag behind parallel guesses).
      const early = await Promise.all(Array.from({ length: 2 * DASHBOARD_KEY_FAILURE_LIMIT }, (_, n) => guesses[n % guesses.length]!(n % 2 ? first : second)));
      const statuses = early.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(DASHBOARD_KEY_FAILURE_LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(DASHBOARD_KEY_FAILURE_LIMIT);
      for (const refusal of early.filter((answer) => answer.status === 401)) expect(refusal.body).toEqual({ message: DASHBOARD_ACCESS_REFUSED });

      // Past it: one 429 for every guess on either instance, and for the right key too (no oracle).
      const rightKey = [
        (instance: TestApi) => call(instance, `/api/bookkeeper/${owner.id}/leads`, { [DASHBOARD_KEY_HEADER]: owner.key }),
        (instance: TestApi) => call(instance, `/api/lead/${owner.leadId}?key=${owner.key}`),
        (instance: TestApi) => call(instance, `/api/bookkeeper/${owner.id}/session`, {}, { method: 'POST', json: { key: owner.key } }),
      ];
      for (const [n, attempt] of [...guesses, ...rightKey].entries()) {
        const limited = await attempt(n % 2 ? first : second);
        expect({ status: limited.status, body: limited.body }).toEqual({ status: 429, body: { message: DASHBOARD_KEY_LIMITED } });
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(60);
        expect(limited.headers.getSetCookie()).toEqual([]);
      }

      // The provider's signed-in device behind that address keeps working, with or without the key beside the cookie.
      expect((await call(second, `/api/bookkeeper/${owner.id}/leads`, { cookie })).status).toBe(200);
      expect((await call(first, `/api/bookkeeper/${owner.id}/leads`, { cookie, ...wrong })).status).toBe(200);
      expect((await call(second, `/api/lead/${owner.leadId}`, { cookie })).body.lead.id).toBe(owner.leadId);
      const patched = await call(first, `/api/lead/${owner.leadId}`, { cookie, [DASHBOARD_KEY_HEADER]: owner.key }, { method: 'PATCH', json: { status: 'contacted', from: 'new' } });
      expect(patched.status).toBe(200);
      // ...but the cookie opens nothing else, and a forged one is refused like a guess.
      expect((await call(first, `/api/lead/${bystander.leadId}`, { cookie, ...wrong })).status).toBe(429);
      expect((await call(first, `/api/bookkeeper/${owner.id}/leads`, { cookie: `ll_dash_${owner.id}=forged` })).status).toBe(401);

      // Another address is not affected; nothing a guess sent changed a lead.
      const elsewhere = { 'X-Forwarded-For': '198.51.100.21' };
      expect((await first.request(`/api/bookkeeper/${bystander.id}/leads`, { headers: { ...elsewhere, [DASHBOARD_KEY_HEADER]: bystander.key } })).status).toBe(200);
      expect((await second.request(`/api/bookkeeper/${bystander.id}/leads`, { headers: { ...elsewhere, ...wrong } })).status).toBe(401);
      expect((await collections(api.db).leads.findOne({ _id: new ObjectId(bystander.leadId) }))!.status).toBe('new');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
