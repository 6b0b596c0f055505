/**
 * Lighthouse (mobile preset: Moto G Power viewport, simulated slow 4G and 4x CPU slowdown) over the
 * public pages of the production build, served by the real server (`npm start` minus nothing: the
 * embedded database with demo data, the built PWA, whatever compression the server does).
 *
 * For each page: performance score, LCP, TBT, CLS, and the page's initial JavaScript (every script
 * requested before its observed largest contentful paint), both as the browser received it and gzip/brotli-compressed
 * from pwa/dist, so the size is known whether or not the server compresses.
 *
 * Each page is a first visit (a new browser profile) measured LIGHTHOUSE_RUNS times (default 3),
 * reported by its median run.
 *
 * Run alone with `npx tsx bench/lighthouse.ts` (set LIGHTHOUSE_SKIP_BUILD=1 to reuse pwa/dist,
 * LIGHTHOUSE_PAGES=/marketplace,/find-accountant for some pages only, LIGHTHOUSE_JSON_DIR=<dir> to
 * keep each page's full report);
 * `npm run bench` calls `benchLighthouse()`. Numbers are printed, never asserted.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { QUIET_CHROMIUM_FLAGS } from '../pwa/e2e/support/browser';
import { startServer } from '../pwa/e2e/support/server';
import { buildPwa } from './build-pwa';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(repoRoot, 'pwa/dist');

// ARCHITECTURE §8: headless, plus the browser suite's flags that keep Chromium off the (closed) network.
const CHROME_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS];

export interface LighthouseRow {
  metric: string;
  value: string;
}

interface PageResult {
  label: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scripts: number;
  transferredBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  /** ms since the trace's first request (the navigation). */
  networkRequestTime?: number;
}

/**
 * Sizes of one page's initial scripts: those requested before its largest contentful paint (the
 * entry chunk, the route's lazy chunk and their imports), except the service-worker registration
 * (workbox-window), which the page starts only after its load event. As transferred, and
 * compressed from the built files.
 */
async function scriptSizes(items: NetworkRequestItem[], origin: string, lcpMs: number) {
  const scripts = items.filter(
    (item) =>
      item.resourceType === 'Script' &&
      item.url.startsWith(origin) &&
      !item.url.includes('/workbox-window') &&
      (item.networkRequestTime ?? 0) < lcpMs,
  );
  let transferredBytes = 0;
  let gzipBytes = 0;
  let brotliBytes = 0;
  for (const item of scripts) {
    transferredBytes += item.transferSize ?? 0;
    const file = path.join(distDir, new URL(item.url).pathname);
    if (!existsSync(file)) continue;
    const source = await readFile(file);
    gzipBytes += gzipSync(source, { level: 9 }).length;
    brotliBytes += brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { scripts: scripts.length, transferredBytes, gzipBytes, brotliBytes };
}

async function measure(port: number, origin: string, label: string, pagePath: string): Promise<PageResult> {
  const result = await lighthouse(`${origin}${pagePath}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${pagePath}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
  if (jsonDir) {
    // The whole report (treemap, long tasks, unused JavaScript...) for profiling one page offline.
    await mkdir(jsonDir, { recursive: true });
    await writeFile(path.join(jsonDir, `${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`), JSON.stringify(lhr));
  }
  if (process.env.LIGHTHOUSE_DETAILS === '1') {
    // Where the main thread went, for digging into one page (not part of the printed table).
    const breakdown = lhr.audits['mainthread-work-breakdown']?.details as { items?: Array<{ groupLabel: string; duration: number }> } | undefined;
    const bootup = lhr.audits['bootup-time']?.details as { items?: Array<{ url: string; total: number; scripting: number }> } | undefined;
    console.error(`[lighthouse] ${pagePath}: DOM ${lhr.audits['dom-size']?.displayValue}`);
    for (const item of breakdown?.items ?? []) console.error(`  ${item.groupLabel}: ${Math.round(item.duration)} ms`);
    for (const item of bootup?.items ?? []) console.error(`  ${item.url}: total ${Math.round(item.total)} ms, scripting ${Math.round(item.scripting)} ms`);
  }
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined;
  const metrics = lhr.audits.metrics?.details as { items?: Array<{ observedLargestContentfulPaint?: number }> } | undefined;
  const lcpMs = metrics?.items?.[0]?.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  return {
    label,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    ...(await scriptSizes(details?.items ?? [], origin, lcpMs)),
  };
}

/** A trace can fail to record on a busy machine (NO_NAVSTART, NO_FCP): such a run is repeated, up to twice. */
async function measureWithRetry(port: number, origin: string, label: string, pagePath: string): Promise<PageResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(port, origin, label, pagePath);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`[lighthouse] ${pagePath}: ${(error as Error).message}; running it again`);
    }
  }
}

/**
 * One page as a first visit, the way PageSpeed Insights measures it: a browser with a new, empty
 * profile. Lighthouse's own storage reset between pages clears the service worker and Cache Storage
 * but keeps IndexedDB, so in a shared browser every page after the first would run as a returning
 * visitor whose worker was uninstalled, a state no real visitor is in.
 */
async function measureFirstVisit(origin: string, label: string, pagePath: string): Promise<PageResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    return await measureWithRetry(chrome.port, origin, label, pagePath);
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's simulated timings move by several points from one run to the next on the same build
 * (its documentation advises the median of five). Each page is measured RUNS times (LIGHTHOUSE_RUNS,
 * default 3) and the run with the median score is reported, with every run's score beside it.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

function medianRun(runs: PageResult[]): PageResult & { scores: number[] } {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, scores: runs.map((run) => run.performance) };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Builds the PWA (unless LIGHTHOUSE_SKIP_BUILD=1), serves it and measures the four pages. */
export async function benchLighthouse(): Promise<LighthouseRow[]> {
  if (process.env.LIGHTHOUSE_SKIP_BUILD !== '1' || !existsSync(path.join(distDir, 'index.html'))) {
    await buildPwa();
  }
  // The in-process build leaves NODE_ENV=production behind; the server runs as `npm start` runs it.
  const server = await startServer({ LOG_LEVEL: 'warn', NODE_ENV: 'development' });
  try {
    const { bookkeepers } = (await (await fetch(`${server.url}/api/bookkeepers?limit=1`)).json()) as { bookkeepers: Array<{ slug: string }> };
    const slug = bookkeepers[0]?.slug;
    if (!slug) throw new Error('the demo data has no public provider to profile');
    const pages: Array<[string, string]> = [
      ['/', '/'],
      ['/marketplace', '/marketplace'],
      [`profile (/bookkeeper/${slug})`, `/bookkeeper/${slug}`],
      ['/find-accountant', '/find-accountant'],
    ];
    // LIGHTHOUSE_PAGES=/marketplace,/find-accountant measures only those (for working on one page).
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const chosen = only ? pages.filter(([, pagePath]) => only.some((wanted) => pagePath.startsWith(wanted) && (wanted !== '/' || pagePath === '/'))) : pages;
    const results: Array<PageResult & { scores: number[] }> = [];
    // One page at a time: parallel runs would share the CPU and skew the simulated timings.
    for (const [label, pagePath] of chosen) {
      const runs: PageResult[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measureFirstVisit(server.url, label, pagePath));
      results.push(medianRun(runs));
    }
    return results.map((page) => ({
      metric: `Lighthouse mobile ${page.label}`,
      value:
        `perf ${page.performance}${page.scores.length > 1 ? ` (runs ${page.scores.join(', ')})` : ''}, LCP ${(page.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(page.tbtMs)} ms, CLS ${page.cls.toFixed(3)}; ` +
        `initial JS ${page.scripts} files, ${kib(page.gzipBytes)} gzip / ${kib(page.brotliBytes)} brotli (${kib(page.transferredBytes)} transferred)`,
    }));
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await benchLighthouse();
  const width = Math.max(...rows.map((row) => row.metric.length));
  for (const row of rows) console.log(`${row.metric.padEnd(width)}  ${row.value}`);
}
