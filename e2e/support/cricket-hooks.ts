/**
 * Test-only route for the cricket console journey (registered on the e2e API process only, loopback
 * callers only, as support/season-hooks.ts):
 *
 * - POST /__e2e/past-cricket-team { token }: the signed-in cricket manager (bearer token) gets an eleven
 *   for the last FINISHED match day, picked from that day's players by the demo's own simulated pick
 *   (buildCricketTeam: 11 within the credits and role limits, captain and vice the two it rates best).
 *   Answers the round's id and number. Points on read come from the stored player points, so a
 *   correction of that day's matches moves this manager's points in the app.
 */
import { buildCricketTeam } from '@gameweek/api/demo/cricket-managers';
import { rng } from '@gameweek/api/demo/simulate-managers';
// The app's `services` decoration, for its type.
import type {} from '@gameweek/api/plugins/app/services';
import { matchDayMarket } from '@gameweek/api/repositories/demo-repository';
import type { Database } from '@gameweek/db/create-db';
import { rounds } from '@gameweek/db/schema';
import { createSquad } from '@gameweek/db/testing/factories';
import type { CricketRole } from '@gameweek/rules/cricket/roles';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loopbackOnly } from './season-hooks.ts';

export async function registerCricketHooks(
  app: FastifyInstance,
  db: Database,
  cricketSeasonId: number | null,
): Promise<void> {
  app.post('/__e2e/past-cricket-team', async (request) => {
    loopbackOnly(request);
    if (cricketSeasonId === null) throw new Error('e2e hooks: no cricket season');
    const token = (request.body as { token?: unknown })?.token;
    const user = typeof token === 'string' ? await app.services.sessions.authenticate(token) : null;
    if (!user) throw new Error('e2e hooks: unknown token');
    const [finished] = await db
      .select({ id: rounds.id, number: rounds.number })
      .from(rounds)
      .where(and(eq(rounds.seasonId, cricketSeasonId), eq(rounds.status, 'FINISHED')))
      .orderBy(desc(rounds.number))
      .limit(1);
    if (!finished) throw new Error('e2e hooks: no finished match day');
    const market = (await matchDayMarket(db, finished.id)).map((p) => ({
      ...p,
      role: p.role as CricketRole,
    }));
    const team = buildCricketTeam(market, 1000, rng(user.userId));
    if (!team) throw new Error('e2e hooks: no valid eleven for the match day');
    await createSquad(db, {
      tenantId: user.tenantId,
      userId: user.userId,
      seasonId: cricketSeasonId,
      roundId: finished.id,
      name: 'Correction journey XI',
      playerIds: team.playerIds,
      captainIndex: team.playerIds.indexOf(team.captain),
      viceIndex: team.playerIds.indexOf(team.vice),
      bank: 1000 - team.cost,
    });
    return { roundId: finished.id, roundNumber: finished.number };
  });
}
