import { z } from 'zod';

/**
 * What of a tenant changed (ADR 0059). The API sends one to every API instance (PostgreSQL
 * NOTIFY) and to every web server (GET /internal/v1/tenant-changes); each drops its copies of it.
 * - brand: the tenant's settings, theme, product name, logo, languages (its row and /v1/config);
 * - items | terms | footer | prizes: content per language (ADR 0051; prizes are in the config);
 * - rounds: a round's deadline moved (the rounds of the tenant's season);
 * - season: the tenant's game moved to another season (ADR 0041);
 * - all: anything of any tenant (`tenant_id` null): a listener that may have missed changes.
 */
export const TENANT_DATA_AREAS = [
  'brand',
  'items',
  'terms',
  'footer',
  'prizes',
  'rounds',
  'season',
  'all',
] as const;
export type TenantDataArea = (typeof TENANT_DATA_AREAS)[number];

export const TenantDataChangeSchema = z.object({
  /** null: every tenant. */
  tenant_id: z.number().int().positive().nullable(),
  area: z.enum(TENANT_DATA_AREAS),
  /** The language changed; null: every language (or none applies). */
  locale: z.string().min(2).max(10).nullable(),
});
export type TenantDataChange = z.infer<typeof TenantDataChangeSchema>;

/** Everything of every tenant: what a listener drops when it cannot know what it missed. */
export const EVERYTHING_CHANGED: TenantDataChange = { tenant_id: null, area: 'all', locale: null };

/** The server-sent event names of the stream. */
export const TENANT_CHANGE_EVENT = 'tenant.changed';
