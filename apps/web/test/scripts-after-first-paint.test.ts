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

  it("gives the loader the page's CSP nonce (an inline script runs only with it)", () => {
    const out = scriptsAfterFirstPaint(document, 'n0nce+/=');
    expect(out).toContain(`</template><script nonce="n0nce+/=">${SCRIPTS_LOADER}</script></body>`);
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

  /** A document whose template holds `nodes`; `appended` records what reaches the body, in order. */
  function fakeDocument(nodes: string[]) {
    const appended: string[] = [];
    // The deep clone: a fragment whose children leave it as they are appended to the body.
    let clone: string[] = [];
    const doc = {
      getElementById: (id: string) => (id === SCRIPTS_TEMPLATE_ID ? { content: nodes } : null),
      importNode: (content: string[], deep: boolean) => {
        clone = deep ? [...content] : [];
        return {
          get firstChild() {
            return clone[0] ?? null;
          },
        };
      },
      body: {
        appendChild: (n: string | null) => {
          if (n === null || n !== clone[0]) throw new TypeError(`not the fragment's first child`);
          appended.push(clone.shift() as string);
        },
      },
    };
    const run = (win: object) => new Function('document', 'window', SCRIPTS_LOADER)(doc, win);
    return { appended, run };
  }

  /** A MessageChannel whose messages are delivered when the test says so, one task each. */
  function fakeChannel() {
    let pending = 0;
    const ports: { onmessage: (() => void) | null }[] = [];
    class MessageChannel {
      port1 = { onmessage: null as (() => void) | null };
      port2 = { postMessage: () => pending++ };
      constructor() {
        ports.push(this.port1);
      }
    }
    const deliverOne = () => {
      if (pending === 0) return false;
      pending--;
      for (const p of ports) p.onmessage?.();
      return true;
    };
    return { MessageChannel, deliverOne, pending: () => pending };
  }

  it('loads the template on the first paint entry, once, one element per task, in order', () => {
    const { appended, run } = fakeDocument(['preload a', 'preload b', 'module script']);
    const channel = fakeChannel();
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
    run({ PerformanceObserver, MessageChannel: channel.MessageChannel });
    expect(observed).toEqual({ type: 'paint', buffered: true });
    expect(appended).toEqual([]);
    const o = { disconnect: () => disconnected++ };
    observer?.([], o);
    // The first element goes in with the paint entry's task, each of the others in a task after.
    expect(appended).toEqual(['preload a']);
    observer?.([], o);
    expect(appended).toEqual(['preload a']);
    expect(channel.deliverOne()).toBe(true);
    expect(appended).toEqual(['preload a', 'preload b']);
    expect(channel.deliverOne()).toBe(true);
    expect(appended).toEqual(['preload a', 'preload b', 'module script']);
    // Nothing is left to post for.
    expect(channel.pending()).toBe(0);
    expect(disconnected).toBe(2);
  });

  it('loads everything at once without paint timing or without MessageChannel', () => {
    const nodes = ['preload a', 'module script'];
    const withoutPaint = fakeDocument(nodes);
    const channel = fakeChannel();
    withoutPaint.run({ MessageChannel: channel.MessageChannel });
    expect(withoutPaint.appended).toEqual(['preload a']);
    while (channel.deliverOne());
    expect(withoutPaint.appended).toEqual(nodes);

    const longtaskOnly = fakeDocument(nodes);
    longtaskOnly.run({ PerformanceObserver: { supportedEntryTypes: ['longtask'] } });
    expect(longtaskOnly.appended).toEqual(nodes);

    const bare = fakeDocument(nodes);
    bare.run({});
    expect(bare.appended).toEqual(nodes);
  });
});
