import type { ConsolePermission } from '@gameweek/contracts/admin';

/** The console's sections in menu order, and the permission each needs (ADR 0046's roles). */
export const SECTIONS = [
  { id: 'support', path: '/support', needs: 'support' },
  { id: 'leagues', path: '/leagues', needs: 'support' },
  { id: 'season', path: '/season', needs: 'season' },
  { id: 'feed', path: '/feed', needs: 'season', label: 'ops.nav.feed' },
  { id: 'reports', path: '/reports', needs: 'reports', label: 'ops.nav.reports' },
  { id: 'staff', path: '/staff', needs: 'staff' },
  { id: 'audit', path: '/audit', needs: 'audit' },
  { id: 'brand', path: '/brand', needs: 'brand', label: 'brand.nav' },
  { id: 'content', path: '/content', needs: 'content' },
] as const satisfies readonly {
  id: string;
  path: string;
  needs: ConsolePermission;
  /** The menu's word when it is not `sections.<id>` (a section's text kept in its own area). */
  label?: string;
}[];
