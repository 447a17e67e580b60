// The console's match operations (issue 22, ADR 0058) on real IPL 2024 matches played through the signed
// feed API as a provider plays them (Cricsheet 1422119 ball by ball, its match day finalised by the
// clock), on PGlite and PostgreSQL: the deliveries are the feed's; a catch moved to another fielder is
// the feed's own cricket.correction — a dry run changes nothing, the real one moves both fielders by the
// rules' catch points and leaves every manager's totals and ranks as a full recompute gives them, audited
// with the ball before and after; what the feed refuses the console refuses; a match is postponed and
// re-dated through the feed's fixture.update with its blank and double rounds said. Every call per role
// (owner allowed; editor, support, viewer refused) and from another tenant (refused, nothing changed).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StaffRole } from '@gameweek/contracts/admin';
import type {
  DeliveryCorrectionResponse,
  FixtureScheduleResponse,
  MatchDeliveriesResponse,
} from '@gameweek/contracts/admin-match';
import { createSoccerSeason, createTenant } from '@gameweek/db/testing/factories';
import { CRICKET_T20_SCORING } from '@gameweek/rules/cricket/scoring-table';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testEnv } from '../../src/env.ts';
import { cricsheetMatchMessages } from '../../src/feed-providers/cricsheet/cricsheet-messages.ts';
import { scoreCricketRound } from '../../src/jobs/cricket-scoring.ts';
import {
  type CricketFeedSeason,
  MANAGER_SCORES,
  PROVIDER,
  prepareCricketFeed,
  readIplMatch,
  roundOf,
} from '../feed/cricket-feed-helpers.ts';
import { DRIVERS } from '../helpers/setup.ts';
import {
  type ConsoleClock,
  json,
  type StaffLogin,
  staffHeaders,
  staffMember,
} from './console-helpers.ts';

const PLAYED = '1422119';
const NEXT = '1422120';
const LATER = '1422122';
const ROLES: StaffRole[] = ['owner', 'editor', 'support', 'viewer'];
const CATCH = CRICKET_T20_SCORING.fielding.catch.points;

describe.each(DRIVERS)('console match operations on a fed cricket match (%s)', (driver) => {
  let season: CricketFeedSeason;
  let app: FastifyInstance;
  let domain: string;
  const staff = {} as Record<StaffRole, StaffLogin>;
  let outsider: StaffLogin;
  const outsiderDomain = `other-${driver}.soccer.test`;
  const ids = {} as Record<'played' | 'next' | 'later', number>;
  const match = readIplMatch(PLAYED);

  beforeAll(async () => {
    season = await prepareCricketFeed(driver, [PLAYED, NEXT, LATER], `cm-${driver}`);
    // The match played through the feed, its match day then finalised by the clock.
    const round = await roundOf(season, PLAYED);
    await season.tick(round.deadline_at);
    season.setNow(round.kickoff_at);
    for (const message of cricsheetMatchMessages(
      PROVIDER,
      { fixture: PLAYED, match },
      season.now,
    )) {
      const res = await season.send(season.key, message);
      expect(res.statusCode, res.body).toBe(200);
    }
    await season.tick(new Date(season.now().getTime() + 60_000));
    expect((await roundOf(season, PLAYED)).status).toBe('FINISHED');

    // The console on the same database and clock, with a mail outbox of its own.
    const clock: ConsoleClock = {
      now: season.now,
      advance: (ms) => season.setNow(new Date(season.now().getTime() + ms)),
    };
    app = await buildApp({
      env: testEnv({
        PUBLIC_WEB_URL: 'http://web.test',
        MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'console-match-mail-')),
        AUTH_RATE_LIMIT: '100000',
      }),
      db: season.testDb.db,
      clock: season.now,
    });
    const [tenant] = await season.rows<{ slug: string; domain: string }>(
      sql`select t.slug, d.domain from tenants t join tenant_domains d on d.tenant_id = t.id
           where t.id = ${season.tenantId}`,
    );
    domain = tenant!.domain;
    for (const role of ROLES)
      staff[role] = await staffMember(app, season.testDb.db, clock, {
        email: `${role}-${driver}@cricket-ops.test`,
        role,
        tenantSlug: tenant!.slug,
      });
    // Another operator: its own (soccer) season and host.
    const other = await createSoccerSeason(season.testDb.db);
    const otherTenant = await createTenant(season.testDb.db, {
      domain: outsiderDomain,
      seasonId: other.seasonId,
    });
    outsider = await staffMember(app, season.testDb.db, clock, {
      email: `owner-${driver}@other-operator.test`,
      role: 'owner',
      tenantSlug: otherTenant.slug,
    });
    for (const [name, ref] of [
      ['played', PLAYED],
      ['next', NEXT],
      ['later', LATER],
    ] as const) {
      const [row] = await season.rows<{ id: number }>(
        sql`select id from fixtures where season_id = ${season.seasonId} and external_id = ${ref}`,
      );
      ids[name] = row!.id;
    }
  }, 600_000);

  afterAll(async () => {
    await app?.close();
    await season?.close();
  });

  const h = (role: StaffRole = 'owner') => staffHeaders(staff[role].token, domain);
  const deliveries = async (fixtureId: number) => {
    const res = await app.inject({
      url: `/admin/v1/fixtures/${fixtureId}/deliveries`,
      headers: h(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return json<MatchDeliveriesResponse>(res);
  };
  const correct = (fixtureId: number, payload: Record<string, unknown>, headers = h()) =>
    app.inject({
      method: 'POST',
      url: `/admin/v1/fixtures/${fixtureId}/deliveries/corrections`,
      headers,
      payload: { reason: 'scorer’s correction', ...payload },
    });
  const schedule = (fixtureId: number, payload: Record<string, unknown>, headers = h()) =>
    app.inject({
      method: 'POST',
      url: `/admin/v1/fixtures/${fixtureId}/schedule`,
      headers,
      payload: { reason: 'rain in the forecast', ...payload },
    });
  /** Everything the calls may change: stats, points, managers' scores, fixtures, the replay, the audit. */
  const fingerprint = async () =>
    JSON.stringify([
      await season.rows(MANAGER_SCORES),
      await season.rows(
        sql`select fixture_id, player_id, points, final from player_fixture_points order by 1, 2`,
      ),
      await season.rows(
        sql`select id, round_id, status, kickoff_at, replay::text from fixtures order by id`,
      ),
      await season.rows(sql`select id, deadline_at from rounds order by id`),
      await season.rows(sql`select count(*)::int as n from audit_log`),
    ]);

  /** The first caught ball of the match and a listed player of the fielding side to move it to. */
  async function firstCatch(view: MatchDeliveriesResponse) {
    for (const innings of view.innings)
      for (const over of innings.overs)
        for (const ball of over.balls) {
          const w = ball.wickets.find((x) => x.kind === 'caught');
          if (!w) continue;
          const fielding = view.teams.find((t) => t.team !== innings.team)!;
          const catcher = w.fielders[0]!.name;
          // The most picked other fielder (no bowler of the ball), so managers' points move.
          const others = fielding.players.filter((p) => p.ref !== catcher && p.ref !== ball.bowler);
          const picked = await season.rows<{ external_id: string; n: number }>(
            sql`select pl.external_id, count(*)::int as n from picks k join players pl on pl.id = k.player_id
                 join fixtures f on f.round_id = k.round_id and f.id = ${view.fixture.id}
                where pl.external_id in (${sql.join(
                  others.map((o) => sql`${o.ref}`),
                  sql`, `,
                )}) group by 1 order by n desc, 1`,
          );
          const to = picked[0]?.external_id ?? others[0]!.ref;
          return { innings: innings.number, over: over.over, ball, wicket: w, catcher, to };
        }
    throw new Error('no caught ball');
  }
  const editOf = (
    at: { innings: number; over: number; ball: DeliveryCorrectionResponse['before'] },
    wickets: unknown[],
  ) => ({
    innings: at.innings,
    over: at.over,
    ball: at.ball.ball,
    runs: { batter: at.ball.runs.batter },
    extras: at.ball.extras,
    wickets,
  });

  it('lists the match’s deliveries as the feed stored them, with its players and whether they can be corrected', async () => {
    const view = await deliveries(ids.played);
    expect(view.sport).toBe('cricket');
    expect(view.blocked).toBeNull();
    const people = match.info.registry!.people!;
    expect(view.teams.map((t) => t.team)).toEqual(match.info.teams);
    for (const t of view.teams)
      expect(t.players.map((p) => p.ref)).toEqual(
        match.info.players[t.team]!.map((n) => people[n]),
      );
    expect(view.innings.length).toBe(match.innings!.length);
    view.innings.forEach((innings, i) => {
      const source = match.innings![i]!;
      expect(innings.team).toBe(source.team);
      expect(innings.overs.map((o) => o.balls.length)).toEqual(
        source.overs!.map((o) => o.deliveries.length),
      );
      const first = source.overs![0]!.deliveries[0]!;
      expect(innings.overs[0]!.balls[0]).toMatchObject({
        ball: 1,
        batter: people[first.batter],
        bowler: people[first.bowler],
        runs: { batter: first.runs.batter, total: first.runs.total },
      });
    });
    // A match not played yet and one the feed has not seen cannot be corrected.
    const next = await deliveries(ids.next);
    expect(next).toMatchObject({ blocked: 'CORRECTION_NOT_FED', innings: [] });
  });

  it('moves a catch to another fielder through the feed’s correction: a dry run changes nothing; the real one moves both by the catch points, re-scores as a full recompute, audited', async () => {
    const view = await deliveries(ids.played);
    const at = await firstCatch(view);
    const wickets = [
      { kind: 'caught', player_out: at.wicket.player_out, fielders: [{ name: at.to }] },
    ];
    const before = await fingerprint();
    const dry = await correct(ids.played, { ...editOf(at, wickets), dry_run: true });
    expect(dry.statusCode, dry.body).toBe(200);
    const preview = json<DeliveryCorrectionResponse>(dry);
    expect(preview.applied).toBe(false);
    expect(await fingerprint()).toBe(before);

    const real = await correct(ids.played, editOf(at, wickets));
    expect(real.statusCode, real.body).toBe(200);
    const done = json<DeliveryCorrectionResponse>(real);
    expect({ ...done, applied: false }).toEqual(preview);
    expect(done.before.wickets[0]!.fielders).toEqual([{ name: at.catcher }]);
    expect(done.after.wickets[0]!.fielders).toEqual([{ name: at.to }]);
    const moved = new Map(done.players.map((p) => [p.ref, p]));
    // Neither fielder reaches the three-catch bonus in this match: a catch is the table's catch points.
    expect(moved.get(at.to)!.points_after! - moved.get(at.to)!.points_before!).toBe(CATCH);
    expect(moved.get(at.catcher)!.points_after! - moved.get(at.catcher)!.points_before!).toBe(
      -CATCH,
    );
    expect(done.players).toHaveLength(2);
    expect(done.managers_affected).toBeGreaterThan(0);
    expect(Math.abs(done.example!.points_after - done.example!.points_before)).toBeGreaterThan(0);

    // The stored delivery is the corrected one; the managers' totals and ranks are a full recompute's.
    const again = await deliveries(ids.played);
    const ball = again.innings[at.innings - 1]!.overs.find((o) => o.over === at.over)!.balls[
      at.ball.ball - 1
    ]!;
    expect(ball.wickets[0]!.fielders).toEqual([{ name: at.to }]);
    const corrected = await season.rows(MANAGER_SCORES);
    const round = await roundOf(season, PLAYED);
    await season.testDb.db.transaction((tx) =>
      scoreCricketRound(
        tx,
        { id: round.id, seasonId: season.seasonId, number: round.number },
        true,
        season.now(),
      ),
    );
    expect(await season.rows(MANAGER_SCORES)).toEqual(corrected);

    const audit = await app.inject({ url: '/admin/v1/audit', headers: h() });
    const entry = json<{
      entries: {
        action: string;
        target_id: string;
        reason: string;
        before: { delivery: { wickets: { fielders: { name: string }[] }[] } };
        after: {
          delivery: { wickets: { fielders: { name: string }[] }[] };
          managers_affected: number;
        };
      }[];
    }>(audit).entries.find((e) => e.action === 'fixture.delivery_correction');
    expect(entry).toMatchObject({ target_id: String(ids.played), reason: 'scorer’s correction' });
    expect(entry!.before.delivery.wickets[0]!.fielders).toEqual([{ name: at.catcher }]);
    expect(entry!.after.delivery.wickets[0]!.fielders).toEqual([{ name: at.to }]);
    expect(entry!.after.managers_affected).toBe(done.managers_affected);

    // The same ball again changes nobody's points.
    const repeat = json<DeliveryCorrectionResponse>(await correct(ids.played, editOf(at, wickets)));
    expect(repeat.managers_affected).toBe(0);
    expect(repeat.players).toEqual([]);
  });

  it('refuses what the feed refuses — an unknown player, a player not in the match or not listed — and what the Laws do', async () => {
    const view = await deliveries(ids.played);
    const at = await firstCatch(view);
    const caught = (fielder: string) => [
      { kind: 'caught', player_out: at.wicket.player_out, fielders: [{ name: fielder }] },
    ];
    const state = await fingerprint();
    const refused = async (
      payload: Record<string, unknown>,
      status: number,
      code: string,
      id = ids.played,
    ) => {
      const res = await correct(id, { ...payload, dry_run: false });
      expect(res.statusCode, res.body).toBe(status);
      expect(json(res)).toMatchObject({ details: [{ code }] });
    };
    await refused(editOf(at, caught('no-such-player')), 404, 'FEED_UNKNOWN_PLAYER');
    // A player of the season whose club does not play in this match.
    const [stranger] = await season.rows<{ external_id: string }>(
      sql`select p.external_id from players p join fixtures f on f.id = ${ids.played}
           where p.season_id = ${season.seasonId} and p.club_id not in (f.home_club_id, f.away_club_id)
           order by p.id limit 1`,
    );
    await refused(editOf(at, caught(stranger!.external_id)), 400, 'FEED_PLAYER_NOT_IN_FIXTURE');
    // A player of the batting side cannot take the catch.
    const batting = view.teams.find((t) => t.team === view.innings[at.innings - 1]!.team)!;
    const batter = batting.players.find((p) => p.ref !== at.wicket.player_out)!;
    await refused(editOf(at, caught(batter.ref)), 400, 'FEED_PLAYER_NOT_IN_LINEUP');
    await refused(
      editOf(at, [{ kind: 'caught', player_out: at.wicket.player_out, fielders: [] }]),
      400,
      'FIELDER_REQUIRED',
    );
    await refused(
      editOf(at, [
        { kind: 'bowled', player_out: at.wicket.player_out, fielders: [{ name: at.to }] },
      ]),
      400,
      'NO_FIELDER_FOR_KIND',
    );
    await refused(
      editOf(at, [{ kind: 'bowled', player_out: at.to, fielders: [] }]),
      400,
      'PLAYER_OUT_NOT_AT_CREASE',
    );
    await refused({ ...editOf(at, caught(at.to)), over: 49 }, 404, 'FEED_UNKNOWN_DELIVERY');
    await refused({ ...editOf(at, caught(at.to)) }, 409, 'CORRECTION_NOT_FED', ids.next);
    expect(await fingerprint()).toBe(state);
  });

  it('postpones a match and moves it to a later round through the feed’s fixture.update, saying its blank and double rounds', async () => {
    const next = await roundOf(season, NEXT);
    const later = await roundOf(season, LATER);
    expect(later.number).toBeGreaterThan(next.number);
    const state = await fingerprint();
    const dry = await schedule(ids.next, { status: 'POSTPONED', dry_run: true });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(await fingerprint()).toBe(state);
    const postponed = await schedule(ids.next, { status: 'POSTPONED' });
    expect(postponed.statusCode, postponed.body).toBe(200);
    const p = json<FixtureScheduleResponse>(postponed);
    expect({ ...p, applied: false }).toEqual(json<FixtureScheduleResponse>(dry));
    expect(p.before.status).toBe('SCHEDULED');
    expect(p.after.status).toBe('POSTPONED');
    // Both clubs now have no match in that round: a blank round for them.
    expect(p.clubs).toHaveLength(2);
    for (const c of p.clubs)
      expect(c).toMatchObject({ round: next.number, matches_after: c.matches_before - 1 });

    // Put back on, in the later match day: it leaves a blank there and a double wherever a club meets twice.
    const moved = await schedule(ids.next, { status: 'SCHEDULED', round: later.number });
    expect(moved.statusCode, moved.body).toBe(200);
    const m = json<FixtureScheduleResponse>(moved);
    expect(m.after).toMatchObject({ status: 'SCHEDULED', round: later.number });
    const [counts] = await season.rows<{ n: number }>(
      sql`select count(*)::int as n from fixtures where round_id = ${later.id} and status <> 'POSTPONED'`,
    );
    expect(counts!.n).toBe(2);
    for (const c of m.clubs.filter((x) => x.round === later.number))
      expect(c.matches_after).toBe(c.matches_before + 1);
    expect(m.deadlines.map((d) => d.round).sort()).toEqual([next.number, later.number].sort());
    const audit = await app.inject({ url: '/admin/v1/audit', headers: h() });
    const entries = json<{ entries: { action: string; before: { status: string } }[] }>(
      audit,
    ).entries.filter((e) => e.action === 'fixture.reschedule');
    expect(entries).toHaveLength(2);

    // A match played cannot be re-dated; a finished round takes no match: the feed's own refusals.
    const played = await schedule(ids.played, { status: 'POSTPONED' });
    expect(played.statusCode, played.body).toBe(409);
    expect(json(played)).toMatchObject({ details: [{ code: 'FEED_FIXTURE_PLAYED' }] });
    const intoFinished = await schedule(ids.later, {
      round: (await roundOf(season, PLAYED)).number,
    });
    expect(intoFinished.statusCode, intoFinished.body).toBe(409);
    expect(json(intoFinished)).toMatchObject({ details: [{ code: 'FEED_ROUND_FINISHED' }] });
  });

  it('lets only an owner call them, and never another operator’s staff', async () => {
    const state = await fingerprint();
    const view = await deliveries(ids.played);
    const at = await firstCatch(view);
    const calls = [
      (headers: ReturnType<typeof staffHeaders>) =>
        app.inject({ url: `/admin/v1/fixtures/${ids.played}/deliveries`, headers }),
      (headers: ReturnType<typeof staffHeaders>) =>
        correct(ids.played, { ...editOf(at, at.ball.wickets), dry_run: true }, headers),
      (headers: ReturnType<typeof staffHeaders>) =>
        schedule(ids.later, { status: 'POSTPONED', dry_run: true }, headers),
    ];
    for (const call of calls) {
      expect((await call(h('owner'))).statusCode).toBe(200);
      for (const role of ['editor', 'support', 'viewer'] as const) {
        const res = await call(h(role));
        expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
        expect(json(res)).toMatchObject({ code: 'FORBIDDEN' });
      }
      // Another operator's owner: on this operator's host, and on his own host with this one's ids.
      const foreignHost = await call(staffHeaders(outsider.token, domain));
      expect(foreignHost.statusCode, foreignHost.body).toBe(403);
      const foreignIds = await call(staffHeaders(outsider.token, outsiderDomain));
      expect(foreignIds.statusCode, foreignIds.body).toBe(404);
    }
    expect(await fingerprint()).toBe(state);
  });
});
