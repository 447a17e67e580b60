// ADR 0044: the demo's soccer season played by the demo provider through the feed API over HTTP, on the real
// FPL 2023-24 season and a throwaway PostgreSQL cluster. The preparation bulk-loads the rounds before "now"
// through the feed's ingestion; a round after it is played over HTTP as `npm start` plays it (the clock
// opens, locks and finalises; kick-off, live minutes and full time are signed messages). Live stats are the
// replay's reveal at the minute, final points are FPL's own, and a provider started again mid-match resumes
// with the next sequence numbers.
import type { AddressInfo } from 'node:net';
import { queryRows } from '@gameweek/db/create-db';
import { fplStatRows, readFplCsv } from '@gameweek/db/import/fpl-source';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { createTestDb, type TestDb } from '@gameweek/db/testing/test-db';
import { revealSoccerFixture } from '@gameweek/rules/soccer/replay';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { playDemoFeedUntil } from '../../src/demo/demo-feed-play.ts';
import { loadDemoSoccerSource } from '../../src/demo/demo-feed-source.ts';
import { DemoFeedProvider, httpFeedTransport } from '../../src/demo/demo-provider.ts';
import { DEFAULT_DEMO_TIMING } from '../../src/demo/demo-time.ts';
import { type PrepareDemoResult, prepareDemo } from '../../src/demo/prepare-demo.ts';
import { testEnv } from '../../src/env.ts';
import { LiveEvents } from '../../src/jobs/live-events.ts';

const ANCHOR = new Date('2026-03-01T12:00:00Z');
const source = loadDemoSoccerSource(dataRoot());
/** FPL's official points per (fixture, element), for the rows the provider sends. */
const officialPoints = new Map(
  fplStatRows(readFplCsv(`${dataRoot()}/fpl/2023-24`, 'merged_gw.csv'))
    .filter((r) => r.played)
    .map((r) => [`${r.fixture}:${r.element}`, r.totalPoints]),
);

describe('the demo provider (postgres)', () => {
  let t: TestDb;
  let demo: PrepareDemoResult;
  let app: FastifyInstance;
  let url: string;
  let now = ANCHOR;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query);
  const provider = () =>
    new DemoFeedProvider({
      source,
      matchMs: DEFAULT_DEMO_TIMING.matchMs,
      transport: httpFeedTransport(
        url,
        () => demo.feedKey!,
        () => now,
      ),
    });
  const playUntil = (p: DemoFeedProvider, to: Date) =>
    playDemoFeedUntil(t.db, p, to, {
      setNow: (at) => {
        now = at;
      },
    });

  beforeAll(async () => {
    t = await createTestDb('postgres');
    demo = await prepareDemo(t.db, {
      dataRoot: dataRoot(),
      managers: { soccer: 20 },
      cricket: false,
      now: ANCHOR,
      log: () => {},
      feed: { keySecret: testEnv().FEED_KEY_SECRET },
    });
    app = await buildApp({ env: testEnv(), db: t.db, clock: () => now, events: new LiveEvents() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 900_000);
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  /** Each fed fixture's players' points against FPL's official points (the rows the provider sends). */
  async function pointsAgainstOfficial(roundNumbers: number[]) {
    const scored = await rows<{ fixture: string; element: string; points: number; final: boolean }>(
      sql`select f.external_id as fixture, p.external_id as element, pfp.points, pfp.final
            from player_fixture_points pfp join fixtures f on f.id = pfp.fixture_id
            join players p on p.id = pfp.player_id join rounds r on r.id = f.round_id
           where f.season_id = ${demo.soccerSeasonId}
             and r.number in (${sql.join(
               roundNumbers.map((n) => sql`${n}`),
               sql`, `,
             )})`,
    );
    const mismatches = scored.filter(
      (s) => !s.final || officialPoints.get(`${s.fixture}:${s.element}`) !== s.points,
    );
    return { rows: scored.length, mismatches };
  }

  it('makes the soccer season live and bulk-loads the matches before now through the feed', async () => {
    expect(demo.feedKey?.keyId).toMatch(/^fk_/);
    const [season] = await rows<{ mode: string }>(
      sql`select clock->>'mode' as mode from seasons where id = ${demo.soccerSeasonId}`,
    );
    expect(season!.mode).toBe('live');
    const statuses = await rows<{ number: number; status: string }>(
      sql`select number, status from rounds where season_id = ${demo.soccerSeasonId}
           and number <= 5 order by number`,
    );
    expect(statuses.map((r) => r.status)).toEqual([
      'FINISHED',
      'FINISHED',
      'FINISHED',
      'LIVE',
      'OPEN',
    ]);
    // Every finished fixture's result came as a feed message of the demo provider, none refused.
    const [fed] = await rows<{ finished: number; results: number; refused: number }>(
      sql`select (select count(*)::int from fixtures where season_id = ${demo.soccerSeasonId}
                    and status = 'FINISHED') as finished,
                 (select count(*)::int from feed_messages where provider = 'demo'
                    and kind = 'soccer.result' and status = 'applied') as results,
                 (select count(*)::int from feed_messages where status = 'refused') as refused`,
    );
    expect(fed!.finished).toBeGreaterThanOrEqual(29);
    expect(fed!.results).toBe(fed!.finished);
    expect(fed!.refused).toBe(0);
    // FPL's official points, every player of rounds 1–3 (bonus included), scored by the clock's code.
    const check = await pointsAgainstOfficial([1, 2, 3]);
    expect(check.rows).toBeGreaterThan(800);
    expect(check.mismatches).toEqual([]);
  });

  it('plays a round over HTTP: kick-off, live minutes as the replay reveals them, FPL’s final points, the round final', async () => {
    const [round] = await rows<{ id: number; deadline: Date }>(
      sql`select id, deadline_at as deadline from rounds
           where season_id = ${demo.soccerSeasonId} and number = 5`,
    );
    const fixtures = await rows<{ id: number; ref: string; kickoff: Date }>(
      sql`select id, external_id as ref, kickoff_at as kickoff from fixtures
           where round_id = ${round!.id} order by kickoff_at, id`,
    );
    const first = fixtures[0]!;
    const matchMs = DEFAULT_DEMO_TIMING.matchMs;
    // Minute 45 of the first match: the round locked by the clock, the match kicked off by the feed.
    const half = new Date(new Date(first.kickoff).getTime() + matchMs / 2);
    const played = await playUntil(provider(), half);
    expect(played.steps).toContain(`round:${round!.id}:lock`);
    expect(played.failed).toEqual([]);
    expect(played.sent).toContainEqual(
      expect.objectContaining({ fixture: first.ref, kind: 'soccer.live', status: 200, minute: 45 }),
    );
    // Its line-up came first: the starters and the substitutes who came on.
    const [lineup] = await rows<{ starting: number; bench: number }>(
      sql`select count(*) filter (where starting)::int as starting,
                 count(*) filter (where not starting)::int as bench
            from fixture_lineups where fixture_id = ${first.id}`,
    );
    expect(lineup!.starting).toBeGreaterThanOrEqual(20);
    expect(lineup!.bench).toBeGreaterThan(0);
    const [live] = await rows<{ status: string; minute: number; home: number; away: number }>(
      sql`select status, minute, home_score as home, away_score as away from fixtures
           where id = ${first.id}`,
    );
    const src = source.get(first.ref)!;
    const replay = revealSoccerFixture(
      Number(src.ref),
      src.players.map((p) => ({ playerId: Number(p.ref), side: p.side, stats: p.stats })),
      45,
    );
    expect(live).toEqual({
      status: 'LIVE',
      minute: 45,
      home: replay.homeScore,
      away: replay.awayScore,
    });
    const stored = await rows<{ element: string; stats: Record<string, number> }>(
      sql`select p.external_id as element, s.stats from player_fixture_stats s
            join players p on p.id = s.player_id where s.fixture_id = ${first.id}`,
    );
    const expected = replay.players
      .filter((p) => Object.keys(p.stats).length > 0)
      .map((p) => ({ element: String(p.playerId), stats: p.stats }));
    const byElement = (a: { element: string }, b: { element: string }) =>
      a.element.localeCompare(b.element);
    expect(stored.sort(byElement)).toEqual(expected.sort(byElement));

    // A provider started again mid-match (a restart) resumes from the API with the next numbers.
    const [cursor] = await rows<{ through: number }>(
      sql`select applied_through as through from feed_cursors
           where provider = 'demo' and fixture_ref = ${first.ref}`,
    );
    const later = new Date(half.getTime() + matchMs / 6);
    const again = await provider().sendDue(later);
    expect(again).toContainEqual(
      expect.objectContaining({ fixture: first.ref, sequence: cursor!.through + 1, status: 200 }),
    );
    expect(again.filter((m) => m.status !== 200)).toEqual([]);

    // Past the round's last full time: every match's result, FPL's points, the round finalised.
    const last = new Date(new Date(fixtures.at(-1)!.kickoff).getTime() + matchMs + 1_000);
    const end = await playUntil(provider(), last);
    expect(end.failed).toEqual([]);
    expect(end.sent.filter((m) => m.status !== 200)).toEqual([]);
    expect(end.steps).toContain(`round:${round!.id}:finalise`);
    const check = await pointsAgainstOfficial([5]);
    expect(check.rows).toBeGreaterThan(250);
    expect(check.mismatches).toEqual([]);
    const [scores] = await rows<{ squads: number; final: number }>(
      sql`select count(*)::int as squads, count(*) filter (where final)::int as final
            from manager_round_scores where round_id = ${round!.id}`,
    );
    expect(scores!.squads).toBe(20);
    expect(scores!.final).toBe(20);
  });
});
