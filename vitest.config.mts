import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const alias = { '@': import.meta.dirname };
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Test projects:
 * - unit: pure helpers and contracts (node)
 * - client: components, store, api client (jsdom, MSW for the HTTP API)
 * - server-pglite: server services and HTTP pipeline against PGlite in memory
 * - server-postgres: the same server tests against PostgreSQL (only with TEST_DATABASE_URL)
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/utils/**/*.test.ts', 'tests/contracts/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: [
            'tests/components/**/*.test.{ts,tsx}',
            'tests/store/**/*.test.{ts,tsx}',
            'tests/api/**/*.test.{ts,tsx}',
            'tests/hooks/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/support/client-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server-pglite',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
          env: { TEST_DATABASE_DRIVER: 'pglite', PUBLIC_AGGREGATE_CACHE_SECONDS: '0' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(hasPostgres
        ? [
            {
              resolve: { alias },
              test: {
                name: 'server-postgres',
                environment: 'node',
                include: ['tests/server/**/*.test.ts'],
                env: { TEST_DATABASE_DRIVER: 'postgres', PUBLIC_AGGREGATE_CACHE_SECONDS: '0' },
                globalSetup: ['tests/support/postgres-global-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
