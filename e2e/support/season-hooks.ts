/**
 * Test-only routes for the game journeys (e2e/journeys/game-season.spec.ts), registered on the e2e API
 * process only and answering loopback callers only (the Playwright runner, never the browser through
 * the web app, which does not proxy /__e2e):
 *
 * - POST /__e2e/past-squad { token }: the signed-in manager (bearer token of the white-label soccer
 *   tenant) gets a squad saved for the FINISHED round 1, so round 2 (OPEN) is a transfer round. One
 *   forward was bought at 4.5 (now 5.0), so his selling price differs from his price.
 * - POST /__e2e/live-season: a new soccer tenant on `live-<n>.localhost` with a one-round season
 *   whose deadline is 30 minutes ahead and first kick-off two hours ahead (a match lasts 30 minutes),
 *   with source stats for the first fixture (the home side wins 2–0, its first midfielder scores both).
 * - POST /__e2e/live-squad { token, seasonId, roundId }: a squad for that round, captained by the scorer.
 * - POST /__e2e/tick { at }: the real season clock (`tickSeasonClock`) at that instant; its events
 *   reach browsers through GET /v1/live like the production clock's.
 */

import { tickSeasonClock } from '@gameweek/api/jobs/season-clock';
// The app's `services` decoration, for its type.
import type {} from '@gameweek/api/plugins/app/services';
import type { Database } from '@gameweek/db/create-db';
import {
  fixtures,
  picks,
  playerFixtureStats,
  rounds,
  squadRounds,
  tenants,
} from '@gameweek/db/schema';
import {
  createSoccerSeason,
  createSquad,
  createTenant,
  type SoccerSeasonFixture,
} from '@gameweek/db/testing/factories';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function loopbackOnly(request: FastifyRequest) {
  // The socket's address, not request.ip: the app trusts X-Forwarded-For.
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) {
    const error = new Error('e2e hooks answer loopback callers only') as Error & {
      statusCode: number;
    };
    error.statusCode = 403;
    throw error;
  }
}

async function userOf(app: FastifyInstance, token: unknown) {
  const user = typeof token === 'string' ? await app.services.sessions.authenticate(token) : null;
  if (!user) throw new Error('e2e hooks: unknown token');
  return user;
}

/** The first eleven of a club in factory order: GK 0, DEF 0–3, MID 0–3, FWD 0–1. */
function firstEleven(s: SoccerSeasonFixture, c: number): number[] {
  return [
    s.players.GK[c * 2]!,
    ...s.players.DEF.slice(c * 5, c * 5 + 4),
    ...s.players.MID.slice(c * 5, c * 5 + 4),
    ...s.players.FWD.slice(c * 3, c * 3 + 2),
  ];
}

export async function registerSeasonHooks(
  app: FastifyInstance,
  db: Database,
  soccer: SoccerSeasonFixture,
): Promise<void> {
  let liveTenants = 0;
  const liveSeasons = new Map<number, SoccerSeasonFixture>();

  app.post('/__e2e/past-squad', async (request) => {
    loopbackOnly(request);
    const user = await userOf(app, (request.body as { token?: unknown })?.token);
    const roundId = soccer.roundIds[0]!;
    const { squad } = await createSquad(db, {
      tenantId: user.tenantId,
      userId: user.userId,
      seasonId: soccer.seasonId,
      roundId,
      name: 'Transfer journey',
    });
    // No transfer banked from round 1, so round 2 has exactly one free transfer whatever round 1's
    // rules (unlimited or not): the second transfer costs points.
    await db
      .update(squadRounds)
      .set({ freeTransfers: 0 })
      .where(and(eq(squadRounds.squadId, squad.id), eq(squadRounds.roundId, roundId)));
    const forwards = new Set(soccer.players.FWD);
    const squadPicks = await db
      .select({ playerId: picks.playerId, slot: picks.slot })
      .from(picks)
      .where(eq(picks.squadId, squad.id));
    const forward = squadPicks
      .filter((p) => forwards.has(p.playerId))
      .sort((a, b) => a.slot - b.slot)[0]!.playerId;
    await db
      .update(picks)
      .set({ purchasePrice: 45 })
      .where(and(eq(picks.squadId, squad.id), eq(picks.playerId, forward)));
    return { squadId: squad.id, cheapPlayerId: forward };
  });

  app.post('/__e2e/live-season', async (request) => {
    loopbackOnly(request);
    liveTenants += 1;
    const host = `live-${liveTenants}.localhost`;
    const now = Date.now();
    const season = await createSoccerSeason(db, {
      rounds: 1,
      start: new Date(now + 2 * 3_600_000),
      matchMs: 30 * 60_000,
      name: '2023-24',
    });
    const roundId = season.roundIds[0]!;
    await db.update(rounds).set({ status: 'OPEN' }).where(eq(rounds.id, roundId));
    const tenant = await createTenant(db, {
      slug: `e2e-live-${liveTenants}`,
      name: 'Gameweek Live',
      domain: host,
      consentManagement: false,
      analyticsId: null,
      analyticsConsentId: null,
    });
    await db.update(tenants).set({ seasonId: season.seasonId }).where(eq(tenants.id, tenant.id));
    // Fixture 1: club 1 (home) beats club 4 (away) 2–0; the home side's first midfielder scores twice.
    const [fixture] = await db
      .select()
      .from(fixtures)
      .where(eq(fixtures.id, season.fixtureIds[0]!));
    const pairs = season.clubIds.length / 2;
    const scorer = season.players.MID[0]!;
    for (const [c, side] of [
      [0, 'home'],
      [pairs, 'away'],
    ] as const) {
      await db.insert(playerFixtureStats).values(
        firstEleven(season, c).map((playerId, k) => {
          const stats: Record<string, number> = { minutes: 90, starts: 1, bps: 10 + k };
          if (playerId === scorer) Object.assign(stats, { goals_scored: 2, bps: 60 });
          if (side === 'home' && k < 5) stats.clean_sheets = 1;
          if (side === 'away' && k < 5) stats.goals_conceded = 2;
          return { fixtureId: fixture!.id, playerId, stats };
        }),
      );
    }
    await db
      .update(fixtures)
      .set({ sourceHomeScore: 2, sourceAwayScore: 0 })
      .where(eq(fixtures.id, fixture!.id));
    liveSeasons.set(season.seasonId, season);
    return {
      host,
      seasonId: season.seasonId,
      roundId,
      deadlineAt: new Date(now + 2 * 3_600_000 - 90 * 60_000).toISOString(),
      kickoffAt: fixture!.kickoffAt.toISOString(),
    };
  });

  app.post('/__e2e/live-squad', async (request) => {
    loopbackOnly(request);
    const body = request.body as { token?: unknown; seasonId?: number };
    const user = await userOf(app, body.token);
    const season = liveSeasons.get(Number(body.seasonId));
    if (!season) throw new Error('e2e hooks: unknown live season');
    const { GK, DEF, MID, FWD } = season.players;
    // ≤ 3 per club; clubs 1 and 4 play fixture 1. XI: GK, 4 DEF, 4 MID, 2 FWD; bench GK, DEF, MID, FWD.
    const ids = [
      GK[0]!, // club 1
      DEF[0]!, // club 1
      DEF[5]!, // club 2
      DEF[10]!, // club 3
      DEF[15]!, // club 4
      MID[0]!, // club 1, scores twice: the captain
      MID[5]!, // club 2
      MID[10]!, // club 3
      MID[15]!, // club 4
      FWD[9]!, // club 4
      FWD[12]!, // club 5
      GK[2]!, // club 2
      DEF[20]!, // club 5
      MID[20]!, // club 5
      FWD[15]!, // club 6
    ];
    const { squad } = await createSquad(db, {
      tenantId: user.tenantId,
      userId: user.userId,
      seasonId: season.seasonId,
      roundId: season.roundIds[0]!,
      playerIds: ids,
      captainIndex: 5,
      viceIndex: 1,
      name: 'Live journey',
    });
    return { squadId: squad.id };
  });

  app.post('/__e2e/tick', async (request) => {
    loopbackOnly(request);
    const at = new Date(String((request.body as { at?: unknown })?.at));
    if (Number.isNaN(at.getTime())) throw new Error('e2e hooks: bad instant');
    return tickSeasonClock(db, at);
  });
}
