import { defineConfig } from 'vitest/config';

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
        },
      },
      {
        test: {
          name: 'api',
          include: ['api/src/**/*.test.ts'],
          globalSetup: ['api/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
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
