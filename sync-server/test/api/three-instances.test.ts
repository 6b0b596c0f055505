/**
 * Three server instances on one database behind a round-robin load balancer, driven as one browser
 * would be (LoadBalancedClient: each request to the next instance, one cookie jar): a keyed write
 * raced to two instances is written once; sessions, dashboard and request cookies, sign-in links,
 * rate limits and upload progress hold whichever instance answers; and the mail worker and the lead
 * expiry job, running on all three at once, deliver each mail and expire each lead once.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FIRM_CSV_COLUMNS } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import Papa from 'papaparse';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { collections, RATE_LIMITS_COLLECTION } from '../../src/db/collections';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { REQUEST_KEY_FAILURE_LIMIT, REQUEST_KEY_HEADER } from '../../src/http/request-key';
import { silentLogger } from '../../src/logger';
import { fileSinkTransport, type MailTransport } from '../../src/services/mail/transport';
import { MailWorker } from '../../src/services/mail/worker';
import { LeadExpiryJob } from '../../src/services/lead-expiry-job';
import { RequestDigestJob } from '../../src/services/request-digest-job';
import { createTestAdmin, TEST_ADMIN_PASSWORD } from '../support/admin-session';
import type { TestApi } from '../support/api-server';
import { businessDoc, insertProviders, leadDoc, providerDoc, validBusinessRequest, validQuestionnaire } from '../support/factories';
import { startInstances } from '../support/instances';
import { leadsOfRequest, openLeads, rankedProviders, reroutingDepsOf } from '../support/lead-expiry';
import { LoadBalancedClient } from '../support/load-balancer';

const PUBLIC_URL = 'https://ledgerlink.test';
/** Behind the balancer: the client's address comes from X-Forwarded-For. */
const BEHIND_BALANCER = { publicUrl: PUBLIC_URL, trustProxyHops: 1 };
const REQUEST_LINK = /\/request\/([0-9a-f]{24})\?key=([A-Za-z0-9_-]+)$/;

type Answer = Awaited<ReturnType<LoadBalancedClient['request']>>;

describe('three server instances on one database behind a round-robin balancer', () => {
  let instances: Awaited<ReturnType<typeof startInstances>>;
  let clients = 0;
  /** A browser of its own address, so each test's limits are its own. */
  const newClient = (over: TestApi[] = instances) => new LoadBalancedClient(over, { origin: PUBLIC_URL, clientIp: `203.0.113.${++clients}` });
  const db = () => instances[0]!.db;

  beforeAll(async () => {
    instances = await startInstances(3, { ...BEHIND_BALANCER, writeLimitPerMinute: 1_000 });
  });
  afterAll(() => instances.close());
  beforeEach(async () => {
    const c = collections(db());
    for (const name of ['bookkeepers', 'leads', 'businesses', 'customerOnboardings', 'outbox', 'idempotencyKeys', 'submissionFingerprints'] as const) await c[name].deleteMany({});
    await db().collection(RATE_LIMITS_COLLECTION).deleteMany({});
  });

  describe('one Idempotency-Key sent to two instances at the same moment', () => {
    const RACES = 4;
    const outcomes: string[] = [];
    afterAll(() => console.log(`three-instances: keyed races, second answers: ${JSON.stringify(tally(outcomes))}`));

    /**
     * Sends the same keyed write twice at once (round-robin: to two instances). One runs; the other
     * replays its answer or is told to retry (409 with Retry-After), and that retry replays it.
     * Returns the one answer both agree on.
     */
    async function race(sendOnce: () => Promise<Answer>): Promise<Answer> {
      const answers = await Promise.all([sendOnce(), sendOnce()]);
      expect(answers[0]!.instance).not.toBe(answers[1]!.instance);
      const ran = answers.filter((answer) => answer.headers.get('idempotent-replayed') === null && answer.status !== 409);
      expect(ran, JSON.stringify(answers.map(({ status, body }) => ({ status, body })))).toHaveLength(1);
      const first = ran[0]!;
      expect(first.status).toBeLessThan(300);
      const second = answers.find((answer) => answer !== first)!;
      if (second.status === 409) {
        outcomes.push('409 then replay');
        expect(second.headers.get('retry-after')).toBe('2');
        const retry = await sendOnce();
        expect(retry.headers.get('idempotent-replayed')).toBe('true');
        expect({ status: retry.status, body: retry.body }).toEqual({ status: first.status, body: first.body });
      } else {
        outcomes.push('replay');
        expect(second.headers.get('idempotent-replayed')).toBe('true');
        expect({ status: second.status, body: second.body }).toEqual({ status: first.status, body: first.body });
      }
      return first;
    }

    it('stores one questionnaire, makes its leads once and mails each lead and the customer once', async () => {
      await insertProviders(db(), [0, 1, 2].map(() => providerDoc({ services: ['bookkeeping', 'tax-prep', 'payroll'] })));
      const client = newClient();
      for (let i = 0; i < RACES; i += 1) {
        const email = `racer${i}@shop.example`;
        const headers = { 'Idempotency-Key': randomUUID() };
        const answer = await race(() => client.request('/api/customer-onboarding', { method: 'POST', json: validQuestionnaire({ email }), headers }));
        expect(answer.body.matched).toBe(3);
        const { customerOnboardings, leads, outbox } = collections(db());
        const stored = await customerOnboardings.find({ email }).toArray();
        expect(stored.map((doc) => doc._id.toHexString())).toEqual([answer.body.id]);
        const made = await leads.find({ onboardingId: stored[0]!._id }).toArray();
        expect(made).toHaveLength(3);
        expect(await outbox.countDocuments({ key: { $in: made.map((lead) => `lead:${lead._id.toHexString()}`) } })).toBe(3);
        expect(await outbox.countDocuments({ to: email })).toBe(1);
      }
    });

    it('moves a lead once: one status change, counted once in the provider\'s responsiveness', async () => {
      const client = newClient();
      for (let i = 0; i < RACES; i += 1) {
        const dashboardKey = `race-dashboard-key-${i}-0123456789abcdef`;
        const [provider] = await insertProviders(db(), [providerDoc({ dashboardKey })]);
        const business = businessDoc();
        await collections(db()).businesses.insertOne(business);
        const lead = leadDoc(provider!._id, business._id);
        await collections(db()).leads.insertOne(lead);
        const headers = { 'Idempotency-Key': randomUUID(), [DASHBOARD_KEY_HEADER]: dashboardKey };
        const answer = await race(() => client.request(`/api/lead/${lead._id.toHexString()}`, { method: 'PATCH', json: { status: 'contacted', from: 'new' }, headers }));
        expect(answer.body.lead).toMatchObject({ id: lead._id.toHexString(), status: 'contacted' });
        const stats = (await collections(db()).bookkeepers.findOne({ _id: provider!._id }))!.leadStats;
        expect(stats).toMatchObject({ acted: 1 });
        expect(stats!.replyHours).toHaveLength(1);
      }
    });

    it('records one Get Contact lead and mails its provider once, with or without a key', async () => {
      const client = newClient();
      for (let i = 0; i < RACES; i += 1) {
        const [provider] = await insertProviders(db(), [providerDoc()]);
        const headers = { 'Idempotency-Key': randomUUID() };
        const answer = await race(() => client.request(`/api/bookkeepers/${provider!._id.toHexString()}/contact`, { method: 'POST', json: { email: `visitor${i}@shop.example` }, headers }));
        expect(answer.body.contact.email).toBe(provider!.email);
        expect(await collections(db()).leads.countDocuments({ bookkeeperId: provider!._id, source: 'contact' })).toBe(1);
        expect(await collections(db()).outbox.countDocuments({ to: provider!.email })).toBe(1);
      }
      // Without a key too: one visitor's two clicks, landing on two instances at once, are one open lead.
      const [provider] = await insertProviders(db(), [providerDoc()]);
      const clicks = await Promise.all([0, 1].map(() => client.request(`/api/bookkeepers/${provider!._id.toHexString()}/contact`, { method: 'POST', json: { email: 'double@shop.example' } })));
      expect(clicks.map((click) => click.status)).toEqual([200, 200]);
      expect(await collections(db()).leads.countDocuments({ bookkeeperId: provider!._id, source: 'contact' })).toBe(1);
      expect(await collections(db()).outbox.countDocuments({ to: provider!.email })).toBe(1);
    });
    it('adds one set of further matches when a customer\'s "Ask for more matches" reaches two instances', async () => {
      const client = newClient();
      for (let i = 0; i < RACES; i += 1) {
        // Matching searches the customer's whole country: each round starts with no professionals.
        await collections(db()).bookkeepers.deleteMany({});
        const matchable = () => providerDoc({ services: ['bookkeeping', 'tax-prep', 'payroll'] });
        await insertProviders(db(), [matchable()]);
        const submitted = await client.request('/api/customer-onboarding', { method: 'POST', json: validQuestionnaire({ email: `more${i}@shop.example` }) });
        expect(submitted.body.matched).toBe(1);
        const [, id, key] = REQUEST_LINK.exec(submitted.body.requestUrl as string)!;
        expect((await client.request(`/api/requests/${id}/session`, { method: 'POST', json: { key } })).status).toBe(200);
        await insertProviders(db(), [matchable(), matchable(), matchable()]);

        const headers = { 'Idempotency-Key': randomUUID() };
        const answer = await race(() => client.request(`/api/requests/${id}/more-matches`, { method: 'POST', headers }));
        expect(answer.body.added).toBe(2);
        const leads = await collections(db()).leads.find({ onboardingId: new ObjectId(id) }).toArray();
        expect(leads).toHaveLength(3);
        expect(await collections(db()).outbox.countDocuments({ key: { $in: leads.map((lead) => `lead:${lead._id.toHexString()}`) } })).toBe(3);
      }
    });
  });

  describe('sessions and cookies, whichever instance answers', () => {
    it('an admin signed in on one instance is signed in on the others, and signed out everywhere from a third', async () => {
      await createTestAdmin(db());
      const browser = newClient();
      expect((await browser.requestAt(0, '/api/auth/login', { method: 'POST', json: { username: 'admin', password: TEST_ADMIN_PASSWORD } })).status).toBe(200);
      const session = browser.cookie('ll_session')!;
      expect(session).toBeDefined();
      for (const instance of [1, 2, 0]) {
        expect((await browser.requestAt(instance, '/api/auth/session')).body.user).toEqual({ username: 'admin' });
        expect((await browser.requestAt(instance, '/api/admin/leads')).status).toBe(200);
      }
      expect((await browser.requestAt(2, '/api/auth/logout', { method: 'POST' })).status).toBe(200);
      expect(browser.cookie('ll_session')).toBeUndefined();
      // The old cookie, kept by whoever copied it, opens nothing anywhere.
      for (const instance of [0, 1, 2]) {
        expect((await browser.requestAt(instance, '/api/auth/session', { headers: { cookie: session } })).status).toBe(401);
        expect((await browser.requestAt(instance, '/api/admin/leads', { headers: { cookie: session } })).status).toBe(401);
      }
    });

    it('a provider\'s dashboard cookie opens the dashboard on every instance until the device signs out', async () => {
      const key = 'three-instances-dashboard-key-0123456789';
      const [provider] = await insertProviders(db(), [providerDoc({ dashboardKey: key })]);
      const id = provider!._id.toHexString();
      const business = businessDoc();
      await collections(db()).businesses.insertOne(business);
      const lead = leadDoc(provider!._id, business._id);
      await collections(db()).leads.insertOne(lead);

      const browser = newClient();
      expect((await browser.requestAt(0, `/api/bookkeeper/${id}/session`, { method: 'POST', json: { key } })).status).toBe(200);
      const cookie = browser.cookie(`ll_dash_${id}`)!;
      expect(cookie).toBeDefined();
      for (let i = 0; i < 3; i += 1) {
        const listed = await browser.request(`/api/bookkeeper/${id}/leads`);
        expect(listed.status).toBe(200);
        expect(listed.body.leads.map((listedLead: { id: string }) => listedLead.id)).toEqual([lead._id.toHexString()]);
      }
      expect((await browser.requestAt(1, `/api/bookkeeper/${id}/session`, { method: 'DELETE' })).status).toBe(200);
      for (const instance of [0, 1, 2]) expect((await browser.requestAt(instance, `/api/bookkeeper/${id}/leads`, { headers: { cookie } })).status).toBe(401);
    });

    it('a customer\'s request cookie opens the request page on every instance', async () => {
      await insertProviders(db(), [providerDoc({ services: ['bookkeeping', 'tax-prep', 'payroll'] })]);
      const browser = newClient();
      const submitted = await browser.request('/api/customer-onboarding', { method: 'POST', json: validQuestionnaire({ email: 'follower@shop.example' }) });
      expect(submitted.status).toBe(201);
      const [, id, key] = REQUEST_LINK.exec(submitted.body.requestUrl as string)!;
      expect((await browser.request(`/api/requests/${id}/session`, { method: 'POST', json: { key } })).status).toBe(200);
      expect(browser.cookie(`ll_req_${id}`)).toBeDefined();
      const pages = [];
      for (let i = 0; i < 3; i += 1) pages.push(await browser.request(`/api/requests/${id}`));
      expect(new Set(pages.map((page) => page.instance)).size).toBe(3);
      for (const page of pages) {
        expect(page.status).toBe(200);
        expect(page.body.request).toMatchObject({ id, contact: { email: 'follower@shop.example' } });
        expect(page.body.matches).toHaveLength(1);
      }
    });

    it('a mailed sign-in link opens one session, once, whichever instances it is tried on', async () => {
      const [provider] = await insertProviders(db(), [providerDoc({ dashboardKey: 'three-instances-signin-key-0123456789' })]);
      const id = provider!._id.toHexString();
      const browser = newClient();
      expect((await browser.requestAt(0, '/api/bookkeeper/dashboard-link', { method: 'POST', json: { email: provider!.email } })).status).toBe(200);
      const mail = await vi.waitFor(async () => {
        const found = await collections(db()).outbox.findOne({ to: provider!.email });
        expect(found).not.toBeNull();
        return found!;
      });
      const token = decodeURIComponent(new RegExp(`${PUBLIC_URL}/dashboard/${id}\\?signin=([\\w%-]+)`).exec(mail.text)![1]!);

      // Clicked twice at once (two tabs), landing on two instances: one session.
      const tries = await Promise.all([1, 2].map((instance) => browser.requestAt(instance, `/api/bookkeeper/${id}/session`, { method: 'POST', json: { signin: token } })));
      expect(tries.map((answer) => answer.status).sort()).toEqual([200, 401]);
      expect((await browser.requestAt(0, `/api/bookkeeper/${id}/session`, { method: 'POST', json: { signin: token } })).status).toBe(401);
      for (const instance of [0, 1, 2]) expect((await browser.requestAt(instance, `/api/bookkeeper/${id}/leads`)).status).toBe(200);
    });
  });

  describe('limits', () => {
    it('let exactly the limit of a burst of public writes through, sent to all three at once', async () => {
      const limited = await startInstances(3, { ...BEHIND_BALANCER, writeLimitPerMinute: 5 });
      try {
        const browser = newClient(limited);
        const answers = await Promise.all(
          Array.from({ length: 15 }, (_, i) => browser.request('/api/business/register', { method: 'POST', json: { ...validBusinessRequest(), email: `burst${i}@example.com` } })),
        );
        expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
        const refused = answers.filter((answer) => answer.status === 429);
        expect(refused).toHaveLength(10);
        for (const answer of refused) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      } finally {
        await limited.close();
      }
    });

    it('check no more wrong passwords than the throttle allows when they come all at once', async () => {
      await createTestAdmin(db());
      const guesser = newClient();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => guesser.request('/api/auth/login', { method: 'POST', json: { username: 'admin', password: `guess-${i}` } })),
      );
      const checked = answers.filter((answer) => answer.status === 401).length;
      console.log(`three-instances: 20 simultaneous wrong passwords from one address: ${checked} checked, ${answers.length - checked} refused`);
      expect(checked).toBe(10);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
    }, 60_000);

    it('space out wrong passwords from many addresses past the username ceiling when they come all at once', async () => {
      await createTestAdmin(db());
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => newClient().requestAt(i % 3, '/api/auth/login', { method: 'POST', json: { username: 'admin', password: `botnet-guess-${i}` } })),
      );
      const checked = answers.filter((answer) => answer.status === 401).length;
      // 30 failures a window (LoginThrottle's ceiling), then one attempt per 5-second slot.
      const allowed = 30 + 1 + Math.floor((Date.now() - started) / 5_000);
      console.log(`three-instances: 40 simultaneous wrong passwords from 40 addresses: ${checked} checked (at most ${allowed} allowed), ${answers.length - checked} refused`);
      expect(checked).toBeGreaterThanOrEqual(30);
      expect(checked).toBeLessThanOrEqual(allowed);
      expect(answers.filter((answer) => answer.status !== 401).every((answer) => answer.status === 429)).toBe(true);
    }, 90_000);

    it('refuse wrong request links past the limit when they come all at once', async () => {
      await insertProviders(db(), [providerDoc({ services: ['bookkeeping', 'tax-prep', 'payroll'] })]);
      const guesser = newClient();
      const { body } = await guesser.request('/api/customer-onboarding', { method: 'POST', json: validQuestionnaire({ email: 'guessed@shop.example' }) });
      const answers = await Promise.all(
        Array.from({ length: REQUEST_KEY_FAILURE_LIMIT + 10 }, (_, i) =>
          guesser.request(`/api/requests/${body.id as string}`, { headers: { [REQUEST_KEY_HEADER]: `wrong-request-key-${String(i).padStart(16, '0')}` } }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 401)).toHaveLength(REQUEST_KEY_FAILURE_LIMIT);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
    });

    it('count sign-in link requests for one email address across instances and client addresses', async () => {
      const [provider] = await insertProviders(db(), [providerDoc()]);
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await newClient().requestAt(i % 3, '/api/bookkeeper/dashboard-link', { method: 'POST', json: { email: provider!.email } })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });

  describe('an admin\'s firm CSV upload', () => {
    /** An admin's browser, signed in. */
    async function signedInAdmin(): Promise<LoadBalancedClient> {
      await createTestAdmin(db());
      const admin = newClient();
      expect((await admin.request('/api/auth/login', { method: 'POST', json: { username: 'admin', password: TEST_ADMIN_PASSWORD } })).status).toBe(200);
      return admin;
    }
    /** Uploads `count` firms named `<prefix> <n>`; returns the upload's id and the instance running it. */
    async function uploadFirms(admin: LoadBalancedClient, prefix: string, count: number): Promise<{ uploadId: string; runningOn: number }> {
      const rows = Array.from({ length: count }, (_, n) => FIRM_CSV_COLUMNS.map((_, column) => (column === 0 ? `${prefix} ${n}` : column === 6 ? 'Denver' : '')));
      const form = new FormData();
      form.append('file', new Blob([Papa.unparse([[...FIRM_CSV_COLUMNS], ...rows])], { type: 'text/csv' }), 'firms.csv');
      const started = await admin.request('/api/admin/upload-firms', { method: 'POST', body: form });
      expect(started.status).toBe(202);
      return { uploadId: started.body.uploadId as string, runningOn: started.instance };
    }
    const firmsNamed = (prefix: string) => collections(db()).bookkeepers.countDocuments({ fullName: new RegExp(`^${prefix} \\d+$`) });

    it('reads the same from every instance while it runs and once done', async () => {
      const admin = await signedInAdmin();
      const { uploadId } = await uploadFirms(admin, 'Balanced Firm', 1500);
      // The 2-second polls of the upload page, each to the next instance: never going backwards.
      const polls: Answer[] = [];
      for (;;) {
        const poll = await admin.request(`/api/admin/upload-progress/${uploadId}`);
        expect(poll.status).toBe(200);
        polls.push(poll);
        if (poll.body.progress.status !== 'processing') break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(new Set(polls.map((poll) => poll.instance)).size).toBe(Math.min(3, polls.length));
      const processed = polls.map((poll) => poll.body.progress.processed as number);
      expect(processed).toEqual([...processed].sort((a, b) => a - b));
      console.log(`three-instances: ${polls.length} upload progress polls over the instances, processed ${JSON.stringify(processed)}`);

      const done = [];
      for (let i = 0; i < 3; i += 1) done.push(await admin.request(`/api/admin/upload-progress/${uploadId}`));
      for (const answer of done) expect(answer.body).toEqual(polls.at(-1)!.body);
      expect(done[0]!.body.progress).toMatchObject({ status: 'completed', processed: 1500, imported: 1500, errors: 0 });
    }, 60_000);

    it('stops when an admin clears its progress on another instance than the one running it', async () => {
      const admin = await signedInAdmin();
      const { uploadId, runningOn } = await uploadFirms(admin, 'Cleared Firm', 5000);
      await vi.waitFor(async () => {
        const { body } = await admin.request(`/api/admin/upload-progress/${uploadId}`);
        expect(body.progress).toMatchObject({ status: 'processing', processed: expect.any(Number) });
        expect(body.progress.processed).toBeGreaterThan(0);
      }, { timeout: 10_000, interval: 50 });
      const cleared = await admin.requestAt((runningOn + 1) % 3, `/api/admin/upload-progress/${uploadId}`, { method: 'DELETE' });
      expect(cleared.status).toBe(200);
      // The running job stops after its current batch: the count of imported firms stays put.
      const settled = await vi.waitFor(
        async () => {
          const before = await firmsNamed('Cleared Firm');
          await new Promise((resolve) => setTimeout(resolve, 500));
          expect(await firmsNamed('Cleared Firm')).toBe(before);
          return before;
        },
        { timeout: 10_000, interval: 0 },
      );
      console.log(`three-instances: upload running on instance ${runningOn}, cleared from instance ${cleared.instance}, stopped at ${settled} of 5000 firms`);
      expect(settled).toBeLessThan(5000);
      for (let i = 0; i < 3; i += 1) expect((await admin.request(`/api/admin/upload-progress/${uploadId}`)).status).toBe(404);
    }, 60_000);
  });

  it('runs the mail worker, the lead expiry job and the update emails on all three at once, delivering each mail and expiring each lead once', async () => {
    const sink = await mkdtemp(path.join(os.tmpdir(), 'll-three-instances-mail-'));
    const deliveries = new Map<string, number>();
    // Each instance's worker delivers to the one mail folder, through the real file transport.
    const transportOf = (): MailTransport => {
      const files = fileSinkTransport(sink);
      return {
        description: files.description,
        async send(mail) {
          deliveries.set(mail.messageId, (deliveries.get(mail.messageId) ?? 0) + 1);
          await files.send(mail);
        },
      };
    };
    const workers = instances.map(({ context }) => new MailWorker(context.collections.outbox, transportOf(), silentLogger, { pollMs: 20 }));
    const expiryJobs = instances.map(({ context }) => new LeadExpiryJob(reroutingDepsOf(context), silentLogger, { intervalMs: 20 }));
    const digestJobs = instances.map(({ context }) => new RequestDigestJob({ collections: context.collections, publicUrl: context.publicUrl }, silentLogger, { intervalMs: 20 }));
    const jobs = [...workers, ...expiryJobs, ...digestJobs];
    try {
      for (const job of jobs) job.start();
      await rankedProviders(db(), 9);
      const customers = newClient();
      const requests: ObjectId[] = [];
      for (let i = 0; i < 5; i += 1) {
        const { status, body } = await customers.request('/api/business/register', { method: 'POST', json: { ...validBusinessRequest(), email: `waiting${i}@example.com` } });
        expect(status).toBe(201);
        expect(body.matched).toBe(3);
        requests.push(new ObjectId(body.businessId as string));
      }
      const { leads, outbox, bookkeepers, requestDigests } = collections(db());
      // The response deadline passes for every lead the requests made.
      const firstLeads = await leads.find({}).toArray();
      expect(firstLeads).toHaveLength(15);
      await leads.updateMany({}, { $set: { respondBy: new Date(Date.now() - 1000) } });

      await vi.waitFor(
        async () => {
          expect(await leads.countDocuments({ $or: [{ status: 'new', respondBy: { $lte: new Date() }, expiredAt: { $exists: false } }, { rerouteLeaseUntil: { $exists: true } }] })).toBe(0);
          expect(await requestDigests.countDocuments({ sentCount: { $gte: 1 }, sending: { $exists: false } })).toBe(requests.length);
          expect(await outbox.countDocuments({ status: { $ne: 'sent' } })).toBe(0);
        },
        { timeout: 45_000, interval: 50 },
      );
      for (const job of jobs) await job.stop();

      for (const requestId of requests) {
        const all = await leadsOfRequest(db(), requestId);
        expect(all).toHaveLength(6);
        expect(openLeads(all)).toHaveLength(3);
        const replaced = all.filter((lead) => lead.replacesLeadId).map((lead) => lead.replacesLeadId!.toHexString());
        expect(replaced.sort()).toEqual(all.filter((lead) => lead.expiredAt).map((lead) => lead._id.toHexString()).sort());
      }
      // Each expiry counted once against its provider: the first three providers have no open lead left.
      for (const provider of await bookkeepers.find({}).toArray()) {
        const open = await leads.countDocuments({ bookkeeperId: provider._id, status: 'new', expiredAt: { $exists: false } });
        expect(provider.leadStats?.open ?? 0, provider.username).toBe(open);
      }

      // The customer's first update email says what expired by then; the rest waits its hour.
      for (const [index, requestId] of requests.entries()) {
        expect(await outbox.find({ to: `waiting${index}@example.com`, key: /^digest:/ }).toArray()).toEqual([expect.objectContaining({ key: `digest:${requestId.toHexString()}:1` })]);
        const digest = (await requestDigests.findOne({ _id: requestId }))!;
        expect(digest.mailed.length + Object.keys(digest.pending).length).toBe(3);
        for (const id of digest.mailed) expect(digest.pending[id]).toBeUndefined();
      }
      const mails = await outbox.find({}).toArray();
      expect(mails.length).toBe(30 + 2 * requests.length); // a notice per lead, a match mail and an update email per customer
      for (const mail of mails) expect(mail).toMatchObject({ status: 'sent', attempts: 1 });
      expect(deliveries.size).toBe(mails.length);
      expect([...deliveries.values()].every((count) => count === 1)).toBe(true);
      expect((await readdir(sink)).filter((name) => name.endsWith('.eml'))).toHaveLength(mails.length);
      console.log(`three-instances: 3 mail workers, 3 expiry jobs and 3 update-email jobs: ${firstLeads.length} leads expired and re-routed once each, ${deliveries.size} mails delivered once each`);
    } finally {
      for (const job of jobs) await job.stop();
      await rm(sink, { recursive: true, force: true });
    }
  }, 90_000);
});

function tally(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
