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
          // A worker keeps its loaded modules from file to file (loading them again in a fresh
          // process per file cost more than the tests themselves), so nothing a file changes may
          // outlive it:
          // - every file gets fake-indexeddb's globals before any module loads, since Dexie reads
          //   them once, when it is first imported, whichever file that is;
          // - spies are restored after each test, and a file that stubs globals unstubs them
          //   (vi.unstubAllGlobals) when it is done.
          isolate: false,
          setupFiles: ['fake-indexeddb/auto'],
          restoreMocks: true,
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
