import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { profileUrl, rankCandidates, scoreCandidate, type MatchCandidate, type MatchRequest } from '@ledgerlink/shared-schema';
import { ObjectId, type CommandStartedEvent, type CommandSucceededEvent, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { collections } from '../../src/db/collections';
import { CLIENT_OPTIONS } from '../../src/db/connect';
import type { BookkeeperDoc, LeadDoc } from '../../src/db/documents';
import { ensureIndexes } from '../../src/db/indexes';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { backfillLeadStats } from '../../src/services/lead-stats';
import { businessMatchRequest } from '../../src/services/match-jobs';
import { candidateFilter, MAX_CANDIDATES } from '../../src/services/matching';
import { startTestApi, type TestApi } from '../support/api-server';
import { openTestDatabase, type TestDatabase } from '../support/database';
import { businessDoc, insertProviders, leadDoc, providerDoc, validBusinessRequest, validQuestionnaire } from '../support/factories';

const KEY = 'lead-stats-dashboard-key-0123456789';

/** What the counters must equal: the aggregation matching ran over all leads before counters. */
async function countedFromLeads(db: Db, bookkeeperId: ObjectId) {
  const leads = await collections(db).leads.find({ bookkeeperId }).toArray();
  return {
    total: leads.length,
    acted: leads.filter((lead) => lead.status !== 'new').length,
    open: leads.filter((lead) => lead.status === 'new' || lead.status === 'contacted').length,
  };
}

/** The ranking as computed before counters: every matchable provider, stats aggregated from all leads. */
async function rankingBeforeCounters(db: Db, request: MatchRequest): Promise<string[]> {
  const c = collections(db);
  const docs = await c.bookkeepers.find({ isApproved: true, isActive: true, isAvailable: true }).toArray();
  const candidates: MatchCandidate[] = [];
  for (const doc of docs) {
    const stats = await countedFromLeads(db, doc._id);
    candidates.push({
      ...doc,
      id: doc._id.toHexString(),
      responseRate: stats.total > 0 ? stats.acted / stats.total : undefined,
      openLeads: stats.open,
    });
  }
  return rankCandidates(request, candidates).map((match) => match.id);
}

describe('lead counters on the provider', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const patch = (id: ObjectId, json: unknown) =>
    api.request(`/api/lead/${id.toHexString()}`, { method: 'PATCH', json, headers: { [DASHBOARD_KEY_HEADER]: KEY } });
  /** The counts of the counters (their reply times are checked on their own). */
  const statsOf = async (id: ObjectId) => {
    const { total, acted, open } = (await collections(api.db).bookkeepers.findOne({ _id: id }))!.leadStats!;
    return { total, acted, open };
  };

  it('counts the leads a match creates and follows every status change, without touching updatedAt while the profile states nothing from them', async () => {
    const longAgo = new Date('2026-01-01T00:00:00Z');
    const providers = await insertProviders(api.db, [
      providerDoc({ dashboardKey: KEY, averageRating: 45, totalReviews: 20, updatedAt: longAgo }),
      providerDoc({ dashboardKey: KEY, averageRating: 40, totalReviews: 20, updatedAt: longAgo }),
    ]);
    const { body } = await api.request('/api/business/register', { method: 'POST', json: validBusinessRequest() });
    expect(body.matched).toBe(2);
    for (const provider of providers) expect(await statsOf(provider._id)).toEqual({ total: 1, acted: 0, open: 1 });

    const { leads } = collections(api.db);
    const [first, second] = await Promise.all(providers.map((provider) => leads.findOne({ bookkeeperId: provider._id })));
    const steps: [LeadDoc, unknown, { total: number; acted: number; open: number }][] = [
      [first!, { status: 'won' }, { total: 1, acted: 0, open: 1 }], // refused (409): unchanged
      [first!, { status: 'contacted', from: 'new' }, { total: 1, acted: 1, open: 1 }],
      [first!, { status: 'contacted' }, { total: 1, acted: 1, open: 1 }], // same status: a no-op
      [first!, { status: 'passed', from: 'new' }, { total: 1, acted: 1, open: 1 }], // stale `from` (409)
      [first!, { status: 'won', from: 'contacted' }, { total: 1, acted: 1, open: 0 }],
      [second!, { status: 'passed', from: 'new' }, { total: 1, acted: 1, open: 0 }],
    ];
    for (const [lead, json, expected] of steps) {
      await patch(lead._id, json);
      expect(await statsOf(lead.bookkeeperId)).toEqual(expected);
      expect(await statsOf(lead.bookkeeperId)).toEqual(await countedFromLeads(api.db, lead.bookkeeperId));
    }
    // A second request counts on top; below 3 leads the profile states nothing from the counters, so
    // they never move the catalogue's change marker.
    await api.request('/api/business/register', { method: 'POST', json: { ...validBusinessRequest(), email: 'again@acme.example' } });
    for (const provider of providers) {
      const stored = (await collections(api.db).bookkeepers.findOne({ _id: provider._id }))!;
      expect(await statsOf(provider._id)).toEqual(await countedFromLeads(api.db, provider._id));
      expect(stored.leadStats!.total).toBe(2);
      // Each provider's one reply so far, in hours from the offer.
      expect(stored.leadStats!.replyHours).toEqual([expect.any(Number)]);
      expect(stored.updatedAt).toEqual(longAgo);
    }
  });

  it('states how a provider replies once they had 3 leads, and re-sends their profile only when that statement changes', async () => {
    const longAgo = new Date('2026-01-01T00:00:00Z');
    const [provider] = await insertProviders(api.db, [providerDoc({ dashboardKey: KEY, updatedAt: longAgo })]);
    const profile = async () => (await api.request(profileUrl({ username: provider!.username }))).body.bookkeeper;
    const stored = async () => (await collections(api.db).bookkeepers.findOne({ _id: provider!._id }))!;
    const { leads } = collections(api.db);
    const offered = new Date(Date.now() - 5 * 60 * 60 * 1000);
    // Three leads offered 5 hours ago, through the live counters as matching makes them.
    const { recordNewLead } = await import('../../src/services/lead-stats');
    const three = [0, 1, 2].map(() => leadDoc(provider!._id, new ObjectId(), { source: 'business-request', createdAt: offered }));
    for (const lead of three.slice(0, 2)) {
      await leads.insertOne(lead);
      await recordNewLead(collections(api.db).bookkeepers, provider!._id);
    }
    expect((await profile()).responsiveness).toBeUndefined();
    expect((await stored()).updatedAt).toEqual(longAgo);

    await leads.insertOne(three[2]!);
    await recordNewLead(collections(api.db).bookkeepers, provider!._id);
    expect((await profile()).responsiveness).toEqual({ responseRate: 0 });
    const restated = (await stored()).updatedAt;
    expect(restated.getTime()).toBeGreaterThan(longAgo.getTime());

    // The first reply, about 5 hours after the offer: the profile now says it, rounded up.
    expect((await patch(three[0]!._id, { status: 'contacted', from: 'new' })).status).toBe(200);
    expect((await profile()).responsiveness).toEqual({ responseRate: 33, typicalReplyHours: 6 });
    expect((await stored()).updatedAt.getTime()).toBeGreaterThanOrEqual(restated.getTime());
    // A later step on the same lead is no new reply: nothing the profile states changes.
    const before = (await stored()).updatedAt;
    expect((await patch(three[0]!._id, { status: 'won', from: 'contacted' })).status).toBe(200);
    expect((await stored()).updatedAt).toEqual(before);
    expect((await stored()).leadStats!.replyHours).toHaveLength(1);
  });
});

describe('backfillLeadStats', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    await ensureIndexes(database.db);
  });
  afterAll(() => database.close());

  it('sets counters from existing leads for providers without them, and recomputes everyone on request', async () => {
    const c = collections(database.db);
    const [busy, idle, counted] = await insertProviders(database.db, [
      providerDoc(),
      providerDoc(),
      providerDoc({ leadStats: { total: 9, acted: 9, open: 0, replyHours: [1, 2] } }),
    ]);
    const business = businessDoc();
    const statuses = ['new', 'new', 'contacted', 'won', 'lost', 'passed'] as const;
    await c.leads.insertMany([
      ...statuses.map((status) => leadDoc(busy!._id, business._id, { status })),
      leadDoc(counted!._id, business._id, { status: 'new' }),
    ]);

    expect(await backfillLeadStats(database.db)).toBe(2);
    expect((await c.bookkeepers.findOne({ _id: busy!._id }))!.leadStats).toEqual({ total: 6, acted: 4, open: 3, replyHours: [] });
    expect((await c.bookkeepers.findOne({ _id: idle!._id }))!.leadStats).toEqual({ total: 0, acted: 0, open: 0, replyHours: [] });
    // Providers that have counters are left alone, so a restart does nothing.
    expect((await c.bookkeepers.findOne({ _id: counted!._id }))!.leadStats).toEqual({ total: 9, acted: 9, open: 0, replyHours: [1, 2] });
    expect(await backfillLeadStats(database.db)).toBe(0);

    expect(await backfillLeadStats(database.db, {})).toBe(3);
    expect((await c.bookkeepers.findOne({ _id: counted!._id }))!.leadStats).toEqual({ total: 1, acted: 0, open: 1, replyHours: [] });
  });

  it('fills in the reply times of providers counted before they were kept, from the leads, latest last', async () => {
    const c = collections(database.db);
    const [provider] = await insertProviders(database.db, [providerDoc({ leadStats: { total: 2, acted: 2, open: 0 } })]);
    const offered = new Date('2026-11-01T08:00:00Z');
    const after = (hours: number) => new Date(offered.getTime() + hours * 60 * 60 * 1000);
    await c.leads.insertMany([
      leadDoc(provider!._id, new ObjectId(), { status: 'won', createdAt: offered, respondedAt: after(7) }),
      leadDoc(provider!._id, new ObjectId(), { status: 'passed', createdAt: offered, respondedAt: after(2) }),
    ]);
    expect(await backfillLeadStats(database.db)).toBe(1);
    expect((await c.bookkeepers.findOne({ _id: provider!._id }))!.leadStats).toEqual({ total: 2, acted: 2, open: 0, replyHours: [2, 7] });
    expect(await backfillLeadStats(database.db)).toBe(0);
  });

  it('counts a lead that expired unanswered as neither acted on nor open', async () => {
    const c = collections(database.db);
    const [slow] = await insertProviders(database.db, [providerDoc()]);
    const business = businessDoc();
    await c.leads.insertMany([
      leadDoc(slow!._id, business._id, { status: 'new', expiredAt: new Date() }),
      leadDoc(slow!._id, business._id, { status: 'new' }),
      leadDoc(slow!._id, business._id, { status: 'contacted' }),
    ]);
    await backfillLeadStats(database.db, { _id: slow!._id });
    expect((await c.bookkeepers.findOne({ _id: slow!._id }))!.leadStats).toEqual({ total: 3, acted: 1, open: 2, replyHours: [] });
  });

  it('counts a lead the customer or an admin ended before its provider acted as not acted on, as the live counters do', async () => {
    const c = collections(database.db);
    const [provider] = await insertProviders(database.db, [providerDoc()]);
    const business = businessDoc();
    await c.leads.insertMany([
      leadDoc(provider!._id, business._id, { status: 'lost', customerOutcome: 'closed', closedReason: 'No longer needed' }),
      leadDoc(provider!._id, business._id, { status: 'won', customerOutcome: 'hired' }),
      leadDoc(provider!._id, business._id, { status: 'lost', customerOutcome: 'hired-other', respondedAt: new Date() }),
      leadDoc(provider!._id, business._id, { status: 'lost', adminCancelledAt: new Date() }),
      leadDoc(provider!._id, business._id, { status: 'lost', adminCancelledAt: new Date(), respondedAt: new Date() }),
    ]);
    await backfillLeadStats(database.db, { _id: provider!._id });
    expect((await c.bookkeepers.findOne({ _id: provider!._id }))!.leadStats).toMatchObject({ total: 5, acted: 2, open: 0 });
  });
});

describe('candidate selection', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    const base = { averageRating: 40, totalReviews: 10 };
    await insertProviders(api.db, [
      providerDoc({ ...base, username: 'chicago_books', serviceArea: 'local', businessSize: ['small', 'medium'] }),
      providerDoc({ ...base, username: 'remote_books_tax', city: 'Toronto', country: 'Canada', services: ['bookkeeping', 'tax-prep'] }),
      providerDoc({ ...base, username: 'us_regional', city: 'New York', serviceArea: 'regional', services: ['bookkeeping', 'payroll'] }),
      providerDoc({ ...base, username: 'tax_only_remote', services: ['tax-prep'], averageRating: 50, totalReviews: 40 }),
      providerDoc({ ...base, username: 'denver_remote_books', city: 'Denver', serviceArea: 'remote', services: ['bookkeeping'] }),
      // Cannot do the work or reach a Chicago customer, or is not matchable at all.
      providerDoc({ ...base, username: 'toronto_local', city: 'Toronto', country: 'Canada', serviceArea: 'local', averageRating: 50, totalReviews: 99 }),
      providerDoc({ ...base, username: 'london_national', city: 'London', country: 'United Kingdom', serviceArea: 'national' }),
      providerDoc({ ...base, username: 'payroll_only', services: ['payroll'], averageRating: 50, totalReviews: 99 }),
      providerDoc({ ...base, username: 'pending', isApproved: false }),
      providerDoc({ ...base, username: 'inactive', isActive: false }),
      providerDoc({ ...base, username: 'on_holiday', isAvailable: false }),
    ]);
  });
  afterAll(() => api.close());

  const requests: [string, MatchRequest][] = [
    ['bookkeeping in Chicago', { services: ['bookkeeping'], personalTax: false, city: 'Chicago', country: 'United States', businessSize: 'small' }],
    ['bookkeeping somewhere in Canada', { services: ['bookkeeping'], personalTax: false, country: 'Canada' }],
    ['bookkeeping and payroll, no location', { services: ['bookkeeping', 'payroll'], personalTax: false }],
    ['personal tax', { services: ['tax-prep'], personalTax: true }],
    ['personal tax, services unknown', { services: [], personalTax: true }],
    ['anything anywhere', { services: [], personalTax: false }],
  ];

  it.each(requests)('selects exactly the providers scoring does not rule out: %s', async (_, request) => {
    const { bookkeepers } = collections(api.db);
    const selected = await bookkeepers.find(candidateFilter(request)).toArray();
    const all = await bookkeepers.find({ isApproved: true, isActive: true, isAvailable: true }).toArray();
    const eligible = all.filter((doc) => scoreCandidate(request, { ...doc, id: doc._id.toHexString(), openLeads: 0 }) !== null);
    expect(selected.map((doc) => doc.username).sort()).toEqual(eligible.map((doc) => doc.username).sort());
  });

  it('gives the same leads as scoring every provider over aggregated leads did', async () => {
    // Some history, so responsiveness and load take part.
    const { bookkeepers, leads } = collections(api.db);
    const chicago = (await bookkeepers.findOne({ username: 'chicago_books' }))!;
    const business = businessDoc();
    await leads.insertMany([leadDoc(chicago._id, business._id), leadDoc(chicago._id, business._id, { status: 'passed' })]);
    await backfillLeadStats(api.db, {});

    const json = { ...validBusinessRequest(), email: 'same@acme.example', location: 'Chicago, IL', notes: 'Small business' };
    const expected = await rankingBeforeCounters(api.db, businessMatchRequest(businessDoc({ location: json.location, notes: json.notes, services: json.services })));
    const { body } = await api.request('/api/business/register', { method: 'POST', json });
    const created = await leads.find({ businessId: new ObjectId(body.businessId as string) }).sort({ matchScore: -1, bookkeeperId: 1 }).toArray();
    expect(created.map((lead) => lead.bookkeeperId.toHexString())).toEqual(expected);
    expect(expected).toHaveLength(3);
  });
});

describe('work per match', () => {
  let database: TestDatabase;
  let server: Server;
  let url: string;
  const started: CommandStartedEvent[] = [];
  const succeeded: CommandSucceededEvent[] = [];
  let providers: BookkeeperDoc[];

  beforeAll(async () => {
    // The app on a client that reports every command it sends.
    database = await openTestDatabase({ clientOptions: { ...CLIENT_OPTIONS, monitorCommands: true } });
    database.client.on('commandStarted', (event) => started.push(event));
    database.client.on('commandSucceeded', (event) => succeeded.push(event));
    await ensureIndexes(database.db);
    server = createApp({ db: database.db, writeLimitPerMinute: 10_000 }).app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    providers = await insertProviders(
      database.db,
      Array.from({ length: 40 }, (_, i) =>
        // With dashboard keys, the mail steps send the same commands whoever wins.
        providerDoc({ averageRating: 20 + (i % 30), totalReviews: i, dashboardKey: `key-${i}`, leadStats: { total: 0, acted: 0, open: 0 } }),
      ),
    );
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
  });

  /** One business request; returns the commands it sent and how many documents came back. */
  async function oneMatch(n: number) {
    started.length = 0;
    succeeded.length = 0;
    const response = await fetch(`${url}/api/business/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validBusinessRequest(), email: `work${n}@acme.example` }),
    });
    expect(response.status).toBe(201);
    const returned = succeeded.reduce((sum, event) => {
      const cursor = (event.reply as { cursor?: { firstBatch?: unknown[]; nextBatch?: unknown[] } }).cursor;
      return sum + (cursor?.firstBatch?.length ?? 0) + (cursor?.nextBatch?.length ?? 0);
    }, 0);
    // A provider's profile restated after a new lead changed what it says (lead-stats.ts): one write per lead at most, whatever the history.
    const isRestatement = (event: CommandStartedEvent) =>
      event.commandName === 'update' && event.command.update === 'bookkeepers' && Object.keys((event.command.updates as { u?: { $set?: object } }[])[0]?.u?.$set ?? {}).join() === 'updatedAt';
    const commands = started.filter((event) => !isRestatement(event)).map((event) => `${event.commandName} ${String(event.command[event.commandName])}`);
    return { commands, returned, events: [...started], restatements: started.filter(isRestatement).length };
  }

  it('reads no more documents with 3,000 leads than with none, and never aggregates the leads', async () => {
    const before = await oneMatch(1);

    const business = businessDoc();
    const leads = Array.from({ length: 3000 }, (_, i) => leadDoc(providers[i % providers.length]!._id, business._id, { status: i % 3 ? 'won' : 'new' }));
    await collections(database.db).leads.insertMany(leads);
    await backfillLeadStats(database.db, {});
    const after = await oneMatch(2);

    // The same commands; each match's leads are written side by side, so their order may differ.
    expect([...after.commands].sort()).toEqual([...before.commands].sort());
    expect(after.returned).toBe(before.returned);
    expect(after.restatements).toBeLessThanOrEqual(3);
    for (const { events } of [before, after]) {
      expect(events.filter((event) => event.commandName === 'aggregate' || event.commandName === 'count')).toEqual([]);
      const candidateFind = events.find((event) => event.commandName === 'find' && event.command.find === 'bookkeepers' && event.command.sort);
      expect(candidateFind?.command.limit).toBe(MAX_CANDIDATES);
      expect(candidateFind?.command.projection).toBeDefined();
    }
  });

  it('still considers the preferred provider when more than the cap rank above them', async () => {
    const many = Array.from({ length: MAX_CANDIDATES + 5 }, () => providerDoc({ averageRating: 50, totalReviews: 50, services: ['bookkeeping', 'tax-prep'] }));
    await insertProviders(database.db, many);
    const [fan] = await insertProviders(database.db, [providerDoc({ averageRating: 5, totalReviews: 1, services: ['bookkeeping'], slug: 'low-rated-favourite' })]);
    const response = await fetch(`${url}/api/customer-onboarding`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validQuestionnaire({ primaryServices: ['Bookkeeping'], additionalServices: [], email: 'fan@shop.example', preferredProviderSlug: 'low-rated-favourite' })),
    });
    const { id } = (await response.json()) as { id: string };
    const leads = await collections(database.db).leads.find({ onboardingId: new ObjectId(id) }).toArray();
    expect(leads).toHaveLength(3);
    expect(leads.map((lead) => lead.bookkeeperId.toHexString())).toContain(fan!._id.toHexString());
  });
});
