import { defineConfig } from 'vitest/config';

// API tests build the app and use `inject`; each file runs its suites on PGlite and on a throwaway
// PostgreSQL 15 cluster (one cluster per worker, a fresh database per suite).
export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 2,
    // A project with its own maxWorkers needs its own group when the root config runs every project.
    sequence: { groupOrder: 1 },
  },
});
