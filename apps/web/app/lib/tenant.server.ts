import type { ConfigResponse } from '@gameweek/contracts/config';
import { serverCall } from './api.server.ts';
import { isApiFailure, normaliseError } from './api-error.ts';

/**
 * What the web server needs to know about a tenant on every page, public ones included: theme,
 * context, languages, favicon and analytics. Public routes must not fetch the app config per request
 * (spec §2), so the tenant part of it is kept per host for a short while; a signed-in page that
 * fetches the full config refreshes the entry.
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
  analyticsId: string | null;
  serviceId: number;
  productName: string;
}

export type TenantLookup =
  | { ok: true; tenant: TenantInfo }
  | { ok: false; status: number; redirect: string | undefined };

const TTL_MS = 60_000;
const cache = new Map<string, { value: TenantInfo; expires: number }>();

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
    analyticsId: config.service.config.analytics_id,
    serviceId: config.service.id,
    productName: config.service.name,
  };
}

export function rememberTenant(host: string, tenant: TenantInfo, now = Date.now()): void {
  cache.set(host, { value: tenant, expires: now + TTL_MS });
}

export async function lookupTenant(
  request: Request,
  host: string,
  now = Date.now(),
): Promise<TenantLookup> {
  const hit = cache.get(host);
  if (hit && hit.expires > now) return { ok: true, tenant: hit.value };
  try {
    // Tenant-level only: no bearer token, so no user is read.
    const config = await serverCall<ConfigResponse>(request, '/v1/config', { withToken: false });
    const tenant = tenantFromConfig(config);
    rememberTenant(host, tenant, now);
    return { ok: true, tenant };
  } catch (e) {
    if (!isApiFailure(e)) throw e;
    const err = normaliseError(e);
    return { ok: false, status: err.statusCode, redirect: err.redirect };
  }
}
