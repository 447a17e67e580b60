/**
 * Which routes are public and which skip the app-config and games calls, and where a
 * request for a signed-in route goes when the user may not be there.
 */

export type AccessLevel = 'full' | 'partial' | 'restricted';

const PUBLIC_EXACT = new Set([
  '/',
  '/guest',
  '/free-sign-up',
  '/terms-conditions',
  '/unsubscribed',
  '/domain_404',
  '/domain_500',
  '/_app',
]);
/**
 * App routes a guest may read too: the overall standings are public (issue 18). They keep the app
 * layout and its config call; a guest is simply not redirected.
 */
const GUEST_READABLE = new Set(['/leaderboard']);
const PUBLIC_PREFIXES = ['/auth/', '/otp/', '/public/', '/welcome/'];
const PUBLIC_PREFIX_ROOTS = new Set(['/otp']);

/** Routes that are not public but still skip the config and games calls. */
const SKIP_LOAD_PREFIXES = [
  '/auth/checkout-payment',
  '/change-password',
  '/remove-profile',
  '/account',
  '/manage-account',
];

function normalise(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.slice(0, -1);
  return pathname;
}

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Public: no config fetch and no authentication needed. The checkout flow is not public. */
export function isPublicRoute(pathname: string): boolean {
  const path = normalise(pathname);
  if (underPrefix(path, '/auth/checkout-payment')) return false;
  if (PUBLIC_EXACT.has(path) || PUBLIC_PREFIX_ROOTS.has(path)) return true;
  return PUBLIC_PREFIXES.some((p) => path.startsWith(p));
}

/** Skips the app config and the games list: the public routes plus the account-area routes. */
export function skipsAppLoad(pathname: string): boolean {
  const path = normalise(pathname);
  return isPublicRoute(path) || SKIP_LOAD_PREFIXES.some((p) => underPrefix(path, p));
}

export type RouteClass = 'public' | 'skip-load' | 'app';

export function routeClass(pathname: string): RouteClass {
  if (isPublicRoute(pathname)) return 'public';
  if (skipsAppLoad(pathname)) return 'skip-load';
  return 'app';
}

export function isSignedIn(level: AccessLevel): boolean {
  return level === 'full' || level === 'partial';
}

/** Home goes to /home for full or partial access, otherwise to /guest. */
export function homeTarget(level: AccessLevel): '/home' | '/guest' {
  return isSignedIn(level) ? '/home' : '/guest';
}

/**
 * Where to send a request, or null to let it through. Signed-in app routes need full or partial
 * access; the skip-load account routes have no config to read the level from, so they need a
 * token, and the API answers 401 for a dead one.
 */
export function accessRedirect(input: {
  pathname: string;
  accessLevel: AccessLevel;
  hasToken: boolean;
}): string | null {
  const cls = routeClass(input.pathname);
  if (cls === 'public') return null;
  if (cls === 'skip-load') return input.hasToken ? null : '/guest';
  if (!input.hasToken && GUEST_READABLE.has(normalise(input.pathname))) return null;
  return isSignedIn(input.accessLevel) ? null : '/guest';
}

export type LayoutTermsPage = 'termsAndConditions' | 'account' | 'optin' | 'unsubscribe';

/** termsAndConditions always; account, optin and unsubscribe only on non-public layouts. */
export function layoutTermsPages(cls: RouteClass): LayoutTermsPage[] {
  return cls === 'public'
    ? ['termsAndConditions']
    : ['termsAndConditions', 'account', 'optin', 'unsubscribe'];
}
