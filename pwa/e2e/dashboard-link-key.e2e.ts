import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashDashboardKey } from '../../sync-server/src/services/dashboard-access';
import { useRealApp } from './support/real-app';
import { openServerData, type ServerData } from './support/server-data';

// A dashboard link's key is a password: after the browser asked for the page with it, no request
// may carry it in its address or its Referer, the address bar must lose it whatever the key
// exchange answers, and a key whose exchange failed for now can still be tried again.

interface SeenRequest {
  url: string;
  type: string;
  referer: Promise<string | undefined>;
}

/** Every request of the context (pages and service worker), in order, with its Referer as sent. */
function recordRequests(context: BrowserContext): SeenRequest[] {
  const seen: SeenRequest[] = [];
  context.on('request', (request: Request) => {
    // The Referer as sent once the browser reports it, else as first announced (a request that never got an answer).
    const sent = request.headerValue('referer').then((value) => value ?? undefined);
    const announced = new Promise<string | undefined>((resolve) => setTimeout(() => resolve(request.headers()['referer']), 3_000));
    seen.push({ url: request.url(), type: request.resourceType(), referer: Promise.race([sent, announced]).catch(() => request.headers()['referer']) });
  });
  return seen;
}

/**
 * What in `seen` names the key, apart from the first request for the page at `link` (the one that
 * has to carry it); `exempt` URLs' Referers are not looked at.
 */
async function keyLeaks(seen: SeenRequest[], link: string, key: string, exempt: ReadonlySet<string> = new Set()): Promise<string[]> {
  const opening = seen.findIndex((request) => request.type === 'document' && request.url === link);
  if (opening < 0) return [`no document request for ${link}`];
  const leaks: string[] = [];
  for (const request of seen.filter((_, index) => index !== opening)) {
    if (request.url.includes(key)) leaks.push(`${request.type} request to ${request.url}`);
    const referer = await request.referer;
    if (referer?.includes(key) && !exempt.has(request.url)) leaks.push(`Referer of ${request.type} request to ${request.url}: ${referer}`);
  }
  return leaks;
}

const address = (page: Page) => page.evaluate(() => window.location.href);

describe('dashboard link keys (real server, service worker, Chromium)', () => {
  const app = useRealApp();
  let data: ServerData;
  let providerId: string;
  let key: string;
  let link: string;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    data = await openServerData(app.server);
    const provider = await data.db.collection('bookkeepers').findOne({ username: 'demo_provider' });
    providerId = provider!._id.toHexString();
    // A key of the provider's, issued the way the server stores one (its hash); distinctive enough to search for.
    key = `e2e${randomBytes(18).toString('hex')}`;
    await data.db.collection('bookkeepers').updateOne({ _id: provider!._id }, { $set: { dashboardKeyHash: hashDashboardKey(key) } });
    link = `${app.server.url}/dashboard/${providerId}?key=${key}`;
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  afterAll(async () => {
    await data?.close();
  });

  const yourLeads = (page: Page) => page.getByRole('heading', { level: 2, name: 'Your Leads' }).waitFor();

  it('sends the key only in the first request, with no Referer naming it, and drops it from the address (also when the service worker serves the page)', async () => {
    context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const seen = recordRequests(context);
    const page = await context.newPage();
    const document = await page.goto(link);
    expect(await document!.headerValue('referrer-policy')).toBe('no-referrer');
    await yourLeads(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    await page.waitForLoadState('networkidle');
    expect(seen[0]).toMatchObject({ url: link, type: 'document' });
    expect(seen.length).toBeGreaterThan(5);
    expect(await keyLeaks(seen, link, key)).toEqual([]);
    expect(page.url()).toBe(`${app.server.url}/dashboard/${providerId}`);
    expect(await address(page)).not.toContain(key);

    // Opened again, the service worker answers the navigation from its precached shell.
    seen.length = 0;
    const again = await context.newPage();
    await again.goto(link);
    await yourLeads(again);
    await again.waitForLoadState('networkidle');
    expect(await again.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await keyLeaks(seen, link, key)).toEqual([]);
    expect(await address(again)).toBe(`${app.server.url}/dashboard/${providerId}`);
  });

  it('takes the key out of the address before the app starts any request, even without the no-referrer header', async () => {
    // The page's policy set back to the site's: every same-origin Referer then shows the address at the time of the request.
    context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const namedByHtml = new Set<string>();
    await context.route(
      (url) => url.href === link,
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        for (const [, url] of html.matchAll(/(?:src|href)="([^"]+)"/g)) namedByHtml.add(new URL(url!, link).href);
        await route.fulfill({ response, body: html, headers: { ...response.headers(), 'referrer-policy': 'strict-origin-when-cross-origin' } });
      },
    );
    const seen = recordRequests(context);
    const page = await context.newPage();
    await page.goto(link);
    await yourLeads(page);
    await page.waitForLoadState('networkidle');
    expect(namedByHtml.size).toBeGreaterThan(0);
    // Only what the HTML itself names starts before a script can run; everything the app asks for comes after the key left the address.
    const started = seen.filter((request) => !namedByHtml.has(request.url));
    expect(started.filter((request) => request.type === 'script' || request.type === 'fetch').length).toBeGreaterThan(2);
    expect(seen[0]).toMatchObject({ url: link, type: 'document' });
    expect(await keyLeaks(seen, link, key, namedByHtml)).toEqual([]);
    expect(await address(page)).toBe(`${app.server.url}/dashboard/${providerId}`);
  });

  it('drops the key from the address when the exchange answers 429 or fails, and keeps it in memory for Try again', async () => {
    context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const seen = recordRequests(context);
    const sessionPath = `/api/bookkeeper/${providerId}/session`;
    let answer: 'rate-limited' | 'network error' | 'server' = 'rate-limited';
    const exchanges: string[] = [];
    await context.route(
      (url) => url.pathname === sessionPath,
      async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        exchanges.push(answer);
        if (answer === 'rate-limited') return route.fulfill({ status: 429, contentType: 'application/json', headers: { 'Retry-After': '60' }, body: JSON.stringify({ message: 'Too many requests, please try again later' }) });
        if (answer === 'network error') return route.abort('failed');
        return route.continue();
      },
    );
    const page = await context.newPage();
    await page.goto(link);
    const notChecked = page.getByRole('heading', { level: 1, name: 'Your Link Could Not Be Checked Yet' });
    await notChecked.waitFor();
    expect(exchanges).toEqual(['rate-limited']);
    expect(await address(page)).toBe(`${app.server.url}/dashboard/${providerId}`);
    expect(await page.getByRole('article').count()).toBe(0);

    answer = 'network error';
    const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/bookkeeper/${providerId}/leads`);
    await page.getByRole('button', { name: 'Try again' }).click();
    expect((await refreshed).status()).toBe(401);
    await notChecked.waitFor();
    expect(exchanges).toEqual(['rate-limited', 'network error']);
    expect(await address(page)).toBe(`${app.server.url}/dashboard/${providerId}`);

    // The key kept in memory opens the dashboard once the server answers.
    answer = 'server';
    await page.getByRole('button', { name: 'Try again' }).click();
    await yourLeads(page);
    expect(exchanges).toEqual(['rate-limited', 'network error', 'server']);
    expect(await address(page)).toBe(`${app.server.url}/dashboard/${providerId}`);
    expect(seen[0]).toMatchObject({ url: link, type: 'document' });
    expect(await keyLeaks(seen, link, key)).toEqual([]);
  });
});
