import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { REQUEST_KEY_HEADER, REQUEST_KEY_LIMITED } from '../../src/http/request-key';
import { silentLogger } from '../../src/logger';
import { LeadExpiryJob } from '../../src/services/lead-expiry-job';
import { REQUEST_ACCESS_REFUSED } from '../../src/services/request-access';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc, validBusinessRequest, validQuestionnaire } from '../support/factories';

const PUBLIC_URL = 'https://ledgerlink.test';
const LINK = /^\/request\/([0-9a-f]{24})\?key=([A-Za-z0-9_-]{32})$/;

/** A customer's private request page: the link in their mail, who may open it, and what it says. */
describe('the request page', () => {
  let api: TestApi;
  /** Every provider's dashboard key, to act on their leads as they would. */
  const dashboardKeys = new Map<string, string>();
  let n = 0;

  beforeAll(async () => {
    api = await startTestApi({ publicUrl: PUBLIC_URL });
  });
  afterAll(() => api.close());

  /** Providers in `city` who can take a bookkeeping questionnaire, each with a dashboard key. */
  async function providersIn(city: string, count: number) {
    const docs = Array.from({ length: count }, () => {
      n += 1;
      const key = `request-page-dashboard-${n}-${'k'.repeat(30)}`;
      const doc = providerDoc({ dashboardKey: key, city, location: `${city}, United States`, services: ['bookkeeping', 'tax-prep', 'payroll'] });
      dashboardKeys.set(doc._id.toHexString(), key);
      return doc;
    });
    return insertProviders(api.db, docs);
  }

  /** A questionnaire from `city` (its own, so each test meets its own providers), answered with its link. */
  async function submitQuestionnaire(city: string, init: { headers?: Record<string, string> } = {}) {
    n += 1;
    const answer = await api.request('/api/customer-onboarding', { method: 'POST', json: validQuestionnaire({ city, email: `customer${n}@example.com` }), ...init });
    expect(answer.status).toBe(201);
    const [, id, key] = LINK.exec(answer.body.requestUrl as string)!;
    expect(id).toBe(answer.body.id);
    return { id: id!, key: key!, answer };
  }

  const openPage = (id: string, init: RequestInit = {}) => api.request(`/api/requests/${id}`, init);
  const withKey = (key: string) => ({ headers: { [REQUEST_KEY_HEADER]: key } });
  const mailOf = (requestId: string) => collections(api.db).outbox.findOne({ key: `match:${requestId}` });
  const setLeadStatus = (match: { leadId: string; provider: { id: string } }, status: string, from: string) =>
    api.request(`/api/lead/${match.leadId}`, { method: 'PATCH', json: { status, from }, headers: { [DASHBOARD_KEY_HEADER]: dashboardKeys.get(match.provider.id)! } });

  it('links the questionnaire\'s page from its match mail and its answer, and the key opens it', async () => {
    await providersIn('Boston', 2);
    const { id, key, answer } = await submitQuestionnaire('Boston');
    expect(answer.body.matched).toBe(2);

    const mail = await mailOf(id);
    expect(mail?.text).toContain(`Follow your request: ${PUBLIC_URL}/request/${id}?key=${key}`);
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/request/${id}?key=${key}"`);
    // Only the key's hash is stored with the request.
    const stored = await collections(api.db).customerOnboardings.findOne({ _id: new ObjectId(id) });
    expect(stored?.accessKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(key);

    for (const page of [await openPage(`${id}?key=${key}`), await openPage(id, withKey(key))]) {
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toContain('no-store');
      expect(page.body.request).toMatchObject({
        id,
        kind: 'questionnaire',
        services: ['Bookkeeping', 'Taxation & tax planning', 'Payroll services'],
        country: 'United States',
        city: 'Boston',
        contact: { email: `customer${n}@example.com`, phone: '+1 555 0100' },
      });
      expect(page.body.matches).toHaveLength(2);
      for (const match of page.body.matches) {
        expect(match).toMatchObject({ status: 'new', state: 'Waiting for a reply (24 h left)', replaced: false, provider: { location: 'Boston, United States' } });
        expect(match.score).toBeGreaterThan(0);
        expect(match.breakdown).toHaveProperty('services');
        expect(match.provider).not.toHaveProperty('email');
        expect(match.provider).not.toHaveProperty('phone');
      }
    }
  });

  it('shows each match\'s credentials as the public sees them: verified with the month checked, the rest self-reported, never the note', async () => {
    const [provider] = await providersIn('Salem', 1);
    const checkedAt = new Date('2026-10-05T10:00:00Z');
    await collections(api.db).bookkeepers.updateOne(
      { _id: provider!._id },
      { $set: { certifications: ['cpa', 'quickbooks-pro'], credentialChecks: [{ certification: 'cpa', status: 'verified', checkedAt, note: 'Licence 77 checked' }], hasVerifiedCredential: true } },
    );
    const { id, key } = await submitQuestionnaire('Salem');
    const page = await openPage(id, withKey(key));
    const match = page.body.matches.find((row: { provider: { id: string } }) => row.provider.id === provider!._id.toHexString());
    expect(match.provider.credentials).toEqual([{ name: 'CPA', verifiedAt: checkedAt.toISOString() }, { name: 'QuickBooks ProAdvisor' }]);
    expect(JSON.stringify(page.body)).not.toContain('Licence 77');
  });

  it('exchanges the key for a cookie of that request, which alone opens the page', async () => {
    await providersIn('Denver', 1);
    const { id, key } = await submitQuestionnaire('Denver');
    const other = await submitQuestionnaire('Denver');

    const exchanged = await api.request(`/api/requests/${id}/session`, { method: 'POST', json: { key } });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.success).toBe(true);
    expect(exchanged.headers.get('cache-control')).toContain('no-store');
    const setCookie = exchanged.headers.getSetCookie().find((line) => line.startsWith(`ll_req_${id}=`))!;
    expect(setCookie).toMatch(/httponly/i);
    expect(setCookie).toMatch(/samesite=strict/i);
    expect(setCookie).toMatch(/path=\/api/i);
    // Plain HTTP here: a Secure cookie would never come back.
    expect(setCookie).not.toMatch(/secure/i);
    const cookie = setCookie.split(';')[0]!;

    const page = await openPage(id, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.body.request.id).toBe(id);
    // The cookie is this request's only: another request, and a session opened by a cookie alone, are refused.
    const cookieForOther = cookie.replace(`ll_req_${id}`, `ll_req_${other.id}`);
    expect((await openPage(other.id, { headers: { cookie: cookieForOther } })).status).toBe(401);
    expect((await api.request(`/api/requests/${id}/session`, { method: 'POST', json: { key: 'x' }, headers: { cookie } })).status).toBe(401);
  });

  it('refuses no key, a wrong key, another request\'s key, an unknown id and a malformed id with the same 401', async () => {
    await providersIn('Seattle', 1);
    const mine = await submitQuestionnaire('Seattle');
    const theirs = await submitQuestionnaire('Seattle');
    const unknown = new ObjectId().toHexString();
    const refusals = [
      await openPage(mine.id),
      // The last character changed (a random key may already end in 'A').
      await openPage(mine.id, withKey(`${mine.key.slice(0, -1)}${mine.key.endsWith('A') ? 'B' : 'A'}`)),
      await openPage(`${mine.id}?key=${theirs.key}`),
      await openPage(unknown, withKey(mine.key)),
      await openPage('not-an-id', withKey(mine.key)),
      await openPage(mine.id, { headers: { cookie: `ll_req_${mine.id}=forged-session-token` } }),
      await api.request(`/api/requests/${mine.id}/session`, { method: 'POST', json: { key: theirs.key } }),
      await api.request(`/api/requests/${unknown}/session`, { method: 'POST', json: { key: mine.key } }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(401);
      expect(refusal.body).toEqual({ message: REQUEST_ACCESS_REFUSED });
      expect(refusal.headers.get('cache-control')).toContain('no-store');
      expect(refusal.headers.getSetCookie()).toEqual([]);
    }
  });

  it('limits failed key checks per address like dashboard keys: past the limit every key gets the same 429, a signed-in cookie still opens the page', async () => {
    // A second instance on the same database, with a limit of 2 and the address's counters from zero.
    const limited = await startTestApi({ db: api.db, publicUrl: PUBLIC_URL, requestKeyFailureLimit: 2 });
    const counters = api.db.collection('rateLimits');
    await counters.deleteMany({});
    try {
      await providersIn('Phoenix', 1);
      const { id, key } = await submitQuestionnaire('Phoenix');
      const exchanged = await limited.request(`/api/requests/${id}/session`, { method: 'POST', json: { key } });
      const cookie = exchanged.headers.getSetCookie()[0]!.split(';')[0]!;
      for (const guess of ['guess-1', 'guess-2']) expect((await limited.request(`/api/requests/${id}`, withKey(guess))).status).toBe(401);
      for (const tried of ['guess-3', key]) {
        const refused = await limited.request(`/api/requests/${id}`, withKey(tried));
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual({ message: REQUEST_KEY_LIMITED });
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect((await limited.request(`/api/requests/${id}`, { headers: { cookie } })).status).toBe(200);
    } finally {
      await limited.close();
      await counters.deleteMany({});
    }
  });

  it('follows each match as its professional contacts, passes, wins or loses, or lets the deadline pass', async () => {
    await providersIn('Portland', 3);
    const { id, key } = await submitQuestionnaire('Portland');
    const first = await openPage(id, withKey(key));
    expect(first.body.matches).toHaveLength(3);
    const [contacts, passes, silent] = first.body.matches;

    expect((await setLeadStatus(contacts, 'contacted', 'new')).status).toBe(200);
    expect((await setLeadStatus(passes, 'passed', 'new')).status).toBe(200);
    let page = await openPage(id, withKey(key));
    const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    expect(page.body.matches.map((match: { status: string; state: string }) => [match.status, match.state])).toEqual([
      ['contacted', `Contacted you on ${today}`],
      ['passed', 'Passed'],
      ['new', 'Waiting for a reply (24 h left)'],
    ]);

    // The silent one's deadline passes: the expiry job offers the request to the next professional.
    await providersIn('Portland', 1);
    await collections(api.db).leads.updateOne({ _id: new ObjectId(silent.leadId as string) }, { $set: { respondBy: new Date(Date.now() - 1000) } });
    const ctx = api.context;
    const run = await new LeadExpiryJob({ collections: ctx.collections, publicUrl: ctx.publicUrl, leadResponseHours: ctx.leadResponseHours }, silentLogger).runOnce();
    expect(run).toEqual({ expired: 1, rerouted: 1 });

    page = await openPage(id, withKey(key));
    const replacement = page.body.matches[3];
    expect(replacement).toMatchObject({ status: 'new', state: 'Waiting for a reply (24 h left)' });
    expect(page.body.matches[2]).toMatchObject({ leadId: silent.leadId, replaced: true });

    expect((await setLeadStatus(contacts, 'won', 'contacted')).status).toBe(200);
    expect((await setLeadStatus(replacement, 'contacted', 'new')).status).toBe(200);
    expect((await setLeadStatus(replacement, 'lost', 'contacted')).status).toBe(200);
    page = await openPage(id, withKey(key));
    expect(page.body.matches.map((match: { status: string; state: string }) => [match.status, match.state])).toEqual([
      ['won', 'Hired'],
      ['passed', 'Passed'],
      ['expired', 'No reply in time — we offered another professional'],
      ['lost', 'Not hired'],
    ]);
  });

  it('issues one key per keyed questionnaire: a retry replays the same link, mails once, and a retry after a failure keeps the key', async () => {
    await providersIn('Austin', 1);
    const headers = { 'Idempotency-Key': '6f1c2b8e-4a5d-4c3b-9e7f-0a1b2c3d4e5f' };
    const { id, key, answer } = await submitQuestionnaire('Austin', { headers });
    const body = { ...validQuestionnaire({ city: 'Austin', email: `customer${n}@example.com` }) };
    const replay = await api.request('/api/customer-onboarding', { method: 'POST', json: body, headers });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(answer.body);

    // A first run that failed after storing the request (its claim released, as after a 5xx) runs again.
    const records = collections(api.db).idempotencyKeys;
    await records.updateOne({ _id: `anonymous:${headers['Idempotency-Key']}` }, { $set: { state: 'released' }, $unset: { status: '', body: '' } });
    const retried = await api.request('/api/customer-onboarding', { method: 'POST', json: body, headers });
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(retried.body.requestUrl).toBe(answer.body.requestUrl);

    expect(await collections(api.db).outbox.countDocuments({ key: `match:${id}` })).toBe(1);
    expect((await mailOf(id))?.text).toContain(`${PUBLIC_URL}/request/${id}?key=${key}`);
    expect((await openPage(id, withKey(key))).status).toBe(200);
  });

  it('gives a business request its page, and a hire its own with its one professional, linked from the hire mail', async () => {
    const [provider] = await providersIn('Chicago', 1);
    const request = await api.request('/api/business/register', { method: 'POST', json: { ...validBusinessRequest(), email: 'firm@example.com' } });
    expect(request.status).toBe(201);
    const [, businessId, businessKey] = LINK.exec(request.body.requestUrl as string)!;
    expect(businessId).toBe(request.body.businessId);
    const businessPage = await openPage(businessId!, withKey(businessKey!));
    expect(businessPage.status).toBe(200);
    expect(businessPage.body.request).toMatchObject({ kind: 'business', budget: validBusinessRequest().budget, timeline: validBusinessRequest().timeline, contact: { name: 'Ada Lovelace' } });
    expect(businessPage.body.matches.length).toBeGreaterThan(0);
    expect((await mailOf(businessId!))?.text).toContain(`Follow your request: ${PUBLIC_URL}/request/${businessId}?key=${businessKey}`);

    // Step 1 of a hire has no page: its booking is the hire's request.
    const hireBusiness = await api.request('/api/business/register', { method: 'POST', json: { ...validBusinessRequest(), email: 'hirer@example.com', purpose: 'hire' } });
    expect(hireBusiness.body.requestUrl).toBeUndefined();
    const booking = await api.request('/api/bookings', {
      method: 'POST',
      json: { bookkeeperId: provider!._id.toHexString(), businessId: hireBusiness.body.businessId, serviceType: 'Bookkeeping', startDate: '2030-03-02', description: 'Year-end accounts' },
    });
    expect(booking.status).toBe(201);
    const [, bookingId, hireKey] = LINK.exec(booking.body.requestUrl as string)!;
    expect(bookingId).toBe(booking.body.bookingId);
    const mail = await collections(api.db).outbox.findOne({ key: `hire:${bookingId}` });
    expect(mail?.text).toContain(`Follow your request: ${PUBLIC_URL}/request/${bookingId}?key=${hireKey}`);

    const hirePage = await openPage(bookingId!, withKey(hireKey!));
    expect(hirePage.status).toBe(200);
    expect(hirePage.body.request).toMatchObject({ id: bookingId, kind: 'hire', contact: { email: 'hirer@example.com' } });
    expect(hirePage.body.matches).toHaveLength(1);
    expect(hirePage.body.matches[0]).toMatchObject({ status: 'new', state: 'Waiting for a reply', provider: { id: provider!._id.toHexString() } });
    // Each key opens its own request only.
    expect((await openPage(bookingId!, withKey(businessKey!))).status).toBe(401);
    expect((await openPage(hireBusiness.body.businessId as string, withKey(hireKey!))).status).toBe(401);
  });
});
