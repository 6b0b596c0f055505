import { chromium, type Browser } from 'playwright-core';
import { findBrowser, findFullBrowser, type LaunchTarget } from './find-browser';

// Never a browser downloaded by Playwright: a system Chromium/Chrome, or the one inside the
// @sparticuz/chromium dev dependency (see find-browser.ts for the order). The flags keep it off the
// (closed) network.
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let target: Promise<LaunchTarget> | undefined;

/** The browser for this run, found once per test process and named once on stderr. */
export function browserTarget(): Promise<LaunchTarget> {
  target ??= findBrowser().then((found) => {
    process.stderr.write(`[e2e] browser: ${found.summary}\n`);
    return found;
  });
  return target;
}

function launch({ executablePath, args, env }: LaunchTarget): Promise<Browser> {
  return chromium.launch({ executablePath, args: [...args, ...QUIET_CHROMIUM_FLAGS], ...(env ? { env } : {}) });
}

export async function launchBrowser(): Promise<Browser> {
  return launch(await browserTarget());
}

/** A full browser (not a headless shell), for what only the full browser does; or why there is none here. */
export async function launchFullBrowser(): Promise<Browser | { unavailable: string }> {
  const found = await findFullBrowser();
  if ('unavailable' in found) return found;
  process.stderr.write(`[e2e] full browser: ${found.summary}\n`);
  return launch(found);
}
