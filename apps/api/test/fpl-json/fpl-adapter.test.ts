// The FPL-JSON adapter (ADR 0042) on responses in the exact shapes of FPL's public API, built at test time
// from the real 2023-24 season in ../shared/data and served over loopback HTTP (nothing recorded is kept in
// the repository). Without a database: the shapes, and what the adapter plans per fixture. Through the feed
// API over HTTP on a fresh database: a fixture re-dated out of gameweek 29 (blank) into 34 (double); the
// whole of gameweek 34 with every message twice and shuffled, scored as FPL scored it; a stat FPL corrects
// after the gameweek.
import { join } from 'node:path';
import { FeedMessageSchema } from '@gameweek/contracts/feed';
import { queryRows } from '@gameweek/db/create-db';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { createTestDb, type TestDb } from '@gameweek/db/testing/test-db';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FedSeason,
  seedFeedTenant,
  sendSeasonStream,
  startSeasonThroughFeed,
} from '../../scripts/fpl-feed-season.ts';
import { buildApp } from '../../src/app.ts';
import { testEnv } from '../../src/env.ts';
import { FeedClient, type FeedOutcome } from '../../src/feed-providers/feed-client.ts';
import { FplFeedAdapter } from '../../src/feed-providers/fpl-json/fpl-adapter.ts';
import {
  emptySent,
  fixtureCounts,
  planFixture,
} from '../../src/feed-providers/fpl-json/fpl-messages.ts';
import { emptySeasonSent, planSeason } from '../../src/feed-providers/fpl-json/fpl-season.ts';
import {
  FplBootstrapSchema,
  FplElementSummarySchema,
  FplEventLiveSchema,
  FplFixturesSchema,
} from '../../src/feed-providers/fpl-json/fpl-shapes.ts';
import { FplSource } from '../../src/feed-providers/fpl-json/fpl-source.ts';
import {
  deliveryOrder,
  seededRandom,
} from '../../src/feed-providers/fpl-json/recorded/delivery-order.ts';
import {
  type FixtureProgress,
  loadRecordedSeason,
  RecordedFpl,
  type RecordedSeasonData,
} from '../../src/feed-providers/fpl-json/recorded/recorded-season.ts';
import {
  type RecordedFplServer,
  startRecordedFplServer,
} from '../../src/feed-providers/fpl-json/recorded/recorded-server.ts';
import { DRIVERS } from '../helpers/setup.ts';

const SEASON_DIR = join(dataRoot(), 'fpl', '2023-24');
/** Everton v Liverpool: a gameweek-29 match (the FA Cup took the weekend) played in gameweek 34. */
const MOVED = 285;
const ORIGINAL_KICKOFF = '2024-03-16T15:00:00Z';
const STAGES: FixtureProgress[] = [
  { state: 'live', minute: 30 },
  { state: 'live', minute: 70 },
  { state: 'provisional' },
  { state: 'finished' },
];

let data: RecordedSeasonData;
beforeAll(() => {
  data = loadRecordedSeason(SEASON_DIR);
});

describe('recorded FPL 2023-24 in the public API shapes, and the messages the adapter plans', () => {
  it('answers bootstrap-static, fixtures, event live and element-summary in FPL shapes, consistent with FPL totals', () => {
    const recorded = new RecordedFpl(data);
    for (const id of recorded.fixtureIds(34)) recorded.setProgress(id, { state: 'finished' });
    const bootstrap = FplBootstrapSchema.parse(recorded.bootstrapStatic());
    expect(bootstrap.teams).toHaveLength(20);
    expect(bootstrap.element_types.map((t) => t.singular_name_short)).toEqual([
      'GKP',
      'DEF',
      'MID',
      'FWD',
    ]);
    expect(bootstrap.events.find((e) => e.id === 34)).toMatchObject({ finished: true });
    const fixtures = FplFixturesSchema.parse(recorded.fixtures(34));
    expect(fixtures).toHaveLength(13);
    const live = FplEventLiveSchema.parse(recorded.eventLive(34));
    // A double gameweek: Everton's and Liverpool's players have two fixtures explained.
    const everton = data.rows.find((r) => r.fixture === MOVED && (r.stats.minutes ?? 0) >= 90)!;
    const element = live.elements.find((e) => e.id === everton.element)!;
    expect(element.explain.map((x) => x.fixture)).toHaveLength(2);
    // Each row's points are FPL's own: the gameweek's live total is the sum of its rows.
    const rowsOf = data.rows.filter(
      (r) => r.element === everton.element && recorded.fixtureIds(34).includes(r.fixture),
    );
    expect(element.stats.total_points).toBe(rowsOf.reduce((s, r) => s + r.totalPoints, 0));
    const summary = FplElementSummarySchema.parse(recorded.elementSummary(everton.element));
    for (const h of summary.history)
      expect(h.total_points).toBe(rowsOf.find((r) => r.fixture === h.fixture)!.totalPoints);
    // Per fixture, the adapter reads exactly FPL's counts (BPS and bonus from fixtures/).
    for (const f of fixtures) {
      const counts = fixtureCounts(f, live);
      for (const row of data.rows.filter((r) => r.fixture === f.id)) {
        const played =
          (row.stats.minutes ?? 0) > 0 ||
          (row.stats.yellow_cards ?? 0) > 0 ||
          (row.stats.red_cards ?? 0) > 0;
        const c = counts.get(String(row.element));
        if (!played) expect(c).toBeUndefined();
        else
          for (const k of ['minutes', 'goals_scored', 'assists', 'bonus', 'bps', 'saves'] as const)
            expect(c?.[k] ?? 0, `${row.element} ${k}`).toBe(row.stats[k] ?? 0);
      }
    }
  });

  it('plans one message per look per fixture: schedule, live totals with events, the result, then corrections', () => {
    const recorded = new RecordedFpl(data);
    const fixtureId = 1; // Burnley 0–3 Man City
    let sent = emptySent();
    const look = () => {
      const [f] = FplFixturesSchema.parse(recorded.fixtures(1)).filter((x) => x.id === fixtureId);
      const live = f!.started ? FplEventLiveSchema.parse(recorded.eventLive(1)) : undefined;
      const planned = planFixture('fpl-json', f!, live, sent, '2023-08-11T19:00:00Z');
      sent = planned.sent;
      for (const m of planned.messages) FeedMessageSchema.parse(m);
      return planned.messages;
    };
    const first = look();
    expect(first).toMatchObject([
      { sequence: 1, kind: 'fixture.update', data: { round: 1, status: 'SCHEDULED' } },
    ]);
    expect(look()).toEqual([]);
    recorded.setProgress(fixtureId, { state: 'live', minute: 70 });
    const [live70] = look();
    expect(live70).toMatchObject({ sequence: 2, kind: 'soccer.live', data: { minute: 70 } });
    const goals = (live70!.data as { events: { type: string }[] }).events.filter(
      (e) => e.type === 'goal',
    );
    const f70 = FplFixturesSchema.parse(recorded.fixtures(1)).find((x) => x.id === fixtureId)!;
    expect(goals).toHaveLength((f70.team_h_score ?? 0) + (f70.team_a_score ?? 0));
    expect(look()).toEqual([]);
    recorded.setProgress(fixtureId, { state: 'provisional' });
    expect(look()).toMatchObject([{ sequence: 3, kind: 'soccer.live', data: { minute: 90 } }]);
    recorded.setProgress(fixtureId, { state: 'finished' });
    const [result] = look();
    expect(result).toMatchObject({
      sequence: 4,
      kind: 'soccer.result',
      data: { home_score: 0, away_score: 3 },
    });
    const haaland = (
      result!.data as { players: { player: string; stats: Record<string, number> }[] }
    ).players.find((p) => p.player === '355');
    expect(haaland?.stats).toMatchObject({ goals_scored: 2, bonus: 3, bps: 56, minutes: 79 });
    expect(look()).toEqual([]);
    recorded.correct(fixtureId, 355, { assists: 1 });
    expect(look()).toMatchObject([
      {
        sequence: 5,
        kind: 'soccer.correction',
        data: { players: [{ player: '355', stats: { assists: 1, goals_scored: 2 } }] },
      },
    ]);
  });

  it('maps bootstrap-static onto the season stream, in bodies the feed takes, and later only what FPL changed', () => {
    const recorded = new RecordedFpl(data);
    const bootstrap = FplBootstrapSchema.parse(recorded.bootstrapStatic());
    const fixtures = FplFixturesSchema.parse(recorded.fixtures());
    const ref = { season: '2023-24', name: '2023-24' };
    const first = planSeason(
      'fpl-json',
      ref,
      bootstrap,
      fixtures,
      emptySeasonSent(),
      '2023-07-01T00:00:00Z',
    );
    const kinds = first.messages.map((m) => m.kind);
    expect(kinds[0]).toBe('season.upsert');
    expect(kinds.at(-1)).toBe('season.upsert');
    expect(first.messages.at(-1)!.data).toMatchObject({ current: true, name: '2023-24' });
    expect(first.messages.map((m) => m.sequence)).toEqual(kinds.map((_, i) => i + 1));
    for (const m of first.messages) {
      FeedMessageSchema.parse(m);
      // The feed API's body limit.
      expect(Buffer.byteLength(JSON.stringify(m))).toBeLessThan(64 * 1024);
    }
    const players = first.messages.flatMap((m) =>
      m.kind === 'players.upsert' ? m.data.players : [],
    );
    expect(players).toHaveLength(data.players.length);
    expect(players.find((p) => p.player === '355')).toMatchObject({
      team: '13',
      name: 'Haaland',
      position: 'FWD',
      price: 140,
    });
    // Nothing changed, nothing to send.
    expect(
      planSeason('fpl-json', ref, bootstrap, fixtures, first.sent, '2023-07-02T00:00:00Z').messages,
    ).toEqual([]);
    // Gameweek 4 under way: Cole Palmer (Man City's in gameweek 3) plays for Chelsea now.
    for (const event of [1, 2, 3, 4])
      for (const id of recorded.fixtureIds(event))
        recorded.setProgress(id, { state: 'live', minute: 10 });
    const later = planSeason(
      'fpl-json',
      ref,
      FplBootstrapSchema.parse(recorded.bootstrapStatic()),
      fixtures,
      first.sent,
      '2023-09-02T12:00:00Z',
    );
    const moved = later.messages.flatMap((m) =>
      m.kind === 'players.upsert' ? m.data.players : [],
    );
    const palmer = data.players.find((p) => p.web_name === 'Palmer')!;
    expect(moved.find((p) => p.player === palmer.id)).toMatchObject({ team: '7' });
    expect(moved.length).toBeLessThan(players.length);
    expect(later.messages.every((m) => m.kind !== 'season.upsert')).toBe(true);
  });

  it('re-dating before kick-off: postponed (no gameweek) then a new gameweek and time', () => {
    const recorded = new RecordedFpl(data);
    const adapterLook = (sent: ReturnType<typeof emptySent>) => {
      const f = FplFixturesSchema.parse(recorded.fixtures()).find((x) => x.id === MOVED)!;
      return planFixture('fpl-json', f, undefined, sent, '2024-03-01T00:00:00Z');
    };
    recorded.reschedule(MOVED, 29, ORIGINAL_KICKOFF);
    const a = adapterLook(emptySent());
    recorded.reschedule(MOVED, null, null);
    const b = adapterLook(a.sent);
    recorded.reschedule(MOVED, 34, data.fixtures.find((f) => f.id === MOVED)!.kickoffTime);
    const c = adapterLook(b.sent);
    expect([...a.messages, ...b.messages, ...c.messages]).toMatchObject([
      { sequence: 1, data: { round: 29, kickoff_at: '2024-03-16T15:00:00.000Z' } },
      { sequence: 2, data: { status: 'POSTPONED' } },
      {
        sequence: 3,
        data: { round: 34, status: 'SCHEDULED', kickoff_at: '2024-04-24T19:00:00.000Z' },
      },
    ]);
  });

  it('whatever looks the adapter takes of a match, its numbers run 1..n and its last message is the whole final truth', () => {
    const recorded = new RecordedFpl(data);
    const fixtureIds = recorded.fixtureIds(2);
    const stage = fc.constantFrom<FixtureProgress>(
      { state: 'scheduled' },
      { state: 'live', minute: 15 },
      { state: 'live', minute: 45 },
      { state: 'live', minute: 80 },
      { state: 'provisional' },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...fixtureIds),
        fc.array(stage, { maxLength: 6 }),
        (fixtureId, looks) => {
          let sent = emptySent();
          const all = [];
          const rank = (p: FixtureProgress) =>
            p.state === 'scheduled' ? 0 : p.state === 'live' ? p.minute : 100;
          // FPL's clock only moves forward.
          const ordered = [...looks].sort((x, y) => rank(x) - rank(y));
          for (const progress of [...ordered, { state: 'finished' } as const]) {
            recorded.setProgress(fixtureId, progress);
            const f = FplFixturesSchema.parse(recorded.fixtures(2)).find(
              (x) => x.id === fixtureId,
            )!;
            const live = f.started ? FplEventLiveSchema.parse(recorded.eventLive(2)) : undefined;
            const planned = planFixture('fpl-json', f, live, sent, '2023-08-19T12:00:00Z');
            sent = planned.sent;
            all.push(...planned.messages);
          }
          expect(all.map((m) => m.sequence)).toEqual(all.map((_, i) => i + 1));
          const last = all.at(-1)!;
          expect(last.kind).toBe('soccer.result');
          const players = (
            last.data as { players: { player: string; stats: Record<string, number> }[] }
          ).players;
          for (const row of recorded.rowsOf(fixtureId)) {
            const p = players.find((x) => x.player === String(row.element));
            for (const k of ['minutes', 'goals_scored', 'bonus', 'bps', 'yellow_cards'] as const)
              expect(p?.stats[k] ?? 0).toBe(
                p || (row.stats.minutes ?? 0) > 0 ? (row.stats[k] ?? 0) : 0,
              );
          }
        },
      ),
      { numRuns: 25, seed: 42 },
    );
  });
});

describe.each(DRIVERS)('the FPL-JSON adapter through the feed API over HTTP (%s)', (driver) => {
  let testDb: TestDb;
  let fed: FedSeason;
  let seasonId: number;
  let app: FastifyInstance;
  let recorded: RecordedFpl;
  let server: RecordedFplServer;
  let adapter: FplFeedAdapter;
  let sender: FeedClient;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(testDb.db, query);

  beforeAll(async () => {
    testDb = await createTestDb(driver);
    const now = new Date();
    const tenantId = await seedFeedTenant(testDb.db, now);
    app = await buildApp({ env: testEnv(), db: testDb.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    const key = await app.services.feedKeys.create(tenantId, 'fpl-json');
    recorded = new RecordedFpl(data);
    // Before the season: Everton v Liverpool still in gameweek 29, at its first date.
    recorded.reschedule(MOVED, 29, ORIGINAL_KICKOFF);
    server = await startRecordedFplServer(recorded);
    adapter = new FplFeedAdapter({
      source: new FplSource({ baseUrl: server.baseUrl }),
      season: { season: '2023-24', name: '2023-24' },
    });
    sender = new FeedClient({ baseUrl: `http://127.0.0.1:${address.port}`, key });
    fed = await startSeasonThroughFeed(testDb.db, tenantId, adapter, sender, now);
    seasonId = fed.seasonId;
  }, 600_000);
  afterAll(async () => {
    await server?.close();
    await app?.close();
    await testDb?.close();
  });

  const fixtureRound = async (ref: number) => {
    const [row] = await rows<{ number: number; status: string }>(
      sql`select r.number, f.status from fixtures f join rounds r on r.id = f.round_id
           where f.season_id = ${seasonId} and f.external_id = ${String(ref)}`,
    );
    return row!;
  };
  const fixturesOfClub = async (club: number, round: number) => {
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from fixtures f join rounds r on r.id = f.round_id
            join clubs c on c.id in (f.home_club_id, f.away_club_id)
           where f.season_id = ${seasonId} and r.number = ${round}
             and c.external_id = ${String(club)} and f.status <> 'POSTPONED'`,
    );
    return row!.n;
  };
  const sendAll = async (planned: Awaited<ReturnType<FplFeedAdapter['poll']>>) => {
    const outcomes: FeedOutcome[] = [];
    await sendSeasonStream(sender, planned);
    for (const p of planned.filter((x) => x.stream === 'fixture')) {
      const answer = await sender.send(p.message);
      expect(answer.outcome, JSON.stringify(answer.body)).not.toBe('refused');
      outcomes.push(answer.outcome);
    }
    return outcomes;
  };

  it('creates the season over the feed: 20 teams, every player at his first price, 38 gameweeks, 380 fixtures', async () => {
    const kinds = fed.seasonAnswers.map((a) => a.outcome);
    expect(kinds.filter((k) => k === 'repeated')).toHaveLength(kinds.length / 2);
    const [counts] = await rows<{
      clubs: number;
      players: number;
      rounds: number;
      fixtures: number;
      locked: number;
    }>(
      sql`select (select count(*)::int from clubs where season_id = ${seasonId}) as clubs,
                 (select count(*)::int from players where season_id = ${seasonId}) as players,
                 (select count(*)::int from rounds where season_id = ${seasonId}) as rounds,
                 (select count(*)::int from fixtures where season_id = ${seasonId}) as fixtures,
                 (select count(*)::int from rounds where season_id = ${seasonId} and status = 'LOCKED') as locked`,
    );
    expect(counts).toEqual({
      clubs: 20,
      players: data.players.length,
      rounds: 38,
      fixtures: 380,
      locked: 38,
    });
    // Haaland's first price in 2023-24: 14.0m.
    const [haaland] = await rows<{ price: number; start_price: number }>(
      sql`select price, start_price from players where season_id = ${seasonId} and external_id = '355'`,
    );
    expect(haaland).toEqual({ price: 140, start_price: 140 });
  }, 600_000);

  it('a fixture moved out of gameweek 29 (blank) into gameweek 34 (double), as FPL shows it', async () => {
    const everton = data.fixtures.find((f) => f.id === MOVED)!;
    // The first look: every fixture's schedule, Everton v Liverpool in gameweek 29.
    expect(fed.fixtureMessages).toHaveLength(380);
    await sendAll(fed.fixtureMessages);
    expect(await fixtureRound(MOVED)).toEqual({ number: 29, status: 'SCHEDULED' });
    expect(await fixturesOfClub(everton.teamH, 29)).toBe(1);
    // The FA Cup takes the weekend: postponed with no date.
    recorded.reschedule(MOVED, null, null);
    const postponed = (await adapter.poll()).filter((p) => p.stream === 'fixture');
    expect(postponed.map((p) => p.message)).toMatchObject([
      {
        fixture: String(MOVED),
        sequence: 2,
        kind: 'fixture.update',
        data: { status: 'POSTPONED' },
      },
    ]);
    await sendAll(postponed);
    expect(await fixturesOfClub(everton.teamH, 29)).toBe(0);
    expect(await fixturesOfClub(everton.teamA, 29)).toBe(0);
    // Re-dated into gameweek 34: both clubs play twice in it.
    recorded.reschedule(MOVED, 34, everton.kickoffTime);
    const redated = (await adapter.poll()).filter((p) => p.stream === 'fixture');
    expect(redated).toHaveLength(1);
    await sendAll(redated);
    expect(await fixtureRound(MOVED)).toEqual({ number: 34, status: 'SCHEDULED' });
    expect(await fixturesOfClub(everton.teamH, 34)).toBe(2);
    expect(await fixturesOfClub(everton.teamA, 34)).toBe(2);
  }, 600_000);

  it("plays gameweek 34 with every message twice and shuffled: each player's points and bonus are FPL's", async () => {
    const ids = recorded.fixtureIds(34);
    expect(ids).toContain(MOVED);
    const messages = [];
    let seasonChanges = 0;
    for (const progress of STAGES) {
      for (const id of ids) recorded.setProgress(id, progress);
      const planned = await adapter.poll();
      // Prices (and clubs) as they stood in gameweek 34 go first, on the season stream.
      seasonChanges += (await sendSeasonStream(sender, planned)).length;
      messages.push(...planned.filter((p) => p.stream === 'fixture').map((p) => p.message));
    }
    expect(seasonChanges).toBeGreaterThan(0);
    // 13 matches × (live 30', live 70', provisional 90', result).
    expect(messages).toHaveLength(13 * 4);
    const outcomes: Record<FeedOutcome, number> = { applied: 0, held: 0, repeated: 0, refused: 0 };
    for (const message of deliveryOrder(messages, 4, seededRandom(34))) {
      const answer = await sender.send(message);
      outcomes[answer.outcome]++;
    }
    expect(outcomes.refused).toBe(0);
    expect(outcomes.repeated).toBe(messages.length);
    expect(outcomes.held).toBeGreaterThan(0);
    expect(outcomes.applied + outcomes.held).toBe(messages.length);

    const stored = await rows<{
      fixture: string;
      element: string;
      points: number;
      bonus: number;
      final: boolean;
    }>(
      sql`select f.external_id as fixture, pl.external_id as element, p.points, p.final,
                 coalesce((p.stats->>'bonus')::int, 0) as bonus
            from player_fixture_points p join fixtures f on f.id = p.fixture_id
            join players pl on pl.id = p.player_id
            join rounds r on r.id = f.round_id
           where f.season_id = ${seasonId} and r.number = 34`,
    );
    const byKey = new Map(stored.map((s) => [`${s.fixture}:${s.element}`, s]));
    const expected = data.rows.filter((r) => ids.includes(r.fixture));
    const wrong = expected.filter((r) => {
      const s = byKey.get(`${r.fixture}:${r.element}`);
      return (
        (s ? (s.final ? s.points : Number.NaN) : 0) !== r.totalPoints ||
        (s?.bonus ?? 0) !== (r.stats.bonus ?? 0)
      );
    });
    expect(wrong).toEqual([]);
    // Everton's and Liverpool's players scored twice in the gameweek.
    const twice = stored.filter((s) => s.fixture === String(MOVED));
    expect(twice.length).toBeGreaterThan(20);
    const [fixtures] = await rows<{ finished: number }>(
      sql`select count(*)::int as finished from fixtures f join rounds r on r.id = f.round_id
           where f.season_id = ${seasonId} and r.number = 34 and f.status = 'FINISHED'`,
    );
    expect(fixtures!.finished).toBe(13);
    // Nothing more to say until FPL changes something.
    expect(await adapter.poll()).toEqual([]);
  }, 600_000);

  it('a stat FPL corrects after the match goes to the feed as a correction, re-scoring the player', async () => {
    const row = data.rows.find((r) => r.fixture === MOVED && (r.stats.minutes ?? 0) >= 60)!;
    const pointsOf = async () => {
      const [p] = await rows<{ points: number; assists: number }>(
        sql`select p.points, coalesce((p.stats->>'assists')::int, 0) as assists
              from player_fixture_points p join fixtures f on f.id = p.fixture_id
              join players pl on pl.id = p.player_id
             where f.season_id = ${seasonId} and f.external_id = ${String(MOVED)}
               and pl.external_id = ${String(row.element)}`,
      );
      return p!;
    };
    const before = await pointsOf();
    recorded.correct(MOVED, row.element, { assists: (row.stats.assists ?? 0) + 1 });
    // The adapter as an operator runs it: look, send, keep what the feed took.
    const sent = await adapter.pollAndSend(sender);
    expect(sent.map((s) => [s.planned.message.kind, s.answer.outcome])).toEqual([
      ['soccer.correction', 'applied'],
    ]);
    const after = await pointsOf();
    expect(after.assists).toBe(before.assists + 1);
    // An assist is worth 3 in every position in 2023-24.
    expect(after.points - before.points).toBe(3);
    // Once FPL has checked the gameweek, the adapter stops reading it.
    recorded.markChecked(34);
    const seen = server.requests.length;
    expect((await adapter.poll()).filter((p) => p.stream === 'fixture')).toEqual([]);
    expect(server.requests.slice(seen).some((r) => r.startsWith('/api/event/34/live/'))).toBe(
      false,
    );
  }, 600_000);
});
