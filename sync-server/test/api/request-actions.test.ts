import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { REQUEST_KEY_HEADER } from '../../src/http/request-key';
import { HIRE_HAS_ITS_PROVIDER } from '../../src/services/more-matches';
import { REQUEST_ACCESS_REFUSED } from '../../src/services/request-access';
import { ALREADY_RESPONDED } from '../../src/services/request-edits';
import { HIRED_SOMEONE_ELSE, MATCH_ENDED, MATCH_NOT_OF_REQUEST, REQUEST_CLOSED, REQUEST_HIRED } from '../../src/services/request-outcomes';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc, validBusinessRequest, validQuestionnaire } from '../support/factories';

const LINK = /^\/request\/([0-9a-f]{24})\?key=([A-Za-z0-9_-]{32})$/;

interface Match {
  leadId: string;
  status: string;
  state: string;
  provider: { id: string };
}

/** The customer's actions on their request page: more matches, "I hired", "Close my request", edits. */
describe('the customer\'s actions on their request page', () => {
  let api: TestApi;
  /** Every provider's dashboard key, to act on and read their leads as they would. */
  const dashboardKeys = new Map<string, string>();
  let n = 0;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  /**
   * Providers who can take a bookkeeping questionnaire in `country` (each test its own country, so
   * "nobody else fits" is about that test's providers only), each with a dashboard key.
   */
  async function providersIn(country: string, count: number) {
    const docs = Array.from({ length: count }, () => {
      n += 1;
      const key = `request-actions-dashboard-${n}-${'k'.repeat(30)}`;
      const doc = providerDoc({ dashboardKey: key, city: 'Elsewhere', country, location: `Elsewhere, ${country}`, services: ['bookkeeping', 'tax-prep', 'payroll'] });
      dashboardKeys.set(doc._id.toHexString(), key);
      return doc;
    });
    return insertProviders(api.db, docs);
  }

  async function submitQuestionnaire(country: string) {
    n += 1;
    const answer = await api.request('/api/customer-onboarding', { method: 'POST', json: validQuestionnaire({ country, city: 'Somewhere', email: `customer${n}@example.com` }) });
    expect(answer.status).toBe(201);
    const [, id, key] = LINK.exec(answer.body.requestUrl as string)!;
    return { id: id!, key: key! };
  }

  const withKey = (key: string, headers: Record<string, string> = {}) => ({ headers: { [REQUEST_KEY_HEADER]: key, ...headers } });
  const openPage = async (id: string, key: string) => {
    const page = await api.request(`/api/requests/${id}`, withKey(key));
    expect(page.status).toBe(200);
    return page.body as { request: Record<string, unknown>; matches: Match[] };
  };
  const act = (id: string, key: string, action: string, json?: unknown, headers: Record<string, string> = {}) =>
    api.request(`/api/requests/${id}/${action}`, { method: 'POST', ...(json !== undefined ? { json } : {}), ...withKey(key, headers) });
  const edit = (id: string, key: string, json: unknown) => api.request(`/api/requests/${id}`, { method: 'PATCH', json, ...withKey(key) });
  const setLeadStatus = (match: Match, status: string, from: string) =>
    api.request(`/api/lead/${match.leadId}`, { method: 'PATCH', json: { status, from }, headers: { [DASHBOARD_KEY_HEADER]: dashboardKeys.get(match.provider.id)! } });
  /** The lead as its provider's dashboard lists it. */
  async function dashboardLead(match: Match) {
    const listed = await api.request(`/api/bookkeeper/${match.provider.id}/leads`, { headers: { [DASHBOARD_KEY_HEADER]: dashboardKeys.get(match.provider.id)! } });
    expect(listed.status).toBe(200);
    return (listed.body.leads as { id: string }[]).find((lead) => lead.id === match.leadId) as Record<string, unknown>;
  }
  const dashboardStats = async (match: Match) =>
    (await api.request(`/api/bookkeeper/${match.provider.id}/leads`, { headers: { [DASHBOARD_KEY_HEADER]: dashboardKeys.get(match.provider.id)! } })).body.stats as Record<string, unknown>;
  const openCount = (matches: Match[]) => matches.filter((match) => match.status === 'new' || match.status === 'contacted').length;
  const providersOf = (matches: Match[]) => matches.map((match) => match.provider.id);

  it('adds the best professionals never offered the request, up to 3 open, and says so when nobody else fits', async () => {
    await providersIn('Canada', 2);
    const { id, key } = await submitQuestionnaire('Canada');
    let page = await openPage(id, key);
    expect(page.matches).toHaveLength(2);

    const none = await act(id, key, 'more-matches');
    expect(none.status).toBe(200);
    expect(none.headers.get('cache-control')).toContain('no-store');
    expect(none.body).toEqual({ success: true, added: 0, message: expect.stringContaining('Nobody else fits your request right now') });
    expect(none.body.message).toContain('in Canada');

    // Three more arrive; only one fits under the 3 open, and she gets the same notice as first matches.
    const newcomers = await providersIn('Canada', 3);
    const one = await act(id, key, 'more-matches');
    expect(one.body).toMatchObject({ success: true, added: 1 });
    page = await openPage(id, key);
    expect(page.matches).toHaveLength(3);
    expect(openCount(page.matches)).toBe(3);
    const added = page.matches[2]!;
    expect(added).toMatchObject({ status: 'new', state: 'Waiting for a reply (24 h left)' });
    expect(newcomers.map((doc) => doc._id.toHexString())).toContain(added.provider.id);
    const lead = await collections(api.db).leads.findOne({ _id: new ObjectId(added.leadId) });
    expect(lead).toMatchObject({ onboardingId: new ObjectId(id), source: 'questionnaire', status: 'new' });
    expect(lead?.notifiedAt).toBeInstanceOf(Date);
    expect(await collections(api.db).outbox.countDocuments({ key: `lead:${added.leadId}` })).toBe(1);

    const full = await act(id, key, 'more-matches');
    expect(full.body).toMatchObject({ added: 0, message: expect.stringContaining('3 professionals are already looking') });

    // Two pass: two more are offered, never one who was offered it before, whatever became of that offer.
    await setLeadStatus(page.matches[0]!, 'passed', 'new');
    await setLeadStatus(page.matches[1]!, 'passed', 'new');
    const two = await act(id, key, 'more-matches');
    expect(two.body).toMatchObject({ added: 2 });
    page = await openPage(id, key);
    expect(page.matches).toHaveLength(5);
    expect(new Set(providersOf(page.matches)).size).toBe(5);
    expect(openCount(page.matches)).toBe(3);

    // Everyone in Canada has now been offered it: another pass brings nobody back.
    await setLeadStatus(page.matches[2]!, 'passed', 'new');
    const exhausted = await act(id, key, 'more-matches');
    expect(exhausted.body).toMatchObject({ added: 0, message: expect.stringContaining('Nobody else fits') });
    expect((await openPage(id, key)).matches).toHaveLength(5);
  });

  it('replays a keyed "more matches" with the same answer and adds nothing more; a new key asks again', async () => {
    await providersIn('Australia', 2);
    const { id, key } = await submitQuestionnaire('Australia');
    await providersIn('Australia', 2);
    const headers = { 'Idempotency-Key': 'more-matches-0001' };
    const first = await act(id, key, 'more-matches', undefined, headers);
    expect(first.body).toMatchObject({ added: 1 });
    const replay = await act(id, key, 'more-matches', undefined, headers);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await openPage(id, key)).matches).toHaveLength(3);

    // A first run that crashed after adding its lead (its claim released, as after a 5xx) answers as it would have.
    const records = collections(api.db).idempotencyKeys;
    await records.updateOne({ _id: `request:${id}:${headers['Idempotency-Key']}` }, { $set: { state: 'released' }, $unset: { status: '', body: '' } });
    const retried = await act(id, key, 'more-matches', undefined, headers);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(retried.body).toEqual(first.body);
    expect((await openPage(id, key)).matches).toHaveLength(3);

    // The same key from another request is another record: it never gets this request's answer.
    const other = await submitQuestionnaire('Australia');
    const theirs = await act(other.id, other.key, 'more-matches', undefined, headers);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
  });

  it('never holds more than 3 open matches when several calls ask at the same moment', async () => {
    await providersIn('India', 1);
    const { id, key } = await submitQuestionnaire('India');
    const newcomers = await providersIn('India', 5);
    const answers = await Promise.all(['race-key-0001', 'race-key-0002', 'race-key-0003'].map((k) => act(id, key, 'more-matches', undefined, { 'Idempotency-Key': k })));
    for (const answer of answers) expect(answer.status).toBe(200);
    const page = await openPage(id, key);
    expect(openCount(page.matches)).toBeLessThanOrEqual(3);
    expect(new Set(providersOf(page.matches)).size).toBe(page.matches.length);
    // What the answers said was added is what the page shows, and only those professionals were counted and told.
    const added = answers.reduce((sum, answer) => sum + (answer.body.added as number), 0);
    expect(page.matches).toHaveLength(1 + added);
    const offered = new Set(providersOf(page.matches));
    for (const doc of newcomers) {
      const stats = (await collections(api.db).bookkeepers.findOne({ _id: doc._id }))?.leadStats;
      expect(stats?.total ?? 0).toBe(offered.has(doc._id.toHexString()) ? 1 : 0);
    }
  });

  it('"I hired": that match is won on the customer\'s word, the other open ones lost, and each provider\'s dashboard says so', async () => {
    await providersIn('Ireland', 3);
    const { id, key } = await submitQuestionnaire('Ireland');
    const [contacted, hired, passed] = (await openPage(id, key)).matches as [Match, Match, Match];
    expect((await setLeadStatus(contacted, 'contacted', 'new')).status).toBe(200);
    expect((await setLeadStatus(passed, 'passed', 'new')).status).toBe(200);

    // A lead of another request is not one of these matches.
    const other = await submitQuestionnaire('Ireland');
    const foreign = (await openPage(other.id, other.key)).matches[0]!;
    const notMine = await act(id, key, 'hired', { leadId: foreign.leadId });
    expect(notMine.status).toBe(404);
    expect(notMine.body).toEqual({ message: MATCH_NOT_OF_REQUEST });
    // A match that ended otherwise cannot be hired.
    expect(await act(id, key, 'hired', { leadId: passed.leadId })).toMatchObject({ status: 409, body: { message: MATCH_ENDED } });

    const headers = { 'Idempotency-Key': 'hired-0000000001' };
    const answer = await act(id, key, 'hired', { leadId: hired.leadId }, headers);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(answer.body).toEqual({ success: true, message: expect.stringContaining('you hired them') });

    const page = await openPage(id, key);
    expect(page.request.outcome).toMatchObject({ kind: 'hired', leadId: hired.leadId });
    expect(page.request.editable).toBe(false);
    expect(page.matches.map((match) => [match.leadId, match.status, match.state])).toEqual([
      [contacted.leadId, 'lost', 'Not hired'],
      [hired.leadId, 'won', 'Hired'],
      [passed.leadId, 'passed', 'Passed'],
    ]);
    expect(await dashboardLead(hired)).toMatchObject({ status: 'won', customerOutcome: 'hired' });
    expect(await dashboardLead(contacted)).toMatchObject({ status: 'lost', customerOutcome: 'hired-other', closedReason: HIRED_SOMEONE_ELSE });
    const untouched = await dashboardLead(passed);
    expect(untouched).toMatchObject({ status: 'passed' });
    expect(untouched).not.toHaveProperty('customerOutcome');
    // The provider's own response time stays theirs: a lead ended by the customer was not answered by its provider.
    expect(await dashboardLead(hired)).not.toHaveProperty('respondedAt');

    // The replay answers the same and writes nothing; saying it again without a key answers the same too.
    const before = await collections(api.db).leads.find({ onboardingId: new ObjectId(id) }).toArray();
    const replay = await act(id, key, 'hired', { leadId: hired.leadId }, headers);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(answer.body);
    expect(await act(id, key, 'hired', { leadId: hired.leadId })).toMatchObject({ status: 200, body: answer.body });
    expect(await collections(api.db).leads.find({ onboardingId: new ObjectId(id) }).toArray()).toEqual(before);

    // The request is done: no other hire, no more matches, no closing it.
    expect(await act(id, key, 'hired', { leadId: contacted.leadId })).toMatchObject({ status: 409, body: { message: REQUEST_HIRED } });
    expect(await act(id, key, 'more-matches')).toMatchObject({ status: 409, body: { message: REQUEST_HIRED } });
    expect(await act(id, key, 'close', { reason: 'Changed my mind' })).toMatchObject({ status: 409, body: { message: REQUEST_HIRED } });
  });

  it('"Close my request": every open match ends lost with the reason, says "Closed", and nothing more can be asked', async () => {
    await providersIn('New Zealand', 3);
    const { id, key } = await submitQuestionnaire('New Zealand');
    const [contacted, waiting, passed] = (await openPage(id, key)).matches as [Match, Match, Match];
    await setLeadStatus(contacted, 'contacted', 'new');
    await setLeadStatus(passed, 'passed', 'new');

    for (const [body, field] of [
      [{}, 'reason'],
      [{ reason: '   ' }, 'reason'],
      [{ reason: 'x'.repeat(501) }, 'reason'],
      [{ reason: 'Found someone', extra: 1 }, 'extra'],
    ] as const) {
      const refused = await act(id, key, 'close', body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(new RegExp(`^${field}: `));
      expect(refused.body.errors[0].path).toBe(field);
    }

    const reason = 'I found an accountant through a friend';
    const headers = { 'Idempotency-Key': 'close-0000000001' };
    const closed = await act(id, key, 'close', { reason }, headers);
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ success: true, message: expect.stringContaining('Your request is closed') });
    const replay = await act(id, key, 'close', { reason }, headers);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(closed.body);

    const page = await openPage(id, key);
    expect(page.request.outcome).toMatchObject({ kind: 'closed', reason });
    expect(page.matches.map((match) => [match.status, match.state])).toEqual([
      ['lost', 'Closed'],
      ['lost', 'Closed'],
      ['passed', 'Passed'],
    ]);
    for (const match of [contacted, waiting]) expect(await dashboardLead(match)).toMatchObject({ status: 'lost', customerOutcome: 'closed', closedReason: reason });
    expect(await dashboardLead(passed)).not.toHaveProperty('closedReason');
    // Closing answers nothing for the provider who never replied: their response rate and counters stay unanswered.
    expect(await dashboardStats(waiting)).toMatchObject({ responseRate: 0 });
    expect(await dashboardStats(contacted)).toMatchObject({ responseRate: 100 });
    const counters = async (match: Match) => (await collections(api.db).bookkeepers.findOne({ _id: new ObjectId(match.provider.id) }))?.leadStats;
    expect(await counters(waiting)).toEqual({ total: 1, acted: 0, open: 0 });
    // The one reply, timed from the offer; closing adds none.
    expect(await counters(contacted)).toEqual({ total: 1, acted: 1, open: 0, replyHours: [expect.any(Number)] });

    expect(await act(id, key, 'more-matches')).toMatchObject({ status: 409, body: { message: REQUEST_CLOSED } });
    expect(await act(id, key, 'hired', { leadId: contacted.leadId })).toMatchObject({ status: 409, body: { message: REQUEST_CLOSED } });
    expect(await edit(id, key, { email: 'new@example.com' })).toMatchObject({ status: 409, body: { message: REQUEST_CLOSED } });
    // Closing again changes nothing, the first reason stays.
    expect(await act(id, key, 'close', { reason: 'Another reason' })).toMatchObject({ status: 200 });
    expect((await openPage(id, key)).request.outcome).toMatchObject({ reason });
  });

  it('a hire keeps its own professional: no more matches, and its booking follows the customer\'s word', async () => {
    const [provider] = await providersIn('United States', 1);
    const business = await api.request('/api/business/register', { method: 'POST', json: { ...validBusinessRequest(), email: 'hirer@example.com', purpose: 'hire' } });
    const booking = await api.request('/api/bookings', {
      method: 'POST',
      json: { bookkeeperId: provider!._id.toHexString(), businessId: business.body.businessId, serviceType: 'Bookkeeping', startDate: '2030-03-02', description: 'Year-end accounts' },
    });
    const [, id, key] = LINK.exec(booking.body.requestUrl as string)!;
    expect(await act(id!, key!, 'more-matches')).toMatchObject({ status: 409, body: { message: HIRE_HAS_ITS_PROVIDER } });
    // Its details are its hire form's business.
    const edited = await edit(id!, key!, { timeline: 'flexible', name: 'Hedy Lamarr' });
    expect(edited.body.request).toMatchObject({ kind: 'hire', timeline: 'flexible', contact: { name: 'Hedy Lamarr', email: 'hirer@example.com' } });
    expect(await collections(api.db).businesses.findOne({ _id: new ObjectId(business.body.businessId as string) })).toMatchObject({ timeline: 'flexible', contactName: 'Hedy Lamarr' });

    const [match] = (await openPage(id!, key!)).matches as [Match];
    expect((await act(id!, key!, 'hired', { leadId: match.leadId })).status).toBe(200);
    expect(await collections(api.db).bookings.findOne({ _id: new ObjectId(id) })).toMatchObject({ status: 'confirmed' });
    expect((await openPage(id!, key!)).matches[0]).toMatchObject({ status: 'won', state: 'Hired' });
  });

  it('edits contact details, budget and timeline until a professional responds, then refuses with 409', async () => {
    await providersIn('United States', 1);
    const created = await api.request('/api/business/register', { method: 'POST', json: { ...validBusinessRequest(), email: 'editor@example.com' } });
    const [, id, key] = LINK.exec(created.body.requestUrl as string)!;

    expect((await openPage(id!, key!)).request.editable).toBe(true);
    const editKey = { 'Idempotency-Key': 'edit-00000000001' };
    const changes = { name: 'Grace Hopper', phone: '+1 555 0123', budget: '2500-5000', timeline: 'flexible' };
    const changed = await api.request(`/api/requests/${id}`, { method: 'PATCH', json: changes, ...withKey(key!, editKey) });
    expect(changed.status).toBe(200);
    const replayed = await api.request(`/api/requests/${id}`, { method: 'PATCH', json: changes, ...withKey(key!, editKey) });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(changed.body);
    expect(changed.headers.get('cache-control')).toContain('no-store');
    expect(changed.body.request).toMatchObject({ id, budget: '2500-5000', timeline: 'flexible', contact: { name: 'Grace Hopper', email: 'editor@example.com', phone: '+1 555 0123' } });

    for (const [body, field] of [
      [{ phone: 'call me' }, 'phone'],
      [{ email: 'not-an-email' }, 'email'],
      [{ budget: 'lots' }, 'budget'],
      [{ timeline: 'someday' }, 'timeline'],
      [{ companyName: 'Other' }, 'companyName'],
    ] as const) {
      const refused = await edit(id!, key!, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(new RegExp(`^${field}: `));
    }
    expect((await edit(id!, key!, {})).status).toBe(400);

    const [match] = (await openPage(id!, key!)).matches as [Match];
    await setLeadStatus(match, 'contacted', 'new');
    expect(await edit(id!, key!, { timeline: 'asap' })).toMatchObject({ status: 409, body: { message: ALREADY_RESPONDED } });
    expect((await openPage(id!, key!)).request).toMatchObject({ timeline: 'flexible', editable: false });
  });

  it('edits a questionnaire\'s email and phone, and names the fields it never asked for', async () => {
    await providersIn('Singapore', 1);
    const { id, key } = await submitQuestionnaire('Singapore');
    const changed = await edit(id, key, { email: 'moved@example.com', phone: '+65 6123 4567' });
    expect(changed.body.request.contact).toEqual({ email: 'moved@example.com', phone: '+65 6123 4567' });
    const refused = await edit(id, key, { budget: '500-1000' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^budget: /);
  });

  it('refuses every action without the request\'s access with the same 401', async () => {
    await providersIn('South Africa', 1);
    const mine = await submitQuestionnaire('South Africa');
    const theirs = await submitQuestionnaire('South Africa');
    const leadId = (await openPage(mine.id, mine.key)).matches[0]!.leadId;
    const calls = [
      (credentials: RequestInit) => api.request(`/api/requests/${mine.id}/more-matches`, { method: 'POST', ...credentials }),
      (credentials: RequestInit) => api.request(`/api/requests/${mine.id}/hired`, { method: 'POST', json: { leadId }, ...credentials }),
      (credentials: RequestInit) => api.request(`/api/requests/${mine.id}/close`, { method: 'POST', json: { reason: 'No longer needed' }, ...credentials }),
      (credentials: RequestInit) => api.request(`/api/requests/${mine.id}`, { method: 'PATCH', json: { email: 'x@example.com' }, ...credentials }),
    ];
    for (const call of calls) {
      for (const credentials of [{}, withKey(theirs.key), withKey('wrong-key')]) {
        const refused = await call(credentials);
        expect(refused.status).toBe(401);
        expect(refused.body).toEqual({ message: REQUEST_ACCESS_REFUSED });
        expect(refused.headers.get('cache-control')).toContain('no-store');
      }
    }
    // Nothing changed.
    const page = await openPage(mine.id, mine.key);
    expect(page.request.outcome).toBeUndefined();
    expect(page.matches).toHaveLength(1);
  });
});
