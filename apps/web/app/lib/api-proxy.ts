/**
 * The browser path (ADR 0008): the browser calls /api/…, this table says where the web server
 * forwards it. Browser names are the app's own (/auth/demo-login, /auth/remove-profile…) with
 * camelCase fields; the provider API uses its paths and snake_case.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ForwardPlan {
  method: Method;
  path: string;
  query?: Record<string, string>;
  /** The response carries a fresh token: store it in the token cookie, keep it out of the body. */
  setsToken?: boolean;
  /** The call ends the session: clear the token cookie whatever the API answers. */
  clearsToken?: boolean;
}

const RENAMED: Record<string, ForwardPlan> = {
  'POST /config/config': { method: 'GET', path: '/v1/config' },
  'GET /config/config': { method: 'GET', path: '/v1/config' },
  'POST /auth/login': { method: 'POST', path: '/auth/login', setsToken: true },
  'POST /auth/demo-login': {
    method: 'POST',
    path: '/auth/token',
    query: { demo: '1' },
    setsToken: true,
  },
  'POST /auth/remove-profile': { method: 'DELETE', path: '/auth/user/delete', clearsToken: true },
  'POST /auth/user-status': { method: 'POST', path: '/auth/user/status' },
  'POST /auth/compare-msisdn': { method: 'POST', path: '/v1/compare-msisdn' },
  'POST /auth/clear-token': { method: 'POST', path: '/auth/clear-token', clearsToken: true },
  'POST /auth/logout': { method: 'POST', path: '/auth/logout', clearsToken: true },
  'POST /auth/status-change': { method: 'POST', path: '/v1/user/status' },
};

const SAME_PATH_AUTH = new Set([
  '/auth/register',
  '/auth/forgot-password',
  '/auth/change-password',
  '/auth/reset-password',
  '/auth/verify-email',
  '/auth/unsubscribe',
  '/auth/checkout-payment',
]);

/**
 * The provider API's /v1 calls the browser may make, by method (issue 17, finding 2: the proxy used
 * to forward every path under /v1/, and with the API's URL normalisation that reached any route).
 * What the app calls from the browser today: GET /v1/user, /v1/user/games, /v1/players and the live
 * stream /v1/live, POST /v1/user and /v1/user/quick-picks; the rest are the signed-in user's own game
 * data and actions, the same the pages load on the server. `:p` is one path segment of letters,
 * digits, `-` or `_` (ids, round numbers, slugs). Everything else — /health, /docs, /dev/*,
 * /operator/*, /auth/* other than the table above — is not reachable through /api.
 */
const V1_ROUTES: Record<Method, readonly string[]> = {
  GET: [
    '/v1/config',
    '/v1/user',
    '/v1/user/games',
    '/v1/user/trends',
    '/v1/user/round/:p',
    '/v1/user/:p/round/:p',
    '/v1/players',
    '/v1/players/:p',
    '/v1/fixtures',
    '/v1/leaderboard',
    '/v1/standings',
    '/v1/leagues/:p',
    '/v1/leagues/:p/standings',
    '/v1/home/gameweek',
    '/v1/home/players-of-the-week',
    '/v1/home/team-of-the-week',
    '/v1/home/top-players',
    '/v1/news',
    '/v1/videos',
    '/v1/live',
    '/v1/live/matches',
    '/v1/terms/:p',
  ],
  POST: [
    '/v1/user',
    '/v1/user/games',
    '/v1/user/preferences',
    '/v1/user/quick-picks',
    '/v1/leagues',
    '/v1/leagues/join',
  ],
  PUT: [],
  PATCH: [],
  DELETE: ['/v1/leagues/:p/membership'],
};

const SEGMENT = '[A-Za-z0-9_-]{1,64}';

function pattern(route: string): RegExp {
  return new RegExp(`^${route.replaceAll(':p', SEGMENT)}$`);
}

const V1_PATTERNS = Object.fromEntries(
  Object.entries(V1_ROUTES).map(([m, routes]) => [m, routes.map(pattern)]),
) as Record<Method, RegExp[]>;

/**
 * Only these characters may appear in a path the proxy forwards: no `%` (so nothing is decoded
 * twice), no `.` (no `..` or `.` segment in any encoding), no `\`, no NUL, no `;`.
 */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_-]+)+$/;

/**
 * Where a browser call goes, or null (a 404). `browserPath` is the path after /api exactly as the
 * request has it, still percent-encoded: anything that is not a plain path of letters, digits, `-`
 * and `_` segments is refused before the tables are read, so the path checked is the path requested.
 */
export function planForward(method: string, browserPath: string): ForwardPlan | null {
  const m = method.toUpperCase() as Method;
  const path = browserPath.startsWith('/') ? browserPath : `/${browserPath}`;
  if (!PLAIN_PATH.test(path)) return null;
  const renamed = RENAMED[`${m} ${path}`];
  if (renamed) return renamed;
  if (SAME_PATH_AUTH.has(path) && (m === 'POST' || m === 'GET')) return { method: m, path };
  if (V1_PATTERNS[m]?.some((p) => p.test(path))) return { method: m, path };
  return null;
}

/**
 * The API URL of a plan, or null when the URL parser would request any other path than the one the
 * plan was checked with (a base URL with a path of its own is kept in front of it).
 */
export function upstreamUrl(apiUrl: string, plan: ForwardPlan): URL | null {
  const base = new URL(apiUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  const url = new URL(`${prefix}${plan.path}`, base.origin);
  return url.pathname === `${prefix}${plan.path}` && url.origin === base.origin ? url : null;
}

function snake(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Deeply renames camelCase keys to snake_case (arrays and nested objects included). */
export function toSnakeCase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toSnakeCase);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [snake(k), toSnakeCase(v)]));
  }
  return value;
}
