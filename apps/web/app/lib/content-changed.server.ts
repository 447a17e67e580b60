import { forgetTerms } from './shared-data.server.ts';
import { forgetTenants } from './tenant.server.ts';

/** What the console changed (apps/admin/server/console-server.mjs reads it from the call it proxied). */
export interface ContentChanged {
  area: 'items' | 'terms' | 'footer' | 'prizes';
  /** null: every language. */
  locale: string | null;
}

/**
 * Drops this server's copies of what an editor just published (ADR 0051). News and videos are not
 * kept here (each page asks the API), terms and the footer are (shared-data.server.ts), and whether
 * the tenant offers prizes is part of the cached tenant (tenant.server.ts).
 */
export function contentChanged(change: ContentChanged): void {
  if (change.area === 'terms' || change.area === 'footer') forgetTerms(change.locale);
  if (change.area === 'prizes') forgetTenants();
}
