import { defineConfig } from 'vitest/config';
import SlowestTestsReporter from './scripts/slowest-tests.ts';

// Unit tests sit beside the code; the HTTP suite lives in sync-server/test.
// Browser tests (pwa/e2e) run separately through `npm run test:e2e`.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Much of this
    // suite waits on child processes (databases, servers it kills and restarts), so two keep both
    // cores busy. Every file has its own database and server, so files never share state.
    maxWorkers: 2,
    reporters: ['default', new SlowestTestsReporter('unit')],
    projects: [
      {
        extends: true,
        test: {
          name: 'pwa',
          include: ['pwa/src/**/*.test.{ts,tsx}'],
          // Isolated (a fresh worker per file): several files replace globals, keep state in modules
          // (stores) or install fake-indexeddb's global, which must not carry over to the next file.
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          // The HTTP suite, and the unit tests of the server, the shared schemas and the scripts.
          include: ['sync-server/test/**/*.test.ts', 'sync-server/src/**/*.test.ts', 'shared-schema/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // One embedded database process per worker slot for the whole run; each file gets its own
          // database on it (sync-server/test/support/database.ts), emptied when the file is done.
          globalSetup: ['sync-server/test/support/shared-databases.ts'],
          // A worker keeps its loaded modules from file to file instead of starting a new process
          // and loading the app again for each. Safe here because the server and the schemas keep
          // no state in their modules (each file creates its own app context over its own
          // database), and no file here mocks modules, replaces globals or changes the environment
          // (one uses fake timers and restores real ones after each test).
          isolate: false,
        },
      },
    ],
  },
});
