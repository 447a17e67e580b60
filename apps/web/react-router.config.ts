import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // The whole route manifest (≈2 KB gzip) ships with the page instead of being discovered lazily:
  // lazy discovery fetched /__manifest after start-up and patched the routes, which re-rendered the
  // whole tree in one synchronous Preact task on every first load (ADR 0018).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
