import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface RealApp {
  server: RunningServer;
  browser: Browser;
}

/**
 * The real server (`npm start` minus the build, demo data, its own data directory) and Chromium,
 * started once per test file and stopped after it, with `env` on top of the server's environment.
 * Read the fields inside tests, not at import.
 */
export function useRealApp(env: Record<string, string> = {}): RealApp {
  const app = {} as RealApp;
  // Server and browser start side by side (neither needs the other until a test runs); whichever
  // started is kept for afterAll even when the other failed, so nothing outlives the file.
  beforeAll(async () => {
    const [server, browser] = await Promise.allSettled([startServer(env), launchBrowser()]);
    if (server.status === 'fulfilled') app.server = server.value;
    if (browser.status === 'fulfilled') app.browser = browser.value;
    for (const started of [server, browser]) if (started.status === 'rejected') throw started.reason;
  });
  afterAll(async () => {
    await Promise.all([app.browser?.close(), app.server?.stop()]);
  });
  return app;
}
