// Support in the operator console (issue 22, ADR 0046) against the real stand-in operator: a
// subscriber signs in by OTP and pays; support finds him by MSISDN, sees the charge with the
// operator's references, suspends and restores him along the transition table (idempotently),
// ends his sessions, cancels and removes the profile — each change in the audit log with before,
// after and reason. PGlite and PostgreSQL.
import { userStatusHistory } from '@gameweek/db/schema';
import { eq } from 'drizzle-orm';
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
  return `4915${String(20_000_000 + numbers * 7919).padStart(9, '0')}`;
};

describe.each(DRIVERS)('console support (%s)', (driver) => {
  let w: World;
  let support: StaffLogin;
  let viewer: StaffLogin;
  const domain = 'a.test';

  beforeAll(async () => {
    w = await startWorld(driver);
    // The world's app reads the wall clock; TOTP codes are made for it (one per 30-second step).
    const db = w.t.testDb.db;
    const slug = await tenantSlug(db, w.t.tenantA.id);
    support = await staffMember(w.app, db, wallClock, {
      email: 'support@operator-a.test',
      role: 'support',
      tenantSlug: slug,
    });
    viewer = await staffMember(w.app, db, wallClock, {
      email: 'viewer@operator-a.test',
      role: 'viewer',
      tenantSlug: slug,
    });
  });
  afterAll(async () => {
    await w?.close();
  });

  async function paidSubscriber() {
    const msisdn = newNumber();
    const session = await otpSignIn(w, msisdn);
    const offer = await w.app.inject({
      method: 'POST',
      url: '/auth/checkout-payment',
      headers: bearer(session.token),
      payload: { step: 'offer' },
    });
    const reference = body<{ consent: { reference: string } }>(offer).consent.reference;
    const confirmed = await w.app.inject({
      method: 'POST',
      url: '/auth/checkout-payment',
      headers: bearer(session.token),
      payload: { step: 'confirm', reference, accept: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await waitFor(async () => (await statusOf(w, session.token)).status === 'active');
    return { msisdn, token: session.token, userId: session.user.id, reference };
  }

  const as = (who: StaffLogin) => staffHeaders(who.token, domain);

  it('finds a subscriber by MSISDN and shows the charge with the operator’s references', async () => {
    const sub = await paidSubscriber();
    const found = await w.app.inject({
      url: `/admin/v1/users?q=${encodeURIComponent(`+${sub.msisdn}`)}`,
      headers: as(support),
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(json(found)).toMatchObject({
      matched_by: 'msisdn',
      users: [{ id: sub.userId, msisdn: sub.msisdn, status: 'active' }],
    });
    const detail = await w.app.inject({
      url: `/admin/v1/users/${sub.userId}`,
      headers: as(support),
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const d = json<{
      charges: { consent_reference: string; status: string; operator_charge_id: string | null }[];
      operator_events: { type: string; charge_id: string | null; outcome: string }[];
      subscription: { operator_subscription_id: string } | null;
      status_history: { from: string | null; to: string }[];
      sessions: { id: number }[];
      status_actions: { status: string; allowed: boolean }[];
    }>(detail);
    const charge = [...w.sandbox.operator.charges.values()].find((c) => c.msisdn === sub.msisdn)!;
    expect(d.charges).toEqual([
      expect.objectContaining({
        consent_reference: sub.reference,
        status: 'charged',
        operator_charge_id: charge.id,
        operator_subscription_id: charge.subscriptionId,
      }),
    ]);
    expect(d.operator_events).toEqual([
      expect.objectContaining({
        type: 'charge.succeeded',
        charge_id: charge.id,
        outcome: 'applied: registered -> active',
      }),
    ]);
    expect(d.subscription?.operator_subscription_id).toBe(charge.subscriptionId);
    expect(d.status_history.map((h) => `${h.from ?? 'new'}->${h.to}`)).toEqual([
      'registered->active',
      'new->registered',
    ]);
    expect(d.sessions.length).toBeGreaterThan(0);
    expect(d.status_actions).toEqual([
      { status: 'suspended', allowed: true, refusal: null },
      { status: 'active', allowed: false, refusal: 'INVALID_STATUS_TRANSITION' },
      { status: 'cancelled', allowed: true, refusal: null },
    ]);
    // A viewer reads reports, not subscribers.
    const refused = await w.app.inject({
      url: `/admin/v1/users/${sub.userId}`,
      headers: as(viewer),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('suspends then restores along the transition table, idempotently, with the reason audited', async () => {
    const sub = await paidSubscriber();
    const suspend = (key: string, reason = 'fraud check requested by the operator') =>
      w.app.inject({
        method: 'POST',
        url: `/admin/v1/users/${sub.userId}/status`,
        headers: { ...as(support), 'idempotency-key': key },
        payload: { status: 'suspended', reason },
      });
    const first = await suspend('k-suspend-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toEqual({ user_id: sub.userId, from: 'active', to: 'suspended' });
    const again = await suspend('k-suspend-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again)).toEqual(json(first));
    const reused = await suspend('k-suspend-1', 'another reason entirely');
    expect(reused.statusCode).toBe(422);
    expect(json(reused)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    // Without a key a second suspension is not in the table.
    const twice = await w.app.inject({
      method: 'POST',
      url: `/admin/v1/users/${sub.userId}/status`,
      headers: as(support),
      payload: { status: 'suspended', reason: 'again' },
    });
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toMatchObject({ details: [{ code: 'INVALID_STATUS_TRANSITION' }] });
    expect(await statusOf(w, sub.token)).toMatchObject({
      status: 'suspended',
      access_level: 'restricted',
    });

    const restore = await w.app.inject({
      method: 'POST',
      url: `/admin/v1/users/${sub.userId}/status`,
      headers: { ...as(support), 'idempotency-key': 'k-restore-1' },
      payload: { status: 'active', reason: 'check passed' },
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(await statusOf(w, sub.token)).toMatchObject({ status: 'active', access_level: 'full' });
    const history = await w.t.testDb.db
      .select()
      .from(userStatusHistory)
      .where(eq(userStatusHistory.userId, sub.userId));
    expect(history.map((h) => h.source)).toEqual([
      expect.stringMatching(/^msisdn_sign_in/),
      expect.stringMatching(/^charge_succeeded by operator:/),
      expect.stringMatching(/^staff_suspended by staff:\d+$/),
      expect.stringMatching(/^staff_restored by staff:\d+$/),
    ]);

    const audit = await w.app.inject({
      url: `/admin/v1/audit?target_type=user&target_id=${sub.userId}`,
      headers: as(viewer),
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(json<{ entries: unknown[] }>(audit).entries).toEqual([
      expect.objectContaining({
        action: 'user.status',
        before: { status: 'suspended' },
        after: { status: 'active' },
        reason: 'check passed',
        staff: expect.objectContaining({ email: 'support@operator-a.test' }),
      }),
      expect.objectContaining({
        action: 'user.status',
        before: { status: 'active' },
        after: { status: 'suspended' },
        reason: 'fraud check requested by the operator',
      }),
    ]);
  });

  it('does not lift a suspension that a failed renewal made', async () => {
    const sub = await paidSubscriber();
    const charge = [...w.sandbox.operator.charges.values()].find((c) => c.msisdn === sub.msisdn)!;
    // The operator's next renewal of this number fails: the table suspends the account.
    const outcome = await fetch(`${w.sandbox.url}/sandbox/subscribers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ msisdn: sub.msisdn, charge_outcome: 'fail' }),
    });
    expect(outcome.status).toBe(200);
    const renewed = await fetch(`${w.sandbox.url}/sandbox/renewals/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subscription_id: charge.subscriptionId }),
    });
    expect(renewed.status).toBe(200);
    await waitFor(async () => (await statusOf(w, sub.token)).status === 'suspended');
    const restore = await w.app.inject({
      method: 'POST',
      url: `/admin/v1/users/${sub.userId}/status`,
      headers: as(support),
      payload: { status: 'active', reason: 'customer asked' },
    });
    expect(restore.statusCode).toBe(409);
    expect(json(restore)).toMatchObject({ details: [{ code: 'SUSPENDED_BY_BILLING' }] });
  });

  it('reports the day’s charges, revenue and new subscribers, as JSON and as CSV', async () => {
    await paidSubscriber();
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const url = `/admin/v1/reports/daily?from=${day(-1)}&to=${day(1)}`;
    const res = await w.app.inject({ url, headers: as(viewer) });
    expect(res.statusCode, res.body).toBe(200);
    const rows = json<{
      rows: {
        day: string;
        charges_succeeded: number;
        revenue_minor: number;
        new_subscribers: number;
        active_users: number;
        currency: string;
      }[];
    }>(res).rows;
    expect(rows.map((r) => r.day)).toEqual([day(-1), day(0), day(1)]);
    const charged = rows.reduce((n, r) => n + r.charges_succeeded, 0);
    expect(charged).toBeGreaterThanOrEqual(1);
    expect(rows.reduce((n, r) => n + r.revenue_minor, 0)).toBe(charged * 299);
    expect(rows.reduce((n, r) => n + r.new_subscribers, 0)).toBeGreaterThanOrEqual(1);
    expect(rows.some((r) => r.currency === 'EUR')).toBe(true);
    const csv = await w.app.inject({ url: `${url}&format=csv`, headers: as(viewer) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'day,active_users,new_subscribers,churned,charges_succeeded,charges_failed,revenue_minor,currency',
    );
    expect(lines).toHaveLength(4);
    // Support handles subscribers, not reports.
    expect((await w.app.inject({ url, headers: as(support) })).statusCode).toBe(403);
    const backwards = await w.app.inject({
      url: `/admin/v1/reports/daily?from=${day(1)}&to=${day(-1)}`,
      headers: as(viewer),
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('ends the subscriber’s sessions, then removes the profile the way the user’s own removal does', async () => {
    const sub = await paidSubscriber();
    const ended = await w.app.inject({
      method: 'POST',
      url: `/admin/v1/users/${sub.userId}/sessions/end`,
      headers: as(support),
      payload: { reason: 'lost phone' },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(json<{ ended: number }>(ended).ended).toBeGreaterThan(0);
    const dead = await w.app.inject({
      method: 'POST',
      url: '/auth/user/status',
      headers: bearer(sub.token),
      payload: {},
    });
    expect(dead.statusCode).toBe(401);

    const remove = () =>
      w.app.inject({
        method: 'POST',
        url: `/admin/v1/users/${sub.userId}/remove`,
        headers: { ...as(support), 'idempotency-key': 'k-remove-1' },
        payload: { reason: 'GDPR request by phone' },
      });
    const removed = await remove();
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed)).toEqual({ user_id: sub.userId, status: 'deleted' });
    const replay = await remove();
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const detail = await w.app.inject({
      url: `/admin/v1/users/${sub.userId}`,
      headers: as(support),
    });
    expect(json(detail)).toMatchObject({
      user: { status: 'deleted', msisdn: null, email: null, name: 'Deleted manager' },
    });
    // The operator stopped charging, as for the user's own removal.
    const charge = [...w.sandbox.operator.charges.values()].find((c) => c.msisdn === sub.msisdn)!;
    await waitFor(
      () => w.sandbox.operator.subscriptions.get(charge.subscriptionId)?.status === 'cancelled',
    );
    const search = await w.app.inject({
      url: `/admin/v1/users?q=${sub.msisdn}`,
      headers: as(support),
    });
    expect(json(search)).toMatchObject({ users: [] });
  });
});
