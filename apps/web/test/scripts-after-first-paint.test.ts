import { describe, expect, it } from 'vitest';
import {
  SCRIPTS_LOADER,
  SCRIPTS_TEMPLATE_ID,
  scriptsAfterFirstPaint,
} from '../app/lib/scripts-after-first-paint.ts';

// What React Router's <Scripts> writes (through Preact), trimmed.
const document =
  '<html><head><title>x</title></head><body><p>page</p>' +
  '<script suppressHydrationWarning>scrollRestore()</script>' +
  '<link rel="modulepreload" href="/assets/a.js" suppressHydrationWarning/>' +
  '<link rel="modulepreload" href="/assets/b.js" suppressHydrationWarning/>' +
  '<script suppressHydrationWarning>window.__reactRouterContext = {};</script>' +
  '<script suppressHydrationWarning type="module" async>import "/assets/a.js";\nimport("/assets/b.js");</script>' +
  '</body></html><script>window.__reactRouterContext.streamController.close();</script>';

describe('scriptsAfterFirstPaint', () => {
  it('moves the module preloads and the module script, at low priority, into the template', () => {
    const out = scriptsAfterFirstPaint(document);
    const template = out.match(/<template id="gw-scripts">([\s\S]*?)<\/template>/)?.[1] ?? '';
    expect(template).toBe(
      '<link fetchpriority="low" rel="modulepreload" href="/assets/a.js" suppressHydrationWarning/>' +
        '<link fetchpriority="low" rel="modulepreload" href="/assets/b.js" suppressHydrationWarning/>' +
        '<script fetchpriority="low" suppressHydrationWarning type="module" async>import "/assets/a.js";\nimport("/assets/b.js");</script>',
    );
    // Nothing that fetches a module is left outside it.
    const outside = out.replace(/<template[\s\S]*?<\/template>/, '');
    expect(outside).not.toMatch(/modulepreload|type="module"/);
    // The loader follows the template; the data hand-off and the other inline scripts stay put.
    expect(out).toContain(`</template><script>${SCRIPTS_LOADER}</script></body>`);
    expect(out).toContain('<script suppressHydrationWarning>scrollRestore()</script>');
    expect(out).toContain(
      '<script suppressHydrationWarning>window.__reactRouterContext = {};</script><template',
    );
    expect(out).toMatch(/<\/html><script>window.__reactRouterContext.streamController/);
  });

  it('keeps a priority that is already set', () => {
    const out = scriptsAfterFirstPaint(
      '<link rel="modulepreload" fetchpriority="high" href="/a.js"/><script type="module" fetchpriority="high">x</script>',
    );
    expect(out).toContain('<link rel="modulepreload" fetchpriority="high" href="/a.js"/>');
    expect(out).toContain('<script type="module" fetchpriority="high">x</script></template>');
  });

  it('leaves a page without exactly one module script as it is, and is idempotent', () => {
    const noModule = '<link rel="preload" as="font" href="/f.woff2"/><p>type="module"</p>';
    expect(scriptsAfterFirstPaint(noModule)).toBe(noModule);
    const once = scriptsAfterFirstPaint(document);
    expect(scriptsAfterFirstPaint(once)).toBe(once);
  });

  it('loads the template on the first paint entry, once, or at once without paint timing', () => {
    const appended: unknown[] = [];
    const template = { content: 'scripts' };
    const doc = {
      getElementById: (id: string) => (id === SCRIPTS_TEMPLATE_ID ? template : null),
      importNode: (node: unknown, deep: boolean) => ({ cloneOf: node, deep }),
      body: { appendChild: (n: unknown) => appended.push(n) },
    };
    const run = (win: object) => new Function('document', 'window', SCRIPTS_LOADER)(doc, win);

    let observer: ((list: unknown, o: { disconnect(): void }) => void) | undefined;
    let observed: unknown;
    let disconnected = 0;
    class PerformanceObserver {
      static supportedEntryTypes = ['paint', 'longtask'];
      constructor(cb: typeof observer) {
        observer = cb;
      }
      observe(options: unknown) {
        observed = options;
      }
    }
    run({ PerformanceObserver });
    expect(observed).toEqual({ type: 'paint', buffered: true });
    expect(appended).toEqual([]);
    const o = { disconnect: () => disconnected++ };
    observer?.([], o);
    observer?.([], o);
    expect(appended).toEqual([{ cloneOf: 'scripts', deep: true }]);
    expect(disconnected).toBe(2);

    appended.length = 0;
    run({});
    expect(appended).toHaveLength(1);
    appended.length = 0;
    run({ PerformanceObserver: { supportedEntryTypes: ['longtask'] } });
    expect(appended).toHaveLength(1);
  });
});
