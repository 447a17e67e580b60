// The operator console's access rules (issue 22, ADR 0046), on the real seasons `npm start` serves
// (FPL 2023-24 for the soccer tenant on localhost, IPL 2024 for the cricket one), on PGlite and
// PostgreSQL: every console route is tried by every role (allowed and refused) and by another
// tenant's staff with that tenant's host and with this tenant's ids. The routes are read from the
// Fastify app, so a route added later is tried too (and fails here until it has a sample request).
import { type Database, queryRows } from '@gameweek/db/create-db';
import { leagueMembers, leagues, squads, users } from '@gameweek/db/schema';
import { tenantIdBySlug } from '@gameweek/db/seed/tenants';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleAccess, ConsoleRoute } from '../../src/routes/admin/plugin.ts';
import { permissionsOf } from '../../src/services/console/access.ts';
import { totpCode } from '../../src/services/console/totp.ts';
import { CRICKET_DOMAIN, type RealSeason, SOCCER_DOMAIN } from '../helpers/real-season.ts';
import { DRIVERS } from '../helpers/setup.ts';
import {
  type ConsoleClock,
  consoleTestApp,
  json,
  STAFF_PASSWORD,
  type StaffLogin,
  staffAccount,
  staffHeaders,
  staffMember,
} from './console-helpers.ts';
import { testPng } from './test-png.ts';

const ANCHOR = new Date('2026-03-01T12:00:00Z');
const ROLES = ['owner', 'editor', 'support', 'viewer'] as const;

/** One tenant's ids every route can name, and strings only that tenant's data contains. */
interface TenantSample {
  domain: string;
  tenantId: number;
  userId: number;
  sessionId: number;
  msisdn: string;
  leagueId: number;
  memberUserId: number;
  inviteCode: string;
  roundId: number;
  /** A fixture of the tenant's season, finished when there is one (a stat correction's target). */
  fixtureId: number;
  staffId: number;
}

async function sampleOf(
  app: FastifyInstance,
  db: Database,
  slug: string,
  domain: string,
  msisdn: string,
  staffId: number,
): Promise<TenantSample> {
  const tenantId = await tenantIdBySlug(db, slug);
  const [league] = await db
    .select({ id: leagues.id, code: leagues.inviteCode })
    .from(leagues)
    .where(and(eq(leagues.tenantId, tenantId), eq(leagues.system, false)))
    .orderBy(asc(leagues.id))
    .limit(1);
  if (!league) throw new Error(`the demo made no private league in ${slug}`);
  const members = await db
    .select({ userId: squads.userId })
    .from(leagueMembers)
    .innerJoin(squads, eq(squads.id, leagueMembers.squadId))
    .where(eq(leagueMembers.leagueId, league.id))
    .orderBy(asc(squads.id));
  // A subscriber who is not that league's first member: support edits them, the league keeps its own.
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.simulated, true)))
    .orderBy(asc(users.id))
    .limit(1);
  await db.update(users).set({ msisdn }).where(eq(users.id, user!.id));
  await app.services.sessions.issue(user!.id, 86_400_000);
  const [session] = await queryRows<{ id: number }>(
    db,
    sql`select id from sessions where user_id = ${user!.id} order by id desc limit 1`,
  );
  const [round] = await queryRows<{ id: number }>(
    db,
    sql`select r.id from rounds r join tenants t on t.season_id = r.season_id
         where t.id = ${tenantId} and r.status in ('OPEN', 'NOT_STARTED') order by r.number limit 1`,
  );
  const [fixture] = await queryRows<{ id: number }>(
    db,
    sql`select f.id from fixtures f join tenants t on t.season_id = f.season_id
         where t.id = ${tenantId} order by f.status = 'FINISHED' desc, f.id limit 1`,
  );
  return {
    domain,
    tenantId,
    fixtureId: fixture!.id,
    userId: user!.id,
    sessionId: session!.id,
    msisdn,
    leagueId: league.id,
    memberUserId: members.at(-1)!.userId,
    inviteCode: league.code,
    roundId: round!.id,
    staffId,
  };
}

/**
 * A request for each console route, naming `s`'s ids. A route missing here fails the sweep: whoever
 * adds a console route adds its sample, and with it the role and isolation checks.
 */
function sampleRequest(
  route: ConsoleRoute,
  s: TenantSample,
  now: Date,
): { url: string; payload?: unknown } | undefined {
  const deadline = new Date(now.getTime() + 60 * 60_000).toISOString();
  const reason = 'console access test';
  const byRoute: Record<string, { url: string; payload?: unknown }> = {
    'GET /admin/v1/staff': { url: '/admin/v1/staff' },
    'POST /admin/v1/staff/invites': {
      url: '/admin/v1/staff/invites',
      payload: { email: `invitee-${s.tenantId}@operator.test`, role: 'viewer' },
    },
    'PUT /admin/v1/staff/:staffId/role': {
      url: `/admin/v1/staff/${s.staffId}/role`,
      payload: { role: 'viewer' },
    },
    // Staff accounts (ADR 0057).
    'POST /admin/v1/staff/:staffId/disable': {
      url: `/admin/v1/staff/${s.staffId}/disable`,
      payload: { reason },
    },
    'POST /admin/v1/staff/:staffId/enable': {
      url: `/admin/v1/staff/${s.staffId}/enable`,
      payload: { reason },
    },
    'POST /admin/v1/staff/:staffId/two-factor/reset': {
      url: `/admin/v1/staff/${s.staffId}/two-factor/reset`,
      payload: { reason },
    },
    'POST /admin/v1/staff/:staffId/password-reset': {
      url: `/admin/v1/staff/${s.staffId}/password-reset`,
    },
    'DELETE /admin/v1/staff/:staffId': { url: `/admin/v1/staff/${s.staffId}` },
    'GET /admin/v1/audit': { url: '/admin/v1/audit' },
    'GET /admin/v1/users': { url: `/admin/v1/users?q=${s.msisdn}` },
    'GET /admin/v1/users/:userId': { url: `/admin/v1/users/${s.userId}` },
    'POST /admin/v1/users/:userId/status': {
      url: `/admin/v1/users/${s.userId}/status`,
      payload: { status: 'suspended', reason },
    },
    'POST /admin/v1/users/:userId/sessions/end': {
      url: `/admin/v1/users/${s.userId}/sessions/end`,
      payload: { reason },
    },
    'POST /admin/v1/users/:userId/sessions/:sessionId/end': {
      url: `/admin/v1/users/${s.userId}/sessions/${s.sessionId}/end`,
      payload: { reason },
    },
    'POST /admin/v1/users/:userId/codes/resend': {
      url: `/admin/v1/users/${s.userId}/codes/resend`,
      payload: { reason },
    },
    'POST /admin/v1/users/:userId/codes/invalidate': {
      url: `/admin/v1/users/${s.userId}/codes/invalidate`,
      payload: { reason },
    },
    'POST /admin/v1/users/:userId/remove': {
      url: `/admin/v1/users/${s.userId}/remove`,
      payload: { reason },
    },
    'GET /admin/v1/leagues': { url: `/admin/v1/leagues?q=${s.inviteCode}` },
    'GET /admin/v1/leagues/:leagueId': { url: `/admin/v1/leagues/${s.leagueId}` },
    'POST /admin/v1/leagues/:leagueId/rename': {
      url: `/admin/v1/leagues/${s.leagueId}/rename`,
      payload: { name: 'Renamed by support', reason },
    },
    'POST /admin/v1/leagues/:leagueId/close': {
      url: `/admin/v1/leagues/${s.leagueId}/close`,
      payload: { reason },
    },
    'POST /admin/v1/leagues/:leagueId/members/:userId/remove': {
      url: `/admin/v1/leagues/${s.leagueId}/members/${s.memberUserId}/remove`,
      payload: { reason },
    },
    'GET /admin/v1/rounds': { url: '/admin/v1/rounds' },
    'POST /admin/v1/rounds/:roundId/deadline': {
      url: `/admin/v1/rounds/${s.roundId}/deadline`,
      payload: { deadline_at: deadline, reason },
    },
    'GET /admin/v1/feed/status': { url: '/admin/v1/feed/status' },
    'GET /admin/v1/rounds/:roundId/fixtures': { url: `/admin/v1/rounds/${s.roundId}/fixtures` },
    'POST /admin/v1/rounds/:roundId/finalise': {
      url: `/admin/v1/rounds/${s.roundId}/finalise`,
      payload: { reason },
    },
    'GET /admin/v1/fixtures/:fixtureId/stats': { url: `/admin/v1/fixtures/${s.fixtureId}/stats` },
    // A dry run: the sweep checks who may, and leaves the season as it was.
    'POST /admin/v1/fixtures/:fixtureId/corrections': {
      url: `/admin/v1/fixtures/${s.fixtureId}/corrections`,
      payload: { player_id: 1, stats: { assists: 1 }, reason, dry_run: true },
    },
    // Match operations (ADR 0058): a soccer fixture has no deliveries (an empty answer, a refused
    // correction); re-dating a played fixture is refused by the feed; dry runs change nothing.
    'GET /admin/v1/fixtures/:fixtureId/deliveries': {
      url: `/admin/v1/fixtures/${s.fixtureId}/deliveries`,
    },
    'POST /admin/v1/fixtures/:fixtureId/deliveries/corrections': {
      url: `/admin/v1/fixtures/${s.fixtureId}/deliveries/corrections`,
      payload: { innings: 1, over: 0, ball: 1, runs: { batter: 1 }, reason, dry_run: true },
    },
    'POST /admin/v1/fixtures/:fixtureId/schedule': {
      url: `/admin/v1/fixtures/${s.fixtureId}/schedule`,
      payload: { status: 'POSTPONED', reason, dry_run: true },
    },
    'GET /admin/v1/reports/daily': {
      url: '/admin/v1/reports/daily?from=2026-02-20&to=2026-03-02&format=csv',
    },
    'GET /admin/v1/reports/rounds': { url: '/admin/v1/reports/rounds' },
    'GET /admin/v1/tenants': { url: '/admin/v1/tenants' },
    'GET /admin/v1/content/items': { url: '/admin/v1/content/items?kind=news' },
    'PUT /admin/v1/content/items/:kind/:slug/:locale': {
      url: `/admin/v1/content/items/news/access-${s.tenantId}/en`,
      payload: { title: 'Access sweep news', body: 'Body', published_at: now.toISOString() },
    },
    'DELETE /admin/v1/content/items/:kind/:slug/:locale': {
      url: `/admin/v1/content/items/news/access-${s.tenantId}/en`,
    },
    'GET /admin/v1/content/terms': { url: '/admin/v1/content/terms?locale=en' },
    'PUT /admin/v1/content/terms/:page/:locale': {
      url: '/admin/v1/content/terms/faq/de',
      payload: { title: 'FAQ', body: '<p>Antworten</p>' },
    },
    'DELETE /admin/v1/content/terms/:page/:locale': { url: '/admin/v1/content/terms/faq/de' },
    'GET /admin/v1/content/footer/:locale': { url: '/admin/v1/content/footer/en' },
    'PUT /admin/v1/content/footer/:locale': {
      url: '/admin/v1/content/footer/de',
      payload: { text: '<p>Fußzeile</p>', links: [{ link: '/public/terms/faq', copy: 'FAQ' }] },
    },
    'GET /admin/v1/content/prizes/:locale': { url: '/admin/v1/content/prizes/ur' },
    'PUT /admin/v1/content/prizes/:locale': {
      url: '/admin/v1/content/prizes/ur',
      payload: { prizes: [{ title: 'Access sweep prize', description: 'A phone' }] },
    },
    // How-to-play extras (ADR 0056).
    'GET /admin/v1/content/how-to-play': { url: '/admin/v1/content/how-to-play?locale=en' },
    'PUT /admin/v1/content/how-to-play/:slug/:locale': {
      url: `/admin/v1/content/how-to-play/access-${s.tenantId}/en`,
      payload: { title: 'Access sweep extra', body: '<p>Read me</p>', published: true },
    },
    'DELETE /admin/v1/content/how-to-play/:slug/:locale': {
      url: `/admin/v1/content/how-to-play/access-${s.tenantId}/en`,
    },
    'PUT /admin/v1/content/how-to-play-order/:locale': {
      url: '/admin/v1/content/how-to-play-order/en',
      payload: { slugs: [] },
    },
    'POST /admin/v1/content/preview': {
      url: '/admin/v1/content/preview',
      payload: { html: '<p>Preview</p>' },
    },
    'PUT /admin/v1/tenants/:tenantId/staff': {
      url: `/admin/v1/tenants/${s.tenantId}/staff`,
      payload: { email: 'nobody-yet@operator.test', role: 'viewer' },
    },
    // Tenant and brand (ADR 0052).
    'GET /admin/v1/brand': { url: '/admin/v1/brand' },
    'PUT /admin/v1/brand': { url: '/admin/v1/brand', payload: brandSample(s) },
    'PUT /admin/v1/brand/logo': {
      url: '/admin/v1/brand/logo',
      payload: { png_base64: testPng(8, 4).toString('base64') },
    },
    'DELETE /admin/v1/brand/logo': { url: '/admin/v1/brand/logo' },
    'GET /admin/v1/tenants/:tenantId/brand': { url: `/admin/v1/tenants/${s.tenantId}/brand` },
    'PUT /admin/v1/tenants/:tenantId/brand': {
      url: `/admin/v1/tenants/${s.tenantId}/brand`,
      payload: brandSample(s),
    },
  };
  return byRoute[`${route.method} ${route.url}`];
}

/** Brand settings valid for the sample's tenant (its sport's white-label theme). */
function brandSample(s: TenantSample) {
  return {
    theme_id: s.domain === CRICKET_DOMAIN ? 'whiteLabelF6' : 'whiteLabelF5',
    product_name: `Sample ${s.tenantId}`,
    languages: ['en', 'ur'],
    default_language: 'en',
    consent_management: true,
    analytics_id: null,
    analytics_consent_id: 'GTM-SAMPLE1',
    consent_text: { en: 'We count visits.' },
    home_sections: null,
  };
}

const gated = (r: ConsoleRoute) => r.access !== 'public' && r.access !== 'any-session';
const hasIds = (r: ConsoleRoute) => r.url.includes('/:');
/**
 * Content is addressed by natural keys in the caller's own tenant (a page, a language, a slug), not
 * by another tenant's row ids: from another tenant's host they act on that tenant's own content.
 */
const naturalKeys = (r: ConsoleRoute) => r.url.startsWith('/admin/v1/content/');

/** Everything a console call may change in a tenant, as one fingerprint. */
async function tenantState(db: Database, tenantId: number): Promise<string> {
  const [row] = await queryRows<{ h: string }>(
    db,
    sql`select md5(concat_ws('|',
      (select string_agg(concat(id, status, coalesce(msisdn, ''), name), ',' order by id) from users where tenant_id = ${tenantId}),
      (select string_agg(concat(s.id, s.revoked_at), ',' order by s.id) from sessions s join users u on u.id = s.user_id where u.tenant_id = ${tenantId}),
      (select string_agg(concat(id, consumed_at), ',' order by id) from otp_challenges where tenant_id = ${tenantId}),
      (select string_agg(concat(id, name, closed_at), ',' order by id) from leagues where tenant_id = ${tenantId}),
      (select string_agg(concat(m.league_id, ':', m.squad_id), ',' order by m.league_id, m.squad_id) from league_members m join leagues l on l.id = m.league_id where l.tenant_id = ${tenantId}),
      (select string_agg(concat(r.id, r.deadline_at), ',' order by r.id) from rounds r join tenants t on t.season_id = r.season_id where t.id = ${tenantId}),
      (select string_agg(concat(staff_id, role), ',' order by staff_id) from staff_roles where tenant_id = ${tenantId}),
      (select string_agg(concat(s.id, s.disabled_at, s.totp_secret, s.password_hash), ',' order by s.id) from staff s join staff_roles r on r.staff_id = s.id where r.tenant_id = ${tenantId}),
      (select count(*) from staff_password_resets p join staff_roles r on r.staff_id = p.staff_id where r.tenant_id = ${tenantId}),
      (select count(*) from staff_invites where tenant_id = ${tenantId}),
      (select concat(theme_id, product_name, languages, default_language, analytics_id, analytics_consent_id, consent_text, home_sections, logo_hash) from tenants where id = ${tenantId}),
      (select count(*) from audit_log where tenant_id = ${tenantId}),
      (select string_agg(concat(slug, locale, title, body, published_at), ',' order by slug, locale) from content_items where tenant_id = ${tenantId}),
      (select string_agg(concat(page, locale, title, body, footer), ',' order by page, locale) from terms_pages where tenant_id = ${tenantId}),
      (select string_agg(concat(locale, content::text), ',' order by locale) from footers where tenant_id = ${tenantId}),
      (select coalesce(prizes::text, '') from tenants where id = ${tenantId}),
      (select string_agg(concat(slug, locale, position, title, body, published), ',' order by slug, locale) from how_to_play_extras where tenant_id = ${tenantId}))) as h`,
  );
  return row!.h;
}

describe.each(DRIVERS)('the operator console: roles and tenant isolation (%s)', (driver) => {
  let season: RealSeason;
  let app: FastifyInstance;
  let clock: ConsoleClock;
  let db: Database;
  const soccerStaff = {} as Record<(typeof ROLES)[number], StaffLogin>;
  let cricketOwner: StaffLogin;
  let superAdmin: StaffLogin;
  let soccer: TenantSample;
  let cricket: TenantSample;

  beforeAll(async () => {
    ({ season, db, clock, app } = await consoleTestApp(driver, ANCHOR, 'console-mail'));
    for (const role of ROLES) {
      soccerStaff[role] = await staffMember(app, db, clock, {
        email: `${role}@soccer-operator.test`,
        role,
        tenantSlug: 'white-label-soccer',
      });
    }
    cricketOwner = await staffMember(app, db, clock, {
      email: 'owner@cricket-operator.test',
      role: 'owner',
      tenantSlug: 'white-label-cricket',
    });
    superAdmin = await staffMember(app, db, clock, {
      email: 'root@gameweek.test',
      superAdmin: true,
    });
    const idOf = async (email: string) =>
      (await queryRows<{ id: number }>(db, sql`select id from staff where email = ${email}`))[0]!
        .id;
    // The staff routes' target: a member the owner may disable, reset, demote and remove.
    soccer = await sampleOf(
      app,
      db,
      'white-label-soccer',
      SOCCER_DOMAIN,
      '447700900111',
      await staffAccount(db, clock, {
        email: 'temp@soccer-operator.test',
        role: 'editor',
        tenantSlug: 'white-label-soccer',
      }),
    );
    cricket = await sampleOf(
      app,
      db,
      'white-label-cricket',
      CRICKET_DOMAIN,
      '919800000222',
      await idOf('owner@cricket-operator.test'),
    );
  });

  afterAll(async () => {
    await app?.close();
    await season?.testDb.close();
  });

  it('declares one access on every console route, and has a sample request for each', () => {
    expect(app.consoleRoutes.length).toBeGreaterThanOrEqual(25);
    for (const route of app.consoleRoutes) {
      expect(route.url.startsWith('/admin/v1/'), route.url).toBe(true);
      if (gated(route))
        expect(
          sampleRequest(route, soccer, clock.now()),
          `${route.method} ${route.url}`,
        ).toBeDefined();
    }
    // Fastify's own table agrees with the registry: no /admin route escaped the access hook.
    const printed = app.printRoutes({ commonPrefix: false });
    const admin = printed.split('\n').filter((l) => l.includes('admin/v1'));
    expect(admin.length).toBeGreaterThan(0);
  });

  it('refuses every gated route without a token, with a dead token, and to an enrolment-only session', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/admin/v1/auth/login',
      payload: { email: 'owner@soccer-operator.test', password: STAFF_PASSWORD },
    });
    // Two-factor is on: the password alone is not enough.
    expect(login.statusCode).toBe(401);
    expect(json(login)).toMatchObject({
      code: 'UNAUTHENTICATED',
      details: [{ code: 'TOTP_REQUIRED' }],
    });
    for (const route of app.consoleRoutes.filter(gated)) {
      const req = sampleRequest(route, soccer, clock.now())!;
      const none = await app.inject({
        method: route.method as 'GET',
        url: req.url,
        headers: { domain: soccer.domain },
        ...(req.payload ? { payload: req.payload } : {}),
      });
      expect(none.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(json(none)).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
      const dead = await app.inject({
        method: route.method as 'GET',
        url: req.url,
        headers: staffHeaders('x'.repeat(43), soccer.domain),
        ...(req.payload ? { payload: req.payload } : {}),
      });
      expect(dead.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('never lets one tenant’s staff read or change another’s data: every route, their host and their ids', async () => {
    const soccerBefore = await tenantState(db, soccer.tenantId);
    for (const route of app.consoleRoutes.filter(gated)) {
      const onSoccer = sampleRequest(route, soccer, clock.now())!;
      // 1. The cricket owner on the soccer host: no role there.
      const foreignHost = await app.inject({
        method: route.method as 'GET',
        url: onSoccer.url,
        headers: staffHeaders(cricketOwner.token, soccer.domain),
        ...(onSoccer.payload ? { payload: onSoccer.payload } : {}),
      });
      expect(foreignHost.statusCode, `${route.method} ${route.url}: ${foreignHost.body}`).toBe(403);
      // 2. The cricket owner on their own host, naming soccer's ids and searching soccer's data.
      const foreignIds = await app.inject({
        method: route.method as 'GET',
        url: onSoccer.url,
        headers: staffHeaders(cricketOwner.token, cricket.domain),
        ...(onSoccer.payload ? { payload: onSoccer.payload } : {}),
      });
      const label = `${route.method} ${route.url}: ${foreignIds.statusCode} ${foreignIds.body}`;
      if (route.access === 'tenants') {
        expect(foreignIds.statusCode, label).toBe(403);
      } else if (naturalKeys(route)) {
        expect(foreignIds.statusCode, label).toBeLessThan(500);
        expect(foreignIds.body, label).not.toContain('soccer-operator.test');
      } else if (hasIds(route)) {
        expect(foreignIds.statusCode, label).toBe(404);
      } else if (route.method === 'GET') {
        expect(foreignIds.statusCode, label).toBe(200);
        for (const marker of [soccer.msisdn, soccer.inviteCode, 'soccer-operator.test']) {
          expect(foreignIds.body, label).not.toContain(marker);
        }
      } else {
        // A change without ids (an invitation) acts in the caller's own tenant only.
        expect(foreignIds.statusCode, label).toBeLessThan(500);
      }
    }
    expect(await tenantState(db, soccer.tenantId)).toBe(soccerBefore);
  });

  it('lets each role call exactly the routes its permissions name, and refuses the rest with 403', async () => {
    const before = await tenantState(db, cricket.tenantId);
    for (const route of app.consoleRoutes.filter(gated)) {
      for (const role of ROLES) {
        const req = sampleRequest(route, soccer, clock.now())!;
        const res = await app.inject({
          method: route.method as 'GET',
          url: req.url,
          headers: staffHeaders(soccerStaff[role].token, soccer.domain),
          ...(req.payload ? { payload: req.payload } : {}),
        });
        const allowed = permissionsOf({ superAdmin: false, role }).includes(
          route.access as Exclude<ConsoleAccess, 'public' | 'any-session'>,
        );
        const label = `${role} ${route.method} ${route.url}: ${res.body}`;
        if (allowed) {
          expect([401, 403], label).not.toContain(res.statusCode);
          expect(res.statusCode, label).toBeLessThan(500);
          if (route.method === 'GET') expect(res.statusCode, label).toBe(200);
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(json(res), label).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
        }
      }
      // The super-admin may call everything, anywhere.
      const req = sampleRequest(route, soccer, clock.now())!;
      const res = await app.inject({
        method: route.method as 'GET',
        url: req.url,
        headers: staffHeaders(superAdmin.token, soccer.domain),
        ...(req.payload ? { payload: req.payload } : {}),
      });
      expect([401, 403], `super-admin ${route.method} ${route.url}: ${res.body}`).not.toContain(
        res.statusCode,
      );
    }
    // Nothing in the other tenant moved while this one's staff worked.
    expect(await tenantState(db, cricket.tenantId)).toBe(before);
  });

  it('keeps the audit log append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const audit = await app.inject({
      url: '/admin/v1/audit',
      headers: staffHeaders(superAdmin.token, soccer.domain),
    });
    expect(audit.statusCode).toBe(200);
    const entries = json<{ entries: { action: string; staff: { email: string } }[] }>(
      audit,
    ).entries;
    expect(entries.length).toBeGreaterThan(0);
    for (const statement of [
      sql`update audit_log set reason = 'edited'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      const refused = await db.execute(statement).then(
        () => 'ran',
        (e: Error & { cause?: Error }) => `${e.message} ${e.cause?.message ?? ''}`,
      );
      expect(refused).toMatch(/audit_log is append-only/);
    }
    const again = await app.inject({
      url: '/admin/v1/audit',
      headers: staffHeaders(superAdmin.token, soccer.domain),
    });
    expect(json<{ entries: unknown[] }>(again).entries).toEqual(entries);
  });

  it('accepts a TOTP code once, refuses a wrong one, and throttles password guessing like the public sign-in', async () => {
    const email = 'support@soccer-operator.test';
    const code = totpCode(soccerStaff.support.secret, clock.now());
    const signIn = (c: string, password = STAFF_PASSWORD) =>
      app.inject({
        method: 'POST',
        url: '/admin/v1/auth/login',
        payload: { email, password, code: c },
        remoteAddress: '203.0.113.9',
      });
    expect((await signIn(code)).statusCode).toBe(200);
    const replay = await signIn(code);
    expect(replay.statusCode).toBe(401);
    expect(json(replay)).toMatchObject({ details: [{ code: 'TOTP_INVALID' }] });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    clock.advance(30_000);
    expect((await signIn(wrong)).statusCode).toBe(401);
    let last = 0;
    for (let i = 0; i < 8; i++) last = (await signIn('000000', 'not-the-password-0')).statusCode;
    expect(last).toBe(429);
  });

  it('ends a session after idleness and at its absolute expiry', async () => {
    const me = () =>
      app.inject({
        url: '/admin/v1/auth/me',
        headers: staffHeaders(soccerStaff.viewer.token, soccer.domain),
      });
    expect((await me()).statusCode).toBe(200);
    clock.advance(31 * 60_000);
    expect((await me()).statusCode).toBe(401);
  });
});
