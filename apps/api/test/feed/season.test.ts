// Issue 21's season lifecycle through the feed (ADR 0041), on real data: the tenant plays FPL 2022-23 (two
// rounds replayed, simulated managers with points and ranks); a provider then creates FPL 2023-24 from its
// real teams, players (start prices, availability) and fixtures over the signed feed API — rounds and their
// deadlines derived from the first kick-offs — and makes it current. The new season's clock is 'live': the
// clock opens and locks its rounds by the real dates, a manager picks a squad from the fed players and it is
// carried into the next round at the deadline. The previous season stays as it was. Upserts are idempotent;
// prices, availability, fixtures and line-ups change; unknown teams, hostile bodies and messages before the
// season's declaration are refused whole, nothing applied.
import { join } from 'node:path';
import { queryRows } from '@gameweek/db/create-db';
import { importFplSeason } from '@gameweek/db/import/fpl';
import { seedDefaultTenants } from '@gameweek/db/seed/tenants';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { createTestDb, type TestDb } from '@gameweek/db/testing/test-db';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { DEFAULT_DEMO_TIMING, mapSeasonToDemoTime } from '../../src/demo/demo-time.ts';
import { createSimulatedManagers } from '../../src/demo/simulate-managers.ts';
import { testEnv } from '../../src/env.ts';
import { LiveEvents } from '../../src/jobs/live-events.ts';
import { tickSeasonClock } from '../../src/jobs/season-clock.ts';
import { saveSuggestedTeam } from '../helpers/real-season.ts';
import { DRIVERS, demoLogin, json } from '../helpers/setup.ts';
import { type FeedKey, feedSender } from './feed-helpers.ts';
import { chunk, fplSeasonFeed } from './feed-season-data.ts';

const ANCHOR = new Date('2026-03-01T12:00:00Z');
const PROVIDER = 'season-feed';
const SEASON_REF = 'epl-2023-24';
const DOMAIN = 'localhost';
const MINUTE = 60_000;
const feed = fplSeasonFeed('2023-24');
const competition = { code: 'epl', name: 'Premier League', sport: 'soccer' as const };

describe.each(DRIVERS)('a season created and made current by the feed (%s)', (driver) => {
  let t: TestDb;
  let app: FastifyInstance;
  let now = ANCHOR;
  let key: FeedKey;
  let send: ReturnType<typeof feedSender>;
  let tenantId: number;
  let previousSeasonId: number;
  let seasonId: number;
  let sequence = 0;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query);

  /** The next message of the season stream. */
  const season = (kind: string, data: unknown, seq = ++sequence) => ({
    provider: PROVIDER,
    season: SEASON_REF,
    sequence: seq,
    kind,
    data,
  });
  const sendOk = async (body: unknown) => {
    const res = await send(key, body);
    expect(res.statusCode, res.body).toBe(200);
    return json<{ status: string; fixture: string; sequence: number }>(res);
  };

  /** Everything a season-level message may change (to prove a refusal changed nothing). */
  const seasonState = async () => {
    const [row] = await rows<{ h: string }>(
      sql`select md5(concat_ws('|',
          (select string_agg(concat(id, code, name, sport), ',' order by id) from competitions),
          (select string_agg(concat(id, name, budget, clock::text), ',' order by id) from seasons),
          (select string_agg(concat(tenant_id, provider, season_ref, season_id), ',' order by season_ref) from feed_seasons),
          (select string_agg(concat(id, season_id), ',' order by id) from tenants),
          (select string_agg(concat(id, external_id, name, short_name, strength), ',' order by id) from clubs),
          (select string_agg(concat(id, club_id, external_id, name, position, start_price, price, availability, chance_of_playing, news), ',' order by id) from players),
          (select string_agg(concat(player_id, round_id, price), ',' order by player_id, round_id) from player_prices),
          (select string_agg(concat(id, number, name, status, opens_at, deadline_at, deadline_from_kickoff), ',' order by id) from rounds),
          (select string_agg(concat(id, round_id, external_id, home_club_id, away_club_id, kickoff_at, status, home_difficulty), ',' order by id) from fixtures),
          (select string_agg(concat(fixture_id, player_id, starting, slot), ',' order by fixture_id, player_id) from fixture_lineups),
          (select string_agg(concat(season_id, provider, fixture_ref, applied_through), ',' order by fixture_ref) from feed_cursors),
          (select string_agg(concat(id, status), ',' order by id) from feed_messages where status <> 'refused'))) as h`,
    );
    return row!.h;
  };

  /** What the previous season's managers have: squads, picks, scores and ranks, leagues. */
  const previousSeasonState = async () => {
    const [row] = await rows<{ h: string; scores: number }>(
      sql`select md5(concat_ws('|',
          (select string_agg(concat(s.id, s.user_id), ',' order by s.id) from squads s where s.season_id = ${previousSeasonId}),
          (select string_agg(concat(m.squad_id, m.round_id, m.points, m.total, m.rank, m.final), ',' order by m.squad_id, m.round_id)
             from manager_round_scores m join rounds r on r.id = m.round_id where r.season_id = ${previousSeasonId}),
          (select string_agg(concat(p.squad_id, p.round_id, p.player_id, p.slot), ',' order by p.squad_id, p.round_id, p.slot)
             from picks p join rounds r on r.id = p.round_id where r.season_id = ${previousSeasonId}),
          (select string_agg(concat(id, status, finalised_at), ',' order by id) from rounds where season_id = ${previousSeasonId}),
          (select string_agg(concat(l.id, l.name), ',' order by l.id) from leagues l where l.season_id = ${previousSeasonId}))) as h,
          (select count(*)::int from manager_round_scores m join rounds r on r.id = m.round_id
            where r.season_id = ${previousSeasonId} and m.final) as scores`,
    );
    return row!;
  };

  beforeAll(async () => {
    t = await createTestDb(driver);
    const tenants = await seedDefaultTenants(t.db, ANCHOR);
    tenantId = tenants.get('white-label-soccer')!;
    // The season the tenant plays now: FPL 2022-23, its first two rounds replayed by the clock.
    const previous = await importFplSeason(t.db, join(dataRoot(), 'fpl', '2022-23'), {
      tenantDomain: DOMAIN,
    });
    previousSeasonId = previous.seasonId;
    await mapSeasonToDemoTime(t.db, previousSeasonId, ANCHOR, {
      ...DEFAULT_DEMO_TIMING,
      openRound: 3,
    });
    const [first] = await rows<{ id: number }>(
      sql`select id from rounds where season_id = ${previousSeasonId} and number = 1`,
    );
    await createSimulatedManagers(t.db, {
      tenantId,
      seasonId: previousSeasonId,
      seasonName: '2022-23',
      roundId: first!.id,
      count: 12,
      prefix: 'previous',
    });
    await tickSeasonClock(t.db, ANCHOR, { provisionalWindowMs: 0 });
    app = await buildApp({
      env: testEnv(),
      db: t.db,
      clock: () => now,
      events: new LiveEvents(),
    });
    key = await app.services.feedKeys.create(tenantId, PROVIDER);
    send = feedSender(app, () => now);
  }, 900_000);
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('refuses messages for a season not declared yet, nothing applied', async () => {
    const before = await seasonState();
    for (const body of [
      season('teams.upsert', { teams: feed.teams }, 1),
      season('season.upsert', { competition, name: '2023-24' }, 2),
    ]) {
      const res = await send(key, body);
      expect(res.statusCode, res.body).toBe(404);
      expect(json(res)).toMatchObject({ details: [{ code: 'FEED_UNKNOWN_SEASON' }] });
    }
    // A season of the other sport is not this tenant's.
    const cricket = await send(
      key,
      season(
        'season.upsert',
        { competition: { code: 'ipl', name: 'IPL', sport: 'cricket' }, name: '2025' },
        1,
      ),
    );
    expect(cricket.statusCode, cricket.body).toBe(400);
    expect(json(cricket)).toMatchObject({ details: [{ code: 'FEED_SEASON_SPORT_MISMATCH' }] });
    expect(await seasonState()).toBe(before);
  });

  it("creates FPL 2023-24 from its real teams, players and fixtures: rounds with deadlines 90 minutes before each round's first kick-off", async () => {
    const previous = await previousSeasonState();
    expect(previous.scores).toBeGreaterThan(0);
    const declared = await sendOk(season('season.upsert', { competition, name: '2023-24' }));
    expect(declared).toMatchObject({ status: 'applied', fixture: `season:${SEASON_REF}` });
    await sendOk(season('teams.upsert', { teams: feed.teams }));
    for (const players of chunk(feed.players, 300))
      await sendOk(season('players.upsert', { players }));
    // No rounds message first: the fixtures name their rounds, which take their deadlines from them.
    for (const fixtures of chunk(feed.fixtures, 150))
      await sendOk(season('fixtures.upsert', { fixtures }));
    await sendOk(
      season('rounds.upsert', {
        rounds: Array.from({ length: 38 }, (_, i) => ({
          number: i + 1,
          name: `Gameweek ${i + 1}`,
        })),
      }),
    );

    const [s] = await rows<{ id: number; clock: { mode: string }; budget: number }>(
      sql`select s.id, s.clock, s.budget from seasons s join competitions c on c.id = s.competition_id
           where c.code = 'epl' and s.name = '2023-24'`,
    );
    seasonId = s!.id;
    expect(s!.clock.mode).toBe('live');
    expect(s!.budget).toBe(1000);
    const [counts] = await rows<{
      clubs: number;
      players: number;
      fixtures: number;
      rounds: number;
    }>(
      sql`select (select count(*)::int from clubs where season_id = ${seasonId}) as clubs,
                 (select count(*)::int from players where season_id = ${seasonId}) as players,
                 (select count(*)::int from fixtures where season_id = ${seasonId}) as fixtures,
                 (select count(*)::int from rounds where season_id = ${seasonId}) as rounds`,
    );
    expect(counts).toEqual({
      clubs: 20,
      players: feed.players.length,
      fixtures: feed.fixtures.length,
      rounds: 38,
    });
    // Every round's deadline is the game's rule applied to its real first kick-off; each opens when the
    // one before it locks.
    const rounds = await rows<{ number: number; opens_at: Date; deadline_at: Date; name: string }>(
      sql`select number, opens_at, deadline_at, name from rounds where season_id = ${seasonId} order by number`,
    );
    for (const r of rounds) {
      const first = Math.min(
        ...feed.fixtures.filter((f) => f.round === r.number).map((f) => Date.parse(f.kickoff_at)),
      );
      expect(new Date(r.deadline_at).getTime(), `round ${r.number}`).toBe(first - 90 * MINUTE);
      expect(r.name).toBe(`Gameweek ${r.number}`);
    }
    expect(new Date(rounds[0]!.deadline_at).toISOString()).toBe('2023-08-11T17:30:00.000Z');
    for (let i = 1; i < rounds.length; i++)
      expect(new Date(rounds[i]!.opens_at).getTime()).toBe(
        new Date(rounds[i - 1]!.deadline_at).getTime(),
      );
    // Prices and positions as sent: Haaland (355) a 14.0m forward at the start of 2023-24.
    const [haaland] = await rows<{ price: number; start_price: number; position: string }>(
      sql`select price, start_price, position from players where season_id = ${seasonId} and external_id = '355'`,
    );
    expect(haaland).toEqual({ price: 140, start_price: 140, position: 'FWD' });
    // Not current yet: the tenant still plays 2022-23, untouched.
    const [tenant] = await rows<{ season_id: number }>(
      sql`select season_id from tenants where id = ${tenantId}`,
    );
    expect(tenant!.season_id).toBe(previousSeasonId);
    expect((await previousSeasonState()).h).toBe(previous.h);
  });

  it('the same upserts again change nothing (as new messages, and as repeats of numbered ones)', async () => {
    const before = await seasonState();
    const repeat = await send(key, season('teams.upsert', { teams: feed.teams }, 2));
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['x-feed-repeated']).toBe('true');
    expect(await seasonState()).toBe(before);
    await sendOk(season('teams.upsert', { teams: feed.teams }));
    await sendOk(season('players.upsert', { players: feed.players.slice(0, 300) }));
    await sendOk(season('fixtures.upsert', { fixtures: feed.fixtures.slice(0, 150) }));
    await sendOk(season('season.upsert', { competition, name: '2023-24', budget: 1000 }));
    // Only the stream's cursor and the accepted messages moved.
    const [changed] = await rows<{ n: number }>(
      sql`select count(*)::int as n from players where season_id = ${seasonId} and price <> start_price`,
    );
    expect(changed!.n).toBe(0);
  });

  it('holds a message that runs ahead of the one creating its team, and applies both in order', async () => {
    const team = { team: '21', name: 'Ipswich', short_name: 'IPS', strength: 2 };
    const player = {
      player: '900',
      team: '21',
      name: 'Hirst',
      full_name: 'George Hirst',
      position: 'FWD' as const,
      price: 55,
    };
    const later = await send(key, season('players.upsert', { players: [player] }, sequence + 2));
    expect(later.statusCode, later.body).toBe(202);
    expect(json(later)).toMatchObject({ status: 'held', applied_through: sequence });
    const filled = await sendOk(season('teams.upsert', { teams: [team] }, sequence + 1));
    expect(filled).toMatchObject({ applied_through: sequence + 2, released: [expect.any(Number)] });
    sequence += 2;
    const [row] = await rows<{ club: string; price: number }>(
      sql`select c.external_id as club, p.price from players p join clubs c on c.id = p.club_id
           where p.season_id = ${seasonId} and p.external_id = '900'`,
    );
    expect(row).toEqual({ club: '21', price: 55 });
    // The feed status lists the season's stream beside the fixtures'.
    const status = await send(key, undefined, { url: '/feed/v1/status', method: 'GET' });
    expect(status.statusCode, status.body).toBe(200);
    expect(json<{ fixtures: unknown[] }>(status).fixtures).toContainEqual(
      expect.objectContaining({
        provider: PROVIDER,
        fixture: `season:${SEASON_REF}`,
        applied_through: sequence,
        held: [],
      }),
    );
  });

  it('refuses a message naming an unknown team whole: nothing of it applied', async () => {
    const before = await seasonState();
    const players = [
      { ...feed.players[0]!, price: 99 },
      { ...feed.players[1]!, team: '22' },
      { ...feed.players[2]!, team: 'nobody' },
    ];
    const res = await send(key, season('players.upsert', { players }, sequence + 1));
    expect(res.statusCode, res.body).toBe(404);
    expect(json(res)).toMatchObject({
      code: 'NOT_FOUND',
      details: [{ code: 'FEED_UNKNOWN_TEAM', params: { teams: ['22', 'nobody'] } }],
    });
    const fixture = await send(
      key,
      season(
        'fixtures.upsert',
        {
          fixtures: [
            { ...feed.fixtures[0]!, kickoff_at: '2023-08-12T12:00:00Z' },
            { ...feed.fixtures[1]!, fixture: 'new-1', away: '99' },
          ],
        },
        sequence + 1,
      ),
    );
    expect(json(fixture)).toMatchObject({ details: [{ code: 'FEED_UNKNOWN_TEAM' }] });
    expect(await seasonState()).toBe(before);
  });

  it('hostile season bodies are each refused, never a 500, and nothing of them is applied', async () => {
    const before = await seasonState();
    const valid = {
      teams: feed.teams.slice(0, 2),
      players: feed.players.slice(0, 3),
      fixtures: feed.fixtures.slice(0, 2),
    };
    const hostile = fc.oneof(
      // A field of any type where a known one belongs.
      fc
        .record({
          kind: fc.constantFrom(
            'teams.upsert',
            'players.upsert',
            'fixtures.upsert',
            'rounds.upsert',
          ),
          field: fc.constantFrom('team', 'player', 'name', 'price', 'position', 'round', 'home'),
          // Never a value the field could take: not a string, number or null.
          value: fc
            .anything()
            .filter(
              (v) =>
                v !== undefined && v !== null && typeof v !== 'string' && typeof v !== 'number',
            ),
        })
        .map(({ kind, field, value }) => {
          const list =
            kind === 'teams.upsert'
              ? { teams: valid.teams.map((x) => ({ ...x, [field]: value })) }
              : kind === 'players.upsert'
                ? { players: valid.players.map((x) => ({ ...x, [field]: value })) }
                : kind === 'fixtures.upsert'
                  ? { fixtures: valid.fixtures.map((x) => ({ ...x, [field]: value })) }
                  : { rounds: [{ number: 1, name: 'Gameweek 1', [field]: value }] };
          return season(kind, list, sequence + 1);
        }),
      // Unknown team refs, a cricket role in a soccer season, a team playing itself, an item twice, a new
      // fixture with no round, a round with no deadline and no fixtures, another season's name.
      fc.constantFrom(
        season(
          'players.upsert',
          { players: [{ ...valid.players[0]!, position: 'BOWL' }] },
          sequence + 1,
        ),
        season(
          'fixtures.upsert',
          { fixtures: [{ ...valid.fixtures[0]!, away: valid.fixtures[0]!.home }] },
          sequence + 1,
        ),
        season(
          'teams.upsert',
          { teams: [valid.teams[0]!, { ...valid.teams[0]!, name: 'Twice' }] },
          sequence + 1,
        ),
        season(
          'fixtures.upsert',
          { fixtures: [{ ...valid.fixtures[0]!, fixture: 'new-2', round: null }] },
          sequence + 1,
        ),
        season('rounds.upsert', { rounds: [{ number: 60, name: 'Gameweek 60' }] }, sequence + 1),
        season('season.upsert', { competition, name: '2024-25' }, sequence + 1),
        season(
          'season.upsert',
          { competition: { ...competition, sport: 'cricket' }, name: '2023-24' },
          sequence + 1,
        ),
        season('players.upsert', { players: [] }, sequence + 1),
        { ...season('teams.upsert', { teams: valid.teams }, sequence + 1), fixture: '1' },
      ),
      // Random JSON in the data.
      fc
        .record({
          kind: fc.constantFrom(
            'season.upsert',
            'teams.upsert',
            'players.upsert',
            'rounds.upsert',
            'fixtures.upsert',
          ),
          data: fc.anything(),
        })
        .map(({ kind, data }) => season(kind, data, sequence + 1)),
    );
    await fc.assert(
      fc.asyncProperty(hostile, async (body) => {
        const res = await send(key, body);
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(json(res)).toMatchObject({ statusCode: res.statusCode, code: expect.any(String) });
      }),
      { numRuns: 60, seed: 21 },
    );
    expect(await seasonState()).toBe(before);
  });

  it('updates prices and availability: the new price is the next round’s', async () => {
    const haaland = feed.players.find((p) => p.player === '355')!;
    await sendOk(
      season('players.upsert', {
        players: [
          {
            ...haaland,
            price: 145,
            availability: {
              status: 'doubtful',
              chance: 75,
              news: 'Foot injury - 75% chance of playing',
            },
          },
        ],
      }),
    );
    const [row] = await rows<{
      price: number;
      start_price: number;
      availability: string;
      chance_of_playing: number;
      news: string;
      round_price: number;
    }>(
      sql`select p.price, p.start_price, p.availability, p.chance_of_playing, p.news, pp.price as round_price
            from players p join player_prices pp on pp.player_id = p.id
            join rounds r on r.id = pp.round_id and r.number = 1
           where p.season_id = ${seasonId} and p.external_id = '355'`,
    );
    expect(row).toEqual({
      price: 145,
      start_price: 140,
      availability: 'd',
      chance_of_playing: 75,
      news: 'Foot injury - 75% chance of playing',
      round_price: 145,
    });
    // Back to the start price before the season begins.
    await sendOk(season('players.upsert', { players: [haaland] }));
  });

  it("moves a fixture to another round and postpones one: derived deadlines follow the rounds' first kick-offs", async () => {
    const deadlineOf = async (n: number) => {
      const [r] = await rows<{ deadline_at: Date }>(
        sql`select deadline_at from rounds where season_id = ${seasonId} and number = ${n}`,
      );
      return new Date(r!.deadline_at).toISOString();
    };
    // Round 3's first fixture moves to round 20 (a double there); round 3's deadline follows its next first
    // kick-off. Round 4's first fixture is postponed (no round): round 4's deadline follows too.
    const byKickoff = (n: number) =>
      feed.fixtures
        .filter((f) => f.round === n)
        .sort((a, b) => Date.parse(a.kickoff_at) - Date.parse(b.kickoff_at));
    const [r3first, r3second] = byKickoff(3);
    const [r4first, r4second] = byKickoff(4);
    const moved = { ...r3first!, round: 20, kickoff_at: '2024-01-02T20:00:00Z' };
    const postponed = { ...r4first!, round: null, kickoff_at: null };
    await sendOk(season('fixtures.upsert', { fixtures: [moved, postponed] }));
    expect(await deadlineOf(3)).toBe(
      new Date(Date.parse(r3second!.kickoff_at) - 90 * MINUTE).toISOString(),
    );
    expect(await deadlineOf(4)).toBe(
      new Date(Date.parse(r4second!.kickoff_at) - 90 * MINUTE).toISOString(),
    );
    const fixtures = await rows<{ external_id: string; number: number; status: string }>(
      sql`select f.external_id, r.number, f.status from fixtures f join rounds r on r.id = f.round_id
           where f.season_id = ${seasonId} and f.external_id in (${moved.fixture}, ${postponed.fixture})
           order by f.external_id::int`,
    );
    expect(fixtures).toContainEqual({
      external_id: moved.fixture,
      number: 20,
      status: 'SCHEDULED',
    });
    expect(fixtures).toContainEqual({
      external_id: postponed.fixture,
      number: 4,
      status: 'POSTPONED',
    });
    // Put back as the real season had them.
    await sendOk(season('fixtures.upsert', { fixtures: [r3first!, r4first!] }));
    expect(await deadlineOf(3)).toBe(
      new Date(Date.parse(r3first!.kickoff_at) - 90 * MINUTE).toISOString(),
    );
    expect(await deadlineOf(4)).toBe(
      new Date(Date.parse(r4first!.kickoff_at) - 90 * MINUTE).toISOString(),
    );
  });

  it('refuses to make a season current before it has rounds, fixtures and players', async () => {
    const res = await send(key, {
      provider: PROVIDER,
      season: 'empty',
      sequence: 1,
      kind: 'season.upsert',
      data: { competition, name: '2099-00', current: true },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(json(res)).toMatchObject({ details: [{ code: 'FEED_SEASON_NOT_READY' }] });
    // Refused whole: the season it declared is gone with it.
    const [n] = await rows<{ n: number }>(
      sql`select count(*)::int as n from seasons where name = '2099-00'`,
    );
    expect(n!.n).toBe(0);
  });

  it('maps a season the clock replays without moving its schedule: restated, its times stay the replay’s', async () => {
    const previous = await previousSeasonState();
    const schedule = async () =>
      (
        await rows<{ h: string }>(
          sql`select md5(concat_ws('|',
              (select string_agg(concat(id, number, status, opens_at, deadline_at), ',' order by id) from rounds where season_id = ${previousSeasonId}),
              (select string_agg(concat(id, round_id, kickoff_at, status, home_club_id), ',' order by id) from fixtures where season_id = ${previousSeasonId}))) as h`,
        )
      )[0]!.h;
    const before = await schedule();
    const old = fplSeasonFeed('2022-23');
    const replayed = (seq: number, kind: string, data: unknown) => ({
      provider: PROVIDER,
      season: 'epl-2022-23',
      sequence: seq,
      kind,
      data,
    });
    await sendOk(replayed(1, 'season.upsert', { competition, name: '2022-23' }));
    await sendOk(replayed(2, 'teams.upsert', { teams: old.teams }));
    await sendOk(replayed(3, 'fixtures.upsert', { fixtures: old.fixtures.slice(0, 120) }));
    await sendOk(
      replayed(4, 'rounds.upsert', {
        rounds: [{ number: 5, name: 'Gameweek 5', deadline_at: '2022-08-30T17:30:00Z' }],
      }),
    );
    expect(await schedule()).toBe(before);
    const [mapped] = await rows<{ season_id: number }>(
      sql`select season_id from feed_seasons where season_ref = 'epl-2022-23'`,
    );
    expect(mapped!.season_id).toBe(previousSeasonId);
    for (const body of [
      replayed(5, 'fixtures.upsert', { fixtures: [{ ...old.fixtures[200]!, round: 30 }] }),
      replayed(5, 'rounds.upsert', {
        rounds: [{ number: 39, name: 'Gameweek 39', deadline_at: '2023-06-01T17:30:00Z' }],
      }),
    ]) {
      const res = await send(key, body);
      expect(res.statusCode, res.body).toBe(409);
      expect(json(res)).toMatchObject({ details: [{ code: 'FEED_SEASON_REPLAYED' }] });
    }
    expect(await schedule()).toBe(before);
    expect(await previousSeasonState()).toEqual(previous);
  });

  it('makes the new season current: the previous stays as it was, the clock opens and locks the new rounds by their real dates, a squad picked from the fed players carries over', async () => {
    const previous = await previousSeasonState();
    const leaderboard = (query = '') =>
      app.inject({ method: 'GET', url: `/v1/leaderboard${query}`, headers: { domain: DOMAIN } });
    const before = json<{ round: { number: number } | null; rows: unknown[] }>(await leaderboard());
    expect(before.round).not.toBeNull();
    expect(before.rows).toHaveLength(12);
    await sendOk(season('season.upsert', { competition, name: '2023-24', current: true }));
    const [tenant] = await rows<{ season_id: number }>(
      sql`select season_id from tenants where id = ${tenantId}`,
    );
    expect(tenant!.season_id).toBe(seasonId);
    expect(await previousSeasonState()).toEqual(previous);
    // This instance serves the new season at once (the switch's live event drops the cached tenant; other
    // instances within their 30 s cache): its leaderboard starts empty; the previous season's stays
    // readable, as it was.
    expect(json(await leaderboard())).toMatchObject({ round: null, rows: [] });
    expect(json(await leaderboard(`?season=${previousSeasonId}`))).toEqual(before);

    // A week before 2023-24's first deadline: round 1 opens; the app serves the new season.
    now = new Date('2023-08-05T12:00:00Z');
    await tickSeasonClock(t.db, now);
    const config = await app.inject({
      method: 'GET',
      url: '/v1/config',
      headers: { domain: DOMAIN },
    });
    expect(config.statusCode, config.body).toBe(200);
    const token = await demoLogin(app, DOMAIN);
    await saveSuggestedTeam(app, token, DOMAIN);
    const [squad] = await rows<{ id: number; season_id: number; picks: number; cost: number }>(
      sql`select s.id, s.season_id, count(p.*)::int as picks, sum(p.purchase_price)::int as cost
            from squads s join picks p on p.squad_id = s.id
           where s.season_id = ${seasonId} group by s.id`,
    );
    expect(squad).toMatchObject({ season_id: seasonId, picks: 15 });
    expect(squad!.cost).toBeLessThanOrEqual(1000);

    // Round 1's deadline passes, round 2 opens; at round 2's deadline the squad, which saved nothing
    // for round 2, plays it with its round-1 team (the clock's carry-over by the season's rules).
    now = new Date('2023-08-18T18:00:00Z');
    await tickSeasonClock(t.db, now);
    const rounds = await rows<{ number: number; status: string }>(
      sql`select number, status from rounds where season_id = ${seasonId} and number <= 3 order by number`,
    );
    expect(rounds).toEqual([
      { number: 1, status: 'LOCKED' },
      { number: 2, status: 'LOCKED' },
      { number: 3, status: 'OPEN' },
    ]);
    const carried = await rows<{ number: number; picks: number; free_transfers: number }>(
      sql`select r.number, (select count(*)::int from picks p where p.squad_id = sr.squad_id and p.round_id = sr.round_id) as picks,
                 sr.free_transfers
            from squad_rounds sr join rounds r on r.id = sr.round_id
           where sr.squad_id = ${squad!.id} order by r.number`,
    );
    expect(carried.map((c) => [c.number, c.picks])).toEqual([
      [1, 15],
      [2, 15],
    ]);
    // The feed now plays the new season's fixtures (clock mode 'live'): none was kicked off by the clock.
    const [started] = await rows<{ n: number }>(
      sql`select count(*)::int as n from fixtures where season_id = ${seasonId} and status <> 'SCHEDULED'`,
    );
    expect(started!.n).toBe(0);
    expect(await previousSeasonState()).toEqual(previous);
  });

  it('the player app lists what the feed says of a player’s availability: his chance of playing and the news', async () => {
    // The fed season is the tenant's now (the test before); its players came with FPL's availability.
    const res = await app.inject({
      method: 'GET',
      url: '/v1/players',
      headers: { domain: DOMAIN },
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed = (
      json(res) as {
        players: { id: number; name: string; chance_of_playing?: number; news?: string }[];
      }
    ).players;
    // By name, so only names one player has.
    const once = (name: string) => feed.players.filter((q) => q.name === name).length === 1;
    const withNews = feed.players.filter((p) => p.availability.news && once(p.name));
    expect(withNews.length).toBeGreaterThan(0);
    const byName = new Map(listed.map((p) => [p.name, p]));
    for (const p of withNews.slice(0, 20)) {
      const shown = byName.get(p.name)!;
      expect(shown.news).toBe(p.availability.news);
      if (p.availability.chance !== null)
        expect(shown.chance_of_playing).toBe(p.availability.chance);
    }
    // Nothing said, nothing listed: a player without news carries neither field.
    const quiet = feed.players.find(
      (p) => !p.availability.news && p.availability.chance === null && once(p.name),
    )!;
    expect(byName.get(quiet.name)).not.toHaveProperty('news');
    expect(byName.get(quiet.name)).not.toHaveProperty('chance_of_playing');
  });

  it('takes a line-up on the fixture stream of a season it names', async () => {
    // Burnley v Man City, fixture 1: both sides' players from the feed's own player list.
    const fixture = feed.fixtures.find((f) => f.fixture === '1')!;
    const home = feed.players.filter((p) => p.team === fixture.home).slice(0, 12);
    const away = feed.players.filter((p) => p.team === fixture.away).slice(0, 12);
    const lineup = {
      provider: PROVIDER,
      season: SEASON_REF,
      fixture: '1',
      sequence: 1,
      kind: 'fixture.lineup',
      data: {
        teams: [home, away].map((side, i) => ({
          team: i === 0 ? fixture.home : fixture.away,
          starting: side.slice(0, 11).map((p) => p.player),
          bench: [side[11]!.player],
        })),
      },
    };
    await sendOk(lineup);
    const [row] = await rows<{ starting: number; bench: number }>(
      sql`select count(*) filter (where l.starting)::int as starting,
                 count(*) filter (where not l.starting)::int as bench
            from fixture_lineups l join fixtures f on f.id = l.fixture_id
           where f.season_id = ${seasonId} and f.external_id = '1'`,
    );
    expect(row).toEqual({ starting: 22, bench: 2 });
    // A player of neither team: refused, the line-up stays.
    const other = feed.players.find((p) => p.team !== fixture.home && p.team !== fixture.away)!;
    const res = await send(key, {
      ...lineup,
      sequence: 2,
      data: {
        teams: [
          { team: fixture.home, starting: [other.player] },
          { team: fixture.away, starting: [away[0]!.player] },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res)).toMatchObject({ details: [{ code: 'FEED_PLAYER_NOT_IN_FIXTURE' }] });
    // A player of the fixture listed under the other team, or an overs quota on a soccer line-up: refused.
    for (const [data, code] of [
      [
        {
          teams: [
            { team: fixture.home, starting: [away[1]!.player] },
            { team: fixture.away, starting: [away[0]!.player] },
          ],
        },
        'FEED_PLAYER_NOT_IN_TEAM',
      ],
      [
        {
          overs: 20,
          teams: [
            { team: fixture.home, starting: [home[0]!.player] },
            { team: fixture.away, starting: [away[0]!.player] },
          ],
        },
        'FEED_LINEUP_NOT_FOR_SPORT',
      ],
    ] as const) {
      const refused = await send(key, { ...lineup, sequence: 2, data });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(json(refused)).toMatchObject({ details: [{ code }] });
    }
    const [after] = await rows<{ n: number }>(
      sql`select count(*)::int as n from fixture_lineups l join fixtures f on f.id = l.fixture_id
           where f.season_id = ${seasonId} and f.external_id = '1'`,
    );
    expect(after!.n).toBe(24);
  });
});
