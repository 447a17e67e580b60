// Issue 21: the data-feed API on the real FPL 2023-24 season `npm start` serves. Refusals (bad signature,
// expired timestamp, unknown key, malformed body, unknown player) change nothing; a repeated message answers
// as the first; a message ahead of its turn is held and applied when the gap fills; a fixture postponed
// leaves a blank round and re-dated makes a double; an assist corrected after the round is final gives the
// totals and ranks a full recompute gives; key rotation; the feed status; hostile envelopes never a 500.
import { FeedMessageSchema } from '@gameweek/contracts/feed';
import { queryRows } from '@gameweek/db/create-db';
import { fixturePoints } from '@gameweek/rules/soccer/fixture-points';
import type { PlayerPosition } from '@gameweek/rules/soccer/positions';
import { soccerSeasonRules } from '@gameweek/rules/soccer/season-rules';
import { soccerStats } from '@gameweek/rules/soccer/stats';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testEnv } from '../../src/env.ts';
import { LiveEvents } from '../../src/jobs/live-events.ts';
import { tickSeasonClock } from '../../src/jobs/season-clock.ts';
import { scoreSoccerRound } from '../../src/jobs/soccer-scoring.ts';
import { prepareRealSeason, type RealSeason } from '../helpers/real-season.ts';
import { DRIVERS, json } from '../helpers/setup.ts';
import {
  type FeedKey,
  feedSender,
  gameState,
  makeSeasonLive,
  roundFixtures,
  soccerTenantId,
} from './feed-helpers.ts';

const ANCHOR = new Date('2026-03-01T12:00:00Z');
const MINUTE = 60_000;
const PROVIDER = 'test-feed';
const rules = soccerSeasonRules('2023-24');

describe.each(DRIVERS)('the data feed on the real season (%s)', (driver) => {
  let season: RealSeason;
  let app: FastifyInstance;
  let now = ANCHOR;
  let key: FeedKey;
  let send: ReturnType<typeof feedSender>;
  const events = new LiveEvents();
  const db = () => season.testDb.db;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);

  beforeAll(async () => {
    season = await prepareRealSeason(driver, ANCHOR);
    app = await buildApp({ env: testEnv(), db: season.testDb.db, clock: () => now, events });
    key = await app.services.feedKeys.create(await soccerTenantId(season), PROVIDER);
    send = feedSender(app, () => now);
  }, 900_000);
  afterAll(async () => {
    await app?.close();
    await season?.testDb.close();
  });

  const statsOf = async (fixtureId: number, playerRef: string) => {
    const [row] = await rows<{ stats: Record<string, number>; points: number | null }>(
      sql`select s.stats, p.points from player_fixture_stats s
            join players pl on pl.id = s.player_id
            left join player_fixture_points p on p.fixture_id = s.fixture_id and p.player_id = s.player_id
           where s.fixture_id = ${fixtureId} and pl.external_id = ${playerRef}
             and pl.season_id = ${season.demo.soccerSeasonId}`,
    );
    return row;
  };

  it('refuses a bad signature, an expired or future timestamp, an unknown key and a body changed in transit; nothing applied', async () => {
    const [fixture] = await roundFixtures(season, 6);
    const message = {
      provider: PROVIDER,
      fixture: fixture!.ref,
      sequence: 1,
      kind: 'fixture.update',
      data: { status: 'POSTPONED' },
    };
    const before = await gameState(season);
    const cases: [string, Promise<Awaited<ReturnType<typeof send>>>][] = [
      ['FEED_SIGNATURE_INVALID', send({ ...key, secret: 'not-the-secret' }, message)],
      ['FEED_TIMESTAMP_EXPIRED', send(key, message, { skewSeconds: -301 })],
      ['FEED_TIMESTAMP_AHEAD', send(key, message, { skewSeconds: 120 })],
      ['FEED_KEY_UNKNOWN', send({ keyId: 'fk_nobody', secret: key.secret }, message)],
      [
        'FEED_SIGNATURE_INVALID',
        send(key, message, { signedBody: JSON.stringify({ ...message, sequence: 2 }) }),
      ],
      [
        'FEED_KEY_MISSING',
        app.inject({ method: 'POST', url: '/feed/v1/messages', payload: message }),
      ],
    ];
    for (const [code, pending] of cases) {
      const res = await pending;
      expect(res.statusCode, res.body).toBe(401);
      expect(json(res)).toMatchObject({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        details: [{ code }],
      });
    }
    // Five minutes old is still fresh.
    expect(await gameState(season)).toBe(before);
    const [logged] = await rows<{ n: number }>(
      sql`select count(*)::int as n from feed_calls where status_code = 401 and tenant_id is null`,
    );
    expect(logged!.n).toBe(cases.length);
  });

  it('refuses a malformed body, an unknown fixture and an unknown player; nothing of them applied', async () => {
    const [fixture] = await roundFixtures(season, 2);
    const known = fixture!.home.players[0]!;
    const before = await gameState(season);
    const statsBefore = await statsOf(fixture!.id, known);
    const notJson = await send(key, '{"provider": "test-feed", ');
    expect(notJson.statusCode).toBe(400);
    expect(json(notJson)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ code: 'FEED_BODY_NOT_JSON' }],
    });
    const notAMessage = await send(key, {
      provider: PROVIDER,
      fixture: fixture!.ref,
      sequence: 0,
      kind: 'soccer.goal',
    });
    expect(notAMessage.statusCode).toBe(400);
    expect(json(notAMessage)).toMatchObject({ code: 'VALIDATION_FAILED' });
    const correction = (fixtureRef: string, players: string[]) => ({
      provider: PROVIDER,
      fixture: fixtureRef,
      sequence: 1,
      kind: 'soccer.correction',
      data: { players: players.map((player) => ({ player, stats: { minutes: 90, assists: 3 } })) },
    });
    const unknownFixture = await send(key, correction('no-such-fixture', [known]));
    expect(unknownFixture.statusCode).toBe(404);
    expect(json(unknownFixture)).toMatchObject({
      code: 'NOT_FOUND',
      details: [{ code: 'FEED_UNKNOWN_FIXTURE' }],
    });
    // One known player and one unknown: the whole message is refused, the known one's stats stay.
    const unknownPlayer = await send(key, correction(fixture!.ref, [known, '999999']));
    expect(unknownPlayer.statusCode).toBe(404);
    expect(json(unknownPlayer)).toMatchObject({
      code: 'NOT_FOUND',
      details: [{ code: 'FEED_UNKNOWN_PLAYER', params: { players: ['999999'] } }],
    });
    const otherProvider = await send(key, {
      ...correction(fixture!.ref, [known]),
      provider: 'someone-else',
    });
    expect(otherProvider.statusCode).toBe(403);
    expect(await gameState(season)).toBe(before);
    expect(await statsOf(fixture!.id, known)).toEqual(statsBefore);
    const refused = await rows<{ reason: string }>(
      sql`select reason from feed_messages where status = 'refused' order by id`,
    );
    expect(refused.map((r) => r.reason.split(':')[0])).toEqual([
      'FEED_BODY_NOT_JSON',
      'invalid_union',
      'FEED_UNKNOWN_FIXTURE',
      'FEED_UNKNOWN_PLAYER',
      'FEED_PROVIDER_MISMATCH',
    ]);
  });

  it('an assist corrected after the round is final re-scores the managers: totals and ranks equal a full recompute', async () => {
    const seasonId = season.demo.soccerSeasonId;
    const [round2] = await rows<{ id: number; status: string }>(
      sql`select id, status from rounds where season_id = ${seasonId} and number = 2`,
    );
    expect(round2!.status).toBe('FINISHED');
    // The round-2 player most picked in starting XIs, so managers' scores must move.
    const [pick] = await rows<{
      fixture_id: number;
      external_id: string;
      position: PlayerPosition;
      n: number;
    }>(
      sql`select s.fixture_id, pl.external_id, pl.position, count(*)::int as n
            from picks k join players pl on pl.id = k.player_id
            join player_fixture_stats s on s.player_id = pl.id
            join fixtures f on f.id = s.fixture_id and f.round_id = k.round_id
           where k.round_id = ${round2!.id} and k.slot <= 11 and (s.stats->>'minutes')::int >= 60
           group by 1, 2, 3 order by n desc, 2 limit 1`,
    );
    expect(pick!.n).toBeGreaterThan(0);
    const [fixture] = await rows<{ external_id: string }>(
      sql`select external_id from fixtures where id = ${pick!.fixture_id}`,
    );
    const before = await statsOf(pick!.fixture_id, pick!.external_id);
    const scoresBefore = await rows<{ squad_id: number; round_id: number; total: number }>(
      sql`select squad_id, round_id, total from manager_round_scores order by squad_id, round_id`,
    );
    const corrected = { ...before!.stats, assists: (before!.stats.assists ?? 0) + 1 };
    const res = await send(key, {
      provider: PROVIDER,
      fixture: fixture!.external_id,
      sequence: 1,
      kind: 'soccer.correction',
      data: { players: [{ player: pick!.external_id, stats: corrected }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ status: 'applied', sequence: 1, applied_through: 1 });
    const after = await statsOf(pick!.fixture_id, pick!.external_id);
    expect(after!.stats.assists).toBe(corrected.assists);
    expect(after!.points).toBe(fixturePoints(rules, pick!.position, soccerStats(corrected)).total);
    // An assist is worth 3 points in every position in 2023-24.
    expect(after!.points! - before!.points!).toBe(3);

    const incremental = await rows<{ squad_id: number; round_id: number; total: number }>(
      sql`select squad_id, round_id, total from manager_round_scores order by squad_id, round_id`,
    );
    expect(incremental).not.toEqual(scoresBefore);
    const snapshot = sql`select squad_id, round_id, points, total, rank, round_rank, previous_rank, final
                           from manager_round_scores order by squad_id, round_id`;
    const afterCorrection = await rows(snapshot);
    // The full recompute: every scored round of the season again, in order, from the stored points.
    const scored = await rows<{ id: number; number: number; final: boolean }>(
      sql`select id, number, finalised_at is not null as final from rounds
           where season_id = ${seasonId} and id in (select distinct round_id from manager_round_scores)
           order by number`,
    );
    await db().transaction(async (tx) => {
      for (const r of scored)
        await scoreSoccerRound(tx, rules, { id: r.id, seasonId, number: r.number }, r.final, now);
    });
    expect(await rows(snapshot)).toEqual(afterCorrection);
  });

  it('rotates keys: a new key made with the old one, both valid, then the old one retired', async () => {
    const created = await send(key, undefined, { url: '/feed/v1/keys' });
    expect(created.statusCode, created.body).toBe(201);
    const fresh = json<{ key_id: string; secret: string; provider: string }>(created);
    expect(fresh.provider).toBe(PROVIDER);
    const next: FeedKey = { keyId: fresh.key_id, secret: fresh.secret };
    for (const k of [key, next])
      expect((await send(k, undefined, { url: '/feed/v1/status', method: 'GET' })).statusCode).toBe(
        200,
      );
    const retired = await send(next, {}, { url: `/feed/v1/keys/${key.keyId}/retire` });
    expect(retired.statusCode, retired.body).toBe(200);
    const old = await send(key, undefined, { url: '/feed/v1/status', method: 'GET' });
    expect(old.statusCode).toBe(401);
    expect(json(old)).toMatchObject({ details: [{ code: 'FEED_KEY_RETIRED' }] });
    key = next;
  });

  it('holds a message ahead of its turn, applies it once the gap fills, and answers a repeat as the first time', async () => {
    await makeSeasonLive(season);
    now = new Date(ANCHOR.getTime() + 4 * MINUTE); // round 5's deadline has passed
    await tickSeasonClock(db(), now, { events });
    const [fixture] = await roundFixtures(season, 5);
    expect(fixture!.status).toBe('SCHEDULED');
    const [h1, h2] = fixture!.home.players;
    const [a1] = fixture!.away.players;
    const live = (sequence: number, data: Record<string, unknown>) => ({
      provider: PROVIDER,
      fixture: fixture!.ref,
      sequence,
      sent_at: new Date(now.getTime() - 2_000).toISOString(),
      kind: 'soccer.live',
      data,
    });
    const second = live(2, {
      minute: 10,
      events: [
        { type: 'goal', player: h1, minute: 9 },
        { type: 'assist', player: h2, minute: 9 },
      ],
      players: [
        { player: h1, stats: { minutes: 10, starts: 1, bps: 24 } },
        { player: h2, stats: { minutes: 10, starts: 1, bps: 12 } },
      ],
    });
    const third = live(3, {
      minute: 20,
      players: [{ player: a1, stats: { minutes: 20, starts: 1 } }],
    });
    const heldAnswer = await send(key, second);
    expect(heldAnswer.statusCode, heldAnswer.body).toBe(202);
    expect(json(heldAnswer)).toMatchObject({ status: 'held', sequence: 2, applied_through: 0 });
    expect((await send(key, third)).statusCode).toBe(202);
    const [stillScheduled] = await roundFixtures(season, 5);
    expect(stillScheduled!.status).toBe('SCHEDULED');

    const firstAnswer = await send(
      key,
      live(1, { minute: 1, players: [{ player: h1, stats: { minutes: 1, starts: 1 } }] }),
    );
    expect(firstAnswer.statusCode, firstAnswer.body).toBe(200);
    const ack = json<{ applied_through: number; released: number[] }>(firstAnswer);
    expect(ack.applied_through).toBe(3);
    expect(ack.released).toHaveLength(2);
    const [f] = await rows<{
      status: string;
      minute: number;
      home_score: number;
      away_score: number;
    }>(sql`select status, minute, home_score, away_score from fixtures where id = ${fixture!.id}`);
    expect(f).toEqual({ status: 'LIVE', minute: 20, home_score: 1, away_score: 0 });
    const scorer = await statsOf(fixture!.id, h1!);
    expect(scorer!.stats).toMatchObject({ goals_scored: 1, minutes: 10, starts: 1, bps: 24 });
    expect(scorer!.points).toBeGreaterThan(0);
    // Live ranks: the round has provisional manager scores.
    const [live5] = await rows<{ n: number; provisional: number }>(
      sql`select count(*)::int as n, count(*) filter (where not final)::int as provisional
            from manager_round_scores where round_id = ${fixture!.roundId}`,
    );
    expect(live5!.n).toBeGreaterThan(0);
    expect(live5!.provisional).toBe(live5!.n);

    const state = await gameState(season);
    const repeatHeld = await send(key, { ...second, sent_at: now.toISOString() });
    expect(repeatHeld.statusCode).toBe(202);
    expect(repeatHeld.headers['x-feed-repeated']).toBe('true');
    expect(json(repeatHeld)).toEqual(json(heldAnswer));
    const repeatFirst = await send(
      key,
      live(1, { minute: 1, players: [{ player: h1, stats: { minutes: 1, starts: 1 } }] }),
    );
    expect(repeatFirst.statusCode).toBe(200);
    expect(json(repeatFirst)).toEqual(json(firstAnswer));
    const reused = await send(key, live(2, { minute: 11 }));
    expect(reused.statusCode).toBe(409);
    expect(json(reused)).toMatchObject({ details: [{ code: 'FEED_SEQUENCE_REUSED' }] });
    expect(await gameState(season)).toBe(state);

    // Full time: the listed players are the fixture's whole truth, scored by the rules engine, final.
    const result = {
      provider: PROVIDER,
      fixture: fixture!.ref,
      sequence: 4,
      kind: 'soccer.result',
      data: {
        home_score: 1,
        away_score: 0,
        players: [
          { player: h1, stats: { minutes: 90, starts: 1, goals_scored: 1, bonus: 3, bps: 40 } },
          { player: h2, stats: { minutes: 90, starts: 1, assists: 1, clean_sheets: 1, bps: 20 } },
          { player: a1, stats: { minutes: 90, starts: 1, goals_conceded: 1, bps: 5 } },
        ],
      },
    };
    const finished = await send(key, result);
    expect(finished.statusCode, finished.body).toBe(200);
    const points = await rows<{
      external_id: string;
      position: PlayerPosition;
      stats: Record<string, number>;
      points: number;
      final: boolean;
    }>(
      sql`select pl.external_id, pl.position, p.stats, p.points, p.final from player_fixture_points p
            join players pl on pl.id = p.player_id where p.fixture_id = ${fixture!.id} order by pl.external_id`,
    );
    expect(points.map((p) => p.external_id).sort()).toEqual([h1, h2, a1].sort());
    for (const p of points) {
      expect(p.final).toBe(true);
      expect(p.points).toBe(fixturePoints(rules, p.position, soccerStats(p.stats)).total);
    }
    const [done] = await rows<{ status: string }>(
      sql`select status from fixtures where id = ${fixture!.id}`,
    );
    expect(done!.status).toBe('FINISHED');
  });

  it('a postponed fixture leaves a blank round; re-dated into a later round it makes a double', async () => {
    const seasonId = season.demo.soccerSeasonId;
    const [moved] = await roundFixtures(season, 6);
    const club = moved!.home.clubId;
    const fixturesOf = (round: number) =>
      rows<{ n: number }>(
        sql`select count(*)::int as n from fixtures f join rounds r on r.id = f.round_id
             where r.season_id = ${seasonId} and r.number = ${round} and f.status <> 'POSTPONED'
               and ${club} in (f.home_club_id, f.away_club_id)`,
      ).then((r) => r[0]!.n);
    const before7 = await fixturesOf(7);
    expect(await fixturesOf(6)).toBe(1);
    const update = (sequence: number, data: Record<string, unknown>) => ({
      provider: PROVIDER,
      fixture: moved!.ref,
      sequence,
      kind: 'fixture.update',
      data,
    });
    expect((await send(key, update(1, { status: 'POSTPONED' }))).statusCode).toBe(200);
    expect(await fixturesOf(6)).toBe(0);
    const [round7] = await rows<{ deadline_at: Date }>(
      sql`select deadline_at from rounds where season_id = ${seasonId} and number = 7`,
    );
    const kickoff = new Date(new Date(round7!.deadline_at).getTime() + 2 * MINUTE);
    const redated = await send(
      key,
      update(2, { round: 7, status: 'SCHEDULED', kickoff_at: kickoff.toISOString() }),
    );
    expect(redated.statusCode, redated.body).toBe(200);
    expect(await fixturesOf(7)).toBe(before7 + 1);

    // Round 7 is played: the club's players score in both of its fixtures, one round.
    now = new Date(kickoff.getTime() + MINUTE);
    await tickSeasonClock(db(), now, { events });
    const [r7] = await rows<{ id: number; status: string }>(
      sql`select id, status from rounds where season_id = ${seasonId} and number = 7`,
    );
    expect(r7!.status).toBe('LOCKED');
    const doubles = (await roundFixtures(season, 7)).filter(
      (f) => f.home.clubId === club || f.away.clubId === club,
    );
    expect(doubles).toHaveLength(2);
    const player = moved!.home.players[0]!;
    for (const f of doubles) {
      const res = await send(key, {
        provider: PROVIDER,
        fixture: f.ref,
        sequence: f.id === moved!.id ? 3 : 1,
        kind: 'soccer.result',
        data: {
          home_score: 1,
          away_score: 1,
          players: [
            { player, stats: { minutes: 90, starts: 1, goals_scored: 1, goals_conceded: 1 } },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [twice] = await rows<{ n: number; points: number }>(
      sql`select count(*)::int as n, sum(p.points)::int as points from player_fixture_points p
            join players pl on pl.id = p.player_id
           where p.round_id = ${r7!.id} and pl.external_id = ${player} and pl.season_id = ${seasonId}`,
    );
    expect(twice!.n).toBe(2);
    const [position] = await rows<{ position: PlayerPosition }>(
      sql`select position from players where external_id = ${player} and season_id = ${seasonId}`,
    );
    const one = fixturePoints(
      rules,
      position!.position,
      soccerStats({ minutes: 90, goals_scored: 1, goals_conceded: 1 }),
    ).total;
    expect(twice!.points).toBe(2 * one);
  });

  it('shows the feed status: last message per fixture, lag, held and refused messages, counters', async () => {
    const res = await send(key, undefined, { url: '/feed/v1/status', method: 'GET' });
    expect(res.statusCode, res.body).toBe(200);
    const status = json<{
      counters: { applied: number; held: number; repeated: number; refused: number };
      fixtures: {
        fixture: string;
        applied_through: number;
        lag_ms: number | null;
        held: number[];
      }[];
      refused: { reason: string }[];
    }>(res);
    expect(status.counters.applied).toBeGreaterThan(0);
    expect(status.counters.held).toBe(2);
    expect(status.counters.repeated).toBe(2);
    expect(status.counters.refused).toBeGreaterThan(0);
    const [round5] = await roundFixtures(season, 5);
    const fed = status.fixtures.find((f) => f.fixture === round5!.ref);
    expect(fed).toMatchObject({ applied_through: 4, held: [] });
    expect(status.refused.map((r) => r.reason.split(':')[0])).toContain('FEED_UNKNOWN_PLAYER');

    // The same counts in the Prometheus exposition (a held message counts as applied once released),
    // with the time from arrival to updated live ranks; only for the monitoring system.
    const metrics = await app.inject({ url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    const value = (line: string) =>
      Number(
        metrics.body
          .split('\n')
          .find((l) => l.startsWith(line))
          ?.slice(line.length + 1),
      );
    expect(value('gameweek_feed_messages_total{outcome="held"}')).toBe(status.counters.held);
    expect(value('gameweek_feed_messages_total{outcome="repeated"}')).toBe(
      status.counters.repeated,
    );
    expect(value('gameweek_feed_messages_total{outcome="applied"}')).toBe(
      status.counters.applied + 2,
    );
    expect(value('gameweek_feed_messages_total{outcome="refused"}')).toBeGreaterThan(0);
    expect(value('gameweek_feed_event_to_ranks_seconds_count')).toBeGreaterThan(0);
    const outside = await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(403);
  });

  it('never answers a hostile envelope with a 500, and a refused one changes nothing', async () => {
    const [fixture] = await roundFixtures(season, 8);
    const ref = fc.constantFrom(fixture!.ref, 'x', '', '0', '\u0000', 'a'.repeat(70));
    const player = fc.oneof(
      fc.constantFrom(...fixture!.home.players.slice(0, 3), '999999'),
      fc.string(),
    );
    const stats = fc.dictionary(
      fc.constantFrom('minutes', 'goals_scored', 'assists', 'bps', 'bonus', 'nope'),
      fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double(), fc.string()),
    );
    const data = fc.oneof(
      fc.record({ status: fc.constantFrom('POSTPONED', 'LIVE', 1) }, { requiredKeys: [] }),
      fc.record({
        minute: fc.integer({ min: -1, max: 200 }),
        events: fc.array(
          fc.record({
            type: fc.constantFrom('goal', 'own_goal', 'x'),
            player,
            minute: fc.integer({ min: -1, max: 140 }),
          }),
        ),
      }),
      fc.record({
        home_score: fc.integer({ min: -1, max: 100 }),
        away_score: fc.nat(3),
        players: fc.array(fc.record({ player, stats }), { maxLength: 3 }),
      }),
      fc.jsonValue(),
    );
    const envelope = fc.record(
      {
        provider: fc.constantFrom(PROVIDER, 'other', '', 'TEST'),
        fixture: ref,
        sequence: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.constant(2 ** 40), fc.string()),
        kind: fc.constantFrom(
          'fixture.update',
          'soccer.live',
          'soccer.result',
          'soccer.correction',
          'cricket.delivery',
          'x',
        ),
        data,
        sent_at: fc.constantFrom('2026-03-01T12:00:00Z', 'yesterday', 5),
      },
      { requiredKeys: ['provider', 'fixture', 'kind'] },
    );
    // Near-valid messages reach past the schema: unknown ids (404), a round not locked or a fixture not
    // finished (409), a number ahead (202), an accepted re-dating (200).
    const known = fc.constantFrom(
      ...fixture!.home.players.slice(0, 3),
      ...fixture!.away.players.slice(0, 2),
    );
    const someone = fc.oneof(known, fc.constantFrom('999999', 'x'));
    const goodStats = fc.record(
      {
        minutes: fc.nat(95),
        goals_scored: fc.nat(3),
        assists: fc.nat(2),
        bps: fc.integer({ min: -5, max: 80 }),
      },
      { requiredKeys: [] },
    );
    const nearValid = fc
      .oneof(
        fc.record({
          kind: fc.constant('fixture.update'),
          data: fc.oneof(
            fc.record({ status: fc.constantFrom('POSTPONED', 'SCHEDULED') }),
            fc.record({ round: fc.integer({ min: 1, max: 40 }) }),
            fc.record({
              kickoff_at: fc.constantFrom('2026-03-01T18:00:00Z', '2026-03-01T18:00:00+05:00'),
            }),
          ),
        }),
        fc.record({
          kind: fc.constant('soccer.live'),
          data: fc.record({
            minute: fc.nat(95),
            events: fc.array(
              fc.record({
                type: fc.constantFrom('goal', 'own_goal', 'save'),
                player: someone,
                minute: fc.nat(95),
              }),
              { maxLength: 3 },
            ),
          }),
        }),
        fc.record({
          kind: fc.constantFrom('soccer.result', 'soccer.correction'),
          data: fc.record({
            home_score: fc.nat(5),
            away_score: fc.nat(5),
            players: fc.uniqueArray(fc.record({ player: someone, stats: goodStats }), {
              minLength: 1,
              maxLength: 3,
              selector: (p) => p.player,
            }),
          }),
        }),
      )
      .chain((m) =>
        fc.record({
          provider: fc.constant(PROVIDER),
          fixture: fc.constantFrom(fixture!.ref, fixture!.ref, 'no-such-fixture'),
          sequence: fc.integer({ min: 1, max: 4 }),
          kind: fc.constant(m.kind),
          data: fc.constant(m.data),
        }),
      );
    const body = fc.oneof(
      { arbitrary: nearValid, weight: 3 },
      { arbitrary: envelope, weight: 1 },
      { arbitrary: fc.oneof(fc.jsonValue(), fc.string()), weight: 1 },
    );
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const before = await gameState(season);
        const res = await send(key, typeof b === 'string' ? b : JSON.stringify(b));
        seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(json(res)).toMatchObject({
            statusCode: res.statusCode,
            message: expect.any(String),
          });
          expect(await gameState(season)).toBe(before);
        }
      }),
      { numRuns: 50, seed: 21 },
    );
    // The runs reached past the envelope: refusals of each kind and accepted messages.
    for (const status of [200, 400, 404, 409])
      expect(seen.get(status), String(status)).toBeGreaterThan(0);
  });

  it('documents every feed call in the OpenAPI with examples', async () => {
    const doc = json<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>(
      await app.inject({ url: '/docs/json' }),
    );
    for (const path of [
      '/feed/v1/messages',
      '/feed/v1/status',
      '/feed/v1/keys',
      '/feed/v1/keys/{keyId}/retire',
    ])
      expect(doc.paths).toHaveProperty([path]);
    const body = doc.paths['/feed/v1/messages']!.post!.requestBody as {
      content: { 'application/json': { examples: Record<string, { value: unknown }> } };
    };
    const examples = Object.values(body.content['application/json'].examples).map((e) => e.value);
    // An example of every kind, each a message the contract accepts.
    const kinds = FeedMessageSchema.options.map((o) => o.shape.kind.value);
    expect(new Set(examples.map((e) => FeedMessageSchema.parse(e).kind))).toEqual(new Set(kinds));
    expect(kinds).toEqual(
      expect.arrayContaining([
        'fixture.update',
        'soccer.live',
        'cricket.delivery',
        'season.upsert',
      ]),
    );
  });
});
