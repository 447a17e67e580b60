import type { ConfigResponse, GameMoney } from '@gameweek/contracts/config';
import { isHostname } from '@gameweek/contracts/domain';
import { LRUCache } from 'lru-cache';
import { serverCall } from './api.server.ts';
import { isApiFailure, normaliseError } from './api-error.ts';

/**
 * What the web server needs to know about a tenant on every page, public ones included: theme,
 * context, languages, favicon and analytics. Public routes do not fetch the app config
 * (route-access.ts), so the tenant part of it is kept per host for a short while; a signed-in page
 * that fetches the full config refreshes the entry.
 */
export interface TenantInfo {
  themeId: string;
  custom: boolean;
  context: ConfigResponse['context'];
  faviconId: string;
  languages: ConfigResponse['service']['config']['languages'];
  prizes: boolean;
  consentManagement: boolean;
  /** /free-sign-up is offered (tenant setting). */
  freeSignUp: boolean;
  /** How prices are written (£7.5m, 8.5 credits). */
  money: GameMoney;
  analyticsId: string | null;
  serviceId: number;
  /** What the operator set in the console (ADR 0052): product name, logo, home order, consent text. */
  brand: ConfigResponse['brand'];
}

export type TenantLookup =
  | { ok: true; tenant: TenantInfo }
  | { ok: false; status: number; redirect: string | undefined };

const TTL_MS = 60_000;
/**
 * Known tenants only (a failed lookup is never kept), at most this many hosts and bytes: with the API's
 * DEFAULT_DOMAIN every host resolves, so a cache keyed by any Host a client sends would grow without
 * bound (issue 17). Far above a real deployment's domain count.
 */
const MAX_HOSTS = 500;
const MAX_CHARS = 2_000_000;
const cache = new LRUCache<string, { value: TenantInfo; expires: number }>({
  max: MAX_HOSTS,
  maxSize: MAX_CHARS,
  maxEntrySize: 64 * 1024,
  sizeCalculation: (entry, host) => host.length + JSON.stringify(entry.value).length,
});

/** How many hosts the cache holds (it is bounded; tests read this). */
export const tenantCacheSize = (): number => cache.size;

export function tenantFromConfig(config: ConfigResponse): TenantInfo {
  return {
    themeId: config.theme.theme_id,
    custom: config.theme.custom,
    context: config.context,
    faviconId: config.favicon_id,
    languages: config.service.config.languages,
    prizes: (config.service.config.prizes?.length ?? 0) > 0,
    consentManagement: config.service.config.consent_management,
    freeSignUp: config.service.config.free_sign_up,
    money: config.service.config.money,
    analyticsId: config.service.config.analytics_id,
    serviceId: config.service.id,
    brand: config.brand,
  };
}

/** Moves on with every forget: a lookup that began before a change does not keep what it read. */
let generation = 0;

/**
 * Forgets what is kept of a tenant (every host it answers on; every tenant when null): the console
 * changed it (ADR 0059: tenant-changes.server.ts follows the API's changes).
 */
export function forgetTenant({ tenantId }: { tenantId: number | null }): void {
  generation += 1;
  if (tenantId === null) {
    cache.clear();
    return;
  }
  for (const [host, entry] of cache.entries())
    if (entry.value.serviceId === tenantId) cache.delete(host);
}

/** Read before asking the API for a config that may be remembered (rememberTenant's `since`). */
export const tenantGeneration = (): number => generation;

/** `since`: the generation when the read began (a change since then means the copy may be old). */
export function rememberTenant(
  host: string,
  tenant: TenantInfo,
  now = Date.now(),
  since = generation,
): void {
  const key = host.toLowerCase();
  if (!isHostname(key) || since !== generation) return;
  cache.set(key, { value: tenant, expires: now + TTL_MS });
}

export async function lookupTenant(
  request: Request,
  host: string,
  now = Date.now(),
): Promise<TenantLookup> {
  // No tenant has such a name: the unknown-domain page, without asking the API, and nothing is kept.
  if (!isHostname(host.toLowerCase())) return { ok: false, status: 404, redirect: '/domain_404' };
  const hit = cache.get(host.toLowerCase());
  if (hit && hit.expires > now) return { ok: true, tenant: hit.value };
  try {
    const since = generation;
    // Tenant-level only: no bearer token, so no user is read.
    const config = await serverCall<ConfigResponse>(request, '/v1/config', { withToken: false });
    const tenant = tenantFromConfig(config);
    rememberTenant(host, tenant, now, since);
    return { ok: true, tenant };
  } catch (e) {
    if (!isApiFailure(e)) throw e;
    const err = normaliseError(e);
    return { ok: false, status: err.statusCode, redirect: err.redirect };
  }
}
