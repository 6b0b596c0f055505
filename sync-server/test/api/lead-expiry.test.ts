import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { collections } from '../../src/db/collections';
import type { BookkeeperDoc } from '../../src/db/documents';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { silentLogger } from '../../src/logger';
import { LeadExpiryJob } from '../../src/services/lead-expiry-job';
import { rerouteExpiredLead } from '../../src/services/lead-rerouting';
import { startTestApi, type TestApi } from '../support/api-server';
import { businessDoc, leadDoc, validBusinessRequest } from '../support/factories';
import { expiryJobOf, HOUR_MS, hoursFromNow, keyOf, leadsOfRequest, openLeads, rankedProviders, reroutingDepsOf } from '../support/lead-expiry';

const CUSTOMER = validBusinessRequest().email;

/** A new lead not acted on within LEAD_RESPONSE_HOURS expires and goes to the next best match. */
describe('lead response deadline and re-routing', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ publicUrl: 'https://ledgerlink.test', leadResponseHours: 24 });
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    const c = collections(api.db);
    for (const name of ['bookkeepers', 'leads', 'businesses', 'outbox', 'idempotencyKeys', 'submissionFingerprints'] as const) await c[name].deleteMany({});
  });

  /** A business request through the API; returns its id once matched with `expected` providers. */
  async function submitRequest(expected = 3): Promise<ObjectId> {
    const { status, body } = await api.request('/api/business/register', { method: 'POST', json: validBusinessRequest() });
    expect(status).toBe(201);
    expect(body.matched).toBe(expected);
    return new ObjectId(body.businessId as string);
  }
  const dashboardOf = (provider: BookkeeperDoc, index: number) =>
    api.request(`/api/bookkeeper/${provider._id.toHexString()}/leads`, { headers: { [DASHBOARD_KEY_HEADER]: keyOf(index) } });
  const leadOf = async (provider: BookkeeperDoc, index: number) => {
    const { body } = await dashboardOf(provider, index);
    expect(body.leads).toHaveLength(1);
    return body.leads[0];
  };
  const act = (leadId: string, index: number, json: unknown) =>
    api.request(`/api/lead/${leadId}`, { method: 'PATCH', json, headers: { [DASHBOARD_KEY_HEADER]: keyOf(index) } });
  const mailsTo = (to: string) => collections(api.db).outbox.find({ to }).toArray();

  it('gives each matched lead a deadline of LEAD_RESPONSE_HOURS, shown on the dashboard', async () => {
    const providers = await rankedProviders(api.db, 3);
    await submitRequest();
    const { body } = await dashboardOf(providers[0]!, 0);
    expect(body.responseHours).toBe(24);
    const [lead] = body.leads;
    expect(Date.parse(lead.respondBy) - Date.parse(lead.createdAt)).toBe(24 * HOUR_MS);
    expect(lead.expiredAt).toBeUndefined();

    // Another instance configured with LEAD_RESPONSE_HOURS=2 gives its leads two hours.
    const shortDeadline = await startTestApi({ db: api.db, leadResponseHours: 2 });
    try {
      // Another customer: the same email with the same request would be the first one again.
      const second = await shortDeadline.request('/api/business/register', { method: 'POST', json: { ...validBusinessRequest(), email: 'second@example.com' } });
      const lead2 = await collections(api.db).leads.findOne({ businessId: new ObjectId(second.body.businessId as string) });
      expect(lead2!.respondBy!.getTime() - lead2!.createdAt.getTime()).toBe(2 * HOUR_MS);
    } finally {
      await shortDeadline.close();
    }
  });

  it('expires an unanswered lead and offers the request to exactly one new provider, without mailing the customer', async () => {
    const providers = await rankedProviders(api.db, 5);
    const requestId = await submitRequest();
    const [first, second, third] = await Promise.all([0, 1, 2].map((index) => leadOf(providers[index]!, index)));
    expect((await act(first.id, 0, { status: 'contacted', from: 'new' })).status).toBe(200);
    expect((await act(third.id, 2, { status: 'passed', from: 'new' })).status).toBe(200);
    expect(await mailsTo(CUSTOMER)).toHaveLength(1);

    const job = expiryJobOf(api.context);
    expect(await job.runOnce(hoursFromNow(23))).toEqual({ expired: 0, rerouted: 0 });
    const runAt = hoursFromNow(25);
    expect(await job.runOnce(runAt)).toEqual({ expired: 1, rerouted: 1 });

    // The slow provider sees the lead expired, with no way to act on it any more.
    const expired = await leadOf(providers[1]!, 1);
    expect(expired).toMatchObject({ id: second.id, status: 'new', expiredAt: runAt.toISOString() });
    expect((await dashboardOf(providers[1]!, 1)).body.stats).toMatchObject({ newLeads: 0, responseRate: 0 });
    const late = await act(second.id, 1, { status: 'contacted', from: 'new' });
    expect(late.status).toBe(409);
    expect(late.body.lead).toMatchObject({ status: 'new', expiredAt: runAt.toISOString() });

    // The best provider not yet offered the request gets it, with a fresh deadline and a notice.
    const offered = await leadOf(providers[3]!, 3);
    expect(offered).toMatchObject({ status: 'new', businessId: requestId.toHexString(), source: 'business-request' });
    expect(offered.respondBy).toBe(new Date(runAt.getTime() + 24 * HOUR_MS).toISOString());
    expect((await dashboardOf(providers[4]!, 4)).body.leads).toEqual([]);
    const notices = await mailsTo(providers[3]!.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(`https://ledgerlink.test/dashboard/${providers[3]!._id.toHexString()}`);
    expect(await mailsTo(CUSTOMER)).toHaveLength(1);

    const leads = await leadsOfRequest(api.db, requestId);
    expect(leads).toHaveLength(4);
    expect(openLeads(leads)).toHaveLength(2); // contacted + the new one
    expect(new Set(leads.map((lead) => lead.bookkeeperId.toHexString())).size).toBe(4);
    // Done: running again (on time or later) changes nothing.
    expect(await job.runOnce(runAt)).toEqual({ expired: 0, rerouted: 0 });
    expect(await collections(api.db).leads.countDocuments()).toBe(4);
    // The provider's counters follow: the expired lead is no longer open and was never acted on.
    const counters = (await collections(api.db).bookkeepers.findOne({ _id: providers[1]!._id }))!.leadStats;
    expect(counters).toEqual({ total: 1, acted: 0, open: 0 });
  });

  it('never holds more than 3 open leads for a request nor offers it to a provider twice, even when every lead expires', async () => {
    const providers = await rankedProviders(api.db, 6);
    const requestId = await submitRequest();
    const job = expiryJobOf(api.context);

    expect(await job.runOnce(hoursFromNow(25))).toEqual({ expired: 3, rerouted: 3 });
    let leads = await leadsOfRequest(api.db, requestId);
    expect(openLeads(leads).map((lead) => lead.bookkeeperId.toHexString()).sort()).toEqual(
      providers.slice(3).map((provider) => provider._id.toHexString()).sort(),
    );

    // Everyone able to do the work has been offered it: the replacements expire with nobody left.
    expect(await job.runOnce(hoursFromNow(50))).toEqual({ expired: 3, rerouted: 0 });
    leads = await leadsOfRequest(api.db, requestId);
    expect(leads).toHaveLength(6);
    expect(openLeads(leads)).toHaveLength(0);
    expect(new Set(leads.map((lead) => lead.bookkeeperId.toHexString())).size).toBe(6);
    expect(await mailsTo(CUSTOMER)).toHaveLength(1);
  });

  it('never re-routes a request whose customer already hired a provider, nor leads without a deadline', async () => {
    const providers = await rankedProviders(api.db, 4);
    const requestId = await submitRequest();
    const lead = await leadOf(providers[0]!, 0);
    await act(lead.id, 0, { status: 'contacted', from: 'new' });
    await act(lead.id, 0, { status: 'won', from: 'contacted' });
    // A booking's lead chose its provider: no deadline, so it never expires.
    const business = businessDoc();
    await collections(api.db).businesses.insertOne(business);
    const booking = leadDoc(providers[3]!._id, business._id, { createdAt: new Date(Date.now() - 30 * 24 * HOUR_MS) });
    await collections(api.db).leads.insertOne(booking);

    expect(await expiryJobOf(api.context).runOnce(hoursFromNow(25))).toEqual({ expired: 2, rerouted: 0 });
    expect(await leadsOfRequest(api.db, requestId)).toHaveLength(3);
    expect((await collections(api.db).leads.findOne({ _id: booking._id }))!.expiredAt).toBeUndefined();
  });

  it('offers a request to two different providers when two of its expired leads are re-routed at the same moment', async () => {
    const providers = await rankedProviders(api.db, 6);
    const requestId = await submitRequest();
    const other = await startTestApi({ db: api.db, leadResponseHours: 24 });
    try {
      const now = hoursFromNow(25);
      const { leads } = collections(api.db);
      await leads.updateMany({ businessId: requestId }, { $set: { expiredAt: now } });
      const [a, b] = await leadsOfRequest(api.db, requestId);
      // Both instances rank the same best candidate first; the database lets only one have it.
      const outcomes = await Promise.all([
        rerouteExpiredLead(reroutingDepsOf(api.context), a!, now),
        rerouteExpiredLead(reroutingDepsOf(other.context), b!, now),
        // The same expiry re-routed twice (a lease taken over) still makes one replacement.
        rerouteExpiredLead(reroutingDepsOf(other.context), a!, now),
      ]);
      expect(outcomes).toEqual(['rerouted', 'rerouted', 'rerouted']);
      const replacements = (await leadsOfRequest(api.db, requestId)).filter((lead) => lead.replacesLeadId);
      expect(replacements.map((lead) => lead.replacesLeadId!.toHexString()).sort()).toEqual([a!._id.toHexString(), b!._id.toHexString()].sort());
      expect(replacements.map((lead) => lead.bookkeeperId.toHexString()).sort()).toEqual(
        [providers[3]!._id.toHexString(), providers[4]!._id.toHexString()].sort(),
      );
    } finally {
      await other.close();
    }
  });

  it('runs periodically once started and handles nothing more once stopped', async () => {
    const providers = await rankedProviders(api.db, 1);
    const business = businessDoc();
    await collections(api.db).businesses.insertOne(business);
    const due = () => leadDoc(providers[0]!._id, business._id, { source: 'business-request', respondBy: new Date(Date.now() - 1000) });
    const first = due();
    await collections(api.db).leads.insertOne(first);
    const job = new LeadExpiryJob(reroutingDepsOf(api.context), silentLogger, { intervalMs: 20 });
    job.start();
    try {
      await vi.waitFor(async () => expect((await collections(api.db).leads.findOne({ _id: first._id }))!.expiredAt).toBeInstanceOf(Date), { timeout: 5000 });
    } finally {
      await job.stop();
    }
    const second = due();
    await collections(api.db).leads.insertOne(second);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await collections(api.db).leads.findOne({ _id: second._id }))!.expiredAt).toBeUndefined();
  });
});
