import { defineConfig } from 'vitest/config';

// Tests against the production web server and the API as processes (test/servers): they share one
// build (globalSetup) and run one file at a time, each starting its own pair of servers.
export default defineConfig({
  test: {
    name: 'web-servers',
    include: ['test/servers/**/*.test.ts'],
    globalSetup: ['test/servers/build-web.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    // As long as production-servers.ts waits for the API preparing the real seasons on a busy machine.
    hookTimeout: 600_000,
  },
});
