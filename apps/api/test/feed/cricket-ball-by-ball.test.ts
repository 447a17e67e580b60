// Cricket over the feed (ADR 0043) on a real IPL 2024 match (Cricsheet 1422119, RCB v CSK, the season's
// first): fed ball by ball through the signed API by the Cricsheet adapter, every listed player's live points
// after each over are the rules engine's points of the real match cut after that over (what the replay
// shows), and at full time his stats and points are exactly the bulk importer's; managers' live scores and
// ranks equal a full recompute. Then, after the match day is final, a correction moves a catch to another
// fielder: both fielders' points, and every manager's totals and ranks, equal a full recompute.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cricsheetMatchMessages } from '../../src/feed-providers/cricsheet/cricsheet-messages.ts';
import { scoreCricketRound } from '../../src/jobs/cricket-scoring.ts';
import { DRIVERS, json } from '../helpers/setup.ts';
import {
  type CricketFeedSeason,
  enginePoints,
  MANAGER_SCORES,
  PROVIDER,
  prepareCricketFeed,
  readIplMatch,
  roundOf,
  seasonRoles,
  storedPoints,
} from './cricket-feed-helpers.ts';

const MATCH = '1422119';

describe.each(DRIVERS)('a cricket match over the feed, ball by ball (%s)', (driver) => {
  let season: CricketFeedSeason;
  const match = readIplMatch(MATCH);
  let imported: Map<string, { stats: unknown; points: number }>;
  let importedFixture: {
    source_home_score: number;
    source_away_score: number;
    outcome: unknown;
  };
  let sequence = 0;

  beforeAll(async () => {
    season = await prepareCricketFeed(driver, [MATCH, '1422120', '1422121'], `bb-${driver}`);
    const rows = await season.rows<{ external_id: string; stats: unknown; source_points: number }>(
      sql`select pl.external_id, s.stats, s.source_points from player_fixture_stats s
            join players pl on pl.id = s.player_id join fixtures f on f.id = s.fixture_id
           where f.external_id = ${MATCH} and f.season_id = ${season.seasonId}`,
    );
    imported = new Map(
      rows.map((r) => [r.external_id, { stats: r.stats, points: r.source_points }]),
    );
    const [row] = await season.rows<typeof importedFixture>(
      sql`select source_home_score, source_away_score, outcome from fixtures where external_id = ${MATCH}`,
    );
    importedFixture = row!;
  }, 300_000);
  afterAll(async () => {
    await season?.close();
  });

  const recomputeRound = async (roundId: number, number: number, final: boolean) => {
    await season.testDb.db.transaction(async (tx) => {
      await scoreCricketRound(
        tx,
        { id: roundId, seasonId: season.seasonId, number },
        final,
        season.now(),
      );
    });
  };

  it('scores every over as the replay and full time as the import; live ranks equal a full recompute', async () => {
    const round = await roundOf(season, MATCH);
    await season.tick(round.deadline_at);
    const [locked] = await season.rows<{ status: string; picked: number }>(
      sql`select r.status, (select count(*)::int from squad_rounds sr where sr.round_id = r.id) as picked
            from rounds r where r.id = ${round.id}`,
    );
    expect(locked).toEqual({ status: 'LOCKED', picked: 12 });
    season.setNow(round.kickoff_at);
    const roles = await seasonRoles(season);
    const messages = cricsheetMatchMessages(PROVIDER, { fixture: MATCH, match }, season.now);
    expect(messages.map((m) => m.kind)).toEqual([
      'fixture.lineup',
      ...Array(messages.length - 2).fill('cricket.delivery'),
      'cricket.result',
    ]);
    let overs = 0;
    let checked = 0;
    for (const [i, message] of messages.entries()) {
      const res = await season.send(season.key, message);
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toMatchObject({ status: 'applied', sequence: message.sequence });
      sequence = message.sequence;
      const next = messages[i + 1];
      const endsOver =
        message.kind === 'fixture.lineup' ||
        (message.kind === 'cricket.delivery' &&
          (next?.kind !== 'cricket.delivery' ||
            next.data.over !== message.data.over ||
            next.data.innings !== message.data.innings));
      if (message.kind === 'cricket.delivery' && endsOver) overs++;
      if (!endsOver) continue;
      const stored = await storedPoints(season, MATCH);
      const expected = enginePoints(match, overs, roles);
      expect(new Map([...stored].map(([k, v]) => [k, v.points]))).toEqual(expected);
      expect([...stored.values()].every((v) => !v.final)).toBe(true);
      checked++;
    }
    expect(checked).toBe(overs + 1);
    expect(overs).toBeGreaterThan(30);

    // Full time: the importer's stats and points, the source's runs and outcome (ADR 0062), served.
    const [fixture] = await season.rows<Record<string, unknown>>(
      sql`select id, status, home_score, away_score, source_home_score, source_away_score, outcome
            from fixtures where external_id = ${MATCH}`,
    );
    // RCB v CSK: Chennai Super Kings, the away side, won by 6 wickets.
    const outcome = { result: 'win', winner: 'away', by: 'wickets', margin: 6, method: null };
    expect(importedFixture.outcome).toEqual(outcome);
    const served = await season.app.inject({
      url: `/v1/fixtures/${fixture!.id}`,
      headers: { domain: `bb-${driver}.cricket.test` },
    });
    expect(json<{ fixture: { outcome: unknown } }>(served).fixture.outcome).toEqual(outcome);
    expect(fixture).toMatchObject({
      status: 'FINISHED',
      home_score: importedFixture.source_home_score,
      away_score: importedFixture.source_away_score,
      ...importedFixture,
    });
    const statRows = await season.rows<{ external_id: string; stats: unknown }>(
      sql`select pl.external_id, s.stats from player_fixture_stats s
            join players pl on pl.id = s.player_id join fixtures f on f.id = s.fixture_id
           where f.external_id = ${MATCH}`,
    );
    expect(new Map(statRows.map((r) => [r.external_id, r.stats]))).toEqual(
      new Map([...imported].map(([k, v]) => [k, v.stats])),
    );
    const final = await storedPoints(season, MATCH);
    expect(final).toEqual(
      new Map([...imported].map(([k, v]) => [k, { points: v.points, final: true }])),
    );

    // The live scores written after the last ball are what scoring the match day from scratch gives.
    const live = await season.rows(MANAGER_SCORES);
    expect(live.length).toBe(12);
    await recomputeRound(round.id, round.number, false);
    expect(await season.rows(MANAGER_SCORES)).toEqual(live);
  }, 600_000);

  it('a catch corrected after the match day is final re-scores both fielders and the managers as a full recompute', async () => {
    const round = await roundOf(season, MATCH);
    await season.tick(new Date(season.now().getTime() + 60_000));
    expect((await roundOf(season, MATCH)).status).toBe('FINISHED');

    // The first catch of the match, moved to the fielding side's most picked other player.
    const innings = match.innings!.findIndex((i) =>
      i.overs!.some((o) => o.deliveries.some((d) => d.wickets?.some((w) => w.kind === 'caught'))),
    );
    const inn = match.innings![innings]!;
    const over = inn.overs!.find((o) =>
      o.deliveries.some((d) => d.wickets?.some((w) => w.kind === 'caught')),
    )!;
    const ball = over.deliveries.findIndex((d) => d.wickets?.some((w) => w.kind === 'caught'));
    const delivery = over.deliveries[ball]!;
    const people = match.info.registry!.people!;
    const catcher = delivery.wickets![0]!.fielders![0]!.name!;
    const fielding = match.info.teams.find((t) => t !== inn.team)!;
    const candidates = match.info.players[fielding]!.filter(
      (n) => n !== catcher && n !== delivery.bowler,
    ).map((n) => people[n]!);
    const [mostPicked] = await season.rows<{ external_id: string; n: number }>(
      sql`select pl.external_id, count(*)::int as n from picks k join players pl on pl.id = k.player_id
           where k.round_id = ${round.id} and pl.external_id in (${sql.join(
             candidates.map((c) => sql`${c}`),
             sql`, `,
           )})
           group by 1 order by n desc, 1 limit 1`,
    );
    const newCatcherId = mostPicked?.external_id ?? candidates[0]!;
    const newCatcher = Object.entries(people).find(([, id]) => id === newCatcherId)![0];

    const corrected = structuredClone(match) as typeof match;
    const fixedBall = (
      corrected.innings![innings]!.overs!.find((o) => o.over === over.over)!
        .deliveries as unknown as { wickets: { fielders: { name: string }[] }[] }[]
    )[ball]!;
    fixedBall.wickets[0]!.fielders = [{ name: newCatcher }];

    const before = await storedPoints(season, MATCH);
    const scoresBefore = await season.rows(MANAGER_SCORES);
    const res = await season.send(season.key, {
      provider: PROVIDER,
      fixture: MATCH,
      sequence: sequence + 1,
      kind: 'cricket.correction',
      data: {
        deliveries: [
          {
            innings: innings + 1,
            over: over.over,
            ball: ball + 1,
            delivery: {
              batter: people[delivery.batter]!,
              bowler: people[delivery.bowler]!,
              non_striker: people[delivery.non_striker]!,
              runs: delivery.runs,
              wickets: [
                {
                  kind: 'caught',
                  player_out: people[delivery.wickets![0]!.player_out]!,
                  fielders: [{ name: newCatcherId }],
                },
              ],
            },
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);

    const roles = await seasonRoles(season);
    const after = await storedPoints(season, MATCH);
    expect(new Map([...after].map(([k, v]) => [k, v.points]))).toEqual(
      enginePoints(corrected, Number.POSITIVE_INFINITY, roles),
    );
    expect([...after.values()].every((v) => v.final)).toBe(true);
    // A catch is 8 points (and the old catcher loses them).
    expect(after.get(people[catcher]!)!.points).toBe(before.get(people[catcher]!)!.points - 8);
    expect(after.get(newCatcherId)!.points).toBe(before.get(newCatcherId)!.points + 8);

    const corrected_ = await season.rows(MANAGER_SCORES);
    if ((mostPicked?.n ?? 0) > 0) expect(corrected_).not.toEqual(scoresBefore);
    await recomputeRound(round.id, round.number, true);
    expect(await season.rows(MANAGER_SCORES)).toEqual(corrected_);
  }, 600_000);
});
