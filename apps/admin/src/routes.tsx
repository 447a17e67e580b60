import type { RouteObject } from 'react-router';
import { Shell } from './components/shell.tsx';
import { AcceptInvite } from './screens/accept-invite.tsx';
import { Audit } from './screens/audit.tsx';
import { Enrol } from './screens/enrol.tsx';
import { Home, NotFound } from './screens/home.tsx';
import { League } from './screens/league.tsx';
import { Leagues } from './screens/leagues.tsx';
import { Season } from './screens/season.tsx';
import { SignIn } from './screens/sign-in.tsx';
import { Staff } from './screens/staff.tsx';
import { StaffPasswordForgot } from './screens/staff-password-forgot.tsx';
import { StaffPasswordReset } from './screens/staff-password-reset.tsx';
import { Subscriber } from './screens/subscriber.tsx';
import { Support } from './screens/support.tsx';

/** Every screen of the console, under /admin (the router's basename). */
export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignIn /> },
  { path: '/two-factor', element: <Enrol /> },
  { path: '/accept-invite', element: <AcceptInvite /> },
  { path: '/forgot-password', element: <StaffPasswordForgot /> },
  { path: '/reset-password', element: <StaffPasswordReset /> },
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <Home /> },
      { path: 'support', element: <Support /> },
      { path: 'support/:userId', element: <Subscriber /> },
      { path: 'leagues', element: <Leagues /> },
      { path: 'leagues/:leagueId', element: <League /> },
      { path: 'season', element: <Season /> },
      // Season operations and reports (ADR 0053) load with their screens: the charts (uPlot) and
      // these screens add nothing to the console's first load.
      { path: 'season/rounds/:roundId', lazy: () => import('./screens/season-round.tsx') },
      {
        path: 'season/fixtures/:fixtureId',
        lazy: () => import('./screens/fixture-correction.tsx'),
      },
      // Match operations (ADR 0058): a cricket match's deliveries; postponing or re-dating a fixture.
      {
        path: 'season/fixtures/:fixtureId/deliveries',
        lazy: () => import('./screens/cricket-correction.tsx'),
      },
      {
        path: 'season/fixtures/:fixtureId/schedule',
        lazy: () => import('./screens/fixture-schedule.tsx'),
      },
      { path: 'feed', lazy: () => import('./screens/feed-status.tsx') },
      { path: 'reports', lazy: () => import('./screens/reports.tsx') },
      { path: 'staff', element: <Staff /> },
      { path: 'audit', element: <Audit /> },
      // Tenant and brand (ADR 0052): its own chunk, loaded when an owner opens it.
      {
        path: 'brand',
        lazy: () => import('./screens/brand.tsx').then((m) => ({ Component: m.Brand })),
      },
      // Content (ADR 0051): loaded when opened; the editor (TipTap) only with the screens that use it.
      {
        path: 'content',
        lazy: () => import('./screens/content.tsx').then((m) => ({ Component: m.Content })),
      },
      {
        path: 'content/items/:kind/new',
        lazy: () =>
          import('./screens/content-item.tsx').then((m) => ({ Component: m.ContentItem })),
      },
      {
        path: 'content/items/:kind/:slug/:locale',
        lazy: () =>
          import('./screens/content-item.tsx').then((m) => ({ Component: m.ContentItem })),
      },
      {
        path: 'content/terms/:page/:locale',
        lazy: () =>
          import('./screens/content-terms.tsx').then((m) => ({ Component: m.ContentTerms })),
      },
      {
        path: 'content/footer',
        lazy: () =>
          import('./screens/content-footer.tsx').then((m) => ({ Component: m.ContentFooter })),
      },
      {
        path: 'content/prizes',
        lazy: () =>
          import('./screens/content-prizes.tsx').then((m) => ({ Component: m.ContentPrizes })),
      },
      // How-to-play extras (ADR 0056).
      {
        path: 'content/how-to-play',
        lazy: () =>
          import('./screens/content-how-to-play.tsx').then((m) => ({
            Component: m.ContentHowToPlay,
          })),
      },
      {
        path: 'content/how-to-play/new',
        lazy: () =>
          import('./screens/content-how-to-play-extra.tsx').then((m) => ({
            Component: m.ContentHowToPlayExtra,
          })),
      },
      {
        path: 'content/how-to-play/:slug/:locale',
        lazy: () =>
          import('./screens/content-how-to-play-extra.tsx').then((m) => ({
            Component: m.ContentHowToPlayExtra,
          })),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];
