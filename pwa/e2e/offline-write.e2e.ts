import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useRealApp } from './support/real-app';
import { eventually, openServerData, type ServerData } from './support/server-data';
import { launchFullBrowser } from './support/browser';
import { setNetwork } from './support/network';
import { replayPassInWorker } from './support/worker-replay';
import { choose, fillBusinessRequest } from './support/form-fields';

// The write path of ARCHITECTURE §2 in Chromium with the real service worker against the real
// server: writes made offline are saved on the device, survive a reload, and reach the server
// exactly once when the connection returns, whatever the server answers first.
const QUEUED = 'Saved on this device — it will be sent when you’re back online';

describe('offline writes (real server, service worker, Chromium)', () => {
  const app = useRealApp();
  let data: ServerData;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    data = await openServerData(app.server);
  });
  afterAll(async () => {
    await context?.close();
    await data?.close();
  });

  /** A fresh profile whose page the service worker controls (so it runs the replay), open at `path`. */
  async function controlledPage(path: string, init?: () => void, browser: Browser = app.browser): Promise<Page> {
    await context?.close();
    context = await browser.newContext();
    if (init) await context.addInitScript(init);
    const page = await context.newPage();
    await page.goto(`${app.server.url}${path}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    return page;
  }

  const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const count = (collection: string, filter: Record<string, unknown>) => () => data.db.collection(collection).countDocuments(filter);

  async function firstProvider(page: Page): Promise<{ slug: string; fullName: string }> {
    return page.evaluate(async () => {
      const body = (await (await fetch('/api/bookkeepers')).json()) as { bookkeepers: { slug: string; fullName: string }[] };
      return body.bookkeepers[0]!;
    });
  }

  async function fillHire(page: Page, company: string, startDate: string) {
    await page.getByLabel('Company Name').fill(company);
    await page.getByLabel('Contact Name').fill('Dana Baker');
    await page.getByLabel('Email').fill(`${company}@bakery.test`);
    await page.getByLabel('Phone').fill('+1 555 0100');
    await page.getByLabel('Location').fill('Austin, TX');
    await choose(page, 'Industry', 'Restaurant');
    await page.getByRole('checkbox', { name: 'Monthly Bookkeeping', exact: true }).click();
    await choose(page, 'Monthly Budget', '$1,000-$2,500/month');
    await choose(page, 'Timeline', 'Within 2 weeks');
    await page.getByLabel('Start Date').fill(startDate);
  }

  it('keeps an offline questionnaire through a reload and sends it exactly once when back online', async () => {
    const email = `${unique('offline-q')}@example.com`;
    const page = await controlledPage('/find-accountant');
    await setNetwork(context!, app.server.url, 'offline');
    const step = (name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    const next = async (name: string) => {
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await step(name);
    };
    await page.getByRole('radio', { name: /Personal tax & finances/ }).check();
    await next("In particular I'd like help on");
    await page.getByRole('checkbox', { name: 'Income tax', exact: true }).check();
    await next('What other services do you require?');
    await next('Thanks! Which of these describes you best?');
    await page.getByRole('radio', { name: "I'm finding my first accountant" }).check();
    await next('Please tell us what you need help with');
    await next('How old are you?');
    await page.getByRole('radio', { name: '41-50' }).check();
    await next('Where are you based?');
    // Offline, the country list comes from the catalogue the device synced (or the built-in one).
    await page.getByLabel('Country').selectOption('United Kingdom');
    await next('Almost done. Where should we send your match?');
    await page.getByLabel('Email address').fill(email);
    await next('Finally, what is your mobile number?');
    await page.getByLabel('Mobile number').fill('+44 7700 900456');
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await page.waitForURL(/\/onboarding-success$/);
    await page.getByText(QUEUED).waitFor();
    expect(await page.getByText('Offline', { exact: true }).isVisible()).toBe(true);

    // Still offline: a reload comes from the service worker and the outbox still holds the write.
    await page.reload();
    await page.getByRole('link', { name: /^Outbox: 1 waiting to send/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor();
    const waiting = page.getByRole('region', { name: 'Waiting to send' });
    await waiting.getByText('Accountant match for').waitFor();
    expect(await waiting.textContent()).toContain(QUEUED);
    expect(await count('customerOnboardings', { email })()).toBe(0);

    await setNetwork(context!, app.server.url, 'online');
    expect(await eventually(count('customerOnboardings', { email }), (n) => n > 0)).toBe(1);
    await page.getByRole('region', { name: 'Sent' }).getByText('Accountant match for').waitFor();
    expect(await eventually(() => data.mailsContaining(email), (n) => n > 0)).toBe(1);
    // A later trigger (interval, visibility, the worker) runs another pass: it must not send it again.
    expect((await replayPassInWorker(page)).sent).toBe(0);
    expect(await count('customerOnboardings', { email })()).toBe(1);
    expect(await data.mailsContaining(email)).toBe(1);
  });

  it('books once after reconnecting although the server answers the first replay with a 500', async () => {
    const company = unique('offline-hire');
    const page = await controlledPage('/');
    const { slug } = await firstProvider(page);
    // Routed at the context, so the service worker's requests are answered here too.
    let registers = 0;
    await context!.route('**/api/business/register', async (route) => {
      registers += 1;
      if (registers === 1) await route.fulfill({ status: 500, json: { message: 'Internal server error' } });
      else await route.fallback();
    });
    await page.goto(`${app.server.url}/hire/${slug}`);
    await fillHire(page, company, '2030-01-15');
    await setNetwork(context!, app.server.url, 'offline');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByRole('heading', { name: 'Request Saved on This Device' }).waitFor();
    expect(await page.textContent('main')).toContain(QUEUED);

    await setNetwork(context!, app.server.url, 'online');
    expect(await eventually(count('businesses', { companyName: company }), (n) => n > 0)).toBe(1);
    const business = await data.db.collection('businesses').findOne({ companyName: company });
    expect(await eventually(count('bookings', { businessId: business!._id }), (n) => n > 0)).toBe(1);
    // The thank-you page stops saying it waits once the replay sent it.
    await page.getByRole('heading', { name: 'Request Sent Successfully!' }).waitFor();
    expect(registers).toBeGreaterThanOrEqual(2);
    expect((await replayPassInWorker(page)).sent).toBe(0);
    expect(await count('businesses', { companyName: company })()).toBe(1);
    expect(await count('bookings', { businessId: business!._id })()).toBe(1);
  });

  it('on a first visit without a stored app, an offline hire still reaches its thank-you page, and an unstored page says it opens once online', async () => {
    // No service worker: nothing is precached, as on a first visit that loses its connection
    // before the worker has installed. Only what the page itself fetched is there.
    await context?.close();
    context = await app.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/`);
    // Home shown: its code is in this visit's HTTP cache, so home opens offline later.
    await page.getByRole('link', { name: 'Help me find an accountant' }).first().waitFor();
    const { slug } = await firstProvider(page);
    const thankYouChunk = page.waitForResponse((response) => /\/assets\/BookingThankYouPage-[^/]+\.js$/.test(response.url()), { timeout: 15_000 });
    await page.goto(`${app.server.url}/hire/${slug}`);
    await thankYouChunk;
    const company = unique('first-visit-hire');
    await fillHire(page, company, '2030-02-01');
    await setNetwork(context, app.server.url, 'offline');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByRole('heading', { name: 'Request Saved on This Device' }).waitFor();

    // A page this visit never fetched: said plainly, inside the layout, and opened once back online.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    const unavailable = page.getByRole('heading', { name: 'This page is not on this device yet' });
    await unavailable.waitFor();
    expect(await page.getByRole('banner').getByText('Offline').count()).toBeGreaterThan(0);
    // The failure belongs to that address: a page this visit has (home) opens normally, and the
    // unstored one says so again.
    await page.getByRole('banner').getByRole('link', { name: 'LedgerLink' }).click();
    await page.getByRole('link', { name: 'Help me find an accountant' }).first().waitFor();
    expect(await unavailable.count()).toBe(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await unavailable.waitFor();
    await setNetwork(context, app.server.url, 'online');
    await page.getByRole('heading', { level: 1, name: /About/ }).waitFor();
    expect(await eventually(count('businesses', { companyName: company }), (n) => n > 0)).toBe(1);
  });

  it('shows a write the server refuses under needs attention with its message; editing and resending sends it', async () => {
    const company = unique('stale-hire');
    const page = await controlledPage('/');
    const { slug } = await firstProvider(page);
    await page.goto(`${app.server.url}/hire/${slug}`);
    await fillHire(page, company, '2030-01-15');
    await setNetwork(context!, app.server.url, 'offline');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByRole('heading', { name: 'Request Saved on This Device' }).waitFor();
    // The start date passes while the request waits on the device (rewritten here, as time would).
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('ledgerlink');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const store = open.result.transaction('outbox', 'readwrite').objectStore('outbox');
            const all = store.getAll();
            all.onsuccess = () => {
              for (const row of all.result as { kind: string; payload: { booking: { startDate: string } } }[]) {
                if (row.kind === 'hire') store.put({ ...row, payload: { ...row.payload, booking: { ...row.payload.booking, startDate: '2020-01-15T00:00:00.000Z' } } });
              }
              store.transaction.oncomplete = () => resolve();
            };
          };
        }),
    );

    await setNetwork(context!, app.server.url, 'online');
    await page.getByRole('link', { name: /^Outbox: 1 needs your attention/ }).click();
    const attention = page.getByRole('region', { name: 'Needs your attention' });
    await attention.getByText('Start date cannot be in the past').waitFor();
    expect(await count('businesses', { companyName: company })()).toBe(1); // step 1 went through
    await attention.getByRole('link', { name: 'Edit' }).click();

    await page.waitForURL(/\/hire\/.+\?outbox=/);
    expect(await page.getByLabel('Company Name').inputValue()).toBe(company);
    expect(await page.textContent('form')).toContain('Start date cannot be in the past');
    await page.getByLabel('Start Date').fill('2031-02-01');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByRole('heading', { name: 'Request Sent Successfully!' }).waitFor();

    const business = await data.db.collection('businesses').findOne({ companyName: company });
    expect(await count('businesses', { companyName: company })()).toBe(1);
    expect(await count('bookings', { businessId: business!._id })()).toBe(1);
    await page.goto(`${app.server.url}/outbox`);
    await page.getByRole('region', { name: 'Sent' }).getByText(/^Booking request to /).waitFor();
    expect(await page.getByRole('region', { name: 'Needs your attention' }).count()).toBe(0);
  });

  describe('Background Sync (the full browser: a headless shell fires it into an emulated outage)', () => {
    let fullBrowser: Browser | { unavailable: string } | undefined;
    beforeAll(async () => {
      fullBrowser = await launchFullBrowser();
    });
    afterAll(async () => {
      await context?.close();
      context = undefined;
      if (fullBrowser && 'close' in fullBrowser) await fullBrowser.close();
    });

    /**
     * A business request queued offline, then the app left (about:blank): no page of it is left to
     * replay on `online`, so only the worker's Background Sync can send it.
     */
    async function queueWithNoPageOpen(company: string, skip: (note: string) => void): Promise<void> {
      if (!fullBrowser || 'unavailable' in fullBrowser) return skip(`no full browser here: ${fullBrowser?.unavailable ?? 'not launched'}`);
      const page = await controlledPage('/business-form', undefined, fullBrowser);
      await fillBusinessRequest(page, company);
      await setNetwork(context!, app.server.url, 'offline');
      await page.getByRole('button', { name: 'Submit Request' }).click();
      await page.getByRole('heading', { name: 'Request saved on this device' }).waitFor();
      await page.goto('about:blank');
    }

    it('replays a queued write through the service worker’s Background Sync with no page of the app open', async ({ skip }) => {
      const company = unique('bg-sync');
      await queueWithNoPageOpen(company, skip);
      const senders: string[] = [];
      context!.on('request', (request) => {
        if (request.url().endsWith('/api/business/register')) senders.push(request.serviceWorker() ? 'worker' : 'page');
      });
      await setNetwork(context!, app.server.url, 'online');
      expect(await eventually(count('businesses', { companyName: company }), (n) => n > 0)).toBe(1);
      // Only the worker sent it: once, or again after a first try that met the network still coming
      // back (ERR_INTERNET_DISCONNECTED), which the Idempotency-Key makes harmless (one business above).
      expect(senders.length).toBeGreaterThan(0);
      expect(new Set(senders)).toEqual(new Set(['worker']));
    });

    it('replays through Background Sync when the connection carries traffic only a moment after it is announced', async ({ skip }) => {
      const company = unique('bg-sync-late');
      await queueWithNoPageOpen(company, skip);
      // The sync the browser fires on the announcement meets a dead network; the browser's own next
      // try would be minutes away, so the worker's short retries are what send it.
      await setNetwork(context!, app.server.url, 'online', { trafficAfterMs: 1_500 });
      expect(await eventually(count('businesses', { companyName: company }), (n) => n > 0, 15_000)).toBe(1);
    });
  });

  it('replays without Background Sync (the Safari and Firefox path)', async () => {
    const company = unique('no-sync');
    const page = await controlledPage('/business-form', () => {
      // As in Safari and Firefox: no Background Sync, so only the page's own triggers replay.
      delete (window as { SyncManager?: unknown }).SyncManager;
    });
    expect(await page.evaluate(() => 'SyncManager' in window)).toBe(false);
    await fillBusinessRequest(page, company);
    await setNetwork(context!, app.server.url, 'offline');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByRole('heading', { name: 'Request saved on this device' }).waitFor();
    expect(await page.textContent('main')).toContain(QUEUED);
    await setNetwork(context!, app.server.url, 'online');
    expect(await eventually(count('businesses', { companyName: company }), (n) => n > 0)).toBe(1);
    await page.getByRole('heading', { name: 'Request submitted successfully' }).waitFor();
  });

  it('says the admin area needs a connection when offline', async () => {
    const page = await controlledPage('/');
    await setNetwork(context!, app.server.url, 'offline');
    await page.goto(`${app.server.url}/admin`);
    await page.getByRole('heading', { name: 'The admin area needs a connection' }).waitFor();
  });
});
