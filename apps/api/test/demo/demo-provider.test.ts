// ADR 0044 / 0050: the demo's seasons played by the demo providers through the feed API over HTTP, on the
// real FPL 2023-24 and IPL 2024 seasons and a throwaway PostgreSQL cluster. The preparation bulk-loads the
// rounds before "now" through the feed's ingestion; a round after it is played over HTTP as `npm start`
// plays it (the clock opens, locks and finalises; kick-off, live minutes or balls, and full time are signed
// messages). Soccer: live stats are the replay's reveal at the minute, final points are FPL's own, and a
// provider started again mid-match resumes with the next sequence numbers. Cricket: after every over each
// listed player's points are the rules engine's of the real match cut after that over (what the replay
// showed), and at full time the import's.
import type { AddressInfo } from 'node:net';
import { queryRows } from '@gameweek/db/create-db';
import { fplStatRows, readFplCsv } from '@gameweek/db/import/fpl-source';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { createTestDb, type TestDb } from '@gameweek/db/testing/test-db';
import { scoreCricketMatch } from '@gameweek/rules/cricket/match-points';
import { matchAfterOvers, totalOvers } from '@gameweek/rules/cricket/replay';
import type { CricketRole } from '@gameweek/rules/cricket/roles';
import { revealSoccerFixture } from '@gameweek/rules/soccer/replay';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { playDemoFeedUntil } from '../../src/demo/demo-feed-play.ts';
import {
  demoSoccerSeason,
  loadDemoCricketSource,
  loadDemoSoccerSource,
} from '../../src/demo/demo-feed-source.ts';
import { DemoFeedProvider, httpFeedTransport } from '../../src/demo/demo-provider.ts';
import { DEFAULT_DEMO_TIMING } from '../../src/demo/demo-time.ts';
import { type PrepareDemoResult, prepareDemo } from '../../src/demo/prepare-demo.ts';
import { testEnv } from '../../src/env.ts';
import { LiveEvents } from '../../src/jobs/live-events.ts';

const ANCHOR = new Date('2026-03-01T12:00:00Z');
const source = loadDemoSoccerSource(dataRoot());
const soccerSeason = demoSoccerSeason(dataRoot());
const matches = loadDemoCricketSource(dataRoot());
/** FPL's official points per (fixture, element), for the rows the provider sends. */
const officialPoints = new Map(
  fplStatRows(readFplCsv(`${dataRoot()}/fpl/2023-24`, 'merged_gw.csv'))
    .filter((r) => r.played)
    .map((r) => [`${r.fixture}:${r.element}`, r.totalPoints]),
);

/** FPL's played rows (on the pitch or booked) of the rounds' fixtures: what the provider sends, all of them. */
const playedRows = (roundNumbers: number[]) =>
  [...source.values()]
    .filter((f) => roundNumbers.includes(fplRound.get(f.ref) ?? 0))
    .reduce((n, f) => n + f.players.length, 0);
const fplRound = new Map(
  readFplCsv(`${dataRoot()}/fpl/2023-24`, 'fixtures.csv').map((f) => [
    String(Number(f.id)),
    Number(f.event),
  ]),
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
      source: soccerSeason,
      matchMs: DEFAULT_DEMO_TIMING.matchMs,
      transport: httpFeedTransport(
        url,
        () => demo.feedKey!,
        () => now,
      ),
    });
  const cricketProvider = () =>
    new DemoFeedProvider({
      source: { sport: 'cricket', matches },
      matchMs: DEFAULT_DEMO_TIMING.matchMs,
      transport: httpFeedTransport(
        url,
        () => demo.cricketFeedKey!,
        () => now,
      ),
    });
  const playUntil = (p: DemoFeedProvider | DemoFeedProvider[], to: Date) =>
    playDemoFeedUntil(t.db, Array.isArray(p) ? p : [p], to, {
      setNow: (at) => {
        now = at;
      },
    });

  beforeAll(async () => {
    t = await createTestDb('postgres');
    demo = await prepareDemo(t.db, {
      dataRoot: dataRoot(),
      managers: { soccer: 20, cricket: 12 },
      now: ANCHOR,
      log: () => {},
      feed: { keySecret: testEnv().FEED_KEY_SECRET },
    });
    app = await buildApp({ env: testEnv(), db: t.db, clock: () => now, events: new LiveEvents() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    console.log(`demo prepared: ${JSON.stringify(demo.ms)}`);
  }, 1_800_000);
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
    // FPL's official points, every played row of rounds 1–3 (bonus included; the players in a former
    // club's fixtures too, moved by the provider first: ADR 0050), scored by the clock's code.
    const check = await pointsAgainstOfficial([1, 2, 3]);
    expect(check.rows).toBe(playedRows([1, 2, 3]));
    expect(check.mismatches).toEqual([]);
    // The club moves due so far came on the season's stream, after its season.upsert; none refused.
    const moves = await rows<{ kind: string; n: number }>(
      sql`select kind, count(*)::int as n from feed_messages
           where provider = 'demo' and fixture_ref = 'season:2023-24' and status = 'applied'
           group by kind order by kind`,
    );
    expect(moves[0]).toEqual({ kind: 'players.upsert', n: expect.any(Number) });
    expect(moves[0]!.n).toBeGreaterThan(0);
    expect(moves[1]).toEqual({ kind: 'season.upsert', n: 1 });
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
    expect(check.rows).toBe(playedRows([5]));
    expect(check.mismatches).toEqual([]);
    const [scores] = await rows<{ squads: number; final: number }>(
      sql`select count(*)::int as squads, count(*) filter (where final)::int as final
            from manager_round_scores where round_id = ${round!.id}`,
    );
    expect(scores!.squads).toBe(20);
    expect(scores!.final).toBe(20);
  });

  // ───────────── cricket (ADR 0050) ─────────────

  /** The rules engine's points of every listed player of a real match after `overs` overs (all: full time). */
  async function enginePoints(ref: string, overs: number): Promise<Map<string, number>> {
    const roles = await rows<{ external_id: string; position: CricketRole }>(
      sql`select external_id, position from players where season_id = ${demo.cricketSeasonId}`,
    );
    const roleOf = new Map(roles.map((r) => [r.external_id, { role: r.position }]));
    return new Map(
      scoreCricketMatch('m', matchAfterOvers(matches.get(ref)!, overs), roleOf).map((p) => [
        p.playerId,
        p.total,
      ]),
    );
  }
  async function storedPoints(ref: string) {
    const scored = await rows<{ player: string; points: number; final: boolean }>(
      sql`select p.external_id as player, pfp.points, pfp.final from player_fixture_points pfp
            join fixtures f on f.id = pfp.fixture_id join players p on p.id = pfp.player_id
           where f.season_id = ${demo.cricketSeasonId} and f.external_id = ${ref}`,
    );
    return {
      points: new Map(scored.map((r) => [r.player, r.points])),
      final: scored.every((r) => r.final),
    };
  }

  it('makes the cricket season live and bulk-loads its matches before now ball by ball through the feed', async () => {
    expect(demo.cricketFeedKey?.keyId).toMatch(/^fk_/);
    expect(demo.cricketFeedKey?.tenantId).not.toBe(demo.feedKey?.tenantId);
    const [season] = await rows<{ mode: string }>(
      sql`select clock->>'mode' as mode from seasons where id = ${demo.cricketSeasonId}`,
    );
    expect(season!.mode).toBe('live');
    const finished = await rows<{ ref: string; round: number }>(
      sql`select f.external_id as ref, r.number as round from fixtures f join rounds r on r.id = f.round_id
           where f.season_id = ${demo.cricketSeasonId} and f.status = 'FINISHED' order by f.kickoff_at`,
    );
    expect(finished.length).toBeGreaterThanOrEqual(4);
    // Each finished match: its line-up, every ball and its result applied, from the demo provider; none refused.
    const fed = await rows<{ fixture: string; kind: string; n: number }>(
      sql`select m.fixture_ref as fixture, m.kind, count(*)::int as n from feed_messages m
           where m.provider = 'demo' and m.status = 'applied' and m.kind like any (array['cricket.%', 'fixture.lineup'])
             and m.fixture_ref in (select external_id from fixtures where season_id = ${demo.cricketSeasonId})
           group by 1, 2`,
    );
    const count = (ref: string, kind: string) =>
      fed.find((r) => r.fixture === ref && r.kind === kind)?.n ?? 0;
    for (const f of finished) {
      const match = matches.get(f.ref)!;
      const balls = (match.innings ?? []).reduce(
        (n, i) => n + (i.overs ?? []).reduce((m, o) => m + o.deliveries.length, 0),
        0,
      );
      expect([count(f.ref, 'fixture.lineup'), count(f.ref, 'cricket.delivery')]).toEqual([
        1,
        balls,
      ]);
      expect(count(f.ref, 'cricket.result')).toBe(1);
      // The import's (the engine's) final points, every listed player.
      const stored = await storedPoints(f.ref);
      expect(stored.final).toBe(true);
      expect(stored.points).toEqual(await enginePoints(f.ref, Number.MAX_SAFE_INTEGER));
    }
    const [refused] = await rows<{ n: number }>(
      sql`select count(*)::int as n from feed_messages where status = 'refused'`,
    );
    expect(refused!.n).toBe(0);
    // The match days before the open one are final.
    const days = await rows<{ number: number; status: string }>(
      sql`select number, status from rounds where season_id = ${demo.cricketSeasonId}
           and number < 5 order by number`,
    );
    expect(days.map((d) => d.status)).toEqual(days.map(() => 'FINISHED'));
  });

  it('plays a match over HTTP over by over: each over the replay’s points, full time the import’s', async () => {
    const [first] = await rows<{ ref: string; kickoff: Date; round: number }>(
      sql`select f.external_id as ref, f.kickoff_at as kickoff, f.round_id as round from fixtures f
            join rounds r on r.id = f.round_id
           where f.season_id = ${demo.cricketSeasonId} and r.number = 5 order by f.kickoff_at, f.id limit 1`,
    );
    const ref = first!.ref;
    const total = totalOvers(matches.get(ref)!);
    const kickoff = new Date(first!.kickoff).getTime();
    const matchMs = DEFAULT_DEMO_TIMING.matchMs;
    // Just past the start of each over (the replay's pace), a provider made afresh each time (a restart):
    // the stored points are the engine's after exactly the overs bowled.
    let checked = 0;
    for (let over = 0; over < total; over += over < 3 || over > total - 3 ? 1 : 5) {
      const at = new Date(kickoff + Math.ceil((over / total) * matchMs) + 1);
      const played = await playUntil([provider(), cricketProvider()], at);
      expect(played.failed).toEqual([]);
      expect(played.sent.filter((m) => m.status !== 200 && m.status !== 202)).toEqual([]);
      const [fixture] = await rows<{ status: string; minute: number }>(
        sql`select status, minute from fixtures where season_id = ${demo.cricketSeasonId}
             and external_id = ${ref}`,
      );
      expect(fixture).toEqual({ status: 'LIVE', minute: over });
      const stored = await storedPoints(ref);
      expect(stored.final).toBe(false);
      expect(stored.points).toEqual(await enginePoints(ref, over));
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
    // Full time: the result, the import's points, final.
    const end = await playUntil(
      [provider(), cricketProvider()],
      new Date(kickoff + matchMs + 1_000),
    );
    expect(end.failed).toEqual([]);
    expect(end.sent).toContainEqual(
      expect.objectContaining({ fixture: ref, kind: 'cricket.result', status: 200, minute: total }),
    );
    const done = await storedPoints(ref);
    expect(done.final).toBe(true);
    expect(done.points).toEqual(await enginePoints(ref, Number.MAX_SAFE_INTEGER));
    const [fixture] = await rows<{ status: string }>(
      sql`select status from fixtures where season_id = ${demo.cricketSeasonId} and external_id = ${ref}`,
    );
    expect(fixture!.status).toBe('FINISHED');
  });
});
