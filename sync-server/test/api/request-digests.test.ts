import { randomUUID } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import type { OutboxMessageDoc } from '../../src/db/documents';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { REQUEST_KEY_HEADER } from '../../src/http/request-key';
import { silentLogger } from '../../src/logger';
import { RequestDigestJob } from '../../src/services/request-digest-job';
import { REQUEST_ACCESS_REFUSED } from '../../src/services/request-access';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc, validBusinessRequest, validQuestionnaire } from '../support/factories';
import { expiryJobOf, HOUR_MS } from '../support/lead-expiry';

const LINK = /^\/request\/([0-9a-f]{24})\?key=([A-Za-z0-9_-]+)$/;
const MINUTE_MS = 60_000;

interface Match {
  leadId: string;
  provider: { id: string; fullName: string; businessName?: string };
}

/** The customer's update emails: at most one an hour per request, each with its page and an unsubscribe link. */
describe('update emails about a customer\'s request', () => {
  let api: TestApi;
  let digests: RequestDigestJob;
  const dashboardKeys = new Map<string, string>();
  let n = 0;

  beforeAll(async () => {
    api = await startTestApi();
    digests = new RequestDigestJob({ collections: api.context.collections, publicUrl: api.context.publicUrl }, silentLogger);
  });
  afterAll(() => api.close());

  /** Providers who take a bookkeeping questionnaire in `country` (each test its own), each with a dashboard key. */
  async function providersIn(country: string, count: number) {
    const docs = Array.from({ length: count }, (_, index) => {
      n += 1;
      const key = `request-digests-dashboard-${n}-${'k'.repeat(30)}`;
      const doc = providerDoc({
        dashboardKey: key,
        fullName: `Jane Smith ${n}`,
        businessName: `Smith Books ${n}`,
        city: 'Elsewhere',
        country,
        location: `Elsewhere, ${country}`,
        services: ['bookkeeping', 'tax-prep', 'payroll'],
        // Matching ranks them in this order, so re-routing's pick is known.
        averageRating: 50 - index * 10,
        totalReviews: 20,
      });
      dashboardKeys.set(doc._id.toHexString(), key);
      return doc;
    });
    return insertProviders(api.db, docs);
  }

  /** A questionnaire sent as the PWA's outbox sends it (with an Idempotency-Key), or without one. */
  async function submitQuestionnaire(country: string, keyed = true) {
    n += 1;
    const answer = await api.request('/api/customer-onboarding', {
      method: 'POST',
      json: validQuestionnaire({ country, city: 'Somewhere', email: `digest${n}@example.com` }),
      ...(keyed ? { headers: { 'Idempotency-Key': randomUUID() } } : {}),
    });
    expect(answer.status).toBe(201);
    const [, id, key] = LINK.exec(answer.body.requestUrl as string)!;
    const page = await api.request(`/api/requests/${id}`, { headers: { [REQUEST_KEY_HEADER]: key! } });
    return { id: id!, key: key!, email: `digest${n}@example.com`, matches: page.body.matches as Match[] };
  }

  const setLeadStatus = async (match: Match, status: string, from: string) => {
    const answer = await api.request(`/api/lead/${match.leadId}`, { method: 'PATCH', json: { status, from }, headers: { [DASHBOARD_KEY_HEADER]: dashboardKeys.get(match.provider.id)! } });
    expect(answer.status).toBe(200);
  };
  const updatesByEmail = (id: string, json: unknown, headers: Record<string, string> = {}) =>
    api.request(`/api/requests/${id}/updates-by-email`, { method: 'POST', json, headers });
  /** The request's update emails in the mail outbox, oldest first. */
  const digestMails = (id: string): Promise<OutboxMessageDoc[]> =>
    collections(api.db).outbox.find({ key: { $regex: `^digest:${id}:` } }).sort({ createdAt: 1, _id: 1 }).toArray();
  const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
  const who = (match: Match) => `${match.provider.fullName} (${match.provider.businessName})`;

  it('mails one update for events within an hour, and the events after it in the next one, an hour later', async () => {
    await providersIn('Ireland', 3);
    const { id, email, matches } = await submitQuestionnaire('Ireland');
    expect(matches).toHaveLength(3);
    const [first, second, third] = matches as [Match, Match, Match];

    await setLeadStatus(first, 'contacted', 'new');
    await setLeadStatus(second, 'passed', 'new');
    const start = new Date();
    expect(await digests.runOnce(start)).toEqual({ mailed: 1, dropped: 0 });
    // Running again (another instance, a later tick) within the hour mails nothing more.
    expect(await digests.runOnce(later(start, 10 * MINUTE_MS))).toEqual({ mailed: 0, dropped: 0 });
    let mails = await digestMails(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ key: `digest:${id}:1`, to: email, subject: '2 updates on your LedgerLink request' });
    expect(mails[0]!.text).toContain(`${who(first)} contacted you.`);
    expect(mails[0]!.text).toContain(`${who(second)} passed.`);
    expect(mails[0]!.text.indexOf('contacted you')).toBeLessThan(mails[0]!.text.indexOf('passed'));

    // A retried change (an offline replay of the same status) is no new event: it is never mailed again.
    await setLeadStatus(first, 'contacted', 'new');
    // Within the hour after that email: held for the next one.
    await setLeadStatus(third, 'passed', 'new');
    expect(await digests.runOnce(later(start, 30 * MINUTE_MS))).toEqual({ mailed: 0, dropped: 0 });
    expect(await digestMails(id)).toHaveLength(1);

    // An hour after the first email the next one goes, with only what happened since.
    expect(await digests.runOnce(later(start, HOUR_MS + MINUTE_MS))).toEqual({ mailed: 1, dropped: 0 });
    mails = await digestMails(id);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({ key: `digest:${id}:2`, subject: 'An update on your LedgerLink request' });
    expect(mails[1]!.text).toContain(`${who(third)} passed.`);
    expect(mails[1]!.text).not.toContain('contacted you');

    // Nothing new happened: nothing more is mailed, however late.
    expect(await digests.runOnce(later(start, 5 * HOUR_MS))).toEqual({ mailed: 0, dropped: 0 });
    expect(await digestMails(id)).toHaveLength(2);
  });

  it('links the request page and its unsubscribe page with the request\'s key, and both open with it', async () => {
    await providersIn('United Kingdom', 1);
    const { id, key, matches } = await submitQuestionnaire('United Kingdom');
    await setLeadStatus(matches[0]!, 'contacted', 'new');
    await digests.runOnce(new Date());
    const [mail] = await digestMails(id);
    const { publicUrl } = api.context;
    expect(mail!.text).toContain(`Follow your request: ${publicUrl}/request/${id}?key=${key}`);
    expect(mail!.text).toContain(`Stop these emails about this request: ${publicUrl}/request/${id}/unsubscribe?key=${key}`);
    expect(mail!.text).toContain('Keep this link private');
    expect(mail!.html).toContain(`href="${publicUrl}/request/${id}/unsubscribe?key=${key}"`);

    const unsubscribeKey = new URL(/Stop these emails about this request: (\S+)/.exec(mail!.text)![1]!).searchParams.get('key')!;
    const stopped = await updatesByEmail(id, { subscribed: false }, { [REQUEST_KEY_HEADER]: unsubscribeKey });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toEqual({ success: true, message: 'You will no longer get emails about this request.' });
  });

  it('links the request page without a key when the request was sent without an Idempotency-Key (no stored key)', async () => {
    await providersIn('Singapore', 1);
    const { id, matches } = await submitQuestionnaire('Singapore', false);
    await setLeadStatus(matches[0]!, 'passed', 'new');
    await digests.runOnce(new Date());
    const [mail] = await digestMails(id);
    expect(mail!.text).toContain(`Follow your request: ${api.context.publicUrl}/request/${id}\n`);
    expect(mail!.text).toContain(`/request/${id}/unsubscribe\n`);
    expect(mail!.text).not.toContain('?key=');
    expect(mail!.text).not.toContain('Keep this link private');
  });

  it('stops update emails once the customer unsubscribes, dropping what was pending; turning them back on mails the next event', async () => {
    await providersIn('Germany', 3);
    const { id, key, matches } = await submitQuestionnaire('Germany');
    const withKey = { [REQUEST_KEY_HEADER]: key };
    const page = async () => (await api.request(`/api/requests/${id}`, { headers: withKey })).body.request as { updatesByEmail?: boolean };
    expect((await page()).updatesByEmail).toBe(true);

    await setLeadStatus(matches[0]!, 'contacted', 'new');
    const stopped = await updatesByEmail(id, { subscribed: false }, withKey);
    expect(stopped.status).toBe(200);
    expect(stopped.headers.get('cache-control')).toContain('no-store');
    expect((await page()).updatesByEmail).toBe(false);

    // The pending event is dropped, and later ones are never mailed.
    const start = new Date();
    expect(await digests.runOnce(start)).toEqual({ mailed: 0, dropped: 0 });
    await setLeadStatus(matches[1]!, 'passed', 'new');
    expect(await digests.runOnce(later(start, 2 * HOUR_MS))).toEqual({ mailed: 0, dropped: 1 });
    expect(await digestMails(id)).toHaveLength(0);
    // Unsubscribing again answers the same.
    expect((await updatesByEmail(id, { subscribed: false }, withKey)).body).toEqual(stopped.body);

    const resumed = await updatesByEmail(id, { subscribed: true }, withKey);
    expect(resumed.body).toMatchObject({ success: true, message: expect.stringContaining('at most one an hour') });
    expect((await page()).updatesByEmail).toBe(true);
    await setLeadStatus(matches[2]!, 'contacted', 'new');
    expect(await digests.runOnce(later(start, 3 * HOUR_MS))).toEqual({ mailed: 1, dropped: 0 });
    const mails = await digestMails(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${who(matches[2]!)} contacted you.`);
    expect(mails[0]!.text).not.toContain(who(matches[0]!));
    expect(mails[0]!.text).not.toContain(who(matches[1]!));
  });

  it('refuses to change update emails without the request\'s access with the one 401, and names a bad field', async () => {
    await providersIn('South Africa', 1);
    const { id, key } = await submitQuestionnaire('South Africa');
    const refusals = [
      await updatesByEmail(id, { subscribed: false }),
      await updatesByEmail(id, { subscribed: false }, { [REQUEST_KEY_HEADER]: `${key}x` }),
      await updatesByEmail(new ObjectId().toHexString(), { subscribed: false }, { [REQUEST_KEY_HEADER]: key }),
      await updatesByEmail('not-an-id', { subscribed: false }, { [REQUEST_KEY_HEADER]: key }),
    ];
    for (const refused of refusals) expect({ status: refused.status, body: refused.body }).toEqual({ status: 401, body: { message: REQUEST_ACCESS_REFUSED } });
    const page = await api.request(`/api/requests/${id}`, { headers: { [REQUEST_KEY_HEADER]: key } });
    expect(page.body.request.updatesByEmail).toBe(true);

    for (const json of [{}, { subscribed: 'no' }, { subscribed: false, extra: 1 }]) {
      const bad = await updatesByEmail(id, json, { [REQUEST_KEY_HEADER]: key });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toMatch(/subscribed|extra/);
    }
  });

  it('replays a keyed unsubscribe with the same answer; the same key with another body is refused', async () => {
    await providersIn('India', 1);
    const { id, key } = await submitQuestionnaire('India');
    const headers = { [REQUEST_KEY_HEADER]: key, 'Idempotency-Key': 'updates-by-email-0001' };
    const first = await updatesByEmail(id, { subscribed: false }, headers);
    expect(first.status).toBe(200);
    const replay = await updatesByEmail(id, { subscribed: false }, headers);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const other = await updatesByEmail(id, { subscribed: true }, headers);
    expect(other.status).toBe(422);
    // Someone who merely learnt the Idempotency-Key gets the one 401, never the stored answer.
    expect((await updatesByEmail(id, { subscribed: false }, { 'Idempotency-Key': 'updates-by-email-0001' })).status).toBe(401);
  });

  it('reports leads that expired unanswered, and which of them another professional was offered in place of', async () => {
    await providersIn('New Zealand', 4);
    const { id, matches } = await submitQuestionnaire('New Zealand');
    expect(matches).toHaveLength(3);
    const deadline = new Date(Date.now() + 25 * HOUR_MS);
    // All three expire (other tests' leads too: one database); the fourth professional can replace only one of them.
    await expiryJobOf(api.context).runOnce(deadline);
    await digests.runOnce(deadline);
    const [mail] = await digestMails(id);
    const lines = mail!.text.split('\n').filter((line) => line.includes('did not reply in time'));
    expect(lines).toHaveLength(3);
    expect(lines.filter((line) => line.endsWith('— we offered another professional.'))).toHaveLength(1);
    expect(matches.map(who).every((name) => mail!.text.includes(name))).toBe(true);
  });

  it('mails a hire\'s update to the hire form\'s contact, linking the booking\'s page', async () => {
    const [provider] = await providersIn('Australia', 1);
    n += 1;
    const business = await api.request('/api/business/register', {
      method: 'POST',
      json: { ...validBusinessRequest(), contactName: 'Ada Hirer', email: `hirer${n}@example.com`, purpose: 'hire' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    const booking = await api.request('/api/bookings', {
      method: 'POST',
      json: { bookkeeperId: provider!._id.toHexString(), businessId: business.body.businessId, serviceType: 'Bookkeeping', startDate: '2030-03-02', estimatedHours: 10, description: 'Monthly books' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(booking.status).toBe(201);
    const [, id, key] = LINK.exec(booking.body.requestUrl as string)!;
    const page = await api.request(`/api/requests/${id}`, { headers: { [REQUEST_KEY_HEADER]: key! } });
    const [match] = page.body.matches as Match[];
    await setLeadStatus(match!, 'passed', 'new');
    await digests.runOnce(new Date());
    const [mail] = await digestMails(id!);
    expect(mail).toMatchObject({ to: `hirer${n}@example.com` });
    expect(mail!.text).toContain('Hello Ada Hirer,');
    expect(mail!.text).toContain(`${who(match!)} passed.`);
    expect(mail!.text).toContain(`/request/${id}?key=${key}`);
  });

  it('queues one email when two instances run at once, and when a run that queued its email is taken over after a crash', async () => {
    await providersIn('Canada', 1);
    const { id, matches } = await submitQuestionnaire('Canada');
    await setLeadStatus(matches[0]!, 'contacted', 'new');
    const other = new RequestDigestJob({ collections: api.context.collections, publicUrl: api.context.publicUrl }, silentLogger);
    const now = new Date();
    const record = await collections(api.db).requestDigests.findOne({ _id: new ObjectId(id) });
    const runs = await Promise.all([digests.runOnce(now), other.runOnce(now)]);
    expect(runs.reduce((sum, run) => sum + run.mailed, 0)).toBe(1);
    expect(await digestMails(id)).toHaveLength(1);

    // The record as it was before the run: a run that queued the email and died before recording it.
    await collections(api.db).requestDigests.replaceOne({ _id: new ObjectId(id) }, record!);
    await other.runOnce(later(now, MINUTE_MS));
    expect(await digestMails(id)).toHaveLength(1);
    const after = await collections(api.db).requestDigests.findOne({ _id: new ObjectId(id) });
    expect(after).toMatchObject({ pending: {}, sentCount: 1 });
    expect(after?.dueAt).toBeUndefined();
  });
});
