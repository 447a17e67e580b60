// React Router's default client entry, for Preact (`react` and `react-dom` are aliases of
// @preact/compat, see apps/web/package.json).

import { StrictMode, Suspense, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { documentRoot } from './lib/document-root.ts';
import { renderRootInATaskOfItsOwn } from './lib/hydration.ts';
import { pageResourcesReady } from './lib/i18n-source.client.ts';

// The page's texts come from /locales (preloaded by the head, cached for good): hydrate once they are
// at hand. Without them the page stays as the server rendered it: links and forms still work.
// HydratedRouter suspends until it has decoded the server's turbo-stream data: the boundary keeps
// the server's DOM meanwhile (it renders no element of its own).
pageResourcesReady().then(
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
