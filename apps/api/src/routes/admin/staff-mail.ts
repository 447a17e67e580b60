// Where the console's mails to staff point and what they carry (ADR 0057): links on the tenant's
// configured web URL (never on a host the request names), the product's name, and the tenant's
// default language for a member whose invitation named none.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResetMailContext } from '../../services/console/staff-account.ts';
import { linkBase, tokenLink } from '../../services/mail/links.ts';
import type { TenantContext } from '../../services/tenant-service.ts';

/** The reset mail's context on the request's tenant; no link (nothing mailed) without one. */
export function resetMailContext(
  app: FastifyInstance,
  tenant: TenantContext | undefined,
  request: FastifyRequest,
): ResetMailContext {
  if (!tenant) {
    request.log.error('console host names no tenant: no password reset link mailed');
    return { link: null, productName: '', tenantLanguage: 'en' };
  }
  const link = consoleLink(app, tenant, request, '/admin/reset-password');
  return { link, productName: tenant.tenant.name, tenantLanguage: tenant.tenant.defaultLanguage };
}

/** A token link to a console page on the tenant's web URL; null (logged) when it has none. */
export function consoleLink(
  app: FastifyInstance,
  tenant: TenantContext,
  request: FastifyRequest,
  path: string,
): ((token: string) => string) | null {
  const link = tokenLink(linkBase(tenant.tenant, app.env.PUBLIC_WEB_URL), path);
  if (!link)
    request.log.error({ tenant: tenant.tenant.slug }, `no public web URL: ${path} not mailed`);
  return link;
}
