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
  beforeAll(async () => {
    app.server = await startServer(env);
    app.browser = await launchBrowser();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  return app;
}
