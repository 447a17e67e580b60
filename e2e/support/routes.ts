/** The pages only a signed-in manager may open; a guest is sent to /guest (except /leaderboard, public). */
export const SIGNED_IN_ROUTES = [
  '/home',
  '/my-team',
  '/leaderboard',
  '/statistics',
  '/fixtures',
  '/how-to-play',
  '/prizes',
  '/account',
  '/manage-account',
  '/change-password',
  '/remove-profile',
  '/auth/checkout-payment',
  '/auth/checkout-payment/confirm',
];
