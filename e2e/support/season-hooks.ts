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
 *   clock (`tickSeasonClock`) runs there; its events reach browsers through GET /v1/live like the
 *   production clock's. Answers the clock's new now and the steps it ran.
 * - GET /__e2e/season: the anchor, both season ids and the app's now.
 */

import { tickSeasonClock } from '@gameweek/api/jobs/season-clock';
// The app's `services` decoration, for its type.
import type {} from '@gameweek/api/plugins/app/services';
import type { Database } from '@gameweek/db/create-db';
import { picks, playerFixturePoints, players, rounds, squadRounds } from '@gameweek/db/schema';
import { createSquad } from '@gameweek/db/testing/factories';
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
}

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
  const perClub = new Map<number, number>();
  const take = (position: string, count: number) => {
    const out: number[] = [];
    for (const p of pool) {
      if (out.length === count) break;
      if (p.position !== position || (perClub.get(p.clubId) ?? 0) >= 3) continue;
      perClub.set(p.clubId, (perClub.get(p.clubId) ?? 0) + 1);
      out.push(p.id);
    }
    if (out.length < count) throw new Error(`e2e hooks: not enough ${position} players who played`);
    return out;
  };
  const [gk, def, mid, fwd] = [take('GK', 2), take('DEF', 5), take('MID', 5), take('FWD', 3)];
  return [
    gk[0]!,
    ...def.slice(0, 4),
    ...mid.slice(0, 4),
    ...fwd.slice(0, 2),
    gk[1]!,
    def[4]!,
    mid[4]!,
    fwd[2]!,
  ];
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

  app.post('/__e2e/clock', async (request) => {
    loopbackOnly(request);
    const at = new Date(String((request.body as { at?: unknown })?.at));
    if (Number.isNaN(at.getTime())) throw new Error('e2e hooks: bad instant');
    const now = options.moveClockTo(at);
    const result = await tickSeasonClock(db, now);
    return { now: now.toISOString(), ...result };
  });
}
