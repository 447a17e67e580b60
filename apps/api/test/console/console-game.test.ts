// The console's league and season operations and staff invitations (issue 22, ADR 0046), on the
// real seasons `npm start` serves, PGlite and PostgreSQL: support renames and closes a league and
// removes a member (who is e-mailed); an owner moves a deadline and the app shows it; a season
// other tenants share moves only by a super-admin; an owner invites an editor by e-mail.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, queryRows } from '@gameweek/db/create-db';
import { leagues, tenants } from '@gameweek/db/schema';
import { createTenant } from '@gameweek/db/testing/factories';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testEnv } from '../../src/env.ts';
import { totpCode } from '../../src/services/console/totp.ts';
import { prepareRealSeason, type RealSeason, SOCCER_DOMAIN } from '../helpers/real-season.ts';
import { DRIVERS } from '../helpers/setup.ts';
import {
  type ConsoleClock,
  consoleClock,
  enrolAndSignIn,
  json,
  STAFF_PASSWORD,
  type StaffLogin,
  staffHeaders,
  staffMember,
} from './console-helpers.ts';

const ANCHOR = new Date('2026-03-01T12:00:00Z');

interface MailFile {
  to: string;
  subject: string;
  text: string;
}

function mails(dir: string): MailFile[] {
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.map((n) => JSON.parse(readFileSync(join(dir, n), 'utf8')) as MailFile);
}

describe.each(DRIVERS)('console leagues, deadlines and invitations (%s)', (driver) => {
  let season: RealSeason;
  let app: FastifyInstance;
  let db: Database;
  let clock: ConsoleClock;
  let outbox: string;
  let owner: StaffLogin;
  let support: StaffLogin;
  let superAdmin: StaffLogin;

  beforeAll(async () => {
    season = await prepareRealSeason(driver, ANCHOR);
    db = season.testDb.db;
    clock = consoleClock(new Date(ANCHOR.getTime() + 60_000));
    outbox = mkdtempSync(join(tmpdir(), 'console-game-mail-'));
    app = await buildApp({
      env: testEnv({
        PUBLIC_WEB_URL: 'http://web.test',
        MAIL_OUTBOX_DIR: outbox,
        AUTH_RATE_LIMIT: '100000',
      }),
      db,
      clock: clock.now,
    });
    const tenantSlug = 'white-label-soccer';
    owner = await staffMember(app, db, clock, {
      email: 'owner@op.test',
      role: 'owner',
      tenantSlug,
    });
    support = await staffMember(app, db, clock, {
      email: 'support@op.test',
      role: 'support',
      tenantSlug,
    });
    superAdmin = await staffMember(app, db, clock, { email: 'root@op.test', superAdmin: true });
  });

  afterAll(async () => {
    await app?.close();
    await season?.testDb.close();
  });

  it('renames and closes an offensive league, removes a member who is told by e-mail, all audited', async () => {
    const h = staffHeaders(support.token, SOCCER_DOMAIN);
    const [target] = await db
      .select({ id: leagues.id, name: leagues.name, code: leagues.inviteCode })
      .from(leagues)
      .innerJoin(tenants, eq(tenants.id, leagues.tenantId))
      .where(and(eq(tenants.slug, 'white-label-soccer'), eq(leagues.system, false)))
      .orderBy(asc(leagues.id))
      .limit(1);
    const found = await app.inject({
      url: `/admin/v1/leagues?q=${encodeURIComponent(target!.name.slice(0, 5))}`,
      headers: h,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(json<{ leagues: { id: number }[] }>(found).leagues.map((l) => l.id)).toContain(
      target!.id,
    );

    const renamed = await app.inject({
      method: 'POST',
      url: `/admin/v1/leagues/${target!.id}/rename`,
      headers: h,
      payload: { name: 'League 1', reason: 'offensive name reported' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(json(renamed)).toMatchObject({ name: 'League 1', closed_at: null });

    const detail = await app.inject({ url: `/admin/v1/leagues/${target!.id}`, headers: h });
    const members = json<{ members: { user_id: number; team_name: string }[] }>(detail).members;
    const member = members.at(-1)!;
    // Support finds the manager by the team's name, and sees that team.
    const byTeam = await app.inject({
      url: `/admin/v1/users?q=${encodeURIComponent(member.team_name)}`,
      headers: h,
    });
    expect(json(byTeam)).toMatchObject({ matched_by: 'name' });
    expect(
      json<{ users: { id: number; team_name: string | null }[] }>(byTeam).users,
    ).toContainEqual(expect.objectContaining({ id: member.user_id, team_name: member.team_name }));
    const removed = await app.inject({
      method: 'POST',
      url: `/admin/v1/leagues/${target!.id}/members/${member.user_id}/remove`,
      headers: h,
      payload: { reason: 'abusive team name' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed)).toEqual({
      league_id: target!.id,
      user_id: member.user_id,
      informed: 'email',
    });
    const told = mails(outbox).find((m) => m.subject.includes('League 1'));
    expect(told?.text).toContain(member.team_name);
    expect(told?.to).toMatch(/@demo\.invalid$/);
    const again = await app.inject({
      method: 'POST',
      url: `/admin/v1/leagues/${target!.id}/members/${member.user_id}/remove`,
      headers: h,
      payload: { reason: 'abusive team name' },
    });
    expect(again.statusCode).toBe(404);

    const closed = await app.inject({
      method: 'POST',
      url: `/admin/v1/leagues/${target!.id}/close`,
      headers: h,
      payload: { reason: 'offensive name reported' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(json<{ closed_at: string | null }>(closed).closed_at).toBe(clock.now().toISOString());
    // The app's join by invite code now finds nothing.
    const demo = await app.inject({
      method: 'POST',
      url: '/auth/token?demo=1',
      headers: { domain: SOCCER_DOMAIN },
    });
    const token = json<{ token: string }>(demo).token;
    const join_ = await app.inject({
      method: 'POST',
      url: '/v1/leagues/join',
      headers: { domain: SOCCER_DOMAIN, authorization: `Bearer ${token}` },
      payload: { code: target!.code },
    });
    expect(join_.statusCode, join_.body).toBe(404);
    expect(json(join_)).toMatchObject({ code: 'LEAGUE_NOT_FOUND' });

    const audit = await app.inject({
      url: `/admin/v1/audit?target_type=league&target_id=${target!.id}`,
      headers: staffHeaders(owner.token, SOCCER_DOMAIN),
    });
    expect(
      json<{ entries: { action: string; before: unknown; after: unknown; reason: string }[] }>(
        audit,
      ).entries.map((e) => [e.action, e.before, e.after, e.reason]),
    ).toEqual([
      [
        'league.close',
        { closed_at: null },
        { closed_at: clock.now().toISOString() },
        'offensive name reported',
      ],
      [
        'league.remove_member',
        expect.objectContaining({ user_id: member.user_id, member: true }),
        expect.objectContaining({ user_id: member.user_id, member: false }),
        'abusive team name',
      ],
      ['league.rename', { name: target!.name }, { name: 'League 1' }, 'offensive name reported'],
    ]);
  });

  it('moves a deadline before the round locks, says what it does, and the app shows it', async () => {
    const h = staffHeaders(owner.token, SOCCER_DOMAIN);
    const list = await app.inject({ url: '/admin/v1/rounds', headers: h });
    expect(list.statusCode, list.body).toBe(200);
    const { rounds, shared_with_tenants } = json<{
      shared_with_tenants: number;
      rounds: {
        id: number;
        status: string;
        opens_at: string;
        deadline_at: string;
        first_kickoff_at: string | null;
        saved_teams: number;
      }[];
    }>(list);
    expect(shared_with_tenants).toBe(0);
    const played = rounds.find(
      (r) => r.status === 'FINISHED' || r.status === 'LIVE' || r.status === 'LOCKED',
    )!;
    const refused = await app.inject({
      method: 'POST',
      url: `/admin/v1/rounds/${played.id}/deadline`,
      headers: h,
      payload: {
        deadline_at: new Date(clock.now().getTime() + 60_000).toISOString(),
        reason: 'postponed match',
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ details: [{ code: 'ROUND_LOCKED' }] });

    // A round still ahead whose first match is far enough off to move its deadline either way.
    const now = clock.now().getTime();
    const next = rounds.find(
      (r) =>
        (r.status === 'OPEN' || r.status === 'NOT_STARTED') &&
        r.first_kickoff_at !== null &&
        Date.parse(r.first_kickoff_at) > now + 10 * 60_000,
    )!;
    const earliest = Math.max(clock.now().getTime(), Date.parse(next.opens_at));
    const latest = next.first_kickoff_at
      ? Date.parse(next.first_kickoff_at)
      : Date.parse(next.deadline_at) + 3_600_000;
    const newDeadline = new Date(Math.floor((earliest + latest) / 2 / 1000) * 1000);
    const tooLate = await app.inject({
      method: 'POST',
      url: `/admin/v1/rounds/${next.id}/deadline`,
      headers: h,
      payload: { deadline_at: new Date(latest + 60_000).toISOString(), reason: 'postponed match' },
    });
    if (next.first_kickoff_at) {
      expect(tooLate.statusCode).toBe(400);
      expect(json(tooLate)).toMatchObject({ details: [{ code: 'DEADLINE_AFTER_KICKOFF' }] });
    }
    const moved = await app.inject({
      method: 'POST',
      url: `/admin/v1/rounds/${next.id}/deadline`,
      headers: h,
      payload: { deadline_at: newDeadline.toISOString(), reason: 'postponed match' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const answer = json<{
      round: { deadline_at: string; saved_teams: number };
      previous_deadline_at: string;
      effects: { code: string; params?: Record<string, unknown> }[];
    }>(moved);
    expect(answer.round.deadline_at).toBe(newDeadline.toISOString());
    expect(answer.previous_deadline_at).toBe(next.deadline_at);
    expect(answer.effects[0]).toEqual({
      code: 'SAVED_TEAMS_KEPT',
      params: { saved_teams: next.saved_teams },
    });
    const direction =
      newDeadline.getTime() < Date.parse(next.deadline_at)
        ? 'EDIT_WINDOW_SHORTER'
        : 'EDIT_WINDOW_LONGER';
    if (newDeadline.getTime() !== Date.parse(next.deadline_at)) {
      expect(answer.effects.map((e) => e.code)).toContain(direction);
    }
    // The app reads the moved deadline at once.
    const config = await app.inject({ url: '/v1/config', headers: { domain: SOCCER_DOMAIN } });
    const nextRef = json<{
      competition: { season: { rounds: { next: { id: number; deadline: string } | null } } };
    }>(config).competition.season.rounds.next;
    if (nextRef?.id === next.id) expect(Date.parse(nextRef.deadline)).toBe(newDeadline.getTime());
    const [row] = await queryRows<{ deadline_at: Date }>(
      db,
      sql`select deadline_at from rounds where id = ${next.id}`,
    );
    expect(new Date(row!.deadline_at).getTime()).toBe(newDeadline.getTime());
  });

  it('a season other tenants play: an owner is refused, a super-admin moves it when confirming', async () => {
    const [soccerTenant] = await db
      .select()
      .from(tenants)
      .where(eq(tenants.slug, 'white-label-soccer'));
    await createTenant(db, { domain: 'other-operator.test', seasonId: soccerTenant!.seasonId });
    const h = staffHeaders(owner.token, SOCCER_DOMAIN);
    const list = json<{
      shared_with_tenants: number;
      rounds: { id: number; status: string; deadline_at: string }[];
    }>(await app.inject({ url: '/admin/v1/rounds', headers: h }));
    expect(list.shared_with_tenants).toBe(1);
    const next =
      list.rounds.find((r) => r.status === 'OPEN') ??
      list.rounds.find((r) => r.status === 'NOT_STARTED')!;
    const payload = { deadline_at: next.deadline_at, reason: 'align with the league' };
    const refused = await app.inject({
      method: 'POST',
      url: `/admin/v1/rounds/${next.id}/deadline`,
      headers: h,
      payload,
    });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ details: [{ code: 'SEASON_SHARED' }] });
    const asRoot = staffHeaders(superAdmin.token, SOCCER_DOMAIN);
    const unconfirmed = await app.inject({
      method: 'POST',
      url: `/admin/v1/rounds/${next.id}/deadline`,
      headers: asRoot,
      payload,
    });
    expect(unconfirmed.statusCode).toBe(403);
    const confirmed = await app.inject({
      method: 'POST',
      url: `/admin/v1/rounds/${next.id}/deadline`,
      headers: asRoot,
      payload: { ...payload, confirm_shared: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(json<{ effects: { code: string }[] }>(confirmed).effects.map((e) => e.code)).toContain(
      'OTHER_TENANTS_AFFECTED',
    );
  });

  it('reports every round of the season: teams saved, managers scored, average and top points', async () => {
    const h = staffHeaders(owner.token, SOCCER_DOMAIN);
    const res = await app.inject({ url: '/admin/v1/reports/rounds', headers: h });
    expect(res.statusCode, res.body).toBe(200);
    const rows = json<{
      rows: {
        round: number;
        status: string;
        managers_scored: number;
        average_points: number | null;
        top_points: number | null;
      }[];
    }>(res).rows;
    expect(rows.length).toBe(38);
    const finished = rows.filter((r) => r.status === 'FINISHED');
    expect(finished.length).toBeGreaterThan(0);
    for (const r of finished) {
      expect(r.managers_scored).toBeGreaterThan(0);
      expect(r.top_points!).toBeGreaterThanOrEqual(r.average_points!);
    }
    const csv = await app.inject({ url: '/admin/v1/reports/rounds?format=csv', headers: h });
    expect(csv.body.split('\r\n')[0]).toBe(
      'round,name,status,teams_saved,managers_scored,average_points,top_points',
    );
    expect(csv.body.trim().split('\r\n')).toHaveLength(39);
  });

  it('an owner invites an editor by e-mail; the link makes an account that enrols two-factor', async () => {
    const h = staffHeaders(owner.token, SOCCER_DOMAIN);
    const invited = await app.inject({
      method: 'POST',
      url: '/admin/v1/staff/invites',
      headers: h,
      payload: { email: 'Editor@Op.test', role: 'editor' },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(json(invited)).toMatchObject({ email: 'editor@op.test', role: 'editor', mailed: true });
    const mail = mails(outbox).find((m) => m.to === 'editor@op.test')!;
    // The tenant's own public web URL, else PUBLIC_WEB_URL.
    const link = /https?:\/\/\S+\/admin\/accept-invite\?token=([\w-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const weak = await app.inject({
      method: 'POST',
      url: '/admin/v1/auth/accept-invite',
      payload: { token: link![1], name: 'Eddie Editor', password: 'password123' },
    });
    expect(weak.statusCode).toBe(400);
    expect(json(weak)).toMatchObject({ details: [{ code: 'PASSWORD_TOO_COMMON' }] });
    const accepted = await app.inject({
      method: 'POST',
      url: '/admin/v1/auth/accept-invite',
      payload: { token: link![1], name: 'Eddie Editor', password: STAFF_PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(json(accepted)).toMatchObject({
      email: 'editor@op.test',
      role: 'editor',
      created: true,
    });
    const twice = await app.inject({
      method: 'POST',
      url: '/admin/v1/auth/accept-invite',
      payload: { token: link![1], name: 'Eddie Editor', password: STAFF_PASSWORD },
    });
    expect(twice.statusCode).toBe(400);

    const editor = await enrolAndSignIn(app, clock, 'editor@op.test');
    const me = await app.inject({
      url: '/admin/v1/auth/me',
      headers: staffHeaders(editor.token, SOCCER_DOMAIN),
    });
    expect(json(me)).toMatchObject({
      email: 'editor@op.test',
      two_factor: true,
      stage: 'full',
      roles: [{ tenant_slug: 'white-label-soccer', role: 'editor' }],
      permissions: ['signed-in', 'content'],
    });
    // Signing in again needs the code from the app.
    const withCode = await app.inject({
      method: 'POST',
      url: '/admin/v1/auth/login',
      payload: {
        email: 'editor@op.test',
        password: STAFF_PASSWORD,
        code: totpCode(editor.secret, clock.now()),
      },
    });
    expect(withCode.statusCode, withCode.body).toBe(200);
    const staff = await app.inject({ url: '/admin/v1/staff', headers: h });
    expect(
      json<{ staff: { email: string; role: string; two_factor: boolean }[] }>(staff).staff,
    ).toContainEqual(
      expect.objectContaining({ email: 'editor@op.test', role: 'editor', two_factor: true }),
    );
    // The last owner cannot be demoted.
    const ownerId = json<{ staff: { id: number; email: string }[] }>(staff).staff.find(
      (s) => s.email === 'owner@op.test',
    )!.id;
    const demote = await app.inject({
      method: 'PUT',
      url: `/admin/v1/staff/${ownerId}/role`,
      headers: h,
      payload: { role: 'viewer' },
    });
    expect(demote.statusCode).toBe(409);
    expect(json(demote)).toMatchObject({ details: [{ code: 'LAST_OWNER' }] });
  });
});
