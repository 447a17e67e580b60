// React Router's default client entry, for Preact (`react` and `react-dom` are aliases of
// @preact/compat, see apps/web/package.json).

import { isRenderLanguage } from '@gameweek/i18n/languages';
import { StrictMode, Suspense, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { renderRootInATaskOfItsOwn } from './lib/hydration.ts';
import { warmUpTranslation } from './lib/i18n.ts';
import { pageResourcesReady } from './lib/i18n-source.client.ts';
import { i18nFor } from './lib/i18n-store.ts';
import { intlWarmUps } from './lib/intl.ts';
import { installTextMerging } from './lib/merge-adjacent-text.ts';
import { nextTask } from './lib/next-task.ts';
import { warmIcuOffMainThread } from './lib/warm-icu-off-main-thread.ts';

// Adjacent text children become one text node, as the parsed document has them (ADR 0027).
installTextMerging();

/**
 * The root route renders the whole <html>. Preact hydrating `document` works on its <html> element's
 * children (head, body), so it would render a second <html> inside the first: instead it hydrates
 * a container whose only child is the <html> element (it never moves: Preact leaves a node in place
 * when it is already where it belongs). The doctype and anything else outside stay untouched.
 */
const html = document.documentElement;
const container = {
  nodeType: 1,
  namespaceURI: null,
  ownerDocument: document,
  firstChild: html,
  childNodes: [html],
  contains: (node: Node) => html.contains(node),
  insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
  appendChild: (node: Node) => document.appendChild(node),
  removeChild: (node: Node) => document.removeChild(node),
} as unknown as Element;

// The page's texts come from /locales (preloaded by the head, cached for good): hydrate once they are
// at hand. Without them the page stays as the server rendered it: links and forms still work.
// What hydration would otherwise do first, inside its one long task, runs before it in short tasks
// of its own while the texts load: the locale's Intl data (loaded by a worker thread, then two
// steps, lib/intl.ts; only on the game pages, `<html data-intl>`: the others format no number or
// date, and the first Intl formatter costs a long task), then the language's i18next instance
// (i18nFor makes it once; the root layout's render reuses it) and its first translation.
// HydratedRouter suspends until it has decoded the server's turbo-stream data: the boundary keeps
// the server's DOM meanwhile (it renders no element of its own).
async function prepareHydration(): Promise<void> {
  const lang = html.lang || 'en';
  const texts = pageResourcesReady();
  if (html.hasAttribute('data-intl')) {
    // A worker loads the locale's ICU data first (shared by the process): the steps below then cost
    // next to nothing; without a worker they pay for it, a task each.
    await warmIcuOffMainThread(lang);
    for (const step of intlWarmUps(lang)) {
      await nextTask();
      step();
    }
  }
  await texts;
  await nextTask();
  const i18n = isRenderLanguage(lang) ? i18nFor(lang) : null;
  await nextTask();
  if (i18n) warmUpTranslation(i18n);
  await nextTask();
}

prepareHydration().then(
  () =>
    startTransition(() => {
      renderRootInATaskOfItsOwn();
      hydrateRoot(
        container,
        <StrictMode>
          <Suspense>
            <HydratedRouter />
          </Suspense>
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error('the page stays static: its texts did not load', error),
);
