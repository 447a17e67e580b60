// Shared by the feed tests: a signed sender for the feed API, the real season's fixtures and players by the
// provider's ids, and a fingerprint of everything a feed message may change (to prove a refusal changed
// nothing).
import { queryRows } from '@gameweek/db/create-db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signFeedRequest } from '../../src/services/feed/feed-signature.ts';
import type { RealSeason } from '../helpers/real-season.ts';

export interface FeedKey {
  keyId: string;
  secret: string;
}

export interface SendOptions {
  /** Seconds added to the signing time (negative: an old request). */
  skewSeconds?: number;
  /** Sign this body but send `body` (a body changed in transit). */
  signedBody?: string;
  headers?: Record<string, string>;
  url?: string;
  method?: 'POST' | 'GET';
}

export function feedSender(app: FastifyInstance, now: () => Date) {
  return async (
    key: FeedKey,
    body: unknown,
    options: SendOptions = {},
  ): Promise<LightMyRequestResponse> => {
    const url = options.url ?? '/feed/v1/messages';
    const method = options.method ?? 'POST';
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    const seconds = Math.floor(now().getTime() / 1000) + (options.skewSeconds ?? 0);
    const headers = {
      ...signFeedRequest(key, method, url, options.signedBody ?? text, seconds),
      ...(text ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    };
    return app.inject({ method, url, headers, ...(text ? { payload: text } : {}) });
  };
}

/** What a feed message may change: schedules, stats, points, manager scores, cursors, accepted messages. */
export async function gameState(season: RealSeason): Promise<string> {
  const [row] = await queryRows<{ h: string }>(
    season.testDb.db,
    sql`select md5(concat_ws('|',
          (select string_agg(concat(id, round_id, status, minute, home_score, away_score, kickoff_at), ',' order by id) from fixtures),
          (select string_agg(concat(fixture_id, player_id, stats::text), ',' order by fixture_id, player_id) from player_fixture_stats),
          (select string_agg(concat(fixture_id, player_id, points, final, round_id), ',' order by fixture_id, player_id) from player_fixture_points),
          (select string_agg(concat(squad_id, round_id, points, total, rank, final), ',' order by squad_id, round_id) from manager_round_scores),
          (select string_agg(concat(id, status), ',' order by id) from rounds),
          (select string_agg(concat(season_id, provider, fixture_ref, applied_through), ',' order by fixture_ref) from feed_cursors),
          (select string_agg(concat(id, status), ',' order by id) from feed_messages where status <> 'refused'))) as h`,
  );
  return row!.h;
}

export interface SeasonFixture {
  id: number;
  ref: string;
  roundId: number;
  roundNumber: number;
  status: string;
  home: { clubId: number; players: string[] };
  away: { clubId: number; players: string[] };
}

/** The season's fixtures of a round with each side's players (provider ids, in id order). */
export async function roundFixtures(
  season: RealSeason,
  roundNumber: number,
): Promise<SeasonFixture[]> {
  const db = season.testDb.db;
  const seasonId = season.demo.soccerSeasonId;
  const rows = await queryRows<{
    id: number;
    external_id: string;
    round_id: number;
    number: number;
    status: string;
    home_club_id: number;
    away_club_id: number;
  }>(
    db,
    sql`select f.id, f.external_id, f.round_id, r.number, f.status, f.home_club_id, f.away_club_id
          from fixtures f join rounds r on r.id = f.round_id
         where f.season_id = ${seasonId} and r.number = ${roundNumber} order by f.kickoff_at, f.id`,
  );
  const players = await queryRows<{ club_id: number; external_id: string; position: string }>(
    db,
    sql`select club_id, external_id, position from players where season_id = ${seasonId} order by id`,
  );
  const of = (club: number) => players.filter((p) => p.club_id === club).map((p) => p.external_id);
  return rows.map((r) => ({
    id: r.id,
    ref: r.external_id,
    roundId: r.round_id,
    roundNumber: r.number,
    status: r.status,
    home: { clubId: r.home_club_id, players: of(r.home_club_id) },
    away: { clubId: r.away_club_id, players: of(r.away_club_id) },
  }));
}

export async function soccerTenantId(season: RealSeason): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    season.testDb.db,
    sql`select id from tenants where slug = 'white-label-soccer'`,
  );
  return row!.id;
}

/** Hands the season's matches to the feed: the clock stops playing them (rounds still move by time). */
export async function makeSeasonLive(season: RealSeason): Promise<void> {
  await queryRows(
    season.testDb.db,
    sql`update seasons set clock = jsonb_set(clock, '{mode}', '"live"')
         where id = ${season.demo.soccerSeasonId} returning id`,
  );
}
