/* Gameweek service worker (hand-written; see docs/decisions/0009). Runtime caches only:
   html-pages      pages and their route data (network first, cache when offline)
   next-static     the framework's hashed build assets under /assets/ (cache first)
   app-assets      theme assets, favicons, images of the app, manifest (stale while revalidate);
                   the versioned texts /locales/:lang?v= (cache first: a version never changes)
   api-calls       GET /api/* (network first)
   images          other images (cache first)
   fonts           font files (cache first)
   Any other cache is deleted on activation. */
const VERSION = '1.46.1';
const CACHES = ['html-pages', 'next-static', 'app-assets', 'api-calls', 'images', 'fonts'];
const SESSION_ENDS = [
  '/auth/logout',
  '/api/auth/logout',
  '/api/auth/clear-token',
  '/remove-profile',
];

const APP_SHELL = '/_app';

/** The shell page and the build assets it names (scripts, styles), so it also runs offline. */
async function cacheAppShell() {
  const response = await fetch(APP_SHELL, { credentials: 'include' });
  if (!cacheable(response)) return;
  const html = await response.clone().text();
  await (await caches.open('html-pages')).put(APP_SHELL, response);
  const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) || [])];
  const statics = await caches.open('next-static');
  await Promise.all(assets.map((a) => statics.add(a).catch(() => undefined)));
  // The texts the shell hydrates with (its preload link), so it also runs offline.
  const texts = html.match(/\/locales\/[\w-]+\?v=[\w-]+/g) || [];
  const appAssets = await caches.open('app-assets');
  await Promise.all(texts.map((t) => appAssets.add(t).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  // Keeps the application shell (/_app) for pages never visited before that are opened offline.
  // Then waits until the page tells it to skip waiting (see the message handler).
  event.waitUntil(cacheAppShell().catch(() => undefined));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => !CACHES.includes(n)).map((n) => caches.delete(n)));
      await self.clients.claim();
      // The page that installed the worker was loaded before it existed: cache it now, so the first
      // visited page also opens offline.
      const windows = await self.clients.matchAll({ type: 'window' });
      const pages = await caches.open('html-pages');
      await Promise.all(
        windows.map((c) =>
          fetch(c.url, { credentials: 'include' })
            .then((r) => (cacheable(r) ? pages.put(c.url, r) : undefined))
            .catch(() => undefined),
        ),
      );
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

function cacheable(response) {
  return response && response.status === 200 && response.type === 'basic';
}

/** A cached copy served because the network failed; the page reads the mark to show its notice. */
function markedOffline(response) {
  const headers = new Headers(response.headers);
  headers.set('Server-Timing', 'sw-offline;desc="served from the offline cache"');
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

async function networkFirst(cacheName, request) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (cacheable(response)) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const url = new URL(request.url);
    const hit = await cache.match(request, { ignoreSearch: url.pathname === APP_SHELL });
    if (hit) return markedOffline(hit);
    // A page never visited: send the browser to the application shell (its own URL, so the app
    // hydrates the route it was rendered for), which offers to go back to this page.
    if (request.mode === 'navigate' && (await cache.match(APP_SHELL))) {
      return Response.redirect(
        `${APP_SHELL}?from=${encodeURIComponent(url.pathname + url.search)}`,
        302,
      );
    }
    throw error;
  }
}

async function cacheFirst(cacheName, request) {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (cacheable(response)) await cache.put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(cacheName, request) {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request);
  const refresh = fetch(request)
    .then(async (response) => {
      if (cacheable(response)) await cache.put(request, response.clone());
      return response;
    })
    .catch(() => undefined);
  return hit || (await refresh) || Response.error();
}

/** The signed-in user's pages and data go; the shell is fetched again, signed out. */
async function forgetSession() {
  await Promise.all([caches.delete('html-pages'), caches.delete('api-calls')]);
  await cacheAppShell().catch(() => undefined);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;

  if (request.method !== 'GET') {
    // A session ends: once the server has answered (or failed to), drop what was cached for the
    // signed-in user. With JavaScript the router posts the form to its data URL (`/auth/logout.data`).
    if (SESSION_ENDS.includes(path.replace(/\.data$/, ''))) {
      const response = fetch(request);
      event.respondWith(response);
      event.waitUntil(response.catch(() => undefined).then(forgetSession));
    }
    return;
  }
  if (url.pathname === '/sw.js') return;
  // Live updates are a stream that never ends: caching it (cache.put reads the whole body) would
  // hold the page's EventSource forever. The browser handles it directly.
  if (url.pathname === '/api/v1/live' || request.headers.get('accept') === 'text/event-stream')
    return;

  if (request.mode === 'navigate' || path.endsWith('.data')) {
    event.respondWith(networkFirst('html-pages', request));
  } else if (/\.(woff2?|ttf|otf)$/.test(path)) {
    event.respondWith(cacheFirst('fonts', request));
  } else if (path.startsWith('/assets/')) {
    event.respondWith(cacheFirst('next-static', request));
  } else if (path.startsWith('/locales/') && url.searchParams.has('v')) {
    event.respondWith(cacheFirst('app-assets', request));
  } else if (path.startsWith('/api/')) {
    event.respondWith(networkFirst('api-calls', request));
  } else if (
    path.startsWith('/themes/') ||
    path.startsWith('/favicons/') ||
    path.startsWith('/images/') ||
    path === '/manifest.webmanifest'
  ) {
    event.respondWith(staleWhileRevalidate('app-assets', request));
  } else if (request.destination === 'image') {
    event.respondWith(cacheFirst('images', request));
  }
});

self.VERSION = VERSION;
