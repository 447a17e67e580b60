// React Router's server entry, rendered by Preact (`react` and `react-dom` are aliases of
// @preact/compat, see apps/web/package.json), plus the security policy server.mjs applies to every
// request (exported here so the built server can reach it as `build.entry.module`).

import { randomBytes } from 'node:crypto';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

import { serverResourceSource } from './lib/i18n-source.server.ts';
import { provideResources } from './lib/i18n-store.ts';
import { builtCssSource, clientBuildDir } from './lib/inline-css.server.ts';
import { provideCss } from './lib/inline-css.ts';
import { documentCsp } from './lib/security.ts';

export { clientAddress } from './lib/client-address.server.ts';
// The console under /admin (apps/admin, ADR 0048) calls the same API with the same proof.
export { env } from './lib/env.server.ts';
export { decodedPath, requestRefusal } from './lib/request-guard.ts';
export { csrfRejectionFor, securityHeaders } from './lib/security.ts';
export { followTenantChanges } from './lib/tenant-changes.server.ts';

provideResources(serverResourceSource);
const clientDir = clientBuildDir(import.meta.url);
if (clientDir) provideCss(builtCssSource(clientDir));

export const streamTimeout = 5_000;

/**
 * The whole document as one string: Preact's streaming renderer puts the deferred half of React
 * Router's data hand-off (a Suspense boundary after </html>) where the browser never runs it, and
 * nothing here needs streaming: the loaders have finished before the render starts (no <Await>),
 * so the only thing that suspends is React Router's own turbo-stream transfer, a few chunks long.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  // A new nonce for every response: a nonce an attacker could learn from another page is no nonce.
  const nonce = randomBytes(16).toString('base64');
  responseHeaders.set('Content-Security-Policy', documentCsp(nonce));
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let timeoutId: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timeoutId = setTimeout(
      () => reject(new Error(`render of ${request.url} took over ${streamTimeout + 1000} ms`)),
      streamTimeout + 1000,
    );
  });
  // React Router puts the nonce on every script and module preload it writes (<Scripts>,
  // <ScrollRestoration>, the data hand-off).
  const app = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />;
  try {
    // A thrown render error reaches React Router, which renders the error boundary instead
    // (as React's onShellError does).
    const html = await Promise.race([renderToStringAsync(app as unknown as VNode), timeout]);
    // The charset in the header too, so no browser has to sniff the encoding before parsing.
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    // Encoded once here: a string body is checked for lone surrogates (USVString) and re-encoded
    // chunk by chunk as the server reads the stream (≈0.2 ms per signed-in page).
    return new Response(Buffer.from(`<!DOCTYPE html>${html}`), {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  } finally {
    clearTimeout(timeoutId);
  }
}
