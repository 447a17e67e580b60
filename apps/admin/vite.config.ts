import { defineConfig } from 'vite';

/**
 * The operator console (ADR 0048): a single-page app built to build/, served by the web server under
 * /admin (server/console-server.mjs). React is Preact's compat layer, as in the players' app.
 */
export default defineConfig({
  base: '/admin/',
  build: { outDir: 'build', assetsInlineLimit: 0, emptyOutDir: true },
  esbuild: { jsx: 'automatic' },
});
