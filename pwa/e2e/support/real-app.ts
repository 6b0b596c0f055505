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
 * started once per test file and stopped after it. Read the fields inside tests, not at import.
 */
export function useRealApp(): RealApp {
  const app = {} as RealApp;
  beforeAll(async () => {
    app.server = await startServer();
    app.browser = await launchBrowser();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  return app;
}
