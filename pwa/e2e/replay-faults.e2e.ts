import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ObjectId } from 'mongodb';
import { chromium, type Browser, type BrowserContext, type Page, type Request, type Route, type Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxRow } from '../src/offline/db';
import { browserTarget, launchBrowser, QUIET_CHROMIUM_FLAGS } from './support/browser';
import { fillBusinessRequest } from './support/form-fields';
import { setNetwork } from './support/network';
import { startServer, type RunningServer } from './support/server';
import { eventually, openServerData, type ServerData } from './support/server-data';
import { queuedRow, storeQueuedRows } from './support/queued-rows';

// Faults during replay, in Chromium with the real service worker against the real
// server: writes queued offline (through the business request form, and as outbox rows written the
// way the app writes them) meet a server that answers 500/503, a connection lost after the server
// handled the write, a server killed -9 and started again, the browser closed and reopened, and a
// deploy of a new service worker. Every write must land exactly once (counted in the server's
// database by a marker of its own) and every outbox row must end `sent`.

const WRITE_PATHS = ['/api/customer-onboarding', '/api/business/register', '/api/bookings'];
const isWrite = (url: URL) => WRITE_PATHS.includes(url.pathname) || url.pathname.startsWith('/api/lead/');
const isWriteRequest = (request: Request) => isWrite(new URL(request.url())) && request.method() !== 'GET';

/** One queued write and how to count what it made on the server. */
interface QueuedWrite {
  label: string;
  stored(): Promise<number>;
}

interface RowView {
  id: string;
  kind: string;
  state: string;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
}

describe('replay under faults (real server, service worker, Chromium)', () => {
  let server: RunningServer;
  let browser: Browser;
  let data: ServerData;
  let dataDir: string;
  const contexts: BrowserContext[] = [];
  const summaries: string[] = [];

  beforeAll(async () => {
    // A data directory of the file's own, so the server can be killed and started again on it.
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ledgerlink-faults-'));
    server = await startServer({}, { dataDir });
    browser = await launchBrowser();
    data = await openServerData(server);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await data?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (summaries.length > 0) process.stdout.write(`[replay-faults]\n${summaries.map((line) => `  ${line}`).join('\n')}\n`);
  });

  const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

  /** A page of `context` at `path` that the service worker controls, with the app's database open. */
  async function controlledPage(context: BrowserContext, pathname: string, site = server.url): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${site}${pathname}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      while (!(await indexedDB.databases()).some((database) => database.name === 'ledgerlink')) await new Promise((resolve) => setTimeout(resolve, 50));
    });
    return page;
  }

  async function newContext(): Promise<BrowserContext> {
    const context = await browser.newContext();
    contexts.push(context);
    return context;
  }

  /** A business request made offline through its form: the app queues it. */
  async function queueThroughForm(page: Page, tag: string): Promise<QueuedWrite> {
    const company = `${tag}-form`;
    await page.goto(new URL('/business-form', page.url()).href);
    await fillBusinessRequest(page, company);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByRole('heading', { name: 'Request saved on this device' }).waitFor();
    return { label: 'business request (form)', stored: () => data.db.collection('businesses').countDocuments({ companyName: company }) };
  }

  const business = (company: string) => ({
    companyName: company,
    industry: 'retail',
    contactName: 'Robin Rows',
    email: `${company}@rows.test`,
    phone: '+1 555 0177',
    location: 'Austin, TX',
    services: ['Bookkeeping'],
    budget: '500-1000',
    timeline: 'asap',
  });

  /**
   * Questionnaires, a business request and a hire (two requests), queued as rows the way the app
   * queues them; with `lead`, also the demo provider's status change of that lead (new → contacted).
   */
  async function queueRows(page: Page, tag: string, { questionnaires, lead }: { questionnaires: number; lead?: ObjectId }): Promise<QueuedWrite[]> {
    // The demo provider is approved and taking clients: a hire of them is booked.
    const bookkeeper = await data.db.collection('bookkeepers').findOne({ username: 'demo_provider' });
    const rows: OutboxRow[] = [];
    const writes: QueuedWrite[] = [];
    for (let index = 1; index <= questionnaires; index += 1) {
      const email = `${tag}-q${index}@example.com`;
      rows.push(
        queuedRow('questionnaire', {
          needsType: 'personal',
          primaryServices: ['Income tax'],
          clientType: 'I want a new accountant',
          age: '31-40',
          country: 'United Kingdom',
          email,
          mobileNumber: '07700 900123',
        }),
      );
      writes.push({ label: 'questionnaire', stored: () => data.db.collection('customerOnboardings').countDocuments({ email }) });
    }
    const requested = `${tag}-request`;
    rows.push(queuedRow('business-request', business(requested)));
    writes.push({ label: 'business request', stored: () => data.db.collection('businesses').countDocuments({ companyName: requested }) });
    const hired = `${tag}-hire`;
    rows.push(queuedRow('hire', { business: business(hired), booking: { bookkeeperId: bookkeeper!._id.toHexString(), startDate: '2031-03-01', serviceType: 'Bookkeeping' } }));
    writes.push({ label: 'hire: business', stored: () => data.db.collection('businesses').countDocuments({ companyName: hired }) });
    writes.push({
      label: 'hire: booking',
      stored: async () => {
        const ids = (await data.db.collection('businesses').find({ companyName: hired }).toArray()).map((doc) => doc._id);
        return data.db.collection('bookings').countDocuments({ businessId: { $in: ids } });
      },
    });
    if (lead) {
      rows.push(queuedRow('lead-status', { leadId: lead.toHexString(), change: { status: 'contacted', from: 'new' } }, `lead:${lead.toHexString()}`));
      // A second run of this change under another key would meet `from: new` no longer holding: a 409, and the row would not end `sent`.
      writes.push({ label: 'lead status', stored: async () => ((await data.db.collection('leads').findOne({ _id: lead }))?.status === 'contacted' ? 1 : 0) });
    }
    await storeQueuedRows(page, rows);
    return writes;
  }

  async function outboxRows(page: Page): Promise<RowView[]> {
    return page.evaluate(
      () =>
        new Promise<RowView[]>((resolve, reject) => {
          const open = indexedDB.open('ledgerlink');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('outbox').objectStore('outbox').getAll();
            all.onsuccess = () => {
              open.result.close();
              resolve((all.result as RowView[]).map(({ id, kind, state, attempts, nextAttemptAt, lastError }) => ({ id, kind, state, attempts, nextAttemptAt, lastError })));
            };
          };
        }),
    );
  }

  /** When the offline catalogue last finished a pull (its `meta` record), or null before the first. */
  async function catalogueSyncedAt(page: Page): Promise<number | null> {
    return page.evaluate(
      () =>
        new Promise<number | null>((resolve, reject) => {
          const open = indexedDB.open('ledgerlink');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const read = open.result.transaction('meta').objectStore('meta').get('catalogue');
            read.onsuccess = () => {
              open.result.close();
              resolve((read.result as { value?: { lastSyncedAt?: number | null } } | undefined)?.value?.lastSyncedAt ?? null);
            };
          };
        }),
    );
  }

  const allSent = (rows: RowView[]) => rows.length > 0 && rows.every((item) => item.state === 'sent');

  /** Waits for every row to be sent, then checks each write landed once and prints the fault's line. */
  async function expectLandedOnce(page: Page, writes: QueuedWrite[], fault: string): Promise<RowView[]> {
    const rows = await eventually(() => outboxRows(page), allSent, 45_000);
    expect(rows.filter((item) => item.state !== 'sent')).toEqual([]);
    const counts = await Promise.all(writes.map(async (write) => ({ label: write.label, stored: await write.stored() })));
    summaries.push(`${fault}: ${writes.length} queued, ${counts.filter((count) => count.stored > 0).length} stored, ${counts.filter((count) => count.stored > 1).length} doubled`);
    expect(counts).toEqual(writes.map((write) => ({ label: write.label, stored: 1 })));
    return rows;
  }

  /** Each Idempotency-Key's answers as they reached the browser: whether the server replayed a stored answer. */
  function watchAnswers(context: BrowserContext): Map<string, boolean[]> {
    const answers = new Map<string, boolean[]>();
    context.on('response', (response) => {
      const request = response.request();
      const key = request.headers()['idempotency-key'];
      if (!key || !isWriteRequest(request)) return;
      answers.set(key, [...(answers.get(key) ?? []), response.headers()['idempotent-replayed'] === 'true']);
    });
    return answers;
  }

  async function newLeadOfDemoProvider(): Promise<ObjectId> {
    const provider = await data.db.collection('bookkeepers').findOne({ username: 'demo_provider' });
    const lead = await data.db.collection('leads').findOne({ bookkeeperId: provider!._id, status: 'new' }, { sort: { createdAt: -1 } });
    return lead!._id as ObjectId;
  }

  /** Opens the demo provider's dashboard link the server printed: the context gets its session, which the worker's lead replays carry. */
  async function signInAsDemoProvider(page: Page): Promise<void> {
    const printed = async () => [...server.output.join('').matchAll(/Demo provider dashboard: (\S+)/g)].at(-1)?.[1];
    const link = await eventually(printed, (found) => found !== undefined);
    if (!link) throw new Error('the server printed no demo dashboard link');
    await page.goto(link);
    await page.getByRole('heading', { level: 2, name: 'Your Leads' }).waitFor();
  }

  it('retries 500 and 503 answers (honouring Retry-After) and stores every write once', async () => {
    const tag = unique('faults-5xx');
    const context = await newContext();
    const page = await controlledPage(context, '/');
    const lead = await newLeadOfDemoProvider();
    await signInAsDemoProvider(page);
    await setNetwork(context, server.url, 'offline');
    const writes = [await queueThroughForm(page, tag), ...(await queueRows(page, tag, { questionnaires: 2, lead }))];

    // The first FAILURES write requests (the worker's included: a context route sees them) fail,
    // alternately 500 and 503 with Retry-After; every later one reaches the server.
    const FAILURES = 4;
    const RETRY_AFTER_S = 3;
    const unavailable: { key: string; at: number }[] = [];
    let failed = 0;
    await context.route(isWrite, async (route: Route) => {
      if (failed >= FAILURES) return route.fallback();
      failed += 1;
      if (failed % 2 === 1) return route.fulfill({ status: 500, json: { message: 'Internal server error' } });
      unavailable.push({ key: route.request().headers()['idempotency-key']!, at: Date.now() });
      return route.fulfill({ status: 503, headers: { 'Retry-After': String(RETRY_AFTER_S) }, json: { message: 'Service unavailable' } });
    });
    await setNetwork(context, server.url, 'online');

    const rows = await expectLandedOnce(page, writes, `500/503 on the first ${FAILURES} requests, then ok`);
    expect(failed).toBe(FAILURES);
    // A 503's Retry-After pushed that item's next attempt at least that far (its row keeps the time).
    expect(unavailable).toHaveLength(FAILURES / 2);
    for (const { key, at } of unavailable) {
      const item = rows.find((candidate) => key === candidate.id || key.startsWith(`${candidate.id}-`));
      expect(item!.nextAttemptAt).toBeGreaterThanOrEqual(at + RETRY_AFTER_S * 1000);
    }
    await page.goto(`${server.url}/outbox`);
    await page.getByRole('heading', { level: 2, name: `Sent (${rows.length})` }).waitFor();
    expect(await page.getByRole('region', { name: 'Needs your attention' }).count()).toBe(0);
  });

  it('retries a write whose answer was lost after the server stored it, and the server replays its answer instead of writing again', async () => {
    const tag = unique('faults-reset');
    const context = await newContext();
    const answers = watchAnswers(context);
    const page = await controlledPage(context, '/');
    const lead = await newLeadOfDemoProvider();
    await signInAsDemoProvider(page);
    await setNetwork(context, server.url, 'offline');
    const writes = [await queueThroughForm(page, tag), ...(await queueRows(page, tag, { questionnaires: 2, lead }))];

    // Every key's first request reaches the server, which handles it; its answer is lost on the way back.
    const dropped = new Set<string>();
    await context.route(isWrite, async (route: Route) => {
      const key = route.request().headers()['idempotency-key'];
      if (!key || dropped.has(key)) return route.fallback();
      dropped.add(key);
      await route.fetch();
      return route.abort('connectionreset');
    });
    await setNetwork(context, server.url, 'online');

    await expectLandedOnce(page, writes, 'answer lost after the server handled it');
    // One key per request (the hire's two steps are two writes above), and each lost its first answer.
    expect(dropped.size).toBe(writes.length);
    // Every retry was answered from the server's record of the first run, not run again.
    for (const key of dropped) expect(answers.get(key)?.at(-1)).toBe(true);
  });

  it('resumes after the server is killed -9 mid-replay and started again on the same data and port', async () => {
    const tag = unique('faults-kill');
    const context = await newContext();
    const answers = watchAnswers(context);
    const page = await controlledPage(context, '/');
    await setNetwork(context, server.url, 'offline');
    const writes = [await queueThroughForm(page, tag), ...(await queueRows(page, tag, { questionnaires: 3 }))];

    // The third write request is handled by the server, which is then killed before its answer
    // leaves; the writes after it meet a closed port until the server is back. The app sends a few
    // writes at once: here they reach the server one at a time, so the kill leaves no other request
    // half done (a key a killed server left claimed is taken over only after a minute).
    const KILLED_AT = 3;
    let seen = 0;
    let killedKey: string | undefined;
    let killed: () => void;
    const serverKilled = new Promise<void>((resolve) => (killed = resolve));
    let previous = Promise.resolve();
    await context.route(isWrite, (route: Route) => {
      const turn = previous.then(async () => {
        seen += 1;
        if (seen > KILLED_AT) return route.fallback();
        const response = await route.fetch();
        if (seen < KILLED_AT) return route.fulfill({ response });
        killedKey = route.request().headers()['idempotency-key'];
        await server.kill('SIGKILL');
        killed();
        return route.abort('connectionreset');
      });
      previous = turn.catch(() => undefined);
      return turn;
    });
    await setNetwork(context, server.url, 'online');
    await serverKilled;
    expect((await outboxRows(page)).filter((item) => item.state === 'sent').length).toBeLessThan(writes.length - 1);

    const port = Number(new URL(server.url).port);
    await data.close();
    server = await startServer({}, { dataDir, port });
    data = await openServerData(server);
    // Nothing more is done: the app's replay timer sends what met the closed port once the server answers again.

    await expectLandedOnce(page, writes, `server killed -9 after handling write ${KILLED_AT}, restarted`);
    // The killed server had stored that write and its answer: the retry got the stored answer.
    expect(killedKey).toBeDefined();
    expect(answers.get(killedKey!)?.at(-1)).toBe(true);
  });

  it('finishes the replay after the browser is closed mid-replay and opened again on the same profile', async () => {
    const tag = unique('faults-closed');
    // A profile on disk: the outbox (IndexedDB) and the worker outlive the browser closing.
    const profile = await mkdtemp(path.join(os.tmpdir(), 'ledgerlink-faults-profile-'));
    const { executablePath, args, env } = await browserTarget();
    const opened: BrowserContext[] = [];
    const open = async () => {
      const context = await chromium.launchPersistentContext(profile, { executablePath, args: [...args, ...QUIET_CHROMIUM_FLAGS], ...(env ? { env } : {}) });
      opened.push(context);
      return context;
    };
    try {
      const first = await open();
      const answers = watchAnswers(first);
      const page = await controlledPage(first, '/');
      await setNetwork(first, server.url, 'offline');
      const writes = [await queueThroughForm(page, tag), ...(await queueRows(page, tag, { questionnaires: 3 }))];

      // The browser closes while the third write request is on its way back: the server stored it,
      // the device never heard.
      const CLOSED_AT = 3;
      let seen = 0;
      let inFlightKey: string | undefined;
      let handled: () => void;
      const thirdHandled = new Promise<void>((resolve) => (handled = resolve));
      await first.route(isWrite, async (route: Route) => {
        seen += 1;
        if (seen !== CLOSED_AT) return route.fallback();
        inFlightKey = route.request().headers()['idempotency-key'];
        await route.fetch();
        handled();
      });
      await setNetwork(first, server.url, 'online');
      await thirdHandled;
      await first.close();

      const second = await open();
      const reopenedAnswers = watchAnswers(second);
      // The app's start replays what the closed browser left: nothing here but opening it.
      const reopened = await controlledPage(second, '/outbox');
      const rows = await expectLandedOnce(reopened, writes, `browser closed during write ${CLOSED_AT}, reopened`);
      expect(rows).toHaveLength(writes.length - 1); // the hire is one row of two writes
      expect(inFlightKey).toBeDefined();
      expect(answers.get(inFlightKey!)).toBeUndefined(); // its answer never reached the first browser
      expect(reopenedAnswers.get(inFlightKey!)?.at(-1)).toBe(true);
    } finally {
      // The browser writes into its profile until it has closed.
      for (const context of opened) await context.close().catch(() => undefined);
      await rm(profile, { recursive: true, force: true });
    }
  });

  // Its budget covers its own waits (the first catalogue pull up to 45 s, the hand-over up to 40 s),
  // which the suite's 60 s default does not on a loaded machine.
  it('a deploy while writes are queued: the new service worker sends them, once', { timeout: 150_000 }, async () => {
    const tag = unique('faults-deploy');
    // The browser's update check of /sw.js bypasses context routes, so the deploy happens in a
    // proxy in front of the server: the site at the proxy's address, whose worker can change.
    const site = await startDeployProxy(server.url);
    try {
      const context = await newContext();
      const page = await controlledPage(context, '/', site.url);
      // The first visit's full catalogue pull done: later ones are small deltas, which keep the old worker busy only briefly.
      expect(await eventually(() => catalogueSyncedAt(page), (at) => at !== null, 45_000)).not.toBeNull();
      await setNetwork(context, site.url, 'offline');
      const writes = [await queueThroughForm(page, tag), ...(await queueRows(page, tag, { questionnaires: 3 }))];

      // Back online with the writes still held back (refused as by a lost connection) until the new worker controls the page.
      let held = true;
      await context.route(isWrite, (route: Route) => (held ? route.abort('internetdisconnected') : route.fallback()));
      await page.goto(`${site.url}/outbox`);
      await setNetwork(context, site.url, 'online');
      site.deploy(tag);
      const started = new Promise<Worker>((resolve) => context.once('serviceworker', resolve));
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())!.update();
      });
      const deployed = await started;
      expect(await deployed.evaluate(() => (self as { deployedBy?: string }).deployedBy)).toBe(tag);
      // The app offers the new version; accepting it hands control to the new worker and reloads.
      await page.getByRole('status').getByText('A new version of LedgerLink is available.').waitFor();
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      const controlledByNew = () =>
        page
          .evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return registration?.waiting === null && registration.active !== null && registration.active === navigator.serviceWorker.controller;
          })
          .catch(() => false); // the page reloading
      // The old worker finishes what it is doing (a replay, a catalogue delta) before the new one takes over.
      expect(await eventually(controlledByNew, Boolean, 40_000)).toBe(true);
      await page.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor();
      expect((await outboxRows(page)).filter((item) => item.state === 'sent')).toEqual([]);

      // Who sent each write: the worker that runs the deployed bytes, another worker, or a page.
      const senders: Promise<string>[] = [];
      context.on('request', (request) => {
        if (!isWriteRequest(request)) return;
        const worker = request.serviceWorker();
        senders.push(worker ? worker.evaluate(() => (self as { deployedBy?: string }).deployedBy ?? 'the old worker').catch(() => 'a worker gone since') : Promise.resolve('a page'));
      });
      held = false;
      await setNetwork(context, site.url, 'online');
      await expectLandedOnce(page, writes, 'new service worker deployed while queued');
      expect(new Set(await Promise.all(senders))).toEqual(new Set([tag]));
    } finally {
      await site.close();
    }
  });
});

interface DeployProxy {
  url: string;
  /** From now on /sw.js is the same code in other bytes (marked with `marker` on `self.deployedBy`): a new version. */
  deploy(marker: string): void;
  close(): Promise<void>;
}

/** A pass-through HTTP proxy to `target` on a port of its own. */
async function startDeployProxy(target: string): Promise<DeployProxy> {
  const upstream = new URL(target);
  let marker: string | undefined;
  const proxy = http.createServer((request, response) => {
    const deployed = marker !== undefined && request.url === '/sw.js';
    // As the server's own address: it refuses writes from another origin.
    const headers = { ...request.headers, host: upstream.host, ...(request.headers.origin ? { origin: upstream.origin } : {}) };
    // The worker's bytes are changed in plain text.
    if (deployed) delete headers['accept-encoding'];
    const forward = http.request({ host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers }, (answer) => {
      if (!deployed || answer.statusCode !== 200) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat([...chunks, Buffer.from(`\nself.deployedBy = ${JSON.stringify(marker)};\n`)]);
        const { etag: _etag, 'last-modified': _modified, ...kept } = answer.headers;
        response.writeHead(200, { ...kept, 'content-length': String(body.length) });
        response.end(body);
      });
    });
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deploy(next) {
      marker = next;
    },
    async close() {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
