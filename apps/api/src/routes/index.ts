import type { FastifyInstance } from 'fastify';
import consoleRoutes from './admin/plugin.ts';
import authRoutes from './auth/index.ts';
import brandRoutes from './brand/index.ts';
import configRoutes from './config/index.ts';
import feedRoutes from './feed/index.ts';
import gamesRoutes from './games/index.ts';
import healthRoutes from './health/index.ts';
import homeRoutes from './home/index.ts';
import internalRoutes from './internal/index.ts';
import leagueRoutes, { overallLeaderboardRoutes } from './leagues/index.ts';
import liveRoutes from './live/index.ts';
import accountAndOperatorRoutes from './operator/plugin.ts';
import playersRoutes from './players/index.ts';
import quickPicksRoutes from './quick-picks/index.ts';
import termsRoutes from './terms/index.ts';
import userRoutes from './user/index.ts';

/** Every tenant-scoped route: the tenant is resolved before anything else runs. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  // Liveness and readiness (ADR 0052).
  await app.register(healthRoutes);
  // Issue 4: account and operator calls (tenant-scoped inside), operator callbacks, local mailbox.
  await app.register(accountAndOperatorRoutes);
  // Issue 21: the data feed, authenticated by its signed keys rather than a tenant's host (ADR 0039).
  await app.register(feedRoutes, { prefix: '/feed/v1' });
  // The web servers follow tenant changes here (ADR 0059): their secret, no tenant.
  await app.register(internalRoutes, { prefix: '/internal/v1' });
  // Issue 22: the operator console's API, staff-authenticated, tenant by host (ADR 0046).
  await app.register(consoleRoutes, { prefix: '/admin/v1', registry: app.consoleRoutes });
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', scoped.resolveTenant);
    await scoped.register(authRoutes, { prefix: '/auth' });
    await scoped.register(configRoutes, { prefix: '/v1' });
    await scoped.register(brandRoutes, { prefix: '/v1' });
    await scoped.register(termsRoutes, { prefix: '/v1' });
    await scoped.register(userRoutes, { prefix: '/v1' });
    await scoped.register(gamesRoutes, { prefix: '/v1' });
    await scoped.register(leagueRoutes, { prefix: '/v1' });
    await scoped.register(overallLeaderboardRoutes, { prefix: '/v1' });
    await scoped.register(homeRoutes, { prefix: '/v1' });
    await scoped.register(playersRoutes, { prefix: '/v1' });
    await scoped.register(liveRoutes, { prefix: '/v1', events: app.events });
    await scoped.register(quickPicksRoutes, { prefix: '/v1' });
  });
}
