import { defineConfig } from 'vitest/config';

// Browser tests: the real server (`npm start` minus the build, which `test:e2e` runs first) and
// Chromium (see pwa/e2e/support/find-browser.ts) through playwright-core. One file at a time: each starts its own server.
export default defineConfig({
  test: {
    include: ['pwa/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
