import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { HydrateLater } from '../app/components/hydrate-later.tsx';
import { isHydrating } from '../app/lib/hydration.ts';

const render = (app: ReactElement) => renderToStringAsync(app as unknown as VNode);

// This file runs without a DOM, as the server entry does.
describe('HydrateLater on the server', () => {
  it('renders its slices at once: the same HTML as without it, no Suspense markers', async () => {
    expect(isHydrating()).toBe(true);
    const page = (slice: (child: ReactElement) => ReactNode) =>
      h(
        'main',
        null,
        slice(h('section', null, 'page')),
        slice(h('footer', null, h('a', { href: '/terms' }, 'terms'))),
      );
    const plain = await render(page((child) => child));
    const sliced = await render(page((child) => h(HydrateLater, null, child)));
    expect(plain).toBe(
      '<main><section>page</section><footer><a href="/terms">terms</a></footer></main>',
    );
    expect(sliced).toBe(plain);
  });
});
