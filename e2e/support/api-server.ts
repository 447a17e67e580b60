/**
 * Starts the real API (apps/api buildApp) on a fresh temporary PGlite directory with the two default
 * tenants and a small soccer season whose first round is FINISHED (results, stats and points, so the
 * home page has a table, a team of the week and match reports) and whose second round is OPEN, for the
 * browser journeys and the web bench. `node --import tsx e2e/support/api-server.ts` — PORT (default
 * 4000), DATA_DIR (default: a new temp dir). Uses apps/api/src/main.ts's building blocks, not a mock.
 * E2E_DATABASE_URL (default unset) runs it on that PostgreSQL database instead of PGlite, as production
 * does (the SSR bench's BENCH_DB=postgres); the journeys keep PGlite.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@gameweek/api/app';
import { testEnv } from '@gameweek/api/env';
import { createDb } from '@gameweek/db/create-db';
import {
  fixtures,
  playerFixturePoints,
  playerFixtureStats,
  players,
  rounds,
  tenants,
} from '@gameweek/db/schema';
import { seedDefaultTenants } from '@gameweek/db/seed/tenants';
import { createSoccerSeason } from '@gameweek/db/testing/factories';
import { eq, inArray } from 'drizzle-orm';
import { registerSeasonHooks } from './season-hooks.ts';

const port = Number(process.env.PORT ?? 4000);
const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'gameweek-e2e-'));

const handle = await createDb({ dataDir, url: process.env.E2E_DATABASE_URL ?? '' });
const { db } = handle;
await seedDefaultTenants(db);
const season = await createSoccerSeason(db, {
  rounds: 4,
  start: new Date(Date.now() + 2 * 86_400_000),
  name: '2023-24',
});
await playFirstRound(season);
await db.update(rounds).set({ status: 'OPEN' }).where(eq(rounds.id, season.roundIds[1]!));
await db
  .update(tenants)
  .set({ seasonId: season.seasonId })
  .where(eq(tenants.slug, 'white-label-soccer'));

// The cricket tenant plays a small season of its own: the factory's squads recast as cricket roles
// (2 WK, 5 BAT, 5 AR, 3 BOWL per team) at 8.5 credits, so the game journeys run on both sports.
const cricket = await createSoccerSeason(db, {
  rounds: 3,
  start: new Date(Date.now() + 3 * 86_400_000),
  name: '2024',
});
await db.update(rounds).set({ status: 'OPEN' }).where(eq(rounds.id, cricket.roundIds[0]!));
const roles = { GK: 'WK', DEF: 'BAT', MID: 'AR', FWD: 'BOWL' } as const;
for (const [from, role] of Object.entries(roles) as [
  keyof typeof roles,
  (typeof roles)[keyof typeof roles],
][]) {
  await db
    .update(players)
    .set({ position: role, price: 85, startPrice: 85 })
    .where(inArray(players.id, cricket.players[from]));
}
await db
  .update(tenants)
  .set({ seasonId: cricket.seasonId })
  .where(eq(tenants.slug, 'white-label-cricket'));

/**
 * Round 1 moved two days back and played: three results, goals and assists in the stats (the API
 * builds commentary and match reports from them), points per player, and a 1–5 difficulty spread on
 * every fixture of the season so the fixtures list shows all five colours.
 */
async function playFirstRound(s: Awaited<ReturnType<typeof createSoccerSeason>>): Promise<void> {
  const start = Date.now() - 2 * 86_400_000;
  const roundId = s.roundIds[0]!;
  await db
    .update(rounds)
    .set({
      status: 'FINISHED',
      opensAt: new Date(start - 86_400_000),
      deadlineAt: new Date(start - 90 * 60_000),
    })
    .where(eq(rounds.id, roundId));
  for (const [j, id] of s.fixtureIds.entries())
    await db
      .update(fixtures)
      .set({ homeDifficulty: 1 + (j % 5), awayDifficulty: 5 - (j % 5) })
      .where(eq(fixtures.id, id));
  const pairs = s.clubIds.length / 2;
  const scores: [number, number][] = [
    [2, 1],
    [0, 0],
    [1, 3],
  ];
  // Factory order: per club 2 GK, 5 DEF, 5 MID, 3 FWD; the first eleven of each club play 90 minutes.
  const lineup = (c: number) => [
    s.players.GK[c * 2]!,
    ...s.players.DEF.slice(c * 5, c * 5 + 4),
    ...s.players.MID.slice(c * 5, c * 5 + 4),
    ...s.players.FWD.slice(c * 3, c * 3 + 2),
  ];
  for (let i = 0; i < pairs; i++) {
    const fixtureId = s.fixtureIds[i]!;
    const [hs, as] = scores[i % scores.length]!;
    const kickoff = new Date(start + i * 2 * 3_600_000);
    await db
      .update(fixtures)
      .set({
        kickoffAt: kickoff,
        status: 'FINISHED',
        minute: 90,
        homeScore: hs,
        awayScore: as,
        sourceHomeScore: hs,
        sourceAwayScore: as,
        startedAt: kickoff,
        finishedAt: new Date(kickoff.getTime() + 115 * 60_000),
      })
      .where(eq(fixtures.id, fixtureId));
    for (const [c, goals, conceded] of [
      [i, hs, as],
      [i + pairs, as, hs],
    ] as const) {
      const xi = lineup(c);
      const forwards = xi.slice(-2);
      const mids = xi.slice(5, 9);
      for (const [k, playerId] of xi.entries()) {
        const scored = Array.from({ length: goals }, (_, g) => forwards[g % 2]).filter(
          (p) => p === playerId,
        ).length;
        const assists = Array.from({ length: goals }, (_, g) => mids[g % 4]).filter(
          (p) => p === playerId,
        ).length;
        const defender = k < 5;
        const stats: Record<string, number> = { minutes: 90 };
        if (scored) stats.goals_scored = scored;
        if (assists) stats.assists = assists;
        if (conceded === 0) stats.clean_sheets = 1;
        else stats.goals_conceded = conceded;
        const points =
          2 +
          scored * (k < 5 ? 6 : k < 9 ? 5 : 4) +
          assists * 3 +
          (conceded === 0 && defender ? 4 : 0) +
          ((k * 7 + c * 3 + i) % 3);
        await db
          .insert(playerFixtureStats)
          .values({ fixtureId, playerId, stats, sourcePoints: points });
        await db.insert(playerFixturePoints).values({
          fixtureId,
          playerId,
          roundId,
          stats,
          points,
          breakdown: [],
          final: true,
          updatedAt: new Date(),
        });
      }
    }
  }
}

const app = await buildApp({
  env: testEnv({
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO: '0',
    CLOCK: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    AUTH_RATE_LIMIT: '10000',
  }),
  db,
});
await registerSeasonHooks(app, db, season);
await app.listen({ port, host: '127.0.0.1' });
console.log(`api (e2e) listening on http://127.0.0.1:${port}, data in ${dataDir}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => handle.close().then(() => process.exit(0)));
  });
}
