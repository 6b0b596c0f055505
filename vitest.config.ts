import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; the HTTP suite lives in sync-server/test.
// Browser tests (pwa/e2e) run separately through `npm run test:e2e`.
export default defineConfig({
  test: {
    include: [
      'shared-schema/src/**/*.test.ts',
      'sync-server/src/**/*.test.ts',
      'sync-server/test/**/*.test.ts',
      'pwa/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
