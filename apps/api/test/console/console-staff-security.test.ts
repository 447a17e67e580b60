// Staff sign-in security (ADR 0054): TOTP secrets sealed at rest with AES-256-GCM under
// STAFF_TOTP_KEY (rotation through STAFF_TOTP_KEY_PREVIOUS; secrets stored in the clear before are
// sealed at their next sign-in), two-factor enrolment and sign-ins/sign-outs in the tenant's audit
// log, and the sign-in limited per address like the public one. PGlite and PostgreSQL.
import { randomBytes } from 'node:crypto';
import { staff } from '@gameweek/db/schema';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env.ts';
import { parseKey, SecretBox } from '../../src/lib/secret-box.ts';
import { totpCode } from '../../src/services/console/totp.ts';
import { DRIVERS, setup, type TestContext } from '../helpers/setup.ts';
import {
  type ConsoleClock,
  json,
  STAFF_PASSWORD,
  type StaffLogin,
  staffHeaders,
  staffMember,
  tenantSlug,
  wallClock,
} from './console-helpers.ts';

describe('SecretBox', () => {
  const key = randomBytes(32);
  const box = new SecretBox(key);

  it('opens what it sealed, only in the same context, and refuses an altered value', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (plain, context) => {
        const sealed = box.seal(plain, context);
        expect(sealed).not.toContain(plain.length > 3 ? plain : '\u0000none');
        expect(box.open(sealed, context)).toEqual({ plain, stale: false });
        expect(() => box.open(sealed, `${context}x`)).toThrow();
      }),
    );
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'staff:1:totp');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => box.open(parts.join('.'), 'staff:1:totp')).toThrow();
  });

  it('rotates: an older key still opens (stale), an unknown one does not, clear text is stale', () => {
    const next = new SecretBox(randomBytes(32), [key]);
    const old = box.seal('JBSWY3DPEHPK3PXP', 'staff:1:totp');
    expect(next.open(old, 'staff:1:totp')).toEqual({ plain: 'JBSWY3DPEHPK3PXP', stale: true });
    expect(() => new SecretBox(randomBytes(32)).open(old, 'staff:1:totp')).toThrow(/unknown key/);
    expect(next.open('JBSWY3DPEHPK3PXP', 'staff:1:totp')).toEqual({
      plain: 'JBSWY3DPEHPK3PXP',
      stale: true,
    });
  });

  it('reads keys as 64 hex digits or base64 of 32 bytes; production refuses the demo key', () => {
    const k = randomBytes(32);
    expect(parseKey(k.toString('hex'))).toEqual(k);
    expect(parseKey(k.toString('base64'))).toEqual(k);
    expect(parseKey('too-short')).toBeUndefined();
    expect(() => loadEnv({ STAFF_TOTP_KEY: 'too-short' })).toThrow(/STAFF_TOTP_KEY/);
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/STAFF_TOTP_KEY: set a real key/);
  });
});

describe.each(DRIVERS)('staff sign-in security (%s)', (driver) => {
  let t: TestContext;
  let owner: StaffLogin;
  let viewer: StaffLogin;
  let clock: ConsoleClock;
  const domain = 'a.test';

  beforeAll(async () => {
    // A low per-address limit, as in production: the limiter counts per route and client.
    t = await setup(driver, { AUTH_RATE_LIMIT: '6' });
    const db = t.testDb.db;
    const slug = await tenantSlug(db, t.tenantA.id);
    clock = wallClock;
    owner = await staffMember(t.app, db, clock, {
      email: 'owner@security-a.test',
      role: 'owner',
      tenantSlug: slug,
    });
    viewer = await staffMember(t.app, db, clock, {
      email: 'viewer@security-a.test',
      role: 'viewer',
      tenantSlug: slug,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const storedSecret = async (email: string) =>
    (
      await t.testDb.db
        .select({ secret: staff.totpSecret, id: staff.id })
        .from(staff)
        .where(eq(staff.email, email))
    )[0]!;

  it('stores the TOTP secret sealed, not in the clear, and seals a clear one at the next sign-in', async () => {
    const row = await storedSecret(owner.email);
    expect(row.secret).toMatch(/^gcm1\.[0-9a-f]{8}\./);
    expect(row.secret).not.toContain(owner.secret);

    // As stored before sealing existed (and no code used yet, so this step's code signs in).
    await t.testDb.db
      .update(staff)
      .set({ totpSecret: owner.secret, totpLastStep: null })
      .where(eq(staff.id, row.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/auth/login',
      payload: {
        email: owner.email,
        password: STAFF_PASSWORD,
        code: totpCode(owner.secret, new Date()),
      },
      remoteAddress: '198.51.100.7',
    });
    expect(res.statusCode, res.body).toBe(200);
    const resealed = await storedSecret(owner.email);
    expect(resealed.secret).toMatch(/^gcm1\./);
    expect(resealed.secret).not.toContain(owner.secret);
  });

  it('puts enrolment, sign-ins and sign-outs in the tenant’s audit log', async () => {
    const out = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/auth/logout',
      headers: staffHeaders(viewer.token, domain),
    });
    expect(out.statusCode, out.body).toBe(200);
    const audit = await t.app.inject({
      url: '/admin/v1/audit?target_type=staff',
      headers: staffHeaders(owner.token, domain),
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const mine = json<{
      entries: { action: string; staff: { email: string } | null; after: unknown }[];
    }>(audit).entries.filter((e) => e.staff?.email === viewer.email);
    expect(mine.map((e) => e.action)).toEqual([
      'staff.signed_out',
      'staff.two_factor_enrolled',
      'staff.signed_in',
      'staff.created',
    ]);
    expect(mine[2]!.after).toMatchObject({ stage: 'enrol' });
    // The session is over.
    const me = await t.app.inject({
      url: '/admin/v1/auth/me',
      headers: staffHeaders(viewer.token, domain),
    });
    expect(me.statusCode).toBe(401);
  });

  it('limits sign-in attempts per address like the public sign-in, with the error object', async () => {
    const statuses: number[] = [];
    let last = { statusCode: 0, body: '' };
    for (let i = 0; i < 7; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/admin/v1/auth/login',
        payload: { email: `guess-${i}@security-a.test`, password: 'not-the-password-0' },
        remoteAddress: '203.0.113.77',
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses[6]).toBe(429);
    expect(JSON.parse(last.body)).toMatchObject({ code: 'RATE_LIMITED' });
    // Another address is not held back by this one.
    const other = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/auth/login',
      payload: { email: 'guess@security-a.test', password: 'not-the-password-0' },
      remoteAddress: '203.0.113.78',
    });
    expect(other.statusCode).toBe(401);
  });
});
