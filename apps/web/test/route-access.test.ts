import { describe, expect, it } from 'vitest';
import {
  accessRedirect,
  homeTarget,
  isPublicRoute,
  layoutTermsPages,
  routeClass,
  skipsAppLoad,
} from '../app/lib/route-access.ts';

const PUBLIC = [
  '/',
  '/guest',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/verify-email',
  '/auth/sms-holding',
  '/auth/vserve',
  '/otp',
  '/otp/otp-validation',
  '/otp/otp-error',
  '/free-sign-up',
  '/terms-conditions',
  '/public/terms/faq',
  '/welcome/terms-conditions',
  '/unsubscribed',
  '/domain_404',
  '/domain_500',
];
const SKIP_ONLY = [
  '/auth/checkout-payment',
  '/auth/checkout-payment/confirm',
  '/change-password',
  '/remove-profile',
  '/account',
  '/manage-account',
];
const APP = ['/home', '/my-team', '/leaderboard', '/statistics', '/how-to-play', '/prizes'];

describe('public and skipped-load routes', () => {
  it.each(PUBLIC)('%s is public and skips the config and games calls', (p) => {
    expect(isPublicRoute(p)).toBe(true);
    expect(skipsAppLoad(p)).toBe(true);
    expect(routeClass(p)).toBe('public');
  });

  it.each(SKIP_ONLY)('%s is not public but skips the config and games calls', (p) => {
    expect(isPublicRoute(p)).toBe(false);
    expect(skipsAppLoad(p)).toBe(true);
    expect(routeClass(p)).toBe('skip-load');
  });

  it.each(APP)('%s loads the config and games', (p) => {
    expect(isPublicRoute(p)).toBe(false);
    expect(skipsAppLoad(p)).toBe(false);
    expect(routeClass(p)).toBe('app');
  });

  it('ignores a trailing slash and does not match look-alike prefixes', () => {
    expect(routeClass('/home/')).toBe('app');
    expect(routeClass('/accounting')).toBe('app');
    expect(routeClass('/guestbook')).toBe('app');
  });
});

describe('access', () => {
  it('sends full and partial access home, restricted to the guest home', () => {
    expect(homeTarget('full')).toBe('/home');
    expect(homeTarget('partial')).toBe('/home');
    expect(homeTarget('restricted')).toBe('/guest');
  });

  it('lets signed-in users into app routes and sends the others to /guest', () => {
    for (const pathname of APP.filter((p) => p !== '/leaderboard')) {
      expect(accessRedirect({ pathname, accessLevel: 'full', hasToken: true })).toBeNull();
      expect(accessRedirect({ pathname, accessLevel: 'partial', hasToken: true })).toBeNull();
      expect(accessRedirect({ pathname, accessLevel: 'restricted', hasToken: true })).toBe(
        '/guest',
      );
      expect(accessRedirect({ pathname, accessLevel: 'restricted', hasToken: false })).toBe(
        '/guest',
      );
    }
  });

  it('lets a guest read the overall standings on /leaderboard, but not a restricted account (issue 18)', () => {
    expect(
      accessRedirect({ pathname: '/leaderboard', accessLevel: 'restricted', hasToken: false }),
    ).toBeNull();
    expect(
      accessRedirect({ pathname: '/leaderboard/', accessLevel: 'restricted', hasToken: false }),
    ).toBeNull();
    expect(
      accessRedirect({ pathname: '/leaderboard', accessLevel: 'restricted', hasToken: true }),
    ).toBe('/guest');
    expect(
      accessRedirect({ pathname: '/leaderboard', accessLevel: 'full', hasToken: true }),
    ).toBeNull();
  });

  it('never redirects public routes', () => {
    for (const pathname of PUBLIC) {
      expect(accessRedirect({ pathname, accessLevel: 'restricted', hasToken: false })).toBeNull();
    }
  });

  it('needs a token on the skipped-load account routes', () => {
    for (const pathname of SKIP_ONLY) {
      expect(accessRedirect({ pathname, accessLevel: 'restricted', hasToken: false })).toBe(
        '/guest',
      );
      expect(accessRedirect({ pathname, accessLevel: 'restricted', hasToken: true })).toBeNull();
    }
  });
});

describe('layout terms', () => {
  it('requests termsAndConditions always and the account, opt-in and unsubscribe terms only off public layouts', () => {
    expect(layoutTermsPages(routeClass('/guest'))).toEqual(['termsAndConditions']);
    expect(layoutTermsPages(routeClass('/account'))).toEqual([
      'termsAndConditions',
      'account',
      'optin',
      'unsubscribe',
    ]);
    expect(layoutTermsPages(routeClass('/home'))).toEqual([
      'termsAndConditions',
      'account',
      'optin',
      'unsubscribe',
    ]);
  });
});
