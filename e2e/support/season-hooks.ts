/**
 * Test-only routes for the journeys, registered on the e2e API process only and answering loopback
 * callers only (the Playwright runner, never the browser through the web app, which does not proxy
 * /__e2e). They act on the real seasons support/api-server.ts prepared:
 *
 * - POST /__e2e/past-squad { token }: the signed-in soccer manager (bearer token) gets a squad saved
 *   for the last FINISHED round, so the OPEN round is a transfer round with one free transfer: the
 *   cheapest valid fifteen of the players who played in that round (so its points page has points on
 *   the bench too). One forward's purchase price is 0.5 below his price, so his selling price differs
 *   from his price. Answers the squad, the round (id and number), that forward and his purchase price.
 * - POST /__e2e/clock { at }: the app's clock moves forward to `at` (never back) and the real season
 *   clock (`tickSeasonClock`) and the demo providers take turns up to there (`playDemoFeedUntil`, ADR
 *   0044): at each full time on the way the clock ticks and the provider sends what happened, over
 *   HTTP to this API's /feed/v1/messages. Their events reach browsers through GET /v1/live like the
 *   production clock's and feed's. Answers the clock's new now, the steps it ran and the feed
 *   messages sent (`fed`: fixture, kind, minute, HTTP status).
 * - GET /__e2e/season: the anchor, both season ids and the app's now.
 * - GET /__e2e/schedule: the ground truth the no-future crawl checks pages against, read from the
 *   tables the demo preparation wrote, never through the API under test: per sport, each round's
 *   opening and deadline, each fixture's demo kick-off and full time (kick-off + the demo's match
 *   length), its source ids and the real final score it was imported with; the soccer players'
 *   source (FPL element) ids.
 * - GET /__e2e/soccer-ids: each soccer player's id with his FPL element id (the CSVs' key), and each
 *   soccer round's id, number, status and deadline.
 * - GET /__e2e/cricket-ids: the same for the cricket season, keyed by Cricsheet person id (`external`).
 */

import { playDemoFeedUntil } from '@gameweek/api/demo/demo-feed-play';
import type { DemoFeedProvider } from '@gameweek/api/demo/demo-provider';
// The app's `services` decoration, for its type.
import type {} from '@gameweek/api/plugins/app/services';
import type { Database } from '@gameweek/db/create-db';
import {
  fixtures,
  picks,
  playerFixturePoints,
  players,
  rounds,
  seasons,
  squadRounds,
} from '@gameweek/db/schema';
import { createSquad, squadFromPool } from '@gameweek/db/testing/factories';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export interface SeasonHookOptions {
  anchor: Date;
  soccerSeasonId: number;
  cricketSeasonId: number | null;
  /** The app's clock. */
  clock: () => Date;
  /** Moves the app's clock forward to `at` (never back); answers the new now. */
  moveClockTo: (at: Date) => Date;
  /** The demo providers that play the seasons through the feed (soccer, cricket). */
  providers: DemoFeedProvider[];
}

export function loopbackOnly(request: FastifyRequest) {
  // The socket's address, not request.ip: the app trusts X-Forwarded-For.
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) {
    const error = new Error('e2e hooks answer loopback callers only') as Error & {
      statusCode: number;
    };
    error.statusCode = 403;
    throw error;
  }
}

/**
 * The cheapest valid fifteen (2 GK, 5 DEF, 5 MID, 3 FWD, at most three per club) among the players
 * who were on the pitch in `roundId`, in the factory's slot order: XI GK, 4 DEF, 4 MID, 2 FWD (4-4-2),
 * then the bench GK, DEF, MID, FWD. The real season's cheapest players mostly never play: a squad of
 * them scores nothing, on the pitch or on the bench.
 */
async function cheapestWhoPlayed(db: Database, seasonId: number, roundId: number) {
  const played = sql`exists (select 1 from ${playerFixturePoints} pfp
    where pfp.player_id = ${players.id} and pfp.round_id = ${roundId}
      and coalesce((pfp.stats->>'minutes')::int, 0) > 0)`;
  const pool = await db
    .select({ id: players.id, position: players.position, clubId: players.clubId })
    .from(players)
    .where(and(eq(players.seasonId, seasonId), played))
    .orderBy(asc(players.price), asc(players.id));
  return squadFromPool(pool);
}

async function userOf(app: FastifyInstance, token: unknown) {
  const user = typeof token === 'string' ? await app.services.sessions.authenticate(token) : null;
  if (!user) throw new Error('e2e hooks: unknown token');
  return user;
}

export async function registerSeasonHooks(
  app: FastifyInstance,
  db: Database,
  options: SeasonHookOptions,
): Promise<void> {
  const { soccerSeasonId } = options;

  app.get('/__e2e/season', async (request) => {
    loopbackOnly(request);
    return {
      anchor: options.anchor.toISOString(),
      now: options.clock().toISOString(),
      soccerSeasonId,
      cricketSeasonId: options.cricketSeasonId,
    };
  });

  // Each player's id in the source data (the FPL element id, the Cricsheet person id) and each round's
  // number, status and deadline, so a journey can recompute a manager's points from the raw files
  // with the rules engine (keyed by source id and round) and move the clock by the round's own times.
  const sourceIds = async (seasonId: number) => {
    const ids = await db
      .select({ id: players.id, external: players.externalId })
      .from(players)
      .where(eq(players.seasonId, seasonId));
    const seasonRounds = await db
      .select({
        id: rounds.id,
        number: rounds.number,
        status: rounds.status,
        deadline: rounds.deadlineAt,
      })
      .from(rounds)
      .where(eq(rounds.seasonId, seasonId))
      .orderBy(rounds.number);
    return {
      players: ids,
      rounds: seasonRounds.map((r) => ({ ...r, deadline: r.deadline.toISOString() })),
    };
  };
  app.get('/__e2e/soccer-ids', async (request) => {
    loopbackOnly(request);
    const ids = await sourceIds(soccerSeasonId);
    return {
      players: ids.players.map((p) => ({ id: p.id, element: Number(p.external) })),
      rounds: ids.rounds,
    };
  });
  app.get('/__e2e/cricket-ids', async (request) => {
    loopbackOnly(request);
    if (options.cricketSeasonId === null) throw new Error('e2e hooks: no cricket season');
    return sourceIds(options.cricketSeasonId);
  });

  app.post('/__e2e/past-squad', async (request) => {
    loopbackOnly(request);
    const user = await userOf(app, (request.body as { token?: unknown })?.token);
    const [finished] = await db
      .select({ id: rounds.id, number: rounds.number })
      .from(rounds)
      .where(and(eq(rounds.seasonId, soccerSeasonId), eq(rounds.status, 'FINISHED')))
      .orderBy(desc(rounds.number))
      .limit(1);
    if (!finished) throw new Error('e2e hooks: no finished round');
    const { squad } = await createSquad(db, {
      tenantId: user.tenantId,
      userId: user.userId,
      seasonId: soccerSeasonId,
      roundId: finished.id,
      name: 'Transfer journey',
      playerIds: await cheapestWhoPlayed(db, soccerSeasonId, finished.id),
    });
    // No transfer banked from the finished round, so the open round has exactly one free transfer
    // whatever that round's rules: the second transfer costs points.
    await db
      .update(squadRounds)
      .set({ freeTransfers: 0 })
      .where(and(eq(squadRounds.squadId, squad.id), eq(squadRounds.roundId, finished.id)));
    const squadPicks = await db
      .select({ playerId: picks.playerId, slot: picks.slot, position: players.position })
      .from(picks)
      .innerJoin(players, eq(players.id, picks.playerId))
      .where(eq(picks.squadId, squad.id));
    const forward = squadPicks
      .filter((p) => p.position === 'FWD')
      .sort((a, b) => a.slot - b.slot)[0]!;
    const [current] = await db
      .select({ price: players.price })
      .from(players)
      .where(eq(players.id, forward.playerId));
    await db
      .update(picks)
      .set({ purchasePrice: current!.price - 5 })
      .where(and(eq(picks.squadId, squad.id), eq(picks.playerId, forward.playerId)));
    return {
      squadId: squad.id,
      roundId: finished.id,
      roundNumber: finished.number,
      cheapPlayerId: forward.playerId,
      purchasePrice: current!.price - 5,
    };
  });

  app.get('/__e2e/schedule', async (request) => {
    loopbackOnly(request);
    const seasonOf = async (seasonId: number) => {
      const [season] = await db
        .select({ clock: seasons.clock })
        .from(seasons)
        .where(eq(seasons.id, seasonId));
      const matchMs = Number((season?.clock as { matchMs?: number } | undefined)?.matchMs ?? 0);
      const roundRows = await db
        .select({
          id: rounds.id,
          number: rounds.number,
          opensAt: rounds.opensAt,
          deadlineAt: rounds.deadlineAt,
        })
        .from(rounds)
        .where(eq(rounds.seasonId, seasonId))
        .orderBy(asc(rounds.number));
      const numberOf = new Map(roundRows.map((r) => [r.id, r.number]));
      const fixtureRows = await db
        .select({
          id: fixtures.id,
          externalId: fixtures.externalId,
          roundId: fixtures.roundId,
          kickoffAt: fixtures.kickoffAt,
          sourceHome: fixtures.sourceHomeScore,
          sourceAway: fixtures.sourceAwayScore,
        })
        .from(fixtures)
        .where(eq(fixtures.seasonId, seasonId))
        .orderBy(asc(fixtures.kickoffAt), asc(fixtures.id));
      return {
        seasonId,
        matchMs,
        rounds: roundRows.map((r) => ({
          id: r.id,
          number: r.number,
          opensAt: r.opensAt.toISOString(),
          deadlineAt: r.deadlineAt.toISOString(),
        })),
        fixtures: fixtureRows.map((f) => ({
          id: f.id,
          externalId: f.externalId,
          round: numberOf.get(f.roundId) ?? 0,
          kickoff: f.kickoffAt.toISOString(),
          finish: new Date(f.kickoffAt.getTime() + matchMs).toISOString(),
          sourceHome: f.sourceHome,
          sourceAway: f.sourceAway,
        })),
      };
    };
    const soccerPlayers = await db
      .select({ id: players.id, externalId: players.externalId })
      .from(players)
      .where(eq(players.seasonId, soccerSeasonId));
    return {
      soccer: { ...(await seasonOf(soccerSeasonId)), players: soccerPlayers },
      cricket: options.cricketSeasonId === null ? null : await seasonOf(options.cricketSeasonId),
    };
  });

  app.post('/__e2e/clock', async (request) => {
    loopbackOnly(request);
    const at = new Date(String((request.body as { at?: unknown })?.at));
    if (Number.isNaN(at.getTime())) throw new Error('e2e hooks: bad instant');
    const played = await playDemoFeedUntil(db, options.providers, at, {
      setNow: (t) => {
        options.moveClockTo(t);
      },
    });
    const now = options.clock();
    return {
      now: now.toISOString(),
      steps: played.steps,
      failed: played.failed,
      fed: played.sent,
    };
  });
}
