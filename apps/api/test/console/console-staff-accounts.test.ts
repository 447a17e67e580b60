// Staff accounts an operator runs without a developer (issue 22, ADR 0057), through the real SMTP
// server the tests use, on PGlite and PostgreSQL: a forgotten password reset from the e-mailed link
// (no account enumeration, single use, the project's password rules, sessions end, two-factor stays);
// an owner's reset, disable/enable and two-factor reset of a member, with the refusals (oneself,
// the last active owner, a super-admin, an account shared with another operator, another tenant);
// failed sign-ins in the audit log without the password or code; invitations in the chosen language.
import { staff, staffPasswordResets } from '@gameweek/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../src/services/console/totp.ts';
import { DRIVERS } from '../helpers/setup.ts';
import { startWorld, type World, waitFor } from '../operator/world.ts';
import {
  type ConsoleClock,
  consoleClock,
  enrolAndSignIn,
  json,
  STAFF_PASSWORD,
  type StaffLogin,
  staffAccount,
  staffHeaders,
  staffMember,
  tenantSlug,
} from './console-helpers.ts';

const NEW_PASSWORD = 'velvet-harbour-compass-31';

interface AuditRow {
  action: string;
  staff: { email: string } | null;
  target_id: string;
  before: unknown;
  after: Record<string, unknown> | null;
  reason: string | null;
}

describe.each(DRIVERS)('console staff accounts (%s)', (driver) => {
  let w: World;
  let clock: ConsoleClock;
  let owner: StaffLogin;
  let otherOwner: StaffLogin;
  let ownerB: StaffLogin;
  let root: StaffLogin;
  let slugA: string;
  let slugB: string;
  const A = 'a.test';
  const B = 'b.test';

  beforeAll(async () => {
    clock = consoleClock(new Date());
    w = await startWorld(driver, { AUTH_RATE_LIMIT: '100000' }, clock.now);
    const db = w.t.testDb.db;
    slugA = await tenantSlug(db, w.t.tenantA.id);
    slugB = await tenantSlug(db, w.t.tenantB.id);
    owner = await staffMember(w.app, db, clock, {
      email: 'owner@accounts-a.test',
      role: 'owner',
      tenantSlug: slugA,
    });
    otherOwner = await staffMember(w.app, db, clock, {
      email: 'second-owner@accounts-a.test',
      role: 'owner',
      tenantSlug: slugA,
    });
    ownerB = await staffMember(w.app, db, clock, {
      email: 'owner@accounts-b.test',
      role: 'owner',
      tenantSlug: slugB,
    });
    root = await staffMember(w.app, db, clock, { email: 'root@accounts.test', superAdmin: true });
  });
  afterAll(async () => {
    await w?.close();
  });

  const post = (who: StaffLogin, url: string, payload?: Record<string, unknown>, host = A) =>
    w.app.inject({
      method: 'POST',
      url,
      headers: staffHeaders(who.token, host),
      ...(payload === undefined ? {} : { payload }),
    });
  const me = (who: StaffLogin, host = A) =>
    w.app.inject({ url: '/admin/v1/auth/me', headers: staffHeaders(who.token, host) });
  const signIn = (email: string, password: string, code?: string, ip = '198.51.100.20') =>
    w.app.inject({
      method: 'POST',
      url: '/admin/v1/auth/login',
      headers: { domain: A },
      payload: { email, password, ...(code ? { code } : {}) },
      remoteAddress: ip,
    });
  const audit = async (query: string, who = owner, host = A) => {
    const res = await w.app.inject({
      url: `/admin/v1/audit?${query}`,
      headers: staffHeaders(who.token, host),
    });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ entries: AuditRow[] }>(res).entries;
  };
  const idOf = async (email: string) =>
    (await w.t.testDb.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email)))[0]!.id;
  /** The link's token of the newest mail to `to` whose text matches. */
  const mailedToken = async (to: string, seen: number) => {
    const mail = await waitFor(() => w.smtp.inbox.filter((m) => m.to.includes(to))[seen]);
    const token = /\/admin\/reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token, mail.text).toBeDefined();
    return { mail, token: token! };
  };
  const mailsTo = (to: string) => w.smtp.inbox.filter((m) => m.to.includes(to)).length;

  it('resets a forgotten password from the e-mailed link, in the member’s language, once', async () => {
    // Invited in Urdu: the account keeps the invitation's language for later mails.
    const invited = await post(owner, '/admin/v1/staff/invites', {
      email: 'editor@accounts-a.test',
      role: 'editor',
      language: 'ur',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(json(invited)).toMatchObject({ language: 'ur', mailed: true });
    const invite = await waitFor(() =>
      w.smtp.inbox.find((m) => m.to.includes('editor@accounts-a.test')),
    );
    expect(invite.subject).toContain('آپریٹر کنسول میں دعوت');
    const inviteToken = /accept-invite\?token=([\w-]+)/.exec(invite.text)![1]!;
    const accepted = await w.app.inject({
      method: 'POST',
      url: '/admin/v1/auth/accept-invite',
      payload: { token: inviteToken, name: 'Editor Ayesha', password: STAFF_PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const editor = await enrolAndSignIn(w.app, clock, 'editor@accounts-a.test');

    // The same answer for an address with no account, and no mail for it.
    const before = w.smtp.inbox.length;
    const forgot = (email: string) =>
      w.app.inject({
        method: 'POST',
        url: '/admin/v1/auth/password/forgot',
        headers: { domain: A },
        payload: { email },
      });
    const unknown = await forgot('nobody@accounts-a.test');
    const known = await forgot('Editor@Accounts-A.test');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const { mail, token } = await mailedToken('editor@accounts-a.test', 1);
    expect(mail.subject).toContain('آپریٹر کنسول کا پاس ورڈ');
    expect(mail.text).toContain('http://web.test/admin/reset-password?token=');
    expect(w.smtp.inbox.slice(before).every((m) => !m.to.includes('nobody@accounts-a.test'))).toBe(
      true,
    );
    // Only the token's hash is stored.
    const stored = await w.t.testDb.db.select().from(staffPasswordResets);
    expect(JSON.stringify(stored)).not.toContain(token);

    const reset = (t: string, password: string) =>
      w.app.inject({
        method: 'POST',
        url: '/admin/v1/auth/password/reset',
        payload: { token: t, password },
      });
    // The project's password rules.
    const weak = await reset(token, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(json(weak)).toMatchObject({ details: [{ code: 'PASSWORD_TOO_COMMON' }] });
    // The refused attempt did not spend the link (the transaction rolled back).
    const done = await reset(token, NEW_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    expect(json(done)).toEqual({ email: 'editor@accounts-a.test', two_factor: true });
    // Single use; the old session has ended.
    const again = await reset(token, 'another-fine-passphrase-8');
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ details: [{ code: 'TOKEN_INVALID' }] });
    expect((await me(editor)).statusCode).toBe(401);
    // Two-factor stays: the new password alone asks for the code; the old one is refused.
    expect(json(await signIn(editor.email, STAFF_PASSWORD))).toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(json(await signIn(editor.email, NEW_PASSWORD))).toMatchObject({
      details: [{ code: 'TOTP_REQUIRED' }],
    });
    clock.advance(30_000);
    const back = await signIn(editor.email, NEW_PASSWORD, totpCode(editor.secret, clock.now()));
    expect(back.statusCode, back.body).toBe(200);
    expect(json(back)).toMatchObject({ stage: 'full' });
    const entries = await audit(
      `action=staff.password_reset&target_id=${await idOf(editor.email)}`,
    );
    expect(entries).toEqual([
      expect.objectContaining({
        staff: expect.objectContaining({ email: editor.email }),
        after: expect.objectContaining({ sessions_ended: 1, sent_by: null }),
      }),
    ]);
  });

  it('lets an owner mail a member a reset, and limits reset mails per account', async () => {
    const id = await staffAccount(w.t.testDb.db, clock, {
      email: 'support@accounts-a.test',
      role: 'support',
      tenantSlug: slugA,
    });
    const seen = mailsTo('support@accounts-a.test');
    const sent = await post(owner, `/admin/v1/staff/${id}/password-reset`);
    expect(sent.statusCode, sent.body).toBe(200);
    // No language from an invitation: the tenant's default.
    expect(json(sent)).toEqual({ id, mailed: true, language: 'en' });
    const { mail } = await mailedToken('support@accounts-a.test', seen);
    expect(mail.subject).toContain('reset your operator console password');
    const entries = await audit(`action=staff.password_reset_sent&target_id=${id}`);
    expect(entries).toEqual([
      expect.objectContaining({ staff: expect.objectContaining({ email: owner.email }) }),
    ]);
    // Another tenant's owner: refused on this host, not found on their own.
    expect((await post(ownerB, `/admin/v1/staff/${id}/password-reset`)).statusCode).toBe(403);
    expect(
      (await post(ownerB, `/admin/v1/staff/${id}/password-reset`, undefined, B)).statusCode,
    ).toBe(404);
    // Three mails an hour per account, whoever asks; the answer stays the same.
    for (let i = 0; i < 4; i++) {
      const res = await w.app.inject({
        method: 'POST',
        url: '/admin/v1/auth/password/forgot',
        headers: { domain: A },
        payload: { email: 'support@accounts-a.test' },
      });
      expect(res.statusCode).toBe(200);
    }
    await waitFor(() => mailsTo('support@accounts-a.test') >= seen + 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('support@accounts-a.test')).toBe(seen + 3);
    // An owner is told, since nothing silent protects the answer there.
    const over = await post(owner, `/admin/v1/staff/${id}/password-reset`);
    expect(over.statusCode).toBe(429);
    expect(json(over)).toMatchObject({ details: [{ code: 'STAFF_RESET_LIMIT' }] });
  });

  it('disables a member at once and enables them again, audited with before and after', async () => {
    const viewer = await staffMember(w.app, w.t.testDb.db, clock, {
      email: 'viewer@accounts-a.test',
      role: 'viewer',
      tenantSlug: slugA,
    });
    const id = await idOf(viewer.email);
    expect((await me(viewer)).statusCode).toBe(200);
    const off = await post(owner, `/admin/v1/staff/${id}/disable`, { reason: 'left the company' });
    expect(off.statusCode, off.body).toBe(200);
    expect(json(off)).toEqual({ id, disabled: true, two_factor: true, sessions_ended: 1 });
    // The open session has ended; signing in is refused like a wrong password.
    expect((await me(viewer)).statusCode).toBe(401);
    clock.advance(30_000);
    const refused = await signIn(
      viewer.email,
      STAFF_PASSWORD,
      totpCode(viewer.secret, clock.now()),
    );
    expect(refused.statusCode).toBe(401);
    expect(json(refused)).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const list = await w.app.inject({
      url: '/admin/v1/staff',
      headers: staffHeaders(owner.token, A),
    });
    expect(json<{ staff: { id: number; disabled: boolean }[] }>(list).staff).toContainEqual(
      expect.objectContaining({ id, disabled: true }),
    );
    // A repeat changes nothing and writes nothing.
    expect(json(await post(owner, `/admin/v1/staff/${id}/disable`, {}))).toMatchObject({
      disabled: true,
      sessions_ended: 0,
    });
    const on = await post(otherOwner, `/admin/v1/staff/${id}/enable`, { reason: 'came back' });
    expect(on.statusCode, on.body).toBe(200);
    expect(json(on)).toMatchObject({ disabled: false });
    clock.advance(30_000);
    const back = await signIn(viewer.email, STAFF_PASSWORD, totpCode(viewer.secret, clock.now()));
    expect(back.statusCode, back.body).toBe(200);

    const entries = await audit(`target_type=staff&target_id=${id}`);
    const changes = entries.filter(
      (e) => e.action === 'staff.disabled' || e.action === 'staff.enabled',
    );
    expect(changes).toEqual([
      expect.objectContaining({
        action: 'staff.enabled',
        staff: expect.objectContaining({ email: otherOwner.email }),
        before: { disabled: true },
        after: { disabled: false, sessions_ended: 0 },
        reason: 'came back',
      }),
      expect.objectContaining({
        action: 'staff.disabled',
        staff: expect.objectContaining({ email: owner.email }),
        before: { disabled: false },
        after: { disabled: true, sessions_ended: 1 },
        reason: 'left the company',
      }),
    ]);
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'staff.sign_in_failed',
        staff: null,
        after: expect.objectContaining({ reason: 'disabled', email: viewer.email }),
      }),
    );
  });

  it('refuses oneself, the last active owner, a super-admin, a shared account and another tenant', async () => {
    const db = w.t.testDb.db;
    const self = await post(owner, `/admin/v1/staff/${await idOf(owner.email)}/disable`, {});
    expect(self.statusCode).toBe(409);
    expect(json(self)).toMatchObject({ details: [{ code: 'STAFF_SELF' }] });
    // B has one owner: even a super-admin cannot disable them.
    const last = await post(root, `/admin/v1/staff/${await idOf(ownerB.email)}/disable`, {}, B);
    expect(last.statusCode).toBe(409);
    expect(json(last)).toMatchObject({ details: [{ code: 'LAST_OWNER' }] });
    // With the second owner of A disabled, the first is the last active one: not demoted either.
    const second = await idOf(otherOwner.email);
    expect((await post(owner, `/admin/v1/staff/${second}/disable`, {})).statusCode).toBe(200);
    const demote = await w.app.inject({
      method: 'PUT',
      url: `/admin/v1/staff/${await idOf(owner.email)}/role`,
      headers: staffHeaders(root.token, A),
      payload: { role: 'viewer' },
    });
    expect(demote.statusCode).toBe(409);
    expect(json(demote)).toMatchObject({ details: [{ code: 'LAST_OWNER' }] });
    expect((await post(root, `/admin/v1/staff/${second}/enable`, {})).statusCode).toBe(200);
    // A super-admin with a role here: only another super-admin changes them.
    const rootId = await idOf(root.email);
    await w.app.inject({
      method: 'PUT',
      url: `/admin/v1/tenants/${w.t.tenantA.id}/staff`,
      headers: staffHeaders(root.token, A),
      payload: { email: root.email, role: 'viewer' },
    });
    const sa = await post(owner, `/admin/v1/staff/${rootId}/disable`, {});
    expect(sa.statusCode).toBe(403);
    expect(json(sa)).toMatchObject({ details: [{ code: 'STAFF_SUPER_ADMIN' }] });
    // Someone who also works for B: A's owner cannot lock them out of B's console.
    const sharedId = await staffAccount(db, clock, {
      email: 'shared@accounts.test',
      role: 'support',
      tenantSlug: slugA,
    });
    await w.app.inject({
      method: 'PUT',
      url: `/admin/v1/tenants/${w.t.tenantB.id}/staff`,
      headers: staffHeaders(root.token, B),
      payload: { email: 'shared@accounts.test', role: 'viewer' },
    });
    for (const path of ['disable', 'two-factor/reset']) {
      const shared = await post(owner, `/admin/v1/staff/${sharedId}/${path}`, {});
      expect(shared.statusCode, path).toBe(403);
      expect(json(shared)).toMatchObject({ details: [{ code: 'STAFF_SHARED' }] });
    }
    expect((await post(root, `/admin/v1/staff/${sharedId}/disable`, {})).statusCode).toBe(200);
    // B's owner on B's host with A's member: not found; on A's host: no role.
    const aMember = await idOf('support@accounts-a.test');
    for (const path of ['disable', 'enable', 'two-factor/reset']) {
      expect((await post(ownerB, `/admin/v1/staff/${aMember}/${path}`, {}, B)).statusCode).toBe(
        404,
      );
      expect((await post(ownerB, `/admin/v1/staff/${aMember}/${path}`, {}, A)).statusCode).toBe(
        403,
      );
    }
    // Editors, support and viewers of A manage no accounts.
    const viewer = await staffMember(w.app, db, clock, {
      email: 'viewer2@accounts-a.test',
      role: 'viewer',
      tenantSlug: slugA,
    });
    expect((await post(viewer, `/admin/v1/staff/${aMember}/disable`, {})).statusCode).toBe(403);
  });

  it('resets a member’s two-factor after a lost phone: signed out, enrols again at the next sign-in', async () => {
    const editor = await staffMember(w.app, w.t.testDb.db, clock, {
      email: 'lost-phone@accounts-a.test',
      role: 'editor',
      tenantSlug: slugA,
    });
    const id = await idOf(editor.email);
    const res = await post(owner, `/admin/v1/staff/${id}/two-factor/reset`, {
      reason: 'phone lost',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ id, disabled: false, two_factor: false, sessions_ended: 1 });
    expect((await me(editor)).statusCode).toBe(401);
    const first = await signIn(editor.email, STAFF_PASSWORD);
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toMatchObject({ stage: 'enrol' });
    const [entry] = await audit(`action=staff.two_factor_reset&target_id=${id}`);
    expect(entry).toMatchObject({
      before: { two_factor: true },
      after: { two_factor: false, sessions_ended: 1 },
      reason: 'phone lost',
    });
  });

  it('audits failed sign-ins — who was tried, from where, why — without the password or code', async () => {
    const viewer = await staffMember(w.app, w.t.testDb.db, clock, {
      email: 'tried@accounts-a.test',
      role: 'viewer',
      tenantSlug: slugA,
    });
    const ip = '203.0.113.61';
    expect((await signIn(viewer.email, 'not-my-password-77', undefined, ip)).statusCode).toBe(401);
    clock.advance(30_000);
    const wrong = String((Number(totpCode(viewer.secret, clock.now())) + 1) % 1_000_000).padStart(
      6,
      '0',
    );
    expect((await signIn(viewer.email, STAFF_PASSWORD, wrong, ip)).statusCode).toBe(401);
    expect(
      (await signIn('ghost@accounts-a.test', 'ghost-password-12', undefined, ip)).statusCode,
    ).toBe(401);
    // The throttle: five free attempts from one address, then refusals, each recorded.
    let throttled = 0;
    for (let i = 0; i < 6 && throttled !== 429; i++) {
      throttled = (await signIn(viewer.email, `guess-number-${i}-x`, undefined, ip)).statusCode;
    }
    expect(throttled).toBe(429);
    const id = await idOf(viewer.email);
    const failed = await audit(`action=staff.sign_in_failed&target_type=staff`);
    const mine = failed.filter((e) => e.target_id === String(id));
    const reasons = mine.map((e) => e.after?.reason);
    expect(reasons).toContain('wrong_password');
    expect(reasons).toContain('wrong_code');
    expect(reasons[0]).toBe('throttled');
    for (const e of mine) {
      expect(e.staff).toBeNull();
      expect(e.after).toMatchObject({ source: ip, email: viewer.email });
    }
    // An address with no account: recorded in the log of the host's tenant, by the address typed.
    expect(failed).toContainEqual(
      expect.objectContaining({
        target_id: '',
        after: { reason: 'unknown_account', source: ip, email: 'ghost@accounts-a.test' },
      }),
    );
    const text = JSON.stringify(failed);
    for (const secret of ['not-my-password-77', wrong, 'ghost-password-12', 'guess-number-']) {
      expect(text).not.toContain(secret);
    }
    // B's log shows none of A's staff's failures.
    const inB = await audit('action=staff.sign_in_failed', ownerB, B);
    expect(JSON.stringify(inB)).not.toContain('accounts-a.test');
  });

  it('mails an invitation in the language the owner chose, else in the tenant’s', async () => {
    const ru = await post(owner, '/admin/v1/staff/invites', {
      email: 'ru-invitee@accounts-a.test',
      role: 'support',
      language: 'ru',
    });
    expect(ru.statusCode, ru.body).toBe(200);
    const mail = await waitFor(() =>
      w.smtp.inbox.find((m) => m.to.includes('ru-invitee@accounts-a.test')),
    );
    expect(mail.subject).toMatch(/[а-яё]/i);
    expect(mail.text).not.toMatch(/You are invited/);
    const plain = await post(owner, '/admin/v1/staff/invites', {
      email: 'plain-invitee@accounts-a.test',
      role: 'viewer',
    });
    expect(json(plain)).toMatchObject({ language: 'en' });
    const list = await w.app.inject({
      url: '/admin/v1/staff',
      headers: staffHeaders(owner.token, A),
    });
    expect(json<{ invites: { email: string; language: string }[] }>(list).invites).toContainEqual(
      expect.objectContaining({ email: 'ru-invitee@accounts-a.test', language: 'ru' }),
    );
  });
});
