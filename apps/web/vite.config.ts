import { resolve } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk() } },
  },
  server: { port: 3000 },
}));

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Everything the root route imports statically (the app shell, React Router, Preact, TanStack Query,
 * i18next, the themes) goes into one `shell` chunk (ADR 0047). Every page loads all of it anyway; left
 * to Rollup it was cut into a dozen sub-kilobyte chunks by which routes share each module, and each
 * costs a request and its headers on a slow network (/my-team: 24 scripts, 122.7 KB transferred →
 * 11 scripts, 113.2 KB). Modules only routes import, statically or lazily, stay with those routes.
 */
function shellChunk() {
  const root = resolve(import.meta.dirname, 'app/root.tsx');
  let shell: Set<string> | null = null;
  return (id: string, graph: ModuleGraph) => {
    if (shell === null) {
      shell = new Set();
      const stack = [root];
      for (let m = stack.pop(); m !== undefined; m = stack.pop()) {
        if (shell.has(m)) continue;
        shell.add(m);
        stack.push(...(graph.getModuleInfo(m)?.importedIds ?? []));
      }
    }
    return id !== root && shell.has(id) ? 'shell' : undefined;
  };
}
