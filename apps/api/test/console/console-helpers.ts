// Shared by the console tests (ADR 0046): staff accounts made as `npm run admin:create` makes them,
// sign-in with TOTP enrolment (the test is the authenticator app, on the app's injected clock), and
// requests with a staff token on a tenant's host.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StaffRole } from '@gameweek/contracts/admin';
import type { Database } from '@gameweek/db/create-db';
import { tenants } from '@gameweek/db/schema';
import type { TestDriver } from '@gameweek/db/testing/test-db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testEnv } from '../../src/env.ts';
import { createStaffAccount } from '../../src/services/console/bootstrap.ts';
import { totpCode } from '../../src/services/console/totp.ts';
import { prepareRealSeason, type RealSeason } from '../helpers/real-season.ts';

/** Passes the project's password policy (not common, not sequential, not the address). */
export const STAFF_PASSWORD = 'quartz-lantern-orbit-97';

export interface StaffLogin {
  email: string;
  token: string;
  secret: string;
}

export interface ConsoleClock {
  now(): Date;
  /** Moves the clock on (a TOTP code is accepted once per 30-second step). */
  advance(ms: number): void;
}

export function consoleClock(start: Date): ConsoleClock {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms) => (t += ms) };
}

/**
 * The wall clock, for tests whose app runs on it (the operator world): codes are computed for now,
 * and `advance` waits nothing — each helper sign-in spends the code of its own account only.
 */
export const wallClock: ConsoleClock = { now: () => new Date(), advance: () => {} };

/** A tenant's slug by id (staff roles are granted by slug, as `npm run admin:create` does). */
export async function tenantSlug(db: Database, tenantId: number): Promise<string> {
  const [row] = await db
    .select({ slug: tenants.slug })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row) throw new Error(`no tenant ${tenantId}`);
  return row.slug;
}

export const staffHeaders = (token: string, domain: string) => ({
  domain,
  authorization: `Bearer ${token}`,
});

export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

/** Password, then two-factor enrolment (setup + first code): a full session. */
export async function enrolAndSignIn(
  app: FastifyInstance,
  clock: ConsoleClock,
  email: string,
  password = STAFF_PASSWORD,
): Promise<StaffLogin> {
  const first = await app.inject({
    method: 'POST',
    url: '/admin/v1/auth/login',
    payload: { email, password },
  });
  expect(first.statusCode, first.body).toBe(200);
  const enrol = json<{ token: string; stage: string }>(first);
  expect(enrol.stage).toBe('enrol');
  const setup = await app.inject({
    method: 'POST',
    url: '/admin/v1/auth/totp/setup',
    headers: { authorization: `Bearer ${enrol.token}` },
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = json<{ secret: string }>(setup);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/admin/v1/auth/totp/confirm',
    headers: { authorization: `Bearer ${enrol.token}` },
    payload: { code: totpCode(secret, clock.now()) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const full = json<{ token: string; stage: string }>(confirmed);
  expect(full.stage).toBe('full');
  clock.advance(30_000);
  return { email, token: full.token, secret };
}

export interface StaffWho {
  email: string;
  role?: StaffRole;
  tenantSlug?: string;
  superAdmin?: boolean;
}

/** A staff account as `npm run admin:create` makes it (not signed in): its id. */
export async function staffAccount(
  db: Database,
  clock: ConsoleClock,
  who: StaffWho,
): Promise<number> {
  const row = await createStaffAccount(
    db,
    {
      email: who.email,
      name: who.email.split('@')[0]!,
      password: STAFF_PASSWORD,
      superAdmin: who.superAdmin === true,
      tenantSlug: who.tenantSlug,
      role: who.role,
    },
    clock.now,
  );
  return row.id;
}

/** A staff account with `role` in the tenant `tenantSlug` (or a super-admin), signed in. */
export async function staffMember(
  app: FastifyInstance,
  db: Database,
  clock: ConsoleClock,
  who: StaffWho,
): Promise<StaffLogin> {
  await staffAccount(db, clock, who);
  return enrolAndSignIn(app, clock, who.email);
}

/**
 * The API on the real season a console test works on: the season prepared at `anchor`, a console
 * clock a minute after it, mail into a temp outbox, and no sign-in rate limit in the way.
 */
export async function consoleTestApp(
  driver: TestDriver,
  anchor: Date,
  mailPrefix: string,
): Promise<{ season: RealSeason; db: Database; clock: ConsoleClock; app: FastifyInstance }> {
  const season = await prepareRealSeason(driver, anchor);
  const db = season.testDb.db;
  const clock = consoleClock(new Date(anchor.getTime() + 60_000));
  const app = await buildApp({
    env: testEnv({
      PUBLIC_WEB_URL: 'http://web.test',
      MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), `${mailPrefix}-`)),
      AUTH_RATE_LIMIT: '100000',
    }),
    db,
    clock: clock.now,
  });
  return { season, db, clock, app };
}
