// A cricket match's messages under the feed's per-fixture sequence (ADR 0039, 0043), on a real IPL 2024 match
// (Cricsheet 1422120, PBKS v DC): a repeat answers as the first time and changes nothing; a ball ahead of
// its turn is held (202) and applied when the gap fills; a number reused with other content is refused; an
// unknown fixture or player, a player of neither side, a player not in the line-up, a ball out of its place,
// a team of neither side and a soccer message are each refused with the spec's error object and nothing of
// them is applied. Then the rest of the match, duplicated and shuffled, ends where the rules engine says.
import { queryRows } from '@gameweek/db/create-db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cricsheetMatchMessages } from '../../src/feed-providers/cricsheet/cricsheet-messages.ts';
import { DRIVERS, json } from '../helpers/setup.ts';
import {
  type CricketFeedSeason,
  enginePoints,
  PROVIDER,
  prepareCricketFeed,
  readIplMatch,
  roundOf,
  seasonRoles,
  storedPoints,
} from './cricket-feed-helpers.ts';

const MATCH = '1422120';

describe.each(DRIVERS)('cricket messages in sequence (%s)', (driver) => {
  let season: CricketFeedSeason;
  const match = readIplMatch(MATCH);
  const other = readIplMatch('1422119');
  const messages = cricsheetMatchMessages(PROVIDER, { fixture: MATCH, match });
  type Delivery = Extract<(typeof messages)[number], { kind: 'cricket.delivery' }>;
  const ball = (i: number) => messages[i] as Delivery;

  /** Everything a message may change: fixtures (with their match), stats, points, scores, cursors. */
  const state = async () => {
    const [row] = await queryRows<{ h: string }>(
      season.testDb.db,
      sql`select md5(concat_ws('|',
            (select string_agg(concat(id, status, minute, home_score, away_score, md5(replay::text)), ',' order by id) from fixtures),
            (select string_agg(concat(fixture_id, player_id, stats::text), ',' order by fixture_id, player_id) from player_fixture_stats),
            (select string_agg(concat(fixture_id, player_id, points, final), ',' order by fixture_id, player_id) from player_fixture_points),
            (select string_agg(concat(squad_id, round_id, points, total, rank), ',' order by squad_id, round_id) from manager_round_scores),
            (select string_agg(concat(fixture_ref, applied_through), ',' order by fixture_ref) from feed_cursors),
            (select string_agg(concat(id, status), ',' order by id) from feed_messages where status <> 'refused'))) as h`,
    );
    return row!.h;
  };
  const refused = async (body: unknown, status: number, code: string) => {
    const before = await state();
    const res = await season.send(season.key, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(json(res)).toMatchObject({ statusCode: status, details: [{ code }] });
    expect(await state()).toBe(before);
    return json<{ details: { params?: Record<string, unknown> }[] }>(res);
  };

  beforeAll(async () => {
    season = await prepareCricketFeed(driver, ['1422119', MATCH, '1422121'], `seq-${driver}`);
  }, 300_000);
  afterAll(async () => {
    await season?.close();
  });

  it('refuses a match before its match day locks, and an unknown fixture', async () => {
    await refused(messages[0], 409, 'FEED_ROUND_NOT_LOCKED');
    await refused({ ...messages[0], fixture: '9999999' }, 404, 'FEED_UNKNOWN_FIXTURE');
  }, 600_000);

  it('answers a repeat as the first time, holds a ball ahead of its turn and applies it when the gap fills', async () => {
    const round = await roundOf(season, MATCH);
    await season.tick(round.deadline_at);
    season.setNow(round.kickoff_at);
    const first = await season.send(season.key, messages[0]);
    expect(first.statusCode, first.body).toBe(200);
    const before = await state();
    const again = await season.send(season.key, {
      ...messages[0],
      sent_at: '2024-03-23T10:00:09Z',
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-feed-repeated']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await state()).toBe(before);

    const held = await season.send(season.key, messages[2]);
    expect(held.statusCode, held.body).toBe(202);
    expect(json(held)).toMatchObject({ status: 'held', sequence: 3, applied_through: 1 });
    expect(await state()).not.toBe(before); // the held message is stored
    const filling = await season.send(season.key, messages[1]);
    expect(filling.statusCode, filling.body).toBe(200);
    expect(json(filling)).toMatchObject({
      status: 'applied',
      sequence: 2,
      applied_through: 3,
      released: [json<{ message_id: number }>(held).message_id],
    });
    // The same number with other content is refused.
    const reused = structuredClone(ball(2));
    reused.data.delivery.runs = { batter: 6, extras: 0, total: 6 };
    await refused(reused, 409, 'FEED_SEQUENCE_REUSED');
  }, 600_000);

  it('refuses an unknown player, a player of neither side or not in the line-up, a ball out of place, a team of neither side and a soccer message; nothing applied', async () => {
    const next = ball(3);
    const unknown = structuredClone(next);
    unknown.data.delivery.batter = 'nobody01';
    const body = await refused(unknown, 404, 'FEED_UNKNOWN_PLAYER');
    expect(body.details[0]!.params).toEqual({ players: ['nobody01'] });

    const kohli = other.info.registry!.people!['V Kohli']!;
    const neither = structuredClone(next);
    neither.data.delivery.bowler = kohli;
    await refused(neither, 400, 'FEED_PLAYER_NOT_IN_FIXTURE');

    // A player of the fixture batting for the side he is not listed for: the bowler as the batter.
    const notListed = structuredClone(next);
    notListed.data.delivery.batter = next.data.delivery.bowler;
    await refused(notListed, 400, 'FEED_PLAYER_NOT_IN_LINEUP');

    // The ball after next under the next number: a ball missing.
    await refused({ ...ball(4), sequence: next.sequence }, 409, 'FEED_DELIVERY_OUT_OF_PLACE');
    await refused(
      { ...next, data: { ...next.data, team: 'Royal Challengers Bengaluru' } },
      400,
      'FEED_TEAM_NOT_IN_FIXTURE',
    );
    await refused(
      { ...next, kind: 'soccer.live', data: { minute: 1, events: [], players: [] } },
      400,
      'FEED_KIND_NOT_FOR_SPORT',
    );
    const [logged] = await season.rows<{ n: number }>(
      sql`select count(*)::int as n from feed_messages where status = 'refused' and fixture_ref = ${MATCH}`,
    );
    expect(logged!.n).toBeGreaterThanOrEqual(6);
  }, 600_000);

  it('takes the rest of the match duplicated and shuffled and ends at the rules engine’s points', async () => {
    const rest = messages.slice(3);
    const shuffled = rest.flatMap((m, i) => (i % 3 === 0 ? [m, m] : [m]));
    // Reverse each block of 6: every block arrives back to front.
    const order = [];
    for (let i = 0; i < shuffled.length; i += 6) order.push(...shuffled.slice(i, i + 6).reverse());
    const codes = new Set<number>();
    for (const m of order) {
      const res = await season.send(season.key, m);
      expect([200, 202], res.body).toContain(res.statusCode);
      codes.add(res.statusCode);
    }
    expect(codes).toEqual(new Set([200, 202]));
    const [fixture] = await season.rows<{ status: string; applied: number }>(
      sql`select f.status, (select applied_through from feed_cursors where fixture_ref = ${MATCH}) as applied
            from fixtures f where f.external_id = ${MATCH}`,
    );
    expect(fixture).toEqual({ status: 'FINISHED', applied: messages.length });
    const roles = await seasonRoles(season);
    const stored = await storedPoints(season, MATCH);
    expect(new Map([...stored].map(([k, v]) => [k, v.points]))).toEqual(
      enginePoints(match, Number.POSITIVE_INFINITY, roles),
    );
  }, 600_000);
});
