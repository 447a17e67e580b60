// What `npm start` prepares on an empty database (demo/prepare-demo.ts), on a throwaway PostgreSQL
// cluster with the real FPL 2023-24 and IPL 2024 data and a small number of simulated managers: both
// seasons imported and mapped onto demo time, managers in classic and head-to-head leagues drawn from
// them, the clock caught up to "now" — the soccer matches through the data feed, as the demo provider plays
// them (ADR 0044) — and a second call on the prepared database adds nothing.
import { queryRows } from '@gameweek/db/create-db';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { createTestDb, type TestDb } from '@gameweek/db/testing/test-db';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_TIMING } from '../src/demo/demo-time.ts';
import { type PrepareDemoResult, prepareDemo } from '../src/demo/prepare-demo.ts';
import { testEnv } from '../src/env.ts';

const SOCCER_MANAGERS = 60;
const CRICKET_MANAGERS = 30;
const NOW = new Date('2026-03-01T12:00:00Z');

const rows = <T>(t: TestDb, query: SQL) => queryRows<T>(t.db, query);

async function counts(t: TestDb) {
  const [c] = await rows<Record<string, number>>(
    t,
    sql`select (select count(*)::int from tenants) as tenants,
               (select count(*)::int from seasons) as seasons,
               (select count(*)::int from users) as users,
               (select count(*)::int from squads) as squads,
               (select count(*)::int from leagues) as leagues,
               (select count(*)::int from league_members) as members,
               (select count(*)::int from players) as players`,
  );
  return c!;
}

describe('preparing the demo', () => {
  let t: TestDb;
  let first: PrepareDemoResult;
  const options = {
    managers: { soccer: SOCCER_MANAGERS, cricket: CRICKET_MANAGERS },
    now: NOW,
    log: () => {},
    feed: { keySecret: testEnv().FEED_KEY_SECRET },
  };

  beforeAll(async () => {
    t = await createTestDb('postgres');
    first = await prepareDemo(t.db, { dataRoot: dataRoot(), ...options });
  }, 900_000);
  afterAll(() => t?.close());

  it('imports both seasons, creates the managers and their leagues and plays up to now', async () => {
    expect(first.prepared).toBe(true);
    expect(first.cricketSeasonId).not.toBeNull();
    expect(first.managers).toBe(SOCCER_MANAGERS + CRICKET_MANAGERS);
    // 12 classic and 8 head-to-head soccer leagues, 10 classic cricket leagues.
    expect(first.leagues).toBe(30);
    expect(first.clockSteps).toBeGreaterThan(0);
    // Soccer, as the demo promises: the first rounds played and finished, the one before the open
    // round live now, the open round taking picks.
    const open = DEFAULT_DEMO_TIMING.openRound;
    const soccer = await rows<{ number: number; status: string }>(
      t,
      sql`select number, status from rounds where season_id = ${first.soccerSeasonId}
          and number <= ${open} order by number`,
    );
    expect(soccer.map((r) => r.status)).toEqual([
      ...Array.from({ length: open - 2 }, () => 'FINISHED'),
      'LIVE',
      'OPEN',
    ]);
    // Every simulated soccer manager is scored in every finished round, and provisionally in the
    // live one.
    const scored = await rows<{ number: number; managers: number }>(
      t,
      sql`select r.number, count(distinct s.user_id)::int as managers
          from manager_round_scores m join squads s on s.id = m.squad_id
          join rounds r on r.id = m.round_id
          where s.season_id = ${first.soccerSeasonId} group by r.number order by r.number`,
    );
    expect(scored).toEqual(
      Array.from({ length: open - 1 }, (_, i) => ({ number: i + 1, managers: SOCCER_MANAGERS })),
    );
    // The soccer season is live: its played matches came as the demo provider's feed messages.
    const [fed] = await rows<{ mode: string; finished: number; results: number; refused: number }>(
      t,
      sql`select (select clock->>'mode' from seasons where id = ${first.soccerSeasonId}) as mode,
                 (select count(*)::int from fixtures where season_id = ${first.soccerSeasonId}
                    and status = 'FINISHED') as finished,
                 (select count(*)::int from feed_messages where provider = 'demo'
                    and kind = 'soccer.result' and status = 'applied') as results,
                 (select count(*)::int from feed_messages where status = 'refused') as refused`,
    );
    expect(fed).toEqual({
      mode: 'live',
      finished: fed!.results,
      results: fed!.results,
      refused: 0,
    });
    expect(fed!.results).toBeGreaterThan(0);
    expect(first.feedKey?.keyId).toMatch(/^fk_/);
    // Cricket: match days played on the same clock, its managers scored.
    const [cricket] = await rows<{ finished: number; managers: number }>(
      t,
      sql`select (select count(*)::int from rounds where season_id = ${first.cricketSeasonId}
                  and status = 'FINISHED') as finished,
                 (select count(distinct s.user_id)::int from manager_round_scores m
                  join squads s on s.id = m.squad_id where s.season_id = ${first.cricketSeasonId})
                   as managers`,
    );
    expect(cricket!.finished).toBeGreaterThan(0);
    expect(cricket!.managers).toBe(CRICKET_MANAGERS);
  });

  it('draws each league from its own tenant’s simulated managers, owner included, in the stated sizes', async () => {
    const leagues = await rows<{
      kind: string;
      invite_code: string;
      tenant_id: number;
      members: number;
      owner_is_member: boolean;
      foreign_members: number;
    }>(
      t,
      sql`select l.kind, l.invite_code, l.tenant_id,
                 (select count(*)::int from league_members lm where lm.league_id = l.id) as members,
                 exists (select 1 from league_members lm join squads s on s.id = lm.squad_id
                         where lm.league_id = l.id and s.user_id = l.owner_user_id) as owner_is_member,
                 (select count(*)::int from league_members lm join squads s on s.id = lm.squad_id
                  join users u on u.id = s.user_id
                  where lm.league_id = l.id and (s.tenant_id <> l.tenant_id or not u.simulated))
                   as foreign_members
          from leagues l where not l.system order by l.id`,
    );
    expect(leagues).toHaveLength(30);
    expect(new Set(leagues.map((l) => l.invite_code)).size).toBe(30);
    for (const l of leagues) {
      expect(l.invite_code).toMatch(
        new RegExp(`^DEMO${l.kind === 'classic' ? 'C' : 'H'}\\d{2}${l.tenant_id}$`),
      );
      expect(l.owner_is_member).toBe(true);
      expect(l.foreign_members).toBe(0);
      if (l.kind === 'h2h') {
        expect(l.members).toBeGreaterThanOrEqual(8);
        expect(l.members).toBeLessThanOrEqual(20);
      } else {
        // 20–199 drawn, capped by the tenant's managers.
        expect(l.members).toBeGreaterThanOrEqual(Math.min(20, CRICKET_MANAGERS));
        expect(l.members).toBeLessThanOrEqual(SOCCER_MANAGERS);
      }
    }
    expect(leagues.filter((l) => l.kind === 'h2h')).toHaveLength(8);
  });

  it('puts every squad of each tenant in its overall league', async () => {
    const overall = await rows<{ tenant_id: number; members: number; squads: number }>(
      t,
      sql`select l.tenant_id,
                 (select count(*)::int from league_members lm where lm.league_id = l.id) as members,
                 (select count(*)::int from squads s where s.tenant_id = l.tenant_id
                    and s.season_id = l.season_id) as squads
          from leagues l where l.system order by l.tenant_id`,
    );
    expect(overall).toHaveLength(2);
    for (const o of overall) expect(o.members).toBe(o.squads);
    expect(overall.map((o) => o.members)).toEqual(
      expect.arrayContaining([SOCCER_MANAGERS, CRICKET_MANAGERS]),
    );
  });

  it('adds nothing when called again on the prepared database', async () => {
    const before = await counts(t);
    const again = await prepareDemo(t.db, { dataRoot: dataRoot(), ...options });
    expect(again).toMatchObject({
      prepared: false,
      soccerSeasonId: first.soccerSeasonId,
      cricketSeasonId: first.cricketSeasonId,
      managers: 0,
      leagues: 0,
    });
    expect(await counts(t)).toEqual(before);
  }, 300_000);
});
