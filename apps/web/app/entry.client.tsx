// React Router's default client entry, for Preact (`react` and `react-dom` are aliases of
// @preact/compat, see apps/web/package.json).

import { StrictMode, Suspense, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { pageResourcesReady } from './lib/i18n-source.client.ts';

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
// HydratedRouter suspends until it has decoded the server's turbo-stream data: the boundary keeps
// the server's DOM meanwhile (it renders no element of its own).
pageResourcesReady().then(
  () =>
    startTransition(() => {
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
