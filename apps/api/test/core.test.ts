import { rounds, squadRounds, squads } from '@gameweek/db/schema';
import { createTenant } from '@gameweek/db/testing/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  DRIVERS,
  demoLogin,
  json,
  setup,
  type TestContext,
  validSquad,
} from './helpers/setup.ts';

describe.each(DRIVERS)('config, terms, auth, user team (%s)', (driver) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await setup(driver);
  });
  afterAll(async () => t?.close());

  it('serves the OpenAPI document built from the contracts', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = json<{ paths: Record<string, unknown> }>(res);
    for (const path of [
      '/v1/config',
      '/v1/user',
      '/v1/terms/{page}',
      '/auth/login',
      '/v1/leaderboard',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });

  it('answers a non-bearer Authorization header with 401', async () => {
    const res = await t.app.inject({
      url: '/v1/user',
      headers: { domain: 'a.test', authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
  });

  describe('GET /v1/config', () => {
    it('answers for the tenant chosen by the domain header, anonymously', async () => {
      const res = await t.app.inject({ url: '/v1/config', headers: { domain: 'a.test' } });
      expect(res.statusCode).toBe(200);
      const body = json(res);
      expect(body).toMatchObject({
        context: 'soccer',
        user: null,
        is_new_user: false,
        competition: {
          format: 'classic',
          season: { rounds: { current: null, next: { status: 'OPEN' } } },
        },
        service: {
          id: t.tenantA.id,
          config: { consent_management: false, languages: { selected: 'en' } },
        },
      });
    });

    it("serves the tenant's game-money convention, the sport's where the tenant has none", async () => {
      const money = async (domain: string) =>
        json<{ service: { config: { money: unknown } } }>(
          await t.app.inject({ url: '/v1/config', headers: { domain } }),
        ).service.config.money;
      expect(await money('a.test')).toEqual({ kind: 'currency', currency: 'GBP', unit: 'million' });
      const seasonId = t.season.seasonId;
      await createTenant(t.testDb.db, {
        domain: 'cricket-money.test',
        context: 'cricket',
        seasonId,
      });
      expect(await money('cricket-money.test')).toEqual({ kind: 'credits' });
      await createTenant(t.testDb.db, {
        domain: 'euro-money.test',
        seasonId,
        money: { kind: 'currency', currency: 'EUR', unit: 'million' },
      });
      expect(await money('euro-money.test')).toEqual({
        kind: 'currency',
        currency: 'EUR',
        unit: 'million',
      });
      await createTenant(t.testDb.db, {
        domain: 'odd-money.test',
        seasonId,
        context: 'cricket',
        money: { kind: 'currency', currency: 'pounds' } as never,
      });
      // A convention the contract does not know is not served: the sport's stands in.
      expect(await money('odd-money.test')).toEqual({ kind: 'credits' });
    });

    it('falls back to the Host header and rejects unknown domains with the error object', async () => {
      const ok = await t.app.inject({ url: '/v1/config', headers: { host: 'A.test:3000' } });
      expect(ok.statusCode).toBe(200);
      const res = await t.app.inject({ url: '/v1/config', headers: { domain: 'nowhere.test' } });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({
        statusCode: 404,
        code: 'UNKNOWN_TENANT',
        message: expect.any(String),
        redirect: '/domain_404',
      });
    });

    it('reports the signed-in user and rejects a dead token with 401', async () => {
      const token = await demoLogin(t.app);
      const res = await t.app.inject({ url: '/v1/config', headers: auth(token) });
      expect(json(res)).toMatchObject({
        user: { status: 'demo', has_team: false, is_new: true },
        is_new_user: true,
      });
      const dead = await t.app.inject({ url: '/v1/config', headers: auth('x'.repeat(43)) });
      expect(dead.statusCode).toBe(401);
      expect(json(dead)).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    });
  });

  describe('/v1/terms/{page}', () => {
    it('returns the page in the requested locale with the footer', async () => {
      const res = await t.app.inject({
        url: '/v1/terms/termsAndConditions?locale=ur',
        headers: { domain: 'a.test' },
      });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({
        page: 'termsAndConditions',
        locale: 'ur',
        title: 'شرائط',
        footer: {
          hotline: { text: 'Call 123' },
          links: [{ link: '/public/terms/faq', copy: 'FAQ' }],
        },
      });
      const post = await t.app.inject({
        method: 'POST',
        url: '/v1/terms/privacy-policy',
        headers: { domain: 'a.test' },
        payload: { locale: 'de' },
      });
      expect(json(post)).toMatchObject({ page: 'privacy-policy', locale: 'en', title: 'Privacy' });
    });

    it('rejects unknown pages (400) and missing ones (404)', async () => {
      const bad = await t.app.inject({ url: '/v1/terms/secret', headers: { domain: 'a.test' } });
      expect(bad.statusCode).toBe(400);
      expect(json(bad)).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [expect.objectContaining({ path: ['params', 'page'] })],
      });
      const missing = await t.app.inject({ url: '/v1/terms/faq', headers: { domain: 'a.test' } });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('/auth', () => {
    it('registers, logs in, logs out; the token dies with logout', async () => {
      const reg = await t.app.inject({
        method: 'POST',
        url: '/auth/register',
        headers: { domain: 'a.test' },
        payload: {
          username: 'Ana@Example.test',
          name: 'Ana',
          password: 'correct horse battery',
          domain: 'a.test',
        },
      });
      expect(reg.statusCode).toBe(200);
      expect(json(reg)).toEqual({ ok: true });

      // Issue 17, finding 11: an address with an account gets the very same answer (its owner is
      // told by e-mail), where it used to be 409 USERNAME_TAKEN.
      const again = await t.app.inject({
        method: 'POST',
        url: '/auth/register',
        headers: { domain: 'a.test' },
        payload: { username: 'ana@example.test', name: 'Ana 2', password: 'another long one' },
      });
      expect([again.statusCode, again.body]).toEqual([reg.statusCode, reg.body]);

      const first = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { domain: 'a.test' },
        payload: { username: 'ana@example.test', password: 'correct horse battery' },
      });
      expect(json(first)).toMatchObject({
        token_type: 'Bearer',
        user: { username: 'ana@example.test', status: 'registered', name: 'Ana' },
      });
      expect(json<{ token: string }>(first).token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const wrong = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { domain: 'a.test' },
        payload: { username: 'ana@example.test', password: 'nope nope' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(json(wrong)).toMatchObject({ code: 'INVALID_CREDENTIALS' });

      const login = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { domain: 'b.test' },
        payload: {
          username: 'ana@example.test',
          password: 'correct horse battery',
          service_id: t.tenantA.serviceId,
        },
      });
      expect(login.statusCode).toBe(200);
      const token = json<{ token: string }>(login).token;

      const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: auth(token) });
      expect(out.statusCode).toBe(200);
      const after = await t.app.inject({ url: '/v1/user', headers: auth(token) });
      expect(after.statusCode).toBe(401);
      const clear = await t.app.inject({
        method: 'POST',
        url: '/auth/clear-token',
        headers: auth(token),
      });
      expect(clear.statusCode).toBe(200);
    });

    it('validates registration input and refuses a common password', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/register',
        headers: { domain: 'a.test' },
        payload: { username: 'not-an-email', name: '', password: 'x' },
      });
      expect(res.statusCode).toBe(400);
      const paths = json<{ details: { path: string[] }[] }>(res).details.map((d) =>
        d.path.join('.'),
      );
      expect(paths).toEqual(expect.arrayContaining(['body.username', 'body.name']));
      const common = await t.app.inject({
        method: 'POST',
        url: '/auth/register',
        headers: { domain: 'a.test' },
        payload: { username: 'bo@example.test', name: 'Bo', password: 'password123' },
      });
      expect(common.statusCode).toBe(400);
      expect(json(common)).toMatchObject({ details: [{ code: 'PASSWORD_TOO_COMMON' }] });
    });

    it('names the password rule a registration breaks, so the form can say which', async () => {
      for (const [password, code] of [
        ['x', 'PASSWORD_TOO_SHORT'],
        ['k7#q', 'PASSWORD_TOO_SHORT'],
        ['y'.repeat(129), 'PASSWORD_TOO_LONG'],
        ['qwerty123', 'PASSWORD_TOO_COMMON'],
        ['zzzzzzzzzz', 'PASSWORD_REPETITIVE'],
        ['lmnopqrstu', 'PASSWORD_SEQUENTIAL'],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/auth/register',
          headers: { domain: 'a.test' },
          payload: { username: 'cy@example.test', name: 'Cy', password },
        });
        expect(res.statusCode, password).toBe(400);
        expect(json(res), password).toMatchObject({
          code: 'VALIDATION_FAILED',
          details: [{ code, path: ['body', 'password'] }],
        });
      }
    });

    it('gives every demo login a fresh, separate account', async () => {
      const a = await t.app.inject({
        method: 'POST',
        url: `/auth/token?demo=1&service_id=${t.tenantB.serviceId}`,
        headers: { domain: 'a.test' },
      });
      const b = await t.app.inject({
        method: 'POST',
        url: `/auth/token?demo=1&service_id=${t.tenantB.serviceId}`,
        headers: { domain: 'a.test' },
      });
      const ua = json<{ user: { id: number; status: string } }>(a).user;
      const ub = json<{ user: { id: number } }>(b).user;
      expect(ua.status).toBe('demo');
      expect(ua.id).not.toBe(ub.id);
      const noDemo = await t.app.inject({
        method: 'POST',
        url: '/auth/token',
        headers: { domain: 'a.test' },
      });
      expect(noDemo.statusCode).toBe(400);
    });
  });

  describe('GET/POST /v1/user', () => {
    it('needs a token (401) and rejects a token used on another tenant (401)', async () => {
      expect(
        (await t.app.inject({ url: '/v1/user', headers: { domain: 'a.test' } })).statusCode,
      ).toBe(401);
      const token = await demoLogin(t.app, 'a.test');
      const other = await t.app.inject({ url: '/v1/user', headers: auth(token, 'b.test') });
      expect(other.statusCode).toBe(401);
    });

    it('starts empty with the whole budget, saves a valid squad, then shows it', async () => {
      const token = await demoLogin(t.app);
      const empty = json(await t.app.inject({ url: '/v1/user', headers: auth(token) }));
      expect(empty).toMatchObject({
        has_team: false,
        picks: [],
        bank: 1000,
        budget: 1000,
        unlimited_transfers: true,
      });

      const body = validSquad(t.season);
      const saved = await t.app.inject({
        method: 'POST',
        url: '/v1/user',
        headers: auth(token),
        payload: body,
      });
      expect(saved.statusCode).toBe(200);
      const team = json<{
        picks: {
          slot: number;
          player: { id: number; price: number };
          is_captain: boolean;
          multiplier: number;
        }[];
        bank: number;
        has_team: boolean;
      }>(saved);
      expect(team.has_team).toBe(true);
      expect(team.picks).toHaveLength(15);
      expect(team.bank).toBe(1000 - 15 * 50);
      expect(team.picks.find((p) => p.is_captain)).toMatchObject({
        player: { id: body.captain_id },
        multiplier: 2,
      });
      expect(team.picks.filter((p) => p.multiplier === 0).map((p) => p.slot)).toEqual([
        12, 13, 14, 15,
      ]);

      const read = json(await t.app.inject({ url: '/v1/user', headers: auth(token) }));
      expect(read).toEqual(json(saved));
      const config = json(await t.app.inject({ url: '/v1/config', headers: auth(token) }));
      expect(config).toMatchObject({ user: { has_team: true, is_new: false } });
    });

    it('names every broken rule with the engine codes and writes nothing', async () => {
      const token = await demoLogin(t.app);
      const body = validSquad(t.season);
      // Three goalkeepers: swap a defender for the third GK of another club, and captain on the bench.
      const extraGk = t.season.players.GK.find(
        (id) => !body.picks.some((p) => p.player_id === id),
      )!;
      const picks = body.picks.map((p) => (p.slot === 2 ? { ...p, player_id: extraGk } : p));
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/user',
        headers: auth(token),
        payload: { ...body, picks, captain_id: picks[12]!.player_id },
      });
      expect(res.statusCode).toBe(422);
      const err = json<{
        code: string;
        details: { code: string; params: Record<string, unknown> }[];
      }>(res);
      expect(err.code).toBe('SQUAD_INVALID');
      const codes = err.details.map((d) => d.code);
      expect(codes).toEqual(
        expect.arrayContaining(['POSITION_COUNT', 'FORMATION', 'CAPTAIN_NOT_IN_XI']),
      );
      expect(
        err.details.find((d) => d.code === 'POSITION_COUNT' && d.params.position === 'GK')?.params,
      ).toMatchObject({ expected: 2, actual: 3 });
      const read = json(await t.app.inject({ url: '/v1/user', headers: auth(token) }));
      expect(read).toMatchObject({ has_team: false });

      const shape = await t.app.inject({
        method: 'POST',
        url: '/v1/user',
        headers: auth(token),
        payload: { picks: 'all' },
      });
      expect(shape.statusCode).toBe(400);
    });

    it('honours Idempotency-Key: same body replays, another body is refused', async () => {
      const token = await demoLogin(t.app);
      const body = validSquad(t.season, 1);
      const headers = { ...auth(token), 'idempotency-key': 'save-1' };
      const first = await t.app.inject({ method: 'POST', url: '/v1/user', headers, payload: body });
      expect(first.statusCode).toBe(200);
      const second = await t.app.inject({
        method: 'POST',
        url: '/v1/user',
        headers,
        payload: body,
      });
      expect(second.statusCode).toBe(200);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(json(second)).toEqual(json(first));
      const different = await t.app.inject({
        method: 'POST',
        url: '/v1/user',
        headers,
        payload: { ...body, captain_id: body.vice_captain_id, vice_captain_id: body.captain_id },
      });
      expect(different.statusCode).toBe(422);
      expect(json(different)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    });

    it('answers two concurrent requests with one Idempotency-Key with one save', async () => {
      const token = await demoLogin(t.app);
      const body = validSquad(t.season, 5);
      const headers = { ...auth(token), 'idempotency-key': 'concurrent-1' };
      const [a, b] = await Promise.all([
        t.app.inject({ method: 'POST', url: '/v1/user', headers, payload: body }),
        t.app.inject({ method: 'POST', url: '/v1/user', headers, payload: body }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(json(a)).toEqual(json(b));
      const userId = json<{ user: { id: number } }>(a).user.id;
      const rows = await t.testDb.db
        .select()
        .from(squadRounds)
        .innerJoin(squads, eq(squads.id, squadRounds.squadId))
        .where(eq(squads.userId, userId));
      expect(rows).toHaveLength(1);
    });

    it('counts transfers against the saved team and charges hits beyond the free ones', async () => {
      const token = await demoLogin(t.app);
      const body = validSquad(t.season, 2);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/v1/user',
            headers: auth(token),
            payload: body,
          })
        ).statusCode,
      ).toBe(200);
      // Round 1 → finish it and open round 2, so the next save is a transfer round.
      const [r1, r2] = t.season.roundIds;
      const { db } = t.testDb;
      const [sq] = await db
        .select()
        .from(squads)
        .innerJoin(squadRounds, eq(squadRounds.squadId, squads.id))
        .where(eq(squadRounds.roundId, r1!));
      expect(sq).toBeDefined();
      await db.update(rounds).set({ status: 'FINISHED' }).where(eq(rounds.id, r1!));
      await db.update(rounds).set({ status: 'OPEN' }).where(eq(rounds.id, r2!));
      t.app.services.tenants.invalidateRounds();
      try {
        const team = json<{ free_transfers: number; round: { id: number } }>(
          await t.app.inject({ url: '/v1/user', headers: auth(token) }),
        );
        expect(team.round.id).toBe(r2);
        expect(team.free_transfers).toBe(1);
        // Two transfers: two midfielders out, two unused midfielders of the same clubs in.
        const used = new Set(body.picks.map((p) => p.player_id));
        const freeMids = t.season.players.MID.filter((id) => !used.has(id));
        const outMids = body.picks.filter((p) => p.slot >= 6 && p.slot <= 7);
        const clubOf = (id: number) => Math.floor(t.season.players.MID.indexOf(id) / 5);
        const replacements = outMids.map(
          (o) => freeMids.find((m) => clubOf(m) === clubOf(o.player_id))!,
        );
        const picks = body.picks.map((p) =>
          p.slot === 6
            ? { ...p, player_id: replacements[0]! }
            : p.slot === 7
              ? { ...p, player_id: replacements[1]! }
              : p,
        );
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/user',
          headers: auth(token),
          payload: {
            ...body,
            picks,
            captain_id: picks[0]!.player_id,
            vice_captain_id: picks[1]!.player_id,
            round_id: r2,
          },
        });
        expect(res.statusCode).toBe(200);
        expect(json(res)).toMatchObject({
          transfers_made: 2,
          free_transfers: 1,
          transfer_cost: 4,
          bank: 250,
        });
      } finally {
        await db.update(rounds).set({ status: 'OPEN' }).where(eq(rounds.id, r1!));
        await db.update(rounds).set({ status: 'NOT_STARTED' }).where(eq(rounds.id, r2!));
        t.app.services.tenants.invalidateRounds();
      }
    });

    it('refuses a save after the deadline (checked in the transaction) and keeps the old team', async () => {
      const token = await demoLogin(t.app);
      const body = validSquad(t.season, 3);
      const [r1] = t.season.roundIds;
      const { db } = t.testDb;
      const [round] = await db.select().from(rounds).where(eq(rounds.id, r1!));
      await db
        .update(rounds)
        .set({ deadlineAt: new Date(Date.now() - 1000) })
        .where(eq(rounds.id, r1!));
      try {
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/user',
          headers: auth(token),
          payload: body,
        });
        expect(res.statusCode).toBe(409);
        expect(json(res)).toMatchObject({ code: 'DEADLINE_PASSED', statusCode: 409 });
        expect(json(await t.app.inject({ url: '/v1/user', headers: auth(token) }))).toMatchObject({
          has_team: false,
        });
      } finally {
        await db.update(rounds).set({ deadlineAt: round!.deadlineAt }).where(eq(rounds.id, r1!));
      }
    });

    it('changes the language only to one the tenant offers', async () => {
      const token = await demoLogin(t.app);
      const ok = await t.app.inject({
        method: 'POST',
        url: '/v1/user/preferences',
        headers: auth(token),
        payload: { language: 'ur' },
      });
      expect(json(ok)).toEqual({ language: 'ur' });
      const config = json(await t.app.inject({ url: '/v1/config', headers: auth(token) }));
      expect(config).toMatchObject({ service: { config: { languages: { selected: 'ur' } } } });
      const bad = await t.app.inject({
        method: 'POST',
        url: '/v1/user/preferences',
        headers: auth(token),
        payload: { language: 'fr' },
      });
      expect(bad.statusCode).toBe(400);
    });
  });
});
