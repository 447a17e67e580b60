/**
 * Starts the real API (apps/api buildApp) on a fresh temporary PGlite directory with the two default
 * tenants and a small soccer season whose first round is OPEN, for the browser journeys and the web
 * bench. `node --import tsx e2e/support/api-server.ts` — PORT (default 4000), DATA_DIR (default: a new
 * temp dir). Uses apps/api/src/main.ts's building blocks, not a mock.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@gameweek/api/app';
import { testEnv } from '@gameweek/api/env';
import { createDb } from '@gameweek/db/create-db';
import { players, rounds, tenants } from '@gameweek/db/schema';
import { seedDefaultTenants } from '@gameweek/db/seed/tenants';
import { createSoccerSeason } from '@gameweek/db/testing/factories';
import { eq, inArray } from 'drizzle-orm';

const port = Number(process.env.PORT ?? 4000);
const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'gameweek-e2e-'));

const handle = await createDb({ dataDir, url: '' });
const { db } = handle;
await seedDefaultTenants(db);
const season = await createSoccerSeason(db, {
  rounds: 3,
  start: new Date(Date.now() + 3 * 86_400_000),
  name: '2023-24',
});
await db.update(rounds).set({ status: 'OPEN' }).where(eq(rounds.id, season.roundIds[0]!));
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

const app = await buildApp({
  env: testEnv({
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO: '0',
    CLOCK: '0',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '10000',
  }),
  db,
});
await app.listen({ port, host: '127.0.0.1' });
console.log(`api (e2e) listening on http://127.0.0.1:${port}, data in ${dataDir}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => handle.close().then(() => process.exit(0)));
  });
}
