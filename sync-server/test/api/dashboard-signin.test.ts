import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { collections } from '../../src/db/collections';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { DASHBOARD_LINK_LIMITED } from '../../src/http/dashboard-link-throttle';
import { createLogger } from '../../src/logger';
import { DASHBOARD_LINK_ANSWER } from '../../src/routes/dashboard-link';
import { hashAccessKey } from '../../src/services/access-keys';
import { DASHBOARD_SIGNIN_REFUSED } from '../../src/services/dashboard-access';
import { startTestApi, type TestApi } from '../support/api-server';
import { businessDoc, insertProviders, leadDoc, providerDoc } from '../support/factories';

/** "Send me my dashboard link": one answer for every address, a one-time sign-in link for providers only. */
describe('dashboard sign-in links by mail', () => {
  const lines: string[] = [];
  let api: TestApi;
  let clients = 0;

  beforeAll(async () => {
    const logger = createLogger({ level: 'debug', destination: { write: (line: string) => void lines.push(line) } });
    api = await startTestApi({ logger, publicUrl: 'https://ledgerlink.test', trustProxyHops: 1 });
  });
  afterAll(() => api.close());

  /** Each test asks from its own client address, so the per-address limit is its own. */
  const newClient = () => ({ 'X-Forwarded-For': `198.51.100.${++clients}` });
  const askForLink = (json: unknown, client: Record<string, string>) => api.request('/api/bookkeeper/dashboard-link', { method: 'POST', json, headers: client });
  const openSession = (id: string, json: unknown, headers: Record<string, string> = {}) => api.request(`/api/bookkeeper/${id}/session`, { method: 'POST', json, headers });
  const leadsOf = (id: string, headers: Record<string, string>) => api.request(`/api/bookkeeper/${id}/leads`, { headers });
  const dashboardCookie = (headers: Headers) => headers.getSetCookie().find((line) => line.startsWith('ll_dash_'))!.split(';')[0]!;
  const mailsTo = (to: string) => collections(api.db).outbox.find({ to }).toArray();

  async function provider(overrides: Parameters<typeof providerDoc>[0] = {}) {
    const [doc] = await insertProviders(api.db, [providerDoc({ dashboardKey: `signin-test-key-${new ObjectId().toHexString()}`, ...overrides })]);
    const business = businessDoc();
    await collections(api.db).businesses.insertOne(business);
    const lead = leadDoc(doc!._id, business._id);
    await collections(api.db).leads.insertOne(lead);
    return { id: doc!._id.toHexString(), email: doc!.email, leadId: lead._id.toHexString() };
  }

  /** The sign-in token of the mail that reaches `email` (the mail is queued after the answer). */
  async function mailedToken(id: string, email: string, count = 1): Promise<string> {
    const mails = await vi.waitFor(async () => {
      const found = await mailsTo(email);
      expect(found).toHaveLength(count);
      return found;
    });
    const match = new RegExp(`https://ledgerlink\\.test/dashboard/${id}\\?signin=([\\w%-]+)`).exec(mails[count - 1]!.text);
    return decodeURIComponent(match![1]!);
  }

  it('answers a stranger, a pending, a rejected and an approved provider alike, and mails only the approved one', async () => {
    const approved = await provider();
    const pending = await provider({ isApproved: false });
    const rejected = await provider({ isApproved: false, rejectionReason: 'No credentials' } as Parameters<typeof providerDoc>[0]);
    const inactive = await provider({ isActive: false });
    const client = newClient();
    const answers = [];
    for (const email of ['nobody.here@example.com', pending.email, rejected.email, inactive.email, approved.email.toUpperCase()]) answers.push(await askForLink({ email }, client));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: DASHBOARD_LINK_ANSWER });
      expect(answer.headers.get('content-length')).toBe(answers[0]!.headers.get('content-length'));
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.getSetCookie()).toEqual([]);
    }

    await mailedToken(approved.id, approved.email);
    const [mail] = await mailsTo(approved.email);
    expect(mail!.subject).toBe('Your LedgerLink sign-in link');
    expect(mail!.text).toMatch(/You asked for a link/);
    expect(mail!.text).toMatch(/valid for 30 minutes and works once/);
    expect(mail!.text).toMatch(/If you did not ask for this link, ignore this email/);
    expect(mail!.text).not.toMatch(/\?key=/);
    for (const other of [pending, rejected, inactive]) expect(await mailsTo(other.email)).toEqual([]);
    expect(await collections(api.db).outbox.countDocuments({ to: 'nobody.here@example.com' })).toBe(0);
  });

  it('opens a session once with the mailed token; a used, expired, unknown or other provider’s token is one refusal', async () => {
    const owner = await provider();
    const other = await provider();
    expect((await askForLink({ email: owner.email }, newClient())).status).toBe(200);
    const token = await mailedToken(owner.id, owner.email);
    // Only the token's hash is stored.
    expect(JSON.stringify(await collections(api.db).dashboardSignins.find({}).toArray())).not.toContain(token);

    const opened = await openSession(owner.id, { signin: token });
    expect(opened.status).toBe(200);
    expect((Date.parse(opened.body.expiresAt) - Date.now()) / 86_400_000).toBeGreaterThan(89);
    const cookie = dashboardCookie(opened.headers);
    const listed = await leadsOf(owner.id, { cookie });
    expect(listed.status).toBe(200);
    expect(listed.body.leads.map((lead: { id: string }) => lead.id)).toEqual([owner.leadId]);

    const expired = 'an-expired-sign-in-token-0123456789';
    await collections(api.db).dashboardSignins.insertOne({
      _id: hashAccessKey(expired),
      providerId: new ObjectId(owner.id),
      createdAt: new Date(Date.now() - 31 * 60_000),
      expiresAt: new Date(Date.now() - 60_000),
    });
    expect((await askForLink({ email: other.email }, newClient())).status).toBe(200);
    const othersToken = await mailedToken(other.id, other.email);
    const refusals = [
      await openSession(owner.id, { signin: token }),
      await openSession(owner.id, { signin: expired }),
      await openSession(owner.id, { signin: 'never-issued-token-0123456789abcdef' }),
      await openSession(owner.id, { signin: othersToken }),
      await openSession(new ObjectId().toHexString(), { signin: othersToken }),
      await openSession('not-an-id', { signin: othersToken }),
    ];
    for (const refusal of refusals) {
      expect({ status: refusal.status, body: refusal.body }).toEqual({ status: 401, body: { message: DASHBOARD_SIGNIN_REFUSED } });
      expect(refusal.headers.getSetCookie()).toEqual([]);
    }
    // The other provider's token was not used up by those tries.
    expect((await openSession(other.id, { signin: othersToken })).status).toBe(200);
  });

  it('lets exactly one of two concurrent uses of a token win', async () => {
    const owner = await provider();
    expect((await askForLink({ email: owner.email }, newClient())).status).toBe(200);
    const token = await mailedToken(owner.id, owner.email);
    const statuses = (await Promise.all([openSession(owner.id, { signin: token }), openSession(owner.id, { signin: token })])).map((answer) => answer.status);
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('signs in a second device without signing the first out or changing the key', async () => {
    const key = `signin-device-key-${new ObjectId().toHexString()}`;
    const owner = await provider({ dashboardKey: key });
    const deviceA = dashboardCookie((await openSession(owner.id, { key })).headers);
    expect((await askForLink({ email: owner.email }, newClient())).status).toBe(200);
    const deviceB = dashboardCookie((await openSession(owner.id, { signin: await mailedToken(owner.id, owner.email) })).headers);
    expect(deviceB).not.toBe(deviceA);
    expect((await leadsOf(owner.id, { cookie: deviceA })).status).toBe(200);
    expect((await leadsOf(owner.id, { cookie: deviceB })).status).toBe(200);
    expect((await leadsOf(owner.id, { [DASHBOARD_KEY_HEADER]: key })).status).toBe(200);
  });

  it('gives an approved provider without a key one, bound to the session and mailed to nobody', async () => {
    const owner = await provider({ dashboardKey: undefined });
    expect((await collections(api.db).bookkeepers.findOne({ _id: new ObjectId(owner.id) }))!.dashboardKeyHash).toBeUndefined();
    expect((await askForLink({ email: owner.email }, newClient())).status).toBe(200);
    const opened = await openSession(owner.id, { signin: await mailedToken(owner.id, owner.email) });
    expect(opened.status).toBe(200);
    expect((await leadsOf(owner.id, { cookie: dashboardCookie(opened.headers) })).status).toBe(200);
    expect((await collections(api.db).bookkeepers.findOne({ _id: new ObjectId(owner.id) }))!.dashboardKeyHash).toEqual(expect.any(String));
    expect(await mailsTo(owner.email)).toHaveLength(1);
  });

  it('limits requests to 3 an hour per email address, from any client and in any letter case, with Retry-After', async () => {
    const owner = await provider();
    for (const [asked, again] of [
      [owner.email, owner.email.toUpperCase()],
      ['Nobody.Limited@example.com', 'nobody.limited@example.com'],
    ]) {
      for (let n = 0; n < 3; n += 1) expect((await askForLink({ email: asked }, newClient())).status).toBe(200);
      const limited = await askForLink({ email: again }, newClient());
      expect({ status: limited.status, body: limited.body }).toEqual({ status: 429, body: { message: DASHBOARD_LINK_LIMITED } });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    }
    await mailedToken(owner.id, owner.email, 3);
  });

  it('limits requests to 10 an hour per client address, whatever the emails', async () => {
    const client = newClient();
    for (let n = 0; n < 10; n += 1) expect((await askForLink({ email: `someone.${n}@example.com` }, client)).status).toBe(200);
    const limited = await askForLink({ email: 'someone.else@example.com' }, client);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(DASHBOARD_LINK_LIMITED);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client may still ask for that address.
    expect((await askForLink({ email: 'someone.else@example.com' }, newClient())).status).toBe(200);
  });

  it('names the field of a malformed request with 400', async () => {
    const client = newClient();
    for (const [json, field] of [
      [{}, 'email'],
      [{ email: 'not an address' }, 'email'],
      [{ email: 'a@example.com, b@example.com' }, 'email'],
      [{ email: { $ne: null } }, 'email'],
      [{ email: 'a@example.com', admin: true }, 'admin'],
    ] as const) {
      const refused = await askForLink(json, client);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].path).toBe(field);
    }
    const owner = await provider();
    for (const [json, field] of [
      [{}, 'key'],
      [{ signin: '' }, 'signin'],
      [{ signin: 5 }, 'signin'],
      [{ key: 'a-key', signin: 'a-token' }, 'signin'],
    ] as const) {
      const refused = await openSession(owner.id, json);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].path).toBe(field);
    }
  });

  it('logs neither the address asked for nor the sign-in token', async () => {
    const owner = await provider({ email: 'very.private.provider@example.com' });
    const from = lines.length;
    expect((await askForLink({ email: owner.email }, newClient())).status).toBe(200);
    const token = await mailedToken(owner.id, owner.email);
    await api.request(`/dashboard/${owner.id}?signin=${token}`);
    expect((await openSession(owner.id, { signin: token })).status).toBe(200);
    const log = lines.slice(from).join('');
    expect(lines.length - from).toBeGreaterThanOrEqual(3);
    expect(log).not.toContain(owner.email);
    expect(log).not.toContain(token);
    expect(log).toContain('signin=redacted');
  });
});
