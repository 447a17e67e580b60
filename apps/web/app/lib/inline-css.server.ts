import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type CssSource, isSafeToInline } from './inline-css.ts';

/**
 * The built client's stylesheets (build/client, next to this server build's build/server), read once
 * each. Only hashed files under /assets/ are inlined; anything else stays a <link>.
 */
export function builtCssSource(clientDir: string): CssSource {
  const cache = new Map<string, string | undefined>();
  return (href) => {
    if (cache.has(href)) return cache.get(href);
    let text: string | undefined;
    if (/^\/assets\/[\w.-]+\.css$/.test(href)) {
      try {
        const css = readFileSync(`${clientDir}${href}`, 'utf8');
        text = isSafeToInline(css) ? css : undefined;
      } catch {
        text = undefined;
      }
    }
    cache.set(href, text);
    return text;
  };
}

/** build/server/index.js → build/client; undefined in development (Vite serves the sources). */
export function clientBuildDir(moduleUrl: string): string | undefined {
  if (import.meta.env.DEV) return undefined;
  return fileURLToPath(new URL('../client', moduleUrl));
}
