import { chromium, type Browser } from 'playwright-core';
import { findBrowser, type LaunchTarget } from './find-browser';

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

export async function launchBrowser(): Promise<Browser> {
  const { executablePath, args, env } = await browserTarget();
  return chromium.launch({ executablePath, args: [...args, ...QUIET_CHROMIUM_FLAGS], ...(env ? { env } : {}) });
}
