import os from 'node:os';
import { defineConfig } from 'vitest/config';
import SlowestTestsReporter from './scripts/slowest-tests.ts';

// Browser tests: the real server (`npm start` minus the build, which `test:e2e` runs first) and
// Chromium (see pwa/e2e/support/find-browser.ts) through playwright-core. Each file starts its own
// server (own port, own data directory) and its own browser, so files run side by side: one more
// than the cores, since a file spends much of its time waiting on its pages, service worker and
// server. The tests in a file run in order.
export default defineConfig({
  test: {
    include: ['pwa/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: os.availableParallelism() + 1,
    // A worker keeps playwright-core and the helpers loaded from file to file instead of loading them
    // again for each: the files keep their servers, browsers and data in their own hooks, never in
    // modules, and none changes globals or the environment.
    isolate: false,
    reporters: ['default', new SlowestTestsReporter('e2e')],
  },
});
