import { defineConfig } from 'vitest/config';

// The scripts' own tests (npm start's supervision).
export default defineConfig({
  test: { name: 'scripts', include: ['test/**/*.test.mjs'] },
});
