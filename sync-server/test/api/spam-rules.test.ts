import { randomUUID } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { signInAdmin } from '../support/admin-session';
import { startTestApi, type TestApi } from '../support/api-server';
import { businessDoc, insertProviders, providerDoc, validBusinessRequest, validProviderRegistration, validQuestionnaire } from '../support/factories';

/** Limits small enough to reach in a test. */
const LIMITS = { perHour: 3, perDay: 4 };
const LINKS = (count: number) => Array.from({ length: count }, (_, n) => `see https://spam${n}.example/offer`).join(' ');

describe('spam kept out of public writes', () => {
  let api: TestApi;
  let cookie: string;
  let providerId: string;
  let n = 0;
  const unique = (name: string) => `${name}${(n += 1)}@spam.example`;

  beforeAll(async () => {
    api = await startTestApi({ emailLimits: LIMITS });
    cookie = await signInAdmin(api);
    const [provider] = await insertProviders(api.db, [providerDoc({ services: ['bookkeeping', 'tax-prep', 'payroll'] }), providerDoc({ services: ['bookkeeping', 'tax-prep'] })]);
    providerId = provider!._id.toHexString();
  });
  afterAll(() => api.close());

  const db = () => collections(api.db);
  const post = (path: string, json: unknown, key: string = randomUUID()) => api.request(path, { method: 'POST', json, headers: { 'Idempotency-Key': key } });
  const held = async () => (await api.request('/api/admin/held', { headers: { cookie } })).body.held as { kind: string; id: string; email: string; reasons: string[] }[];
  const counts = async () => ({ leads: await db().leads.countDocuments(), mail: await db().outbox.countDocuments() });

  /** A business of the hire flow's step 1, stored directly. */
  const business = async (email: string) => {
    const doc = businessDoc({ email });
    await db().businesses.insertOne(doc);
    return doc._id.toHexString();
  };

  /** Each public write: a valid body from `email`, its free-text field, and its path. */
  const writes = {
    questionnaire: { path: () => '/api/customer-onboarding', body: async (email: string) => validQuestionnaire({ email }), text: 'additionalInfo', max: 10_000 },
    business: { path: () => '/api/business/register', body: async (email: string) => ({ ...validBusinessRequest(), email }), text: 'notes', max: 5000 },
    booking: {
      path: () => '/api/bookings',
      body: async (email: string) => ({ bookkeeperId: providerId, businessId: await business(email), startDate: '2031-03-02', description: 'Year-end accounts' }),
      text: 'clientNotes',
      max: 5000,
    },
    contact: { path: () => `/api/bookkeepers/${providerId}/contact`, body: async (email: string) => ({ email }), text: undefined, max: 0 },
    provider: { path: () => '/api/bookkeeper/register', body: async (email: string) => ({ ...validProviderRegistration(), email }), text: 'bio', max: 5000 },
  } as const;
  type Kind = keyof typeof writes;
  const KINDS = Object.keys(writes) as Kind[];

  describe.each(KINDS)('%s', (kind) => {
    const write = writes[kind];

    it('holds a submission whose hidden homepage field is filled in, and lets an empty one through', async () => {
      const email = unique(kind);
      const before = await counts();
      const trapped = await post(write.path(), { ...(await write.body(email)), homepage: 'https://bot.example' });
      expect(trapped.status).toBeLessThan(300);
      expect(await counts()).toEqual(before);
      expect(await held()).toContainEqual(expect.objectContaining({ kind, email, reasons: [expect.stringMatching(/homepage/)] }));

      const other = unique(kind);
      const genuine = await post(write.path(), { ...(await write.body(other)), homepage: '' });
      expect(genuine.status).toBe(trapped.status);
      expect(Object.keys(genuine.body).filter((key) => key !== 'requestUrl').sort()).toEqual(Object.keys(trapped.body).filter((key) => key !== 'requestUrl').sort());
      expect((await counts()).mail).toBeGreaterThan(before.mail);
      expect((await held()).map((row) => row.email)).not.toContain(other);
    });
  });

  describe.each(KINDS.filter((kind) => writes[kind].text))('%s free text', (kind) => {
    const write = writes[kind];

    it('holds more than 2 links, lets 2 through, and refuses text over its maximum naming the field', async () => {
      const field = write.text!;
      const email = unique(kind);
      const before = await counts();
      expect((await post(write.path(), { ...(await write.body(email)), [field]: LINKS(3) })).status).toBeLessThan(300);
      expect(await counts()).toEqual(before);
      expect(await held()).toContainEqual(expect.objectContaining({ kind, email, reasons: [`${field} has 3 links (at most 2)`] }));

      const fine = unique(kind);
      expect((await post(write.path(), { ...(await write.body(fine)), [field]: LINKS(2) })).status).toBeLessThan(300);
      expect((await held()).map((row) => row.email)).not.toContain(fine);
      expect((await counts()).mail).toBeGreaterThan(before.mail);

      const long = await post(write.path(), { ...(await write.body(unique(kind))), [field]: 'a'.repeat(write.max + 1) });
      expect(long.status).toBe(400);
      expect(long.body.message).toMatch(new RegExp(`^${field}: `));
    });
  });

  it('answers the same email with the same content within a day with the first record, whatever its key, and not after a day', async () => {
    const email = unique('twice');
    const first = await post('/api/customer-onboarding', validQuestionnaire({ email, additionalInfo: 'Monthly books, please' }));
    expect(first.status).toBe(201);
    expect(first.body.matched).toBeGreaterThan(0);
    const before = await counts();

    // Another key, other spacing and letter case: the same request.
    const again = await post('/api/customer-onboarding', validQuestionnaire({ email, additionalInfo: '  monthly   BOOKS, please ' }));
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ success: true, message: first.body.message, id: first.body.id, matched: first.body.matched });
    expect(await counts()).toEqual(before);
    expect(await db().customerOnboardings.countDocuments({ email })).toBe(1);

    // Different content is another request.
    const other = await post('/api/customer-onboarding', validQuestionnaire({ email, additionalInfo: 'Payroll too' }));
    expect(other.body.id).not.toBe(first.body.id);

    await db().submissionFingerprints.updateMany({ email }, { $set: { createdAt: new Date(Date.now() - 25 * 3_600_000) } });
    const nextDay = await post('/api/customer-onboarding', validQuestionnaire({ email, additionalInfo: 'Monthly books, please' }));
    expect(nextDay.body.id).not.toBe(first.body.id);
    expect(await db().customerOnboardings.countDocuments({ email })).toBe(3);
  });

  it('stores, matches and mails one request when copies of it arrive together under different keys', async () => {
    const email = unique('together');
    const body = validQuestionnaire({ email, additionalInfo: 'Sent from two tabs at once' });
    const answers = await Promise.all([1, 2, 3, 4].map(() => post('/api/customer-onboarding', body)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await db().customerOnboardings.countDocuments({ email })).toBe(1);
    expect(await db().leads.countDocuments({ onboardingId: new ObjectId(answers[0]!.body.id as string) })).toBe(answers[0]!.body.matched);
    // Only the first answer carries the request link: a copy's sender is not known to be its owner.
    expect(answers.filter((answer) => answer.body.requestUrl).length).toBe(1);
  });

  it('lets a copy of a request take over one whose first run died before answering', async () => {
    const email = unique('crashed');
    const body = validQuestionnaire({ email, additionalInfo: 'The server died on the first try' });
    const first = await post('/api/customer-onboarding', body);
    // As a process killed mid-write leaves it: the fingerprint claimed, no answer, a minute old.
    await db().submissionFingerprints.updateOne({ email }, { $unset: { answer: '' }, $set: { recordId: new ObjectId(), createdAt: new Date(Date.now() - 2 * 60_000) } });
    const copy = await post('/api/customer-onboarding', body);
    expect(copy.status).toBe(201);
    expect(copy.body.id).not.toBe(first.body.id);
    const again = await post('/api/customer-onboarding', body);
    expect(again.body.id).toBe(copy.body.id);
  });

  it('tells a copy to retry shortly while the first run of its request is still going', async () => {
    const email = unique('running');
    const body = validQuestionnaire({ email, additionalInfo: 'Still running' });
    const first = await post('/api/customer-onboarding', body);
    const { answer } = (await db().submissionFingerprints.findOne({ email }))!;
    await db().submissionFingerprints.updateOne({ email }, { $unset: { answer: '' }, $set: { recordId: new ObjectId(), createdAt: new Date() } });
    const key = randomUUID();
    const copy = { key, ...(await post('/api/customer-onboarding', body, key)) };
    expect(copy.status).toBe(409);
    expect(copy.headers.get('retry-after')).toBe('2');
    expect(copy.body.message).toBe('The same request is still being processed; retry shortly');
    // "Not yet" is not the key's answer: once the first run is through, the same key gets its answer.
    await db().submissionFingerprints.updateOne({ email }, { $set: { answer: answer! } });
    const retried = await post('/api/customer-onboarding', body, copy.key);
    expect(retried.status).toBe(201);
    expect(retried.body.id).toBe(first.body.id);
    expect(retried.body.requestUrl).toBeUndefined();
  });

  it('answers a duplicate booking with the first booking and makes no second lead or mail', async () => {
    const email = unique('hire');
    const body = await writes.booking.body(email);
    const first = await post('/api/bookings', body);
    const before = await counts();
    const again = await post('/api/bookings', body);
    expect(again.status).toBe(201);
    expect(again.body.bookingId).toBe(first.body.bookingId);
    expect(await counts()).toEqual(before);
  });

  it('answers a registration sent again with the first provider and one receipt, and still refuses a taken email with other content', async () => {
    const registration = { ...validProviderRegistration(), email: unique('again') };
    const first = await post('/api/bookkeeper/register', registration);
    const again = await post('/api/bookkeeper/register', registration);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await db().outbox.countDocuments({ to: registration.email })).toBe(1);
    const other = await post('/api/bookkeeper/register', { ...registration, username: `${registration.username}_2` });
    expect(other.status).toBe(409);
  });

  it('holds distinct submissions from one email beyond the hourly and daily limits', async () => {
    const email = unique('busy');
    const providers = await insertProviders(api.db, Array.from({ length: 5 }, () => providerDoc()));
    const contact = (index: number) => post(`/api/bookkeepers/${providers[index]!._id.toHexString()}/contact`, { email });
    for (const index of [0, 1, 2]) expect((await contact(index)).status).toBe(200);
    expect((await held()).filter((row) => row.email === email)).toEqual([]);
    const before = await counts();
    const fourth = await contact(3);
    expect(fourth.status).toBe(200);
    expect(fourth.body.contact).toBeDefined();
    expect(await counts()).toEqual(before);
    expect((await held()).find((row) => row.email === email)?.reasons).toEqual(['More than 3 submissions from this email within an hour']);

    // Two hours on, the hour's limit has passed but the day's (4) holds.
    await db().submissionFingerprints.updateMany({ email }, { $set: { createdAt: new Date(Date.now() - 2 * 3_600_000) } });
    await contact(4);
    expect((await held()).filter((row) => row.email === email).map((row) => row.reasons)).toContainEqual(['More than 4 submissions from this email within a day']);
  });

  it('never holds one device’s burst of outbox replays: replays of a key are answered first, and only distinct content counts', async () => {
    const email = unique('offline');
    const queued = [1, 2, 3].map((item) => ({ key: randomUUID(), body: validQuestionnaire({ email, additionalInfo: `Queued offline ${item}` }) }));
    // Reconnected: the queue goes out at once, then again (its answers were lost on the way).
    const firstRound = await Promise.all(queued.map(({ key, body }) => post('/api/customer-onboarding', body, key)));
    const secondRound = await Promise.all(queued.map(({ key, body }) => post('/api/customer-onboarding', body, key)));
    expect(firstRound.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(secondRound.map((answer) => answer.headers.get('idempotent-replayed'))).toEqual(['true', 'true', 'true']);
    expect(secondRound.map((answer) => answer.body)).toEqual(firstRound.map((answer) => answer.body));
    // The same items queued again under new keys (a second tab): duplicates, not further submissions.
    const resent = await Promise.all(queued.map(({ body }) => post('/api/customer-onboarding', body)));
    expect(resent.map((answer) => answer.body.id)).toEqual(firstRound.map((answer) => answer.body.id));

    expect((await held()).filter((row) => row.email === email)).toEqual([]);
    expect(await db().customerOnboardings.countDocuments({ email })).toBe(3);
    expect(firstRound.every((answer) => answer.body.matched > 0)).toBe(true);
  });

  it('releases a held questionnaire: matched and mailed as if never held, under the link its answer gave', async () => {
    const email = unique('release');
    const answer = await post('/api/customer-onboarding', { ...validQuestionnaire({ email }), homepage: 'x' });
    expect(answer.body.matched).toBe(0);
    const id = answer.body.id as string;
    expect(await db().customerOnboardings.findOne({ _id: new ObjectId(id) })).toBeNull();
    const key = new URL(answer.body.requestUrl as string, api.url).searchParams.get('key')!;
    // Held records stay out of the admin's other lists.
    expect((await api.request('/api/admin/unmatched-requests', { headers: { cookie } })).body.requests.map((row: { id: string }) => row.id)).not.toContain(id);

    const released = await api.request(`/api/admin/held/questionnaire/${id}/release`, { method: 'POST', headers: { cookie } });
    expect(released.status).toBe(200);
    expect(await db().leads.countDocuments({ onboardingId: new ObjectId(id) })).toBeGreaterThan(0);
    expect(await db().outbox.countDocuments({ to: email })).toBe(1);
    expect((await api.request(`/api/requests/${id}?key=${key}`)).status).toBe(200);
    expect((await held()).map((row) => row.id)).not.toContain(id);
    expect((await api.request(`/api/admin/held/questionnaire/${id}/release`, { method: 'POST', headers: { cookie } })).status).toBe(404);
  });

  it('releases a held provider registration into the review queue, and a held contact request into a lead', async () => {
    const registration = { ...validProviderRegistration(), email: unique('pro') };
    const answer = await post('/api/bookkeeper/register', { ...registration, homepage: 'x' });
    expect(answer.status).toBe(201);
    const pending = async () => (await api.request('/api/admin/providers?status=pending', { headers: { cookie } })).body.providers.map((row: { id: string }) => row.id);
    expect(await pending()).not.toContain(answer.body.bookkeeper.id);
    await api.request(`/api/admin/held/provider/${answer.body.bookkeeper.id}/release`, { method: 'POST', headers: { cookie } });
    expect(await pending()).toContain(answer.body.bookkeeper.id);
    expect(await db().outbox.countDocuments({ to: registration.email })).toBe(1);

    const visitor = unique('visitor');
    await post(`/api/bookkeepers/${providerId}/contact`, { email: visitor, homepage: 'x' });
    const row = (await held()).find((entry) => entry.email === visitor)!;
    expect(await db().leads.countDocuments({ contactEmail: visitor })).toBe(0);
    await api.request(`/api/admin/held/contact/${row.id}/release`, { method: 'POST', headers: { cookie } });
    expect(await db().leads.countDocuments({ contactEmail: visitor })).toBe(1);
  });

  it('releases a hire held at its first step: the business, then its booking with a lead and mail', async () => {
    const email = unique('held-hire');
    const step1 = await post('/api/business/register', { ...validBusinessRequest(), email, purpose: 'hire', homepage: 'x' });
    expect(step1.status).toBe(201);
    const step2 = await post('/api/bookings', { bookkeeperId: providerId, businessId: step1.body.businessId, startDate: '2031-04-01' });
    expect(step2.status).toBe(201);
    const rows = (await held()).filter((row) => row.email === email);
    expect(rows.map((row) => row.kind).sort()).toEqual(['booking', 'business']);
    expect(rows.find((row) => row.kind === 'booking')!.reasons).toEqual(['Its business (step 1 of the hire) is held']);

    await api.request(`/api/admin/held/booking/${step2.body.bookingId}/release`, { method: 'POST', headers: { cookie } });
    expect(await db().businesses.countDocuments({ _id: new ObjectId(step1.body.businessId as string) })).toBe(1);
    expect(await db().leads.countDocuments({ businessId: new ObjectId(step1.body.businessId as string) })).toBe(1);
    expect(await db().outbox.countDocuments({ to: email })).toBe(1);
    expect((await held()).filter((row) => row.email === email)).toEqual([]);
  });

  it('deletes a held submission for good', async () => {
    const email = unique('gone');
    const answer = await post('/api/business/register', { ...validBusinessRequest(), email, homepage: 'x' });
    const remove = () => api.request(`/api/admin/held/business/${answer.body.businessId}`, { method: 'DELETE', headers: { cookie } });
    expect((await remove()).status).toBe(200);
    expect((await held()).map((row) => row.email)).not.toContain(email);
    expect(await db().businesses.countDocuments({ email })).toBe(0);
    expect((await remove()).status).toBe(404);
  });

  it('keeps the Held list and its actions for admins', async () => {
    const id = new ObjectId().toHexString();
    expect((await api.request('/api/admin/held')).status).toBe(401);
    expect((await api.request(`/api/admin/held/questionnaire/${id}/release`, { method: 'POST' })).status).toBe(401);
    expect((await api.request(`/api/admin/held/questionnaire/${id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await api.request(`/api/admin/held/newsletter/${id}`, { method: 'DELETE', headers: { cookie } })).status).toBe(400);
  });
});
