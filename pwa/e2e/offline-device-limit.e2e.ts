import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { setNetwork } from './support/network';
import { useRealApp } from './support/real-app';

/**
 * A device keeps at most the server's OFFLINE_CATALOGUE_PROVIDERS providers offline (here 40 of the
 * demo's hundreds), its country's best rated first: online the server answers every listing, offline
 * the device's part does, and says it is a part.
 */

const LIMIT = 40;
const SUMMARY = /^Page \d+ of \d+ • Showing \d+ of (\d+) professionals$/;

interface ServerPage {
  bookkeepers: Array<{ id: string; slug: string; fullName: string }>;
  pagination: { total: number };
}

/** The providers the device holds (or, from `openedProviders`, the profiles it kept), by id, and their countries. */
const heldOnDevice = (page: Page, table: 'providers' | 'openedProviders' = 'providers') =>
  page.evaluate(
    (store) =>
      new Promise<Array<{ id: string; country: string }>>((resolve, reject) => {
        const open = indexedDB.open('ledgerlink');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction(store).objectStore(store).getAll();
          read.onsuccess = () => {
            resolve((read.result as Array<{ id: string; country: string }>).map(({ id, country }) => ({ id, country })));
            open.result.close();
          };
          read.onerror = () => reject(read.error);
        };
      }),
    table,
  );

describe('a device that keeps part of the catalogue (real server, service worker, Chromium)', () => {
  const app = useRealApp({ OFFLINE_CATALOGUE_PROVIDERS: String(LIMIT) });
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  const serverPage = async (query: string): Promise<ServerPage> => (await fetch(`${app.server.url}/api/bookkeepers?${query}`)).json() as Promise<ServerPage>;

  /** Polls the device's providers until `done` holds for them. */
  async function waitForHeld(page: Page, done: (held: Array<{ id: string; country: string }>) => boolean, table?: 'openedProviders') {
    for (let attempt = 0; ; attempt += 1) {
      const held = await heldOnDevice(page, table).catch(() => []);
      if (done(held)) return held;
      if (attempt > 150) throw new Error(`the device holds ${JSON.stringify(held.map((row) => row.country))}`);
      await page.waitForTimeout(200);
    }
  }

  it("keeps its country's best rated, lists everyone online, offline shows its part, saying so, and the profiles opened online", async () => {
    const everyone = await serverPage('');
    const bestInCanada = await serverPage(`location=Canada&limit=${LIMIT}`);
    expect(everyone.pagination.total).toBeGreaterThan(LIMIT);

    context = await app.browser.newContext({ locale: 'en-CA' });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/marketplace`);
    await page.getByText(/^Updated (just now|\d+ min ago)$/).waitFor({ timeout: 30_000 });
    const held = await waitForHeld(page, (rows) => rows.length === LIMIT);
    expect(held.map((row) => row.id).sort()).toEqual(bestInCanada.bookkeepers.map((provider) => provider.id).sort());

    // Online, after the sync, the listing is still the server's: every professional, no notice.
    await page.reload();
    await page.getByText(SUMMARY).waitFor();
    expect(SUMMARY.exec((await page.getByText(SUMMARY).textContent())!)?.[1]).toBe(String(everyone.pagination.total));
    expect(await page.getByTestId('catalogue-partial').count()).toBe(0);

    // A profile it does not hold, opened online, opens offline too.
    const [abroad] = (await serverPage('location=United%20States&limit=1')).bookkeepers;
    expect(held.map((row) => row.id)).not.toContain(abroad!.id);
    await page.goto(`${app.server.url}/bookkeeper/${abroad!.slug}`);
    await page.getByRole('heading', { level: 1, name: abroad!.fullName }).waitFor();
    await waitForHeld(page, (rows) => rows.some((row) => row.id === abroad!.id), 'openedProviders');

    await setNetwork(context, app.server.url, 'offline');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: abroad!.fullName }).waitFor();

    await page.goto(`${app.server.url}/marketplace`);
    await page.getByText(`Page 1 of 1 • Showing ${LIMIT} of ${LIMIT} professionals`, { exact: true }).waitFor();
    expect(await page.getByTestId('catalogue-partial').textContent()).toBe(
      `You're offline: these are from the ${LIMIT} professionals saved on this device. Connect to search everyone.`,
    );
  });

  it('keeps the country it was last browsed in once it syncs again', async () => {
    const bestInUk = await serverPage(`location=United%20Kingdom&limit=${LIMIT}`);
    context = await app.browser.newContext({ locale: 'en-CA' });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/marketplace`);
    await page.getByText(/^Updated (just now|\d+ min ago)$/).waitFor({ timeout: 30_000 });
    await waitForHeld(page, (rows) => rows.length === LIMIT && rows.every((row) => row.country === 'Canada'));

    await page.goto(`${app.server.url}/marketplace/united-kingdom`);
    await page.getByText(SUMMARY).waitFor();
    await page.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('ledgerlink');
          open.onsuccess = () => {
            const read = open.result.transaction('meta').objectStore('meta').get('device-country');
            read.onsuccess = () => {
              resolve((read.result as { value?: unknown } | undefined)?.value === 'United Kingdom');
              open.result.close();
            };
          };
        }),
      undefined,
      { polling: 200 },
    );
    // A sync runs as a page starts: this one pulls the United Kingdom's best rated afresh.
    await page.reload();
    const held = await waitForHeld(page, (rows) => rows.length === LIMIT && rows.every((row) => row.country === 'United Kingdom'));
    expect(held.map((row) => row.id).sort()).toEqual(bestInUk.bookkeepers.map((provider) => provider.id).sort());
  });
});
