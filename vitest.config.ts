import { defineConfig } from 'vitest/config';

// Each workspace with tests (and scripts/) has its own vitest config; this file only lists them.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/web/vitest.servers.config.ts',
      'scripts/vitest.config.mjs',
    ],
  },
});
