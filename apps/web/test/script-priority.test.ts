import { describe, expect, it } from 'vitest';
import { lowerScriptPriority } from '../app/lib/script-priority.ts';

describe('lowerScriptPriority', () => {
  it('lowers every module preload and the inline module script', () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js" suppressHydrationWarning/>' +
      '<link rel="modulepreload" href="/assets/b.js"/></head><body>' +
      '<script suppressHydrationWarning>window.x=1</script>' +
      '<script suppressHydrationWarning type="module" async>import "/assets/a.js";</script></body>';
    const out = lowerScriptPriority(html);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out).toContain(
      '<script suppressHydrationWarning type="module" async fetchpriority="low">import "/assets/a.js";</script>',
    );
    // A classic inline script is left alone.
    expect(out).toContain('<script suppressHydrationWarning>window.x=1</script>');
  });

  it('keeps a priority that is already set and touches nothing else', () => {
    const html =
      '<link rel="modulepreload" fetchpriority="high" href="/a.js"/>' +
      '<script type="module" fetchpriority="high">x</script>' +
      '<link rel="preload" as="font" href="/f.woff2"/><p>type="module"</p>';
    expect(lowerScriptPriority(html)).toBe(html);
  });

  it('is idempotent', () => {
    const html = '<link rel="modulepreload" href="/a.js"/><script type="module" async>x</script>';
    const once = lowerScriptPriority(html);
    expect(lowerScriptPriority(once)).toBe(once);
  });
});
