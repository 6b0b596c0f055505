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

type Row = Record<string, unknown>;

/** Every row of one of the app's IndexedDB tables in the page. */
const rowsOf = (page: Page, table: 'providers' | 'openedProviders' | 'meta') =>
  page.evaluate(
    (store) =>
      new Promise<Row[]>((resolve, reject) => {
        const open = indexedDB.open('ledgerlink');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction(store).objectStore(store).getAll();
          read.onsuccess = () => {
            resolve(read.result as Row[]);
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

  /** Polls a table's rows until `done` holds for them (a fresh page's database may not exist yet). */
  async function waitForRows(page: Page, done: (rows: Row[]) => boolean, table: 'providers' | 'openedProviders' | 'meta' = 'providers') {
    for (let attempt = 0; ; attempt += 1) {
      const rows = await rowsOf(page, table).catch(() => []);
      if (done(rows)) return rows;
      if (attempt > 150) throw new Error(`${table} holds ${JSON.stringify(rows.map((row) => row.country ?? row.key))}`);
      await page.waitForTimeout(200);
    }
  }
  const ids = (rows: Row[]) => rows.map((row) => row.id).sort();

  it("keeps its country's best rated, lists everyone online, offline shows its part, saying so, and the profiles opened online", async () => {
    const everyone = await serverPage('');
    const bestInCanada = await serverPage(`location=Canada&limit=${LIMIT}`);
    expect(everyone.pagination.total).toBeGreaterThan(LIMIT);

    context = await app.browser.newContext({ locale: 'en-CA' });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/marketplace`);
    await page.getByText(/^Updated (just now|\d+ min ago)$/).waitFor({ timeout: 30_000 });
    const held = await waitForRows(page, (rows) => rows.length === LIMIT);
    expect(ids(held)).toEqual(bestInCanada.bookkeepers.map((provider) => provider.id).sort());

    // Online, after the sync, the listing is still the server's: every professional, no notice.
    await page.reload();
    await page.getByText(SUMMARY).waitFor();
    expect(SUMMARY.exec((await page.getByText(SUMMARY).textContent())!)?.[1]).toBe(String(everyone.pagination.total));
    await page.getByText(`${everyone.pagination.total} verified bookkeeping, accounting, tax and payroll professionals are listed on LedgerLink.`, { exact: false }).waitFor();
    expect(await page.getByTestId('catalogue-partial').count()).toBe(0);

    // A profile it does not hold, opened online, opens offline too.
    const [abroad] = (await serverPage('location=United%20States&limit=1')).bookkeepers;
    expect(ids(held)).not.toContain(abroad!.id);
    await page.goto(`${app.server.url}/bookkeeper/${abroad!.slug}`);
    await page.getByRole('heading', { level: 1, name: abroad!.fullName }).waitFor();
    await waitForRows(page, (rows) => rows.some((row) => row.id === abroad!.id), 'openedProviders');

    await setNetwork(context, app.server.url, 'offline');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: abroad!.fullName }).waitFor();

    await page.goto(`${app.server.url}/marketplace`);
    await page.getByText(`Page 1 of 1 • Showing ${LIMIT} of ${LIMIT} professionals`, { exact: true }).waitFor();
    expect(await page.getByTestId('catalogue-partial').textContent()).toBe(
      `You're offline: these are from the ${LIMIT} professionals saved on this device. Connect to search everyone.`,
    );
    // The part's figures are not LedgerLink's: no introduction counts them as such.
    expect(await page.getByText(/are listed on LedgerLink/).count()).toBe(0);
  });

  it('keeps the country it was last browsed in once it syncs again', async () => {
    const bestInUk = await serverPage(`location=United%20Kingdom&limit=${LIMIT}`);
    context = await app.browser.newContext({ locale: 'en-CA' });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/marketplace`);
    await page.getByText(/^Updated (just now|\d+ min ago)$/).waitFor({ timeout: 30_000 });
    await waitForRows(page, (rows) => rows.length === LIMIT && rows.every((row) => row.country === 'Canada'));

    await page.goto(`${app.server.url}/marketplace/united-kingdom`);
    await page.getByText(SUMMARY).waitFor();
    await waitForRows(page, (rows) => rows.some((row) => row.key === 'device-country' && row.value === 'United Kingdom'), 'meta');
    // A sync runs as a page starts: this one pulls the United Kingdom's best rated afresh.
    await page.reload();
    const held = await waitForRows(page, (rows) => rows.length === LIMIT && rows.every((row) => row.country === 'United Kingdom'));
    expect(ids(held)).toEqual(bestInUk.bookkeepers.map((provider) => provider.id).sort());
  });
});
