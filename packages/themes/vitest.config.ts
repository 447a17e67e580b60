import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'themes', include: ['test/**/*.test.ts'] },
});
