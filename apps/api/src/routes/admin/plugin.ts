// The operator console's API under /admin/v1 (issue 22, ADR 0046). Every route declares, with the
// route, exactly one `config.access`; a route without one stops the server at start-up. One hook
// (`preHandler`: after the rate limiter and validation, so a malformed request is the same 400 with the
// error object as everywhere in the API) authenticates the staff session and checks that
// access in the tenant of the request's host (`domain` header or Host, as in the app).
import type { ConsolePermission } from '@gameweek/contracts/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, unauthenticated } from '../../errors.ts';
import { bearerToken } from '../../lib/tokens.ts';
import { holds, type StaffAccess } from '../../services/console/access.ts';
import type { StaffSession } from '../../services/console/staff-auth.ts';
import type { TenantContext } from '../../services/tenant-service.ts';
import { TenantService } from '../../services/tenant-service.ts';
import auditRoutes from './audit.ts';
import authRoutes from './auth.ts';
import brandRoutes from './brand.ts';
import contentRoutes from './content.ts';
import gameRoutes from './game.ts';
import matchRoutes from './match.ts';
import opsRoutes from './ops.ts';
import reportRoutes from './reports.ts';
import staffRoutes from './staff.ts';
import supportRoutes from './support.ts';
import tenantRoutes from './tenants.ts';

/**
 * What a console route needs: 'public' (sign-in, accepting an invitation), 'any-session' (a staff
 * session, even one that may only enrol two-factor), or a permission held in the request's tenant
 * ('tenants': super-admin only, in any tenant).
 */
export type ConsoleAccess = 'public' | 'any-session' | ConsolePermission;

export interface ConsoleRoute {
  method: string;
  url: string;
  access: ConsoleAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Console routes only: who may call it (routes/admin/plugin.ts). */
    access?: ConsoleAccess;
  }
  interface FastifyRequest {
    /** Set on console routes past 'public'. */
    staff: StaffSession | null;
    /** Set on console routes that act in a tenant. */
    consoleTenant: TenantContext | null;
    staffAccess: StaffAccess | null;
  }
  interface FastifyInstance {
    /** Every route under /admin/v1 with its declared access (tests try each one). */
    consoleRoutes: ConsoleRoute[];
  }
}

/** The signed-in staff member of a console route (the hook guarantees it past 'public'). */
export function currentStaff(request: FastifyRequest): StaffSession {
  if (!request.staff) throw unauthenticated();
  return request.staff;
}

/** The tenant a console route acts in, and who acts. */
export function consoleActor(request: FastifyRequest): {
  staffId: number;
  tenantId: number;
  tenant: TenantContext;
} {
  const staff = currentStaff(request);
  if (!request.consoleTenant) throw new AppError('UNKNOWN_TENANT', 'No tenant for this request');
  return {
    staffId: staff.staffId,
    tenantId: request.consoleTenant.tenant.id,
    tenant: request.consoleTenant,
  };
}

/** The tenant of the request's host, or undefined when it names none. */
export async function hostTenant(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<TenantContext | undefined> {
  const domain = TenantService.domainFrom({
    domain: request.headers.domain,
    host: request.headers.host,
  });
  try {
    return await app.services.tenants.resolve(domain);
  } catch (err) {
    if (err instanceof AppError && err.code === 'UNKNOWN_TENANT') return undefined;
    throw err;
  }
}

export default async function consoleRoutes(
  app: FastifyInstance,
  opts: { registry: ConsoleRoute[] },
): Promise<void> {
  app.decorateRequest('staff', null);
  app.decorateRequest('consoleTenant', null);
  app.decorateRequest('staffAccess', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) {
      throw new Error(`console route ${route.method} ${route.url} declares no config.access`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      opts.registry.push({ method, url: route.url, access });
    }
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) throw new AppError('FORBIDDEN', 'This console route declares no access');
    if (access === 'public') return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthenticated('Staff token missing');
    const staff = await app.services.staffAuth.authenticate(token);
    if (!staff) throw new AppError('UNAUTHENTICATED', 'Staff session expired or revoked');
    request.staff = staff;
    if (access === 'any-session') return;
    if (staff.stage !== 'full') {
      throw new AppError('FORBIDDEN', 'Set up two-factor sign-in first', {
        redirect: '/admin/two-factor',
        details: [{ code: 'TWO_FACTOR_REQUIRED' }],
      });
    }
    if (access === 'tenants') {
      if (!staff.superAdmin) throw new AppError('FORBIDDEN', 'Super-admins only');
      return;
    }
    const tenant = await hostTenant(app, request);
    if (!tenant) throw new AppError('UNKNOWN_TENANT', 'No service is configured for this host');
    const staffAccess: StaffAccess = {
      superAdmin: staff.superAdmin,
      role: await app.services.staffAuth.roleIn(staff.staffId, tenant.tenant.id),
    };
    if (!holds(staffAccess, access)) {
      throw new AppError('FORBIDDEN', `Your role here does not allow this (${access})`, {
        details: [{ code: 'CONSOLE_FORBIDDEN', params: { needs: access } }],
      });
    }
    request.consoleTenant = tenant;
    request.staffAccess = staffAccess;
  });

  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(staffRoutes);
  await app.register(auditRoutes);
  await app.register(supportRoutes);
  await app.register(gameRoutes);
  await app.register(opsRoutes);
  await app.register(matchRoutes);
  await app.register(reportRoutes);
  await app.register(tenantRoutes);
  await app.register(brandRoutes);
  await app.register(contentRoutes);
}
