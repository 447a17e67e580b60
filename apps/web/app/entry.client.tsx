// React Router's default client entry, for Preact (`react` and `react-dom` are aliases of
// @preact/compat, see apps/web/package.json).

import { isRenderLanguage } from '@gameweek/i18n/languages';
import { StrictMode, Suspense, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { documentRoot } from './lib/document-root.ts';
import { renderRootInATaskOfItsOwn } from './lib/hydration.ts';
import { warmUpTranslation } from './lib/i18n.ts';
import { pageResourcesReady } from './lib/i18n-source.client.ts';
import { i18nFor } from './lib/i18n-store.ts';
import { intlWarmUps } from './lib/intl.ts';
import { nextTask } from './lib/next-task.ts';

// The page's texts come from /locales (preloaded by the head, cached for good): hydrate once they are
// at hand. Without them the page stays as the server rendered it: links and forms still work.
// What hydration would otherwise do first, inside its one long task, runs before it in tasks of
// its own while the texts load (ADR 0033 measured it): the locale's first Intl formatters (only on
// the game pages, `<html data-intl>`: the others format no number or date, and the first Intl
// formatter loads the locale's data, a long task on a phone), then the language's i18next instance
// (i18nFor makes it once; the root layout's render reuses it) and its first translation.
// HydratedRouter suspends until it has decoded the server's turbo-stream data: the boundary keeps
// the server's DOM meanwhile (it renders no element of its own).
async function prepareHydration(): Promise<void> {
  const html = document.documentElement;
  const lang = html.lang || 'en';
  const texts = pageResourcesReady();
  if (html.hasAttribute('data-intl')) {
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
        documentRoot(),
        <StrictMode>
          <Suspense>
            <HydratedRouter />
          </Suspense>
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error('the page stays static: its texts did not load', error),
);
