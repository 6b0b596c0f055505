import type { BrowserContext, Route } from 'playwright-core';

/**
 * Takes a browser context off the network and back, the same in every Chromium the suite may run
 * (find-browser.ts). `context.setOffline` alone is not enough in the Chromium 147 inside
 * @sparticuz/chromium: a page opened or reloaded after it still reports `navigator.onLine` true,
 * and the service worker's requests still reach the server (checked: a reloaded page sent its
 * queued write "offline"). Newer Chromium does both right. So, on top of `setOffline`:
 * - where a service worker runs, every request to the site is aborted as a lost connection aborts
 *   it: a context route, so the worker's own requests are refused too (pages it serves from its
 *   cache still open). Only there: routing turns the HTTP cache off, and a page without a worker
 *   must still reopen what the HTTP cache holds;
 * - `navigator.onLine` in every page follows a cookie an init script reads, and pages hear
 *   `online` when the connection returns, as they would from the browser.
 */
const OFFLINE_COOKIE = 'll-e2e-offline';

/** Per context: the matcher its disconnecting route was added with (unroute needs the same one). */
const sites = new WeakMap<BrowserContext, (url: URL) => boolean>();
const disconnect = (route: Route) => route.abort('internetdisconnected');

/**
 * `trafficAfterMs` (going online): the browser announces the connection that long before the site
 * answers, as a phone's radio often does; requests meanwhile fail as they did offline.
 */
export async function setNetwork(context: BrowserContext, siteUrl: string, state: 'offline' | 'online', { trafficAfterMs = 0 } = {}): Promise<void> {
  let site = sites.get(context);
  if (!site) {
    const origin = new URL(siteUrl).origin;
    site = (url: URL) => url.origin === origin;
    sites.set(context, site);
    await context.addInitScript((cookie: string) => {
      const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
      Object.defineProperty(Navigator.prototype, 'onLine', {
        configurable: true,
        get(this: Navigator) {
          try {
            if (document.cookie.split('; ').includes(`${cookie}=1`)) return false;
          } catch {
            // a document without cookies (data:, about:blank): the browser's own answer
          }
          return real.get!.call(this) as boolean;
        },
      });
    }, OFFLINE_COOKIE);
  }
  if (state === 'offline') {
    await context.addCookies([{ name: OFFLINE_COOKIE, value: '1', url: siteUrl }]);
    if (context.serviceWorkers().length > 0) await context.route(site, disconnect);
    await context.setOffline(true);
    return;
  }
  await context.clearCookies({ name: OFFLINE_COOKIE });
  if (trafficAfterMs > 0) {
    await context.route(site, disconnect);
    await context.setOffline(false);
    await new Promise((resolve) => setTimeout(resolve, trafficAfterMs));
  }
  await context.unroute(site, disconnect);
  await context.setOffline(false);
  for (const page of context.pages()) await page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined);
}
