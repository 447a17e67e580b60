import { isHostname } from '@gameweek/contracts/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, unauthenticated } from '../../errors.ts';
import { bearerToken } from '../../lib/tokens.ts';
import type { SessionUser } from '../../repositories/user-repository.ts';
import { type TenantContext, TenantService } from '../../services/tenant-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `resolveTenant`; routes under /v1 and /auth always have it. */
    tenantCtx: TenantContext;
    /** Set by `authenticate` (required) or `identify` (optional). */
    user: SessionUser | null;
    /** Set by `identifyWithTeam`: the user has a squad in the tenant's season (null: not read). */
    userHasTeam: boolean | null;
  }
  interface FastifyInstance {
    resolveTenant(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    identify(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** `identify`, and whether the user has a team this season, in the same statement. */
    identifyWithTeam(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/**
 * Per-request context: the tenant (from `domain`, falling back to Host) and the signed-in user
 * (from `Authorization: Bearer`). A token for another tenant is as dead as an unknown one.
 */
export default fp(
  async (app) => {
    app.decorateRequest('tenantCtx', null as unknown as TenantContext);
    app.decorateRequest('user', null);
    app.decorateRequest('userHasTeam', null);

    // Issue 17: a `domain` (or Host) that is no host name — 8 KB of junk, say — is refused here, on
    // every route, before anything looks it up or keeps it.
    app.addHook('onRequest', async (request) => {
      const domain = TenantService.domainFrom({
        domain: request.headers.domain,
        host: request.headers.host,
      });
      if (domain === undefined || isHostname(domain)) return;
      const header = typeof request.headers.domain === 'string' && request.headers.domain !== '';
      throw new AppError('VALIDATION_FAILED', 'Invalid domain: not a host name', {
        details: [{ code: 'invalid_domain', path: ['headers', header ? 'domain' : 'host'] }],
      });
    });

    app.decorate('resolveTenant', async (request: FastifyRequest) => {
      const domain = TenantService.domainFrom({
        domain: request.headers.domain,
        host: request.headers.host,
      });
      request.tenantCtx = await app.services.tenants.resolve(domain);
    });

    const load = async (request: FastifyRequest, required: boolean, withTeam = false) => {
      const header = request.headers.authorization;
      const token = bearerToken(header);
      if (!token) {
        if (required || header)
          throw unauthenticated(header ? 'Malformed bearer token' : 'Token missing');
        return;
      }
      const season = withTeam ? request.tenantCtx.season : null;
      let user: SessionUser | undefined;
      if (season) {
        const found = await app.services.sessions.authenticateWithTeam(token, season.seasonId);
        user = found?.user;
        request.userHasTeam = found?.hasTeam ?? null;
      } else {
        user = await app.services.sessions.authenticate(token);
      }
      if (!user || user.tenantId !== request.tenantCtx.tenant.id) {
        throw new AppError('UNAUTHENTICATED', 'Token expired or revoked');
      }
      if (user.status === 'deleted') throw new AppError('UNAUTHENTICATED', 'Account removed');
      await app.services.sessions.seen(user, request.headers['user-agent']);
      request.user = user;
    };
    app.decorate('authenticate', (request: FastifyRequest) => load(request, true));
    app.decorate('identify', (request: FastifyRequest) => load(request, false));
    app.decorate('identifyWithTeam', (request: FastifyRequest) => load(request, false, true));
  },
  { name: 'request-context', dependencies: ['services'] },
);

/** The user of an authenticated route (the `authenticate` hook guarantees it). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
