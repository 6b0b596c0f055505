/**
 * The offline catalogue in headless Chromium against the real server (built PWA, service worker)
 * over a database of 10,000 providers (or each of OFFLINE_BENCH_PROVIDERS, e.g. "10000,100000",
 * when run alone), from one run per size:
 *   - full catalogue sync: the first visit's sync, all pages into IndexedDB;
 *   - the origin's storage after it (navigator.storage.estimate(): IndexedDB, the worker's caches);
 *   - no-change delta: the next sync, its time and the bytes of its answer;
 *   - first card from IndexedDB: reloads offline (so no network answer can win), from the start of
 *     the catalogue read to the first card in the DOM, and from the navigation;
 *   - filter change: clicks on the provider-type filter to the new cards in the DOM, read from IndexedDB.
 * The last two are sampled several times in the run (SAMPLES) and reported as median and range:
 * single samples on a 2-core machine move by a factor of two.
 * The app's User Timing entries (`ledgerlink:catalogue-sync`, `ledgerlink:catalogue-read`) give the
 * in-page durations. Numbers are printed, never asserted (targets in docs/benchmarks.md).
 *
 * It seeds its own database of 10,000 providers and starts its own server: `npm run bench` calls it
 * once its load runs have stopped. Over the load runs' database the server's mail worker was still
 * sending the write runs' mails, and on two cores that work took the browser's time: the first card
 * and the filter change read 30-80 % slower there than alone, a measure of the bench, not of the app.
 * Run alone with `npx tsx bench/offline-catalogue.ts` (builds unless OFFLINE_BENCH_SKIP_BUILD=1).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MongoClient } from 'mongodb';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../pwa/e2e/support/browser';
import { startServer } from '../pwa/e2e/support/server';
import { CLIENT_OPTIONS } from '../sync-server/src/db/connect';
import { ensureIndexes } from '../sync-server/src/db/indexes';
import { seedProviders, seedSettings } from '../sync-server/src/db/seed';
import { startEmbeddedMongo } from '../sync-server/src/embedded-mongo';
import { buildPwa } from './build-pwa';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface OfflineRow {
  metric: string;
  value: string;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Samples of the first card and of a filter change per run. */
const SAMPLES = 5;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** "91.2 ms (67.0-152.3 ms, 5 samples)" */
const spread = (values: readonly number[]) => `${ms(median(values))} (${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)} ms, ${values.length} samples)`;

// bench/ compiles without the DOM library (sync-server's tsconfig): the few page globals that the
// functions run inside the page touch, declared for this module only.
interface BenchMarks {
  firstCard?: number;
  summaries: Array<{ at: number; text: string }>;
}
interface PageElement {
  textContent: string | null;
  click(): void;
}
declare const window: { __bench: BenchMarks; dispatchEvent(event: unknown): boolean };
declare const document: { querySelector(selector: string): unknown; querySelectorAll(selector: string): Iterable<PageElement> };
declare const navigator: { serviceWorker: { ready: Promise<unknown> }; storage: { estimate(): Promise<{ usage?: number; usageDetails?: Record<string, number> }> } };
declare const Event: new (type: string) => unknown;
declare const MutationObserver: new (callback: () => void) => { observe(target: unknown, options: object): void };

/** Records, in the page's clock, when the first card appears and every change of the result summary. */
const WATCH_CARDS = () => {
  const marks: BenchMarks = { summaries: [] };
  window.__bench = marks;
  new MutationObserver(() => {
    if (marks.firstCard === undefined && document.querySelector('[data-testid="provider-card"]')) marks.firstCard = performance.now();
    const summary = [...document.querySelectorAll('p')].find((p) => /^Page \d+ of \d+ • Showing/.test(p.textContent ?? ''));
    const text = summary?.textContent ?? '';
    if (text && marks.summaries.at(-1)?.text !== text) marks.summaries.push({ at: performance.now(), text });
  }).observe(document, { childList: true, subtree: true, characterData: true });
};

const measures = (page: Page, name: string) =>
  page.evaluate((entry) => performance.getEntriesByName(entry).map((m) => ({ start: m.startTime, duration: m.duration })), name);

async function waitForMeasure(page: Page, name: string, count: number) {
  await page.waitForFunction(([entry, n]) => performance.getEntriesByName(entry as string).length >= (n as number), [name, count] as const, { timeout: 600_000 });
  return (await measures(page, name)).at(count - 1)!;
}

/** How many providers the device holds (the server's OFFLINE_CATALOGUE_PROVIDERS at most). */
const heldProviders = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('ledgerlink');
        open.onerror = () => reject(new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const count = open.result.transaction('providers').objectStore('providers').count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
      }),
  );

async function measureOfflineCatalogue(mongoUri: string, providers: number): Promise<OfflineRow[]> {
  const size = providers.toLocaleString('en-US');
  if (process.env.OFFLINE_BENCH_SKIP_BUILD !== '1' || !existsSync(path.join(repoRoot, 'pwa/dist/index.html'))) {
    await buildPwa();
  }
  // The in-process build leaves NODE_ENV=production behind; the server runs as `npm start` runs it.
  const server = await startServer({ MONGODB_URI: mongoUri, SEED: 'none', LOG_LEVEL: 'warn', NODE_ENV: 'development' });
  const browser = await launchBrowser();
  const rows: OfflineRow[] = [];
  try {
    const context = await browser.newContext();
    await context.addInitScript(WATCH_CARDS);
    const page = await context.newPage();
    const syncAnswers: Array<{ url: string; bytes: number; encoded: number; byWorker: boolean }> = [];
    // On the context: the catalogue is pulled by the service worker, whose requests a page does not see.
    context.on('response', async (response) => {
      if (!response.url().includes('/api/sync/catalogue')) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      const encoded = Number((await response.allHeaders())['content-length'] ?? body.length);
      syncAnswers.push({ url: response.url(), bytes: body.length, encoded, byWorker: response.request().serviceWorker() !== null });
    });

    // First visit: the network answer shows, the full sync runs after the load event.
    await page.goto(`${server.url}/marketplace`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const full = await waitForMeasure(page, 'ledgerlink:catalogue-sync', 1);
    await page.waitForTimeout(500); // the response listener reads the last bodies
    const fullPages = syncAnswers.length;
    const fullBytes = syncAnswers.reduce((sum, answer) => sum + answer.bytes, 0);
    const puller = syncAnswers.every((answer) => answer.byWorker) ? 'the service worker' : syncAnswers.some((answer) => answer.byWorker) ? 'worker and page' : 'the page';
    rows.push({ metric: `offline catalogue: full sync (catalogue of ${size} providers)`, value: `${ms(full.duration)} (${fullPages} pages, ${(fullBytes / 1_048_576).toFixed(1)} MiB of JSON, pulled by ${puller})` });
    // Chromium's usageDetails splits the origin's usage by store (indexedDB, caches, serviceWorkerRegistrations).
    const storage = await page.evaluate(async () => navigator.storage.estimate());
    const mib = (bytes = 0) => `${(bytes / 1_048_576).toFixed(1)} MiB`;
    const held = (await heldProviders(page)).toLocaleString('en-US');
    rows.push({
      metric: `offline catalogue: storage on the device (${held} of ${size} held)`,
      value: `IndexedDB ${mib(storage.usageDetails?.indexedDB)}, all of the origin ${mib(storage.usage)}`,
    });

    // A no-change delta: the page syncs again when the browser says it is back online.
    const deltaResponse = context.waitForEvent('response', (response) => response.url().includes('/api/sync/catalogue'));
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const delta = await waitForMeasure(page, 'ledgerlink:catalogue-sync', 2);
    const deltaBody = await (await deltaResponse).body();
    const deltaWire = (await (await deltaResponse).allHeaders())['content-length'];
    rows.push({ metric: 'offline catalogue: no-change delta', value: `${ms(delta.duration)}, ${deltaBody.length} B body (${deltaWire ?? '?'} B on the wire)` });

    // First card from IndexedDB: reloads offline, so only the cached catalogue can answer.
    await context.setOffline(true);
    const firstCards: Array<{ fromRead: number; read: number; fromNavigation: number }> = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      await page.reload();
      await page.locator('[data-testid="provider-card"]').first().waitFor();
      const read = (await measures(page, 'ledgerlink:catalogue-read'))[0]!;
      const firstCard = (await page.evaluate(() => window.__bench.firstCard)) ?? Number.NaN;
      firstCards.push({ fromRead: firstCard - read.start, read: read.duration, fromNavigation: firstCard });
    }
    rows.push({
      metric: `offline catalogue: first card from IndexedDB (${held} held)`,
      value: `${spread(firstCards.map((card) => card.fromRead))} from the start of the read (read ${spread(firstCards.map((card) => card.read))}), ${ms(median(firstCards.map((card) => card.fromNavigation)))} from navigation`,
    });

    // Filter changes, still offline: a click on a provider type to the new result summary, round
    // the three types (the page has settled after the last reload first).
    await page.waitForTimeout(1_000);
    const changes: Array<{ total: number; all: number; read: number; text: string }> = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const type = ['Firm', 'Individual', 'All'][sample % 3]!;
      const change = await page.evaluate(async (name) => {
        const bench = window.__bench;
        const before = bench.summaries.length;
        const label = [...document.querySelectorAll('label')].find((element) => element.textContent?.trim() === name)!;
        const clicked = performance.now();
        label.click();
        while (bench.summaries.length === before) await new Promise((resolve) => setTimeout(resolve, 5));
        // The page renders its first cards, then the rest of the page in a second pass (MarketplacePage).
        while (document.querySelector('section[aria-label="Results"][aria-busy="true"]')) await new Promise((resolve) => setTimeout(resolve, 5));
        return { total: bench.summaries.at(-1)!.at - clicked, all: performance.now() - clicked, text: bench.summaries.at(-1)!.text };
      }, type);
      const read = (await measures(page, 'ledgerlink:catalogue-read')).at(-1)!;
      changes.push({ ...change, read: read.duration });
      await page.waitForTimeout(300);
    }
    rows.push({
      metric: 'offline catalogue: filter change (provider type)',
      value: `${spread(changes.map((change) => change.total))} click to the first new cards, ${ms(median(changes.map((change) => change.all)))} to all (read ${spread(changes.map((change) => change.read))}; first: "${changes[0]!.text}")`,
    });
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
  return rows;
}

/** The offline catalogue rows over a fresh database of `providers` seeded providers. */
export async function benchOfflineCatalogue(providers = 10_000): Promise<OfflineRow[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ledgerlink-offline-bench-'));
  const embedded = await startEmbeddedMongo({ dataDir });
  try {
    const client = await new MongoClient(embedded.uri, CLIENT_OPTIONS).connect();
    const db = client.db('ledgerlink');
    await ensureIndexes(db);
    await seedSettings(db);
    await seedProviders(db, providers, 42);
    await client.close();
    return await measureOfflineCatalogue(embedded.uri, providers);
  } finally {
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows: OfflineRow[] = [];
  for (const providers of (process.env.OFFLINE_BENCH_PROVIDERS ?? '10000').split(',').map(Number)) rows.push(...(await benchOfflineCatalogue(providers)));
  const width = Math.max(...rows.map((row) => row.metric.length));
  for (const row of rows) console.log(`${row.metric.padEnd(width)}  ${row.value}`);
}
