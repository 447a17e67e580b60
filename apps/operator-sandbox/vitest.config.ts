import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'operator-sandbox', include: ['test/**/*.test.ts'], testTimeout: 30_000 },
});
