// E-mail accounts end to end through the real app and a real SMTP server: verification, forgotten
// and changed passwords, profile removal — and that answers never reveal whether an account exists.
import {
  accountTokens,
  leagueMembers,
  leagues,
  sessions,
  squads,
  users,
} from '@gameweek/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS } from '../helpers/setup.ts';
import {
  bearer,
  body,
  otpSignIn,
  startWorld,
  statusOf,
  type World,
  waitFor,
} from '../operator/world.ts';

let n = 0;
const email = () => {
  n += 1;
  return `manager${n}.${process.pid}@example.com`;
};
const PASSWORD = 'a long unusual passphrase 42';

describe.each(DRIVERS)('e-mail accounts (%s)', (driver) => {
  let w: World;
  beforeAll(async () => {
    w = await startWorld(driver);
  });
  afterAll(async () => w?.close());

  const post = (
    url: string,
    payload: unknown,
    headers: Record<string, string> = { domain: 'a.test' },
  ) => w.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

  /** Registers (which signs nobody in), then logs in as the new user. */
  async function register(username = email(), password = PASSWORD) {
    const res = await post('/auth/register', { username, name: 'Ada Manager', password });
    expect(res.statusCode).toBe(200);
    const login = await post('/auth/login', { username, password });
    expect(login.statusCode).toBe(200);
    return {
      username,
      token: body<{ token: string; user: { id: number } }>(login).token,
      id: body<{ user: { id: number } }>(login).user.id,
    };
  }

  const mailTo = (address: string, subject: RegExp) =>
    waitFor(() =>
      [...w.smtp.inbox].reverse().find((m) => m.to.includes(address) && subject.test(m.subject)),
    );
  const tokenIn = (text: string) => /[?&]token=([\w-]+)/.exec(text)![1]!;

  it('verifies an e-mail address through the link sent over SMTP at registration', async () => {
    const u = await register();
    const mail = await mailTo(u.username, /confirm your e-mail/);
    expect(mail.text).toContain('http://web.test/auth/verify-email?token=');
    expect((await post('/auth/verify-email', { token: tokenIn(mail.text) })).statusCode).toBe(200);
    const status = await w.app.inject({
      method: 'POST',
      url: '/auth/user/status',
      headers: bearer(u.token),
      payload: {},
    });
    expect(body(status)).toMatchObject({
      email_verified: true,
      status: 'registered',
      access_level: 'partial',
    });
    // Single use, and nothing left to send.
    expect((await post('/auth/verify-email', { token: tokenIn(mail.text) })).statusCode).toBe(400);
    const again = await w.app.inject({
      method: 'POST',
      url: '/auth/verify-email/send',
      headers: bearer(u.token),
    });
    expect(body(again)).toEqual({ sent: false });
  });

  it('login and forgot-password answers don’t reveal whether an account exists', async () => {
    const u = await register();
    const unknown = `nobody.${process.pid}@example.com`;
    const forgotKnown = await post('/auth/forgot-password', { username: u.username });
    const forgotUnknown = await post('/auth/forgot-password', { username: unknown });
    expect([forgotKnown.statusCode, forgotKnown.body]).toEqual([
      forgotUnknown.statusCode,
      forgotUnknown.body,
    ]);
    const loginKnown = await post('/auth/login', {
      username: u.username,
      password: 'wrong password here',
    });
    const loginUnknown = await post('/auth/login', {
      username: unknown,
      password: 'wrong password here',
    });
    expect(loginKnown.statusCode).toBe(401);
    expect([loginKnown.statusCode, loginKnown.body]).toEqual([
      loginUnknown.statusCode,
      loginUnknown.body,
    ]);
    // Only the real account got mail.
    await mailTo(u.username, /reset your password/);
    expect(w.smtp.inbox.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it('registering an address that already has an account answers exactly as for a new one and tells only the owner, by e-mail', async () => {
    const owner = await register();
    await mailTo(owner.username, /confirm your e-mail/);
    const fresh = email();
    const forNew = await post('/auth/register', {
      username: fresh,
      name: 'Someone New',
      password: 'a different passphrase 99',
    });
    const forExisting = await post('/auth/register', {
      username: owner.username.toUpperCase(),
      name: 'Someone Else',
      password: 'a different passphrase 99',
    });
    expect(forExisting.statusCode).toBe(200);
    expect([forExisting.statusCode, forExisting.body]).toEqual([forNew.statusCode, forNew.body]);
    const notice = await mailTo(owner.username, /tried to register/);
    expect(notice.text).toContain('http://web.test/auth/login');
    expect(notice.text).toContain('http://web.test/auth/forgot-password');
    expect(notice.text).not.toMatch(/token=/);
    await mailTo(fresh, /confirm your e-mail/);
    // The owner's account is untouched: the old password still signs in, the new one does not.
    const [row] = await w.t.testDb.db.select().from(users).where(eq(users.id, owner.id));
    expect(row).toMatchObject({ name: 'Ada Manager' });
    expect(
      (await post('/auth/login', { username: owner.username, password: PASSWORD })).statusCode,
    ).toBe(200);
    expect(
      (
        await post('/auth/login', {
          username: owner.username,
          password: 'a different passphrase 99',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('resets a password with a single-use link; old sessions end, the new password works', async () => {
    const u = await register();
    await post('/auth/forgot-password', { username: u.username.toUpperCase() });
    const mail = await mailTo(u.username, /reset your password/);
    expect(mail.text).toContain('30 minutes');
    const token = tokenIn(mail.text);
    const stored = await w.t.testDb.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, u.id));
    expect(JSON.stringify(stored)).not.toContain(token);

    const mismatch = await post('/auth/reset-password', {
      token,
      password: 'new long passphrase 7',
      password_confirmation: 'other',
    });
    expect(body(mismatch)).toMatchObject({ details: [{ code: 'PASSWORD_MISMATCH' }] });
    const common = await post('/auth/reset-password', {
      token,
      password: 'password123',
      password_confirmation: 'password123',
    });
    expect(body(common)).toMatchObject({ details: [{ code: 'PASSWORD_TOO_COMMON' }] });

    const ok = await post('/auth/reset-password', {
      token,
      password: 'new long passphrase 7',
      password_confirmation: 'new long passphrase 7',
    });
    expect(ok.statusCode).toBe(200);
    expect((await statusOf(w, u.token)) as unknown).toMatchObject({ statusCode: 401 });
    const login = await post('/auth/login', {
      username: u.username,
      password: 'new long passphrase 7',
    });
    expect(login.statusCode).toBe(200);
    const again = await post('/auth/reset-password', {
      token,
      password: 'third long passphrase',
      password_confirmation: 'third long passphrase',
    });
    expect(body(again)).toMatchObject({ details: [{ code: 'TOKEN_INVALID' }] });
  });

  it('a reset link expires after 30 minutes', async () => {
    const u = await register();
    await post('/auth/forgot-password', { username: u.username });
    const token = tokenIn((await mailTo(u.username, /reset your password/)).text);
    await w.t.testDb.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(accountTokens.userId, u.id), eq(accountTokens.purpose, 'password_reset')));
    const res = await post('/auth/reset-password', {
      token,
      password: 'new long passphrase 8',
      password_confirmation: 'new long passphrase 8',
    });
    expect(body(res)).toMatchObject({ details: [{ code: 'TOKEN_INVALID' }] });
  });

  it('changing the password needs the current one and ends the other sessions', async () => {
    const u = await register();
    const other = body<{ token: string }>(
      await post('/auth/login', { username: u.username, password: PASSWORD }),
    ).token;
    const wrong = await post(
      '/auth/change-password',
      {
        current_password: 'not it at all',
        password: 'brand new passphrase',
        password_confirmation: 'brand new passphrase',
      },
      bearer(u.token),
    );
    expect(body(wrong)).toMatchObject({ statusCode: 400, details: [{ code: 'WRONG_PASSWORD' }] });
    const ok = await post(
      '/auth/change-password',
      {
        username: u.username,
        current_password: PASSWORD,
        password: 'brand new passphrase',
        password_confirmation: 'brand new passphrase',
      },
      bearer(u.token),
    );
    expect(ok.statusCode).toBe(200);
    expect((await statusOf(w, u.token)) as unknown).toMatchObject({ status: 'registered' });
    expect((await statusOf(w, other)) as unknown).toMatchObject({ statusCode: 401 });
  });

  it('removing the profile deletes personal data and keeps an anonymous league entry', async () => {
    const msisdn = '4915712345099';
    const s = await otpSignIn(w, msisdn);
    const db = w.t.testDb.db;
    const [league] = await db.select().from(leagues).where(eq(leagues.tenantId, w.t.tenantA.id));
    const [squad] = await db
      .insert(squads)
      .values({
        tenantId: w.t.tenantA.id,
        userId: s.user.id,
        seasonId: w.t.season.seasonId,
        name: 'Ada’s XI',
        startRoundId: w.t.season.roundIds[0]!,
      })
      .returning();
    await db.insert(leagueMembers).values({ leagueId: league!.id, squadId: squad!.id });

    const res = await w.app.inject({
      method: 'DELETE',
      url: '/auth/user/delete',
      headers: bearer(s.token),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, s.user.id));
    expect(row).toMatchObject({
      status: 'deleted',
      email: null,
      msisdn: null,
      passwordHash: null,
      name: 'Deleted manager',
    });
    expect(await db.select().from(sessions).where(eq(sessions.userId, s.user.id))).toEqual([]);
    const [kept] = await db
      .select()
      .from(leagueMembers)
      .where(eq(leagueMembers.squadId, squad!.id));
    expect(kept).toBeTruthy();
    const [anon] = await db.select().from(squads).where(eq(squads.id, squad!.id));
    expect(anon!.name).toBe('Anonymous team');
    expect((await statusOf(w, s.token)) as unknown).toMatchObject({ statusCode: 401 });
    // The number is free again: signing in with it makes a new, unrelated account.
    const fresh = await otpSignIn(w, msisdn);
    expect(fresh.user.id).not.toBe(s.user.id);
  });

  it('a user cannot move their own status except by cancelling', async () => {
    const u = await register();
    const res = await post('/v1/user/status', { status: 'active' }, bearer(u.token));
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ details: [{ code: 'INVALID_STATUS_TRANSITION' }] });
    expect(await statusOf(w, u.token)).toMatchObject({ status: 'registered' });
  });
});
