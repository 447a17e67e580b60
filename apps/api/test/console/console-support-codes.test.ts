import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { series } from '../helpers/metric-series.ts';
import { DRIVERS } from '../helpers/setup.ts';
import { bearer, body, latestCode, otpSignIn, startWorld, type World } from '../operator/world.ts';
import {
  json,
  type StaffLogin,
  staffHeaders,
  staffMember,
  tenantSlug,
  wallClock,
} from './console-helpers.ts';

let numbers = 0;
const newNumber = () => {
  numbers += 1;
  return `4916${String(30_000_000 + numbers * 7919).padStart(9, '0')}`;
};

async function smsTo(w: World, msisdn: string): Promise<{ text: string }[]> {
  const res = await fetch(`${w.sandbox.url}/sms/messages?msisdn=${msisdn}`);
  return ((await res.json()) as { messages: { text: string }[] }).messages;
}

describe.each(DRIVERS)('console support: codes and sessions (%s)', (driver) => {
  let w: World;
  let support: StaffLogin;
  let viewer: StaffLogin;
  let otherOwner: StaffLogin;
  const domain = 'a.test';

  beforeAll(async () => {
    w = await startWorld(driver);
    const db = w.t.testDb.db;
    support = await staffMember(w.app, db, wallClock, {
      email: 'support@codes-a.test',
      role: 'support',
      tenantSlug: await tenantSlug(db, w.t.tenantA.id),
    });
    viewer = await staffMember(w.app, db, wallClock, {
      email: 'viewer@codes-a.test',
      role: 'viewer',
      tenantSlug: await tenantSlug(db, w.t.tenantA.id),
    });
    otherOwner = await staffMember(w.app, db, wallClock, {
      email: 'owner@codes-b.test',
      role: 'owner',
      tenantSlug: await tenantSlug(db, w.t.tenantB.id),
    });
  });
  afterAll(async () => {
    await w?.close();
  });

  const as = (who: StaffLogin, host = domain) => staffHeaders(who.token, host);
  const post = (
    who: StaffLogin,
    url: string,
    payload: Record<string, unknown>,
    extra = {},
    host = domain,
  ) => w.app.inject({ method: 'POST', url, headers: { ...as(who, host), ...extra }, payload });
  const detail = async (userId: number) => {
    const res = await w.app.inject({ url: `/admin/v1/users/${userId}`, headers: as(support) });
    expect(res.statusCode, res.body).toBe(200);
    return json<{
      codes: { pending: number; last_sent_at: string | null } | null;
      sessions: {
        id: number;
        last_seen_at: string | null;
        user_agent: string | null;
        token?: unknown;
      }[];
    }>(res);
  };
  const requestCode = async (msisdn: string) => {
    const sent = await w.app.inject({
      method: 'POST',
      url: '/auth/otp',
      headers: { domain },
      payload: { msisdn: `+${msisdn}` },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return body<{ request_id: string }>(sent).request_id;
  };
  const verify = (requestId: string, code: string) =>
    w.app.inject({
      method: 'POST',
      url: '/auth/otp/verify',
      headers: { domain },
      payload: { request_id: requestId, code },
    });

  it('resends a new code for the sign-in the phone started, never showing it, and the old one stops working', async () => {
    const msisdn = newNumber();
    const { user } = await otpSignIn(w, msisdn);
    const requestId = await requestCode(msisdn);
    const first = await latestCode(w.sandbox, msisdn);
    expect((await detail(user.id)).codes).toMatchObject({ pending: 1 });

    const resend = (key: string, reason = 'the SMS never arrived') =>
      post(
        support,
        `/admin/v1/users/${user.id}/codes/resend`,
        { reason },
        { 'idempotency-key': key },
      );
    const res = await resend('k-resend-1');
    expect(res.statusCode, res.body).toBe(200);
    const answer = json<Record<string, unknown>>(res);
    expect(Object.keys(answer).sort()).toEqual(['expires_at', 'sent', 'user_id']);
    expect(res.body).not.toContain(await latestCode(w.sandbox, msisdn));
    // A repeat with the key sends nothing more.
    const messages = (await smsTo(w, msisdn)).length;
    const again = await resend('k-resend-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await smsTo(w, msisdn)).length).toBe(messages);
    expect((await resend('k-resend-1', 'another reason')).statusCode).toBe(422);

    const second = await latestCode(w.sandbox, msisdn);
    if (second !== first) {
      const old = await verify(requestId, first);
      expect(old.statusCode).toBe(400);
    }
    // The screen the phone shows (its request id) takes the new code.
    const ok = await verify(requestId, second);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body<{ user: { id: number } }>(ok).user.id).toBe(user.id);
    // Nothing waits now: a resend has nothing to resend.
    const none = await resend('k-resend-2');
    expect(none.statusCode).toBe(409);
    expect(json(none)).toMatchObject({ details: [{ code: 'OTP_NOTHING_PENDING' }] });

    const audit = await w.app.inject({
      url: `/admin/v1/audit?target_type=user&target_id=${user.id}`,
      headers: as(viewer),
    });
    const entries = json<{ entries: { action: string; reason: string; after: unknown }[] }>(
      audit,
    ).entries;
    expect(entries.filter((e) => e.action === 'user.code_resent')).toEqual([
      expect.objectContaining({ reason: 'the SMS never arrived' }),
    ]);
    expect(JSON.stringify(entries)).not.toContain(second);
  });

  it('resends within the public flow’s send limits per number', async () => {
    const msisdn = newNumber();
    const { user } = await otpSignIn(w, msisdn); // send 1 of 3 in the window
    await requestCode(msisdn); // send 2
    const resend = (key: string) =>
      post(
        support,
        `/admin/v1/users/${user.id}/codes/resend`,
        { reason: 'no SMS' },
        { 'idempotency-key': key },
      );
    const before = (await w.app.inject({ url: '/metrics' })).body;
    expect((await resend('limit-1')).statusCode).toBe(200); // send 3
    const refused = await resend('limit-2');
    expect(refused.statusCode).toBe(429);
    // The console's sends are counted where every code is sent: the OTP service (ADR 0057).
    const after = (await w.app.inject({ url: '/metrics' })).body;
    for (const outcome of ['sent', 'limited']) {
      expect(series(after, 'gameweek_otp_sends_total', { outcome }), outcome).toBe(
        series(before, 'gameweek_otp_sends_total', { outcome }) + 1,
      );
    }
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(refused)).toMatchObject({
      code: 'RATE_LIMITED',
      details: [{ code: 'OTP_SEND_LIMIT', params: { limit: 'number' } }],
    });
    // The app's own request counts the console's resend too.
    const app = await w.app.inject({
      method: 'POST',
      url: '/auth/otp',
      headers: { domain },
      payload: { msisdn: `+${msisdn}` },
    });
    expect(app.statusCode).toBe(429);
  });

  it('invalidates pending codes, idempotently, and a subscriber without a number has none', async () => {
    const msisdn = newNumber();
    const { user } = await otpSignIn(w, msisdn);
    const requestId = await requestCode(msisdn);
    const code = await latestCode(w.sandbox, msisdn);
    const invalidate = (key: string) =>
      post(
        support,
        `/admin/v1/users/${user.id}/codes/invalidate`,
        { reason: 'caller could not prove who he is' },
        { 'idempotency-key': key },
      );
    const res = await invalidate('k-void-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ user_id: user.id, invalidated: 1 });
    expect((await invalidate('k-void-1')).headers['idempotent-replayed']).toBe('true');
    const repeat = await invalidate('k-void-2');
    expect(json(repeat)).toEqual({ user_id: user.id, invalidated: 0 });
    expect((await verify(requestId, code)).statusCode).toBe(400);
    expect((await detail(user.id)).codes).toEqual({ pending: 0, last_sent_at: null });

    const demo = await w.app.inject({
      method: 'POST',
      url: '/auth/token?demo=1',
      headers: { domain },
    });
    const demoUser = body<{ user: { id: number } }>(demo).user.id;
    const noNumber = await post(support, `/admin/v1/users/${demoUser}/codes/invalidate`, {
      reason: 'x-check',
    });
    expect(noNumber.statusCode).toBe(409);
    expect(json(noNumber)).toMatchObject({ details: [{ code: 'NO_MSISDN' }] });
    expect((await detail(demoUser)).codes).toBeNull();
  });

  it('shows each session’s device and last request, never its token, and ends one', async () => {
    const msisdn = newNumber();
    const phone = await otpSignIn(w, msisdn);
    const laptop = await otpSignIn(w, msisdn);
    for (const [token, agent] of [
      [phone.token, 'Mozilla/5.0 (Linux; Android 10; K) Chrome/120 Mobile'],
      [laptop.token, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130'],
    ] as const) {
      const res = await w.app.inject({
        method: 'POST',
        url: '/auth/user/status',
        headers: { ...bearer(token), 'user-agent': agent },
        payload: {},
      });
      expect(res.statusCode).toBe(200);
    }
    const d = await detail(phone.user.id);
    expect(d.sessions.map((s) => s.user_agent).sort()).toEqual([
      'Mozilla/5.0 (Linux; Android 10; K) Chrome/120 Mobile',
      'Mozilla/5.0 (X11; Linux x86_64) Firefox/130',
    ]);
    expect(d.sessions.every((s) => s.last_seen_at !== null)).toBe(true);
    const raw = JSON.stringify(d);
    expect(raw).not.toContain(phone.token);
    expect(raw).not.toContain(laptop.token);

    const firefox = d.sessions.find((s) => s.user_agent?.includes('Firefox'))!;
    const end = await post(support, `/admin/v1/users/${phone.user.id}/sessions/${firefox.id}/end`, {
      reason: 'laptop stolen',
    });
    expect(end.statusCode, end.body).toBe(200);
    expect(json(end)).toEqual({ ended: 1 });
    expect(
      (
        await w.app.inject({
          method: 'POST',
          url: '/auth/user/status',
          headers: bearer(laptop.token),
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await w.app.inject({
          method: 'POST',
          url: '/auth/user/status',
          headers: bearer(phone.token),
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    // Ending it again: nothing live by that id.
    const twice = await post(
      support,
      `/admin/v1/users/${phone.user.id}/sessions/${firefox.id}/end`,
      { reason: 'laptop stolen' },
    );
    expect(twice.statusCode).toBe(404);
  });

  it('refuses a viewer, and another tenant’s owner on either host', async () => {
    const msisdn = newNumber();
    const { user } = await otpSignIn(w, msisdn);
    await requestCode(msisdn);
    for (const path of ['codes/resend', 'codes/invalidate']) {
      const url = `/admin/v1/users/${user.id}/${path}`;
      const byViewer = await post(viewer, url, { reason: 'not mine to do' });
      expect(byViewer.statusCode).toBe(403);
      expect(json(byViewer)).toMatchObject({ details: [{ code: 'CONSOLE_FORBIDDEN' }] });
      expect((await post(otherOwner, url, { reason: 'cross-tenant' })).statusCode).toBe(403);
      const own = await post(otherOwner, url, { reason: 'cross-tenant' }, {}, 'b.test');
      expect(own.statusCode).toBe(404);
      expect(json(own)).toMatchObject({ code: 'NOT_FOUND' });
      expect((await post(support, url, {})).statusCode).toBe(400);
    }
    expect((await detail(user.id)).codes).toMatchObject({ pending: 1 });
  });
});
