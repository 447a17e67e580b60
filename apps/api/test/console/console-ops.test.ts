// The console's season operations (issue 22, ADR 0053) on the real soccer season `npm start` serves
// (FPL 2023-24), PGlite and PostgreSQL: the feed status is the feed's own; a round's fixtures with their
// states; finalising a round runs the clock's step once (idempotent, audited); a stat correction applies
// the feed's soccer.correction — a dry run changes nothing, the real one changes the manager's points as
// a full re-score of the season would, and is audited with before and after.
import type {
  OpsFeedStatusResponse,
  OpsRoundFixturesResponse,
  StatCorrectionResponse,
} from '@gameweek/contracts/admin-ops';
import { type Database, queryRows } from '@gameweek/db/create-db';
import { tenantIdBySlug } from '@gameweek/db/seed/tenants';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesForSeason, scoreSoccerRound } from '../../src/jobs/soccer-scoring.ts';
import { findClockRound } from '../../src/repositories/round-repository.ts';
import { type RealSeason, SOCCER_DOMAIN } from '../helpers/real-season.ts';
import { DRIVERS } from '../helpers/setup.ts';
import {
  type ConsoleClock,
  consoleTestApp,
  json,
  type StaffLogin,
  staffHeaders,
  staffMember,
} from './console-helpers.ts';

const ANCHOR = new Date('2026-03-01T12:00:00Z');

/** Every manager's round points and totals in the season, and every player's stats: one fingerprint. */
async function seasonScores(db: Database, seasonId: number): Promise<string> {
  const [row] = await queryRows<{ h: string }>(
    db,
    sql`select md5(concat_ws('|',
      (select string_agg(concat(m.squad_id, ':', m.round_id, ':', m.points, ':', m.total, ':', m.rank), ',' order by m.squad_id, m.round_id)
         from manager_round_scores m join rounds r on r.id = m.round_id where r.season_id = ${seasonId}),
      (select string_agg(concat(s.fixture_id, ':', s.player_id, ':', s.stats::text), ',' order by s.fixture_id, s.player_id)
         from player_fixture_stats s join fixtures f on f.id = s.fixture_id where f.season_id = ${seasonId}),
      (select string_agg(concat(p.fixture_id, ':', p.player_id, ':', p.points), ',' order by p.fixture_id, p.player_id)
         from player_fixture_points p join fixtures f on f.id = p.fixture_id where f.season_id = ${seasonId}))) as h`,
  );
  return row!.h;
}

describe.each(DRIVERS)('console season operations (%s)', (driver) => {
  let season: RealSeason;
  let app: FastifyInstance;
  let db: Database;
  let clock: ConsoleClock;
  let owner: StaffLogin;
  let tenantId: number;
  let seasonId: number;

  beforeAll(async () => {
    ({ season, db, clock, app } = await consoleTestApp(driver, ANCHOR, 'console-ops-mail'));
    owner = await staffMember(app, db, clock, {
      email: 'owner@ops.test',
      role: 'owner',
      tenantSlug: 'white-label-soccer',
    });
    tenantId = await tenantIdBySlug(db, 'white-label-soccer');
    const [t] = await queryRows<{ season_id: number }>(
      db,
      sql`select season_id from tenants where id = ${tenantId}`,
    );
    seasonId = Number(t!.season_id);
  });

  afterAll(async () => {
    await app?.close();
    await season?.testDb.close();
  });

  const h = () => staffHeaders(owner.token, SOCCER_DOMAIN);

  it('shows the feed status the feed API itself answers, with the tenant’s keys and fixtures named', async () => {
    const res = await app.inject({ url: '/admin/v1/feed/status', headers: h() });
    expect(res.statusCode, res.body).toBe(200);
    const body = json<OpsFeedStatusResponse>(res);
    const direct = await app.services.feedStatus.status(tenantId);
    expect({ ...body.feed, now: '' }).toEqual({ ...direct, now: '' });
    // Every fixture stream the status names is listed with its clubs.
    const refs = new Set(body.fixtures.map((f) => `${f.season_id}:${f.ref}`));
    for (const f of body.feed.fixtures.filter((x) => !x.fixture.startsWith('season:')))
      expect(refs.has(`${f.season_id}:${f.fixture}`), f.fixture).toBe(true);
  });

  it('lists a round’s fixtures with their states and refuses to finalise a round not played', async () => {
    const [open] = await queryRows<{ id: number }>(
      db,
      sql`select id from rounds where season_id = ${seasonId} and status in ('OPEN', 'NOT_STARTED') order by number limit 1`,
    );
    const res = await app.inject({ url: `/admin/v1/rounds/${open!.id}/fixtures`, headers: h() });
    expect(res.statusCode, res.body).toBe(200);
    const body = json<OpsRoundFixturesResponse>(res);
    expect(body.fixtures.length).toBeGreaterThan(0);
    expect(body.finalise.ready).toBe(false);
    for (const f of body.fixtures) expect(['SCHEDULED', 'POSTPONED']).toContain(f.status);
    const refused = await app.inject({
      method: 'POST',
      url: `/admin/v1/rounds/${open!.id}/finalise`,
      headers: h(),
      payload: { reason: 'not yet played' },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json(refused)).toMatchObject({ details: [{ code: 'ROUND_NOT_PLAYED' }] });
  });

  it('finalises a played round with the clock’s own step, once, audited', async () => {
    // The last final round, as it was before the clock finalised it: played, every fixture over.
    const [last] = await queryRows<{ id: number; number: number; finalised_at: Date | string }>(
      db,
      sql`select id, number, finalised_at from rounds where season_id = ${seasonId} and finalised_at is not null
           order by number desc limit 1`,
    );
    const finalBefore = await seasonScores(db, seasonId);
    await db.execute(
      sql`update rounds set status = 'LIVE', finalised_at = null where id = ${last!.id}`,
    );
    await db.execute(sql`delete from jobs where key = ${`round:${last!.id}:finalise`}`);
    // While it is in play, moving the next deadline says the round in play does not change.
    const [next] = await queryRows<{ id: number; deadline_at: Date | string }>(
      db,
      sql`select id, deadline_at from rounds where season_id = ${seasonId} and status = 'OPEN' order by number limit 1`,
    );
    const moved = await app.inject({
      method: 'POST',
      url: `/admin/v1/rounds/${next!.id}/deadline`,
      headers: h(),
      payload: {
        deadline_at: new Date(new Date(next!.deadline_at).getTime() - 60_000).toISOString(),
        reason: 'kick-off moved',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json<{ effects: unknown[] }>(moved).effects).toContainEqual({
      code: 'ROUND_IN_PLAY_UNCHANGED',
      params: { round: last!.number },
    });
    const fixtures = await app.inject({
      url: `/admin/v1/rounds/${last!.id}/fixtures`,
      headers: h(),
    });
    const listed = json<OpsRoundFixturesResponse>(fixtures);
    expect(listed.finalise).toEqual({ ready: true, unfinished: 0, previous_final: true });
    const finalise = () =>
      app.inject({
        method: 'POST',
        url: `/admin/v1/rounds/${last!.id}/finalise`,
        headers: h(),
        payload: { reason: 'clock stopped over the weekend' },
      });
    const first = await finalise();
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toMatchObject({ round_id: last!.id, status: 'FINISHED', changed: true });
    // The same final scores and ranks the clock had written.
    expect(await seasonScores(db, seasonId)).toBe(finalBefore);
    const again = await finalise();
    expect(again.statusCode).toBe(200);
    expect(json(again)).toMatchObject({ changed: false });
    const [job] = await queryRows<{ status: string }>(
      db,
      sql`select status from jobs where key = ${`round:${last!.id}:finalise`}`,
    );
    expect(job?.status).toBe('done');
    const audit = await app.inject({ url: '/admin/v1/audit', headers: h() });
    const entries = json<{ entries: { action: string; target_id: string }[] }>(audit).entries;
    expect(
      entries.filter((e) => e.action === 'round.finalise' && e.target_id === String(last!.id)),
    ).toHaveLength(1);
  });

  it('corrects a player’s stats through the feed’s correction: a dry run changes nothing, the real one re-scores as a full recompute, audited', async () => {
    // A captained player of a finished fixture in a final round: a manager's points move with him.
    const [target] = await queryRows<{
      fixture_id: number;
      player_id: number;
      squad_id: number;
      round_id: number;
      assists: number | null;
    }>(
      db,
      sql`select f.id as fixture_id, sr.captain_player_id as player_id, sr.squad_id, r.id as round_id,
                 (s.stats->>'assists')::int as assists
            from squad_rounds sr
            join squads q on q.id = sr.squad_id and q.tenant_id = ${tenantId}
            join rounds r on r.id = sr.round_id and r.finalised_at is not null
            join fixtures f on f.round_id = r.id and f.status = 'FINISHED'
            join player_fixture_stats s on s.fixture_id = f.id and s.player_id = sr.captain_player_id
           where r.season_id = ${seasonId} and (s.stats->>'minutes')::int >= 60
           order by r.number desc, sr.squad_id limit 1`,
    );
    expect(target).toBeDefined();
    const assists = Number(target!.assists ?? 0) + 2;
    const correction = (dry_run: boolean) =>
      app.inject({
        method: 'POST',
        url: `/admin/v1/fixtures/${target!.fixture_id}/corrections`,
        headers: h(),
        payload: {
          player_id: target!.player_id,
          stats: { assists },
          reason: 'provider missed two assists',
          dry_run,
        },
      });
    const stats = await app.inject({
      url: `/admin/v1/fixtures/${target!.fixture_id}/stats`,
      headers: h(),
    });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(json<{ stat_keys: string[] }>(stats).stat_keys).toContain('assists');

    const before = await seasonScores(db, seasonId);
    const dry = await correction(true);
    expect(dry.statusCode, dry.body).toBe(200);
    const preview = json<StatCorrectionResponse>(dry);
    expect(preview.applied).toBe(false);
    expect(preview.managers_affected).toBeGreaterThan(0);
    expect(preview.player_points_after).toBeGreaterThan(preview.player_points_before ?? 0);
    expect(await seasonScores(db, seasonId)).toBe(before);

    const real = await correction(false);
    expect(real.statusCode, real.body).toBe(200);
    const done = json<StatCorrectionResponse>(real);
    expect({ ...done, applied: false }).toEqual(preview);
    expect(done.example!.points_after).toBeGreaterThan(done.example!.points_before);
    const [captain] = await queryRows<{ points: string; transfer_cost: number }>(
      db,
      sql`select points, transfer_cost from manager_round_scores where squad_id = ${target!.squad_id} and round_id = ${target!.round_id}`,
    );
    expect(captain).toBeDefined();
    const corrected = await seasonScores(db, seasonId);
    expect(corrected).not.toBe(before);

    // A full re-score of every scored round from the fixture's on gives the same scores and ranks.
    const round = await findClockRound(db, target!.round_id);
    const later = await queryRows<{ id: number }>(
      db,
      sql`select id from rounds where season_id = ${seasonId} and number >= ${round!.number}
           and status in ('LIVE', 'FINISHED') order by number`,
    );
    for (const { id } of later) {
      const r = await findClockRound(db, id);
      const final = await queryRows<{ f: boolean }>(
        db,
        sql`select finalised_at is not null as f from rounds where id = ${id}`,
      );
      await db.transaction((tx) =>
        scoreSoccerRound(tx, rulesForSeason(r!.seasonName), r!, final[0]!.f, clock.now()),
      );
    }
    expect(await seasonScores(db, seasonId)).toBe(corrected);

    // Audited with the stats before and after; the same correction again changes no manager.
    const audit = await app.inject({ url: '/admin/v1/audit', headers: h() });
    const entry = json<{
      entries: { action: string; before: { stats: { assists?: number } }; after: unknown }[];
    }>(audit).entries.find((e) => e.action === 'fixture.correction');
    expect(entry).toMatchObject({
      before: { player_id: target!.player_id },
      after: { player_id: target!.player_id, stats: { assists } },
    });
    expect(entry!.before.stats.assists ?? 0).toBe(Number(target!.assists ?? 0));
    const repeat = json<StatCorrectionResponse>(await correction(false));
    expect(repeat.managers_affected).toBe(0);
  });

  it('refuses a correction of an unknown stat, a fixture not finished and another season’s fixture', async () => {
    const [scheduled] = await queryRows<{ id: number; player_id: number }>(
      db,
      sql`select f.id, p.id as player_id from fixtures f join players p on p.club_id = f.home_club_id
           where f.season_id = ${seasonId} and f.status = 'SCHEDULED' order by f.kickoff_at, p.id limit 1`,
    );
    const post = (fixtureId: number, stats: Record<string, number>) =>
      app.inject({
        method: 'POST',
        url: `/admin/v1/fixtures/${fixtureId}/corrections`,
        headers: h(),
        payload: { player_id: scheduled!.player_id, stats, reason: 'test refusal' },
      });
    const unknownStat = await post(scheduled!.id, { goals_scored: 1, wickets: 2 });
    expect(unknownStat.statusCode, unknownStat.body).toBe(400);
    expect(json(unknownStat)).toMatchObject({ details: [{ code: 'UNKNOWN_STAT' }] });
    const notFinished = await post(scheduled!.id, { goals_scored: 1 });
    expect(notFinished.statusCode, notFinished.body).toBe(409);
    expect(json(notFinished)).toMatchObject({ details: [{ code: 'FEED_FIXTURE_NOT_FINISHED' }] });
    const [foreign] = await queryRows<{ id: number }>(
      db,
      sql`select id from fixtures where season_id <> ${seasonId} order by id limit 1`,
    );
    expect((await post(foreign!.id, { goals_scored: 1 })).statusCode).toBe(404);
  });
});
