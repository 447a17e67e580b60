import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    include: ['app/**/*.test.ts', 'test/**/*.test.ts'],
    // Against the servers as processes, with a build of their own: vitest.servers.config.ts.
    exclude: ['test/servers/**'],
  },
});
