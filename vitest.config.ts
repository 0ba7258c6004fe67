import { defineConfig } from 'vitest/config';

// Two test files at a time where the tests mostly wait (on Postgres, on jsdom): Vitest's default on a
// 2-core machine is one (cores - 1). On this kind of machine the API tests took 133 s instead of 273 s,
// the unit tests 55 s instead of 79 s. The resilience tests keep the default: they time their own load.
const MAX_WORKERS = 2;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/src/**/*.test.ts', 'pwa/src/**/*.test.{ts,tsx}', 'db/src/**/*.test.ts', 'tests/infra/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'pwa/build/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['pwa/test/site-defaults.ts'],
          testTimeout: 20_000,
          maxWorkers: MAX_WORKERS,
        },
      },
      {
        test: {
          name: 'api',
          include: ['api/src/**/*.test.ts'],
          globalSetup: ['api/test/global-setup.ts'],
          testTimeout: 20_000,
          maxWorkers: MAX_WORKERS,
          hookTimeout: 60_000,
          // A worker keeps its modules from one test file to the next: importing the app afresh for
          // every file was most of the run. These tests mock no module, and a file that needs a database
          // and an app makes its own, so nothing carries over (they pass in shuffled file order too).
          isolate: false,
        },
      },
      {
        // Stops and restarts its own Postgres under load: kept apart from the API tests' shared server.
        test: {
          name: 'resilience',
          include: ['api/resilience/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
