// Builds the app on a fresh migrated database (PGlite or a throwaway PostgreSQL 15) with one soccer
// tenant whose first round is open, a second tenant on another domain, and terms/footer content.

import { footers, leagues, rounds, termsPages } from '@gameweek/db/schema';
import {
  createSoccerSeason,
  createTenant,
  type SoccerSeasonFixture,
} from '@gameweek/db/testing/factories';
import { createTestDb, type TestDb, type TestDriver } from '@gameweek/db/testing/test-db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { testEnv } from '../../src/env.ts';

export const DRIVERS: TestDriver[] = ['pglite', 'postgres'];

export interface TestContext {
  app: FastifyInstance;
  testDb: TestDb;
  season: SoccerSeasonFixture;
  tenantA: { id: number; domain: string; serviceId: string };
  tenantB: { id: number; domain: string; serviceId: string };
  close(): Promise<void>;
}

/** `env`: settings over the test defaults (testEnv), e.g. the operator world's. */
export async function setup(
  driver: TestDriver,
  env: Record<string, string> = {},
  /** The services' clock (buildApp's `clock`); the wall clock when omitted. */
  clock?: () => Date,
): Promise<TestContext> {
  const testDb = await createTestDb(driver);
  const db = testDb.db;
  const start = new Date(Date.now() + 2 * 86_400_000);
  const season = await createSoccerSeason(db, { start, rounds: 3 });
  await db.update(rounds).set({ status: 'OPEN' }).where(eq(rounds.id, season.roundIds[0]!));
  const a = await createTenant(db, { domain: 'a.test', seasonId: season.seasonId });
  const b = await createTenant(db, { domain: 'b.test', seasonId: season.seasonId });
  await db.insert(termsPages).values([
    {
      tenantId: a.id,
      locale: 'en',
      page: 'terms-and-conditions',
      title: 'Terms',
      body: '<p>Terms</p>',
      footer: '<p>f</p>',
    },
    {
      tenantId: a.id,
      locale: 'ur',
      page: 'terms-and-conditions',
      title: 'شرائط',
      body: '<p>شرائط</p>',
    },
    {
      tenantId: a.id,
      locale: 'en',
      page: 'privacy-policy',
      title: 'Privacy',
      body: '<p>Privacy</p>',
    },
  ]);
  await db.insert(footers).values({
    tenantId: a.id,
    locale: 'en',
    content: {
      links: [{ link: '/public/terms/faq', copy: 'FAQ' }],
      external_links: [{ link: 'https://example.test', copy: 'Operator' }],
      text: '<p>Footer</p>',
      hotline: { text: 'Call 123' },
      optin_footer: '<p>Opt in</p>',
    },
  });
  for (const t of [a, b]) {
    await db.insert(leagues).values({
      tenantId: t.id,
      seasonId: season.seasonId,
      name: 'Overall',
      kind: 'classic',
      inviteCode: `OVERALL-${t.id}`,
      startRoundId: season.roundIds[0]!,
      system: true,
    });
  }
  const app = await buildApp({ env: testEnv(env), db, ...(clock ? { clock } : {}) });
  return {
    app,
    testDb,
    season,
    tenantA: { id: a.id, domain: a.domain, serviceId: a.serviceId },
    tenantB: { id: b.id, domain: b.domain, serviceId: b.serviceId },
    close: async () => {
      await app.close();
      await testDb.close();
    },
  };
}

export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

export async function demoLogin(app: FastifyInstance, domain = 'a.test'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/auth/token?demo=1', headers: { domain } });
  if (res.statusCode !== 200) throw new Error(`demo login failed: ${res.body}`);
  return json<{ token: string }>(res).token;
}

export const auth = (token: string, domain = 'a.test') => ({
  domain,
  authorization: `Bearer ${token}`,
});

/** A valid 15-player squad body: positions dealt round-robin over the clubs, so ≤ 3 per club. */
export function validSquad(season: SoccerSeasonFixture, offset = 0) {
  const clubs = season.clubIds.length;
  const per = { GK: 2, DEF: 5, MID: 5, FWD: 3 } as const;
  const taken = new Map<string, number>();
  let g = offset;
  const take = (position: keyof typeof per) => {
    const club = g++ % clubs;
    const key = `${position}:${club}`;
    const k = taken.get(key) ?? 0;
    taken.set(key, k + 1);
    return season.players[position][club * per[position] + k]!;
  };
  const gk = [take('GK'), take('GK')];
  const def = Array.from({ length: 5 }, () => take('DEF'));
  const mid = Array.from({ length: 5 }, () => take('MID'));
  const fwd = Array.from({ length: 3 }, () => take('FWD'));
  const ordered = [
    gk[0]!,
    ...def.slice(0, 4),
    ...mid.slice(0, 4),
    ...fwd.slice(0, 2),
    gk[1]!,
    def[4]!,
    mid[4]!,
    fwd[2]!,
  ];
  return {
    picks: ordered.map((player_id, i) => ({ player_id, slot: i + 1 })),
    captain_id: ordered[5]!,
    vice_captain_id: ordered[6]!,
    chip: null,
  };
}
