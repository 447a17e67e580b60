/**
 * The browser path (spec §7): the browser calls /api/…, this table says where the web server
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

export function planForward(method: string, browserPath: string): ForwardPlan | null {
  const m = method.toUpperCase() as Method;
  const path = `/${browserPath.replace(/^\/+/, '')}`;
  const renamed = RENAMED[`${m} ${path}`];
  if (renamed) return renamed;
  if (SAME_PATH_AUTH.has(path)) return { method: m, path };
  if (path.startsWith('/v1/') && !path.includes('..')) return { method: m, path };
  return null;
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
