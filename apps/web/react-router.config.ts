import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // The whole route manifest (≈2 KB gzip) ships with the page instead of being discovered lazily:
  // lazy discovery fetched /__manifest after start-up and patched the routes, which re-rendered the
  // whole tree in one synchronous Preact task on every first load (ADR 0018).
  routeDiscovery: { mode: 'initial' },
  // Loaders and actions get the request the server received instead of two fresh copies each
  // (`new Request` per loader, with `.data`, `index` and `_routes` stripped from the URL): routing
  // logic reads the normalised `url` argument instead, and per-request data shared between loaders
  // (WeakMaps keyed by the request, e.g. GET /v1/user/games) is really fetched once (ADR 0019).
  future: { v8_passThroughRequests: true },
} satisfies Config;
