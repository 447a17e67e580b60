// The cricket tenant's home data on four real IPL 2024 matches (Cricsheet files): the points table with net
// run rate (expected values worked out by hand from the files, below), ball-by-ball commentary of the overs
// revealed so far through /v1/live/matches, and the generated match report in /v1/news.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { queryRows } from '@gameweek/db/create-db';
import { importCricketSeason } from '@gameweek/db/import/cricket';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { createTenant } from '@gameweek/db/testing/factories';
import { createTestDb, type TestDb } from '@gameweek/db/testing/test-db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testEnv } from '../src/env.ts';
import { DRIVERS, json } from './helpers/setup.ts';

// 1422120 DC 174/9 (20) v PBKS 177/6 (19.2): PBKS won by 4 wickets.
// 1422121 KKR 208/7 (20) v SRH 204/7 (20): KKR won by 4 runs.
// 1422134 KKR 272/7 (20) v DC 166 all out (17.2): KKR won by 106 runs; DC count 20 overs faced.
// 1426298 KKR 157/7 (16) v MI 139/8 (16), a 16-over match: KKR won by 18 runs.
// KKR: for 208+272+157 = 637 in 56 overs, against 204+166+139 = 509 in 56 → NRR 128/56 = +2.286.
// DC: for 174+166 = 340 in 40 overs (8.5), against 177+272 = 449 in 19.2+20 = 39.33 overs (11.415) → −2.915.
// PBKS: 177 in 19.2 (9.155) − 174 in 20 (8.7) = +0.455. SRH: 204/20 − 208/20 = −0.2. MI: 139/16 − 157/16 = −1.125.
const FILES = ['1422120.json', '1422121.json', '1422134.json', '1426298.json'];
const DOMAIN = 'cricket-home.test';

type Row = {
  position: number;
  team: { short_name: string; name: string };
  played: number;
  won: number;
  lost: number;
  no_result?: number;
  points: number;
  net_run_rate?: number | null;
  form: string[];
};
type Line = {
  minute: number;
  kind: string;
  over?: string;
  score?: string;
  player: { id: number; name: string } | null;
  text: string;
};

describe.each(DRIVERS)('cricket home data (%s)', (driver) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let dir: string;
  let seasonId: number;
  const fixtureId = async (externalId: string) =>
    (
      await queryRows<{ id: number }>(
        testDb.db,
        sql`select id from fixtures where season_id = ${seasonId} and external_id = ${externalId}`,
      )
    )[0]!.id;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ipl-home-'));
    for (const f of FILES)
      copyFileSync(join(dataRoot(), 'cricket', 'cricsheet_ipl_2024', f), join(dir, f));
    testDb = await createTestDb(driver);
    const db = testDb.db;
    seasonId = (await importCricketSeason(db, dir)).seasonId;
    await createTenant(db, { domain: DOMAIN, context: 'cricket', seasonId });
    // Every match played: final scores from the source, every match day finished.
    await db.execute(
      sql`update fixtures set status = 'FINISHED', minute = 0, home_score = source_home_score,
                 away_score = source_away_score, started_at = kickoff_at,
                 finished_at = kickoff_at + interval '4 hours' where season_id = ${seasonId}`,
    );
    await db.execute(sql`update rounds set status = 'FINISHED' where season_id = ${seasonId}`);
    app = await buildApp({ env: testEnv(), db });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('computes the IPL points table with net run rate, sorted by points then NRR', async () => {
    const res = await app.inject({ url: '/v1/standings', headers: { domain: DOMAIN } });
    expect(res.statusCode).toBe(200);
    const table = json<{ table: Row[] }>(res).table;
    expect(
      table.map((r) => [
        r.position,
        r.team.name,
        r.played,
        r.won,
        r.lost,
        r.no_result,
        r.points,
        r.net_run_rate,
      ]),
    ).toEqual([
      [1, 'Kolkata Knight Riders', 3, 3, 0, 0, 6, 2.286],
      [2, 'Punjab Kings', 1, 1, 0, 0, 2, 0.455],
      [3, 'Sunrisers Hyderabad', 1, 0, 1, 0, 0, -0.2],
      [4, 'Mumbai Indians', 1, 0, 1, 0, 0, -1.125],
      [5, 'Delhi Capitals', 2, 0, 2, 0, 0, -2.915],
    ]);
    expect(table[0]!.form).toEqual(['W', 'W', 'W']);
  });

  it('serves ball-by-ball commentary of the overs revealed so far, a real wicket included', async () => {
    const id = await fixtureId('1422121');
    // 25 overs bowled: KKR's 20 and SRH's first 5.
    await testDb.db.execute(sql`update fixtures set status = 'LIVE', minute = 25 where id = ${id}`);
    const live = async () => {
      const res = await app.inject({ url: '/v1/live/matches', headers: { domain: DOMAIN } });
      expect(res.statusCode).toBe(200);
      const matches = json<{ matches: { id: number; commentary: Line[] }[] }>(res).matches;
      expect(matches.map((m) => m.id)).toEqual([id]);
      return matches[0]!.commentary;
    };
    const early = await live();
    expect(early[0]).toMatchObject({ kind: 'innings_start', minute: 0 });
    expect(early.filter((l) => l.kind === 'innings_start')).toHaveLength(2);
    expect(early.filter((l) => l.kind === 'over_end')).toHaveLength(25);
    expect(early.at(-1)).toMatchObject({ kind: 'over_end', minute: 25, over: '5.0' });
    expect(early.some((l) => l.over === '19.5' && l.kind === 'wicket' && l.minute > 20)).toBe(
      false,
    );
    // The whole match: Harshit Rana's last over, Klaasen caught by Suyash Sharma off the fifth ball.
    await testDb.db.execute(sql`update fixtures set minute = 40 where id = ${id}`);
    const all = await live();
    const srh = all.slice(all.findLastIndex((l) => l.kind === 'innings_start'));
    const six = srh.find((l) => l.over === '19.1' && l.kind === 'six');
    expect(six?.text).toBe('19.1 Harshit Rana to H Klaasen, SIX');
    const wicket = srh.find((l) => l.over === '19.5' && l.kind === 'wicket');
    expect(wicket).toMatchObject({
      minute: 39,
      player: { name: 'H Klaasen' },
      score: '204/7',
      text: '19.5 WICKET! H Klaasen c Suyash Sharma b Harshit Rana. Sunrisers Hyderabad 204/7.',
    });
    expect(wicket?.player?.id).toEqual(expect.any(Number));
    expect(all.at(-1)).toMatchObject({ kind: 'over_end', minute: 40, score: '204/7' });
    expect(all.at(-1)?.text).toBe(
      'End of over 20: 8 runs, 2 wickets (Harshit Rana). Sunrisers Hyderabad 204/7.',
    );
    await testDb.db.execute(
      sql`update fixtures set status = 'FINISHED', minute = 0 where id = ${id}`,
    );
  });

  it('reports each finished match of the current match day in the news', async () => {
    const res = await app.inject({ url: '/v1/news', headers: { domain: DOMAIN } });
    expect(res.statusCode).toBe(200);
    const items = json<{ items: { id: string; kind: string; title: string; body: string }[] }>(
      res,
    ).items;
    const report = items.find((i) => i.kind === 'match_report');
    expect(report?.id).toBe(`report-${await fixtureId('1426298')}`);
    expect(report?.title).toBe(
      'Kolkata Knight Riders v Mumbai Indians: Kolkata Knight Riders won by 18 runs',
    );
    expect(report?.body).toContain(
      'Kolkata Knight Riders 157/7 (16 ov), Mumbai Indians 139/8 (16 ov).',
    );
    expect(report?.body).toContain('Top scorer: VR Iyer (Kolkata Knight Riders) 42 off 21.');
    expect(report?.body).toContain('Best bowler: CV Varun (Kolkata Knight Riders) 2/17.');
    const [top] = await queryRows<{ name: string; points: number }>(
      testDb.db,
      sql`select p.name, s.source_points as points from player_fixture_stats s
            join players p on p.id = s.player_id join fixtures f on f.id = s.fixture_id
           where f.external_id = '1426298' order by s.source_points desc, p.id limit 1`,
    );
    expect(report?.body).toContain(
      `Fantasy player of the match: ${top!.name}, ${top!.points} points.`,
    );
  });
});
