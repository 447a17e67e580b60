// Issue 17, finding 7: password guessing on one account is throttled per account and source, with
// growing delays and a lock after 100 consecutive failures, in the database (so every API instance
// and restart sees it), without letting a guesser lock the owner out.

import { createHash, randomBytes } from 'node:crypto';
import { accountTokens, loginThrottles } from '@gameweek/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottleRepository } from '../../src/repositories/login-throttle-repository.ts';
import { LoginThrottle, LoginThrottledError } from '../../src/services/passwords/login-throttle.ts';
import { DRIVERS } from '../helpers/setup.ts';
import { bearer, body, otpSignIn, startWorld, type World } from '../operator/world.ts';

const PASSWORD = 'a long unusual passphrase 42';
let n = 0;
const email = () => {
  n += 1;
  return `throttled${n}.${process.pid}@example.com`;
};
let numbers = 0;
const newNumber = () => {
  numbers += 1;
  return `4915${String(20_000_000 + numbers * 7907).padStart(9, '0')}`;
};
let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return `203.0.113.${addresses}`;
};

describe.each(DRIVERS)('per-account login throttle (%s)', (driver) => {
  let w: World;
  beforeAll(async () => {
    // The per-address limit is lifted so that only the per-account throttle can answer 429 here.
    // The services' clock stands still: a throttle delay (1 s after the fifth failure) must not run
    // out between two requests of a test on a loaded machine, which let a sixth guess through.
    const frozen = new Date();
    w = await startWorld(driver, { AUTH_RATE_LIMIT: '100000' }, () => frozen);
  });
  afterAll(async () => w?.close());

  async function register(username = email()) {
    const res = await w.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { domain: 'a.test' },
      payload: { username, name: 'Ada Manager', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const signedIn = await login(username, PASSWORD, '192.0.2.1');
    expect(signedIn.statusCode).toBe(200);
    return { username, ...body<{ token: string; user: { id: number } }>(signedIn) };
  }

  const login = (username: string, password: string, remoteAddress: string) =>
    w.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress,
      headers: { domain: 'a.test' },
      payload: { username, password },
    });

  it('100 wrong passwords for one account from one source are answered 429 with Retry-After and the error object', async () => {
    const { username } = await register();
    const source = newAddress();
    const statuses: number[] = [];
    let throttled: Awaited<ReturnType<typeof login>> | undefined;
    for (let i = 0; i < 100; i++) {
      const res = await login(username, `wrong guess ${i}`, source);
      statuses.push(res.statusCode);
      throttled ??= res.statusCode === 429 ? res : undefined;
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(95).fill(429));
    expect(Number(throttled!.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(throttled!)).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      details: [{ code: 'LOGIN_THROTTLED', params: { retry_after: expect.any(Number) } }],
    });
    // While throttled even the right password waits: the throttle cannot be used as an oracle.
    expect((await login(username, PASSWORD, source)).statusCode).toBe(429);
  });

  it('a guesser elsewhere cannot lock the owner out: the throttle is per account and source', async () => {
    const { username } = await register();
    const guesser = newAddress();
    for (let i = 0; i < 8; i++) await login(username, `wrong ${i}`, guesser);
    expect((await login(username, 'wrong again', guesser)).statusCode).toBe(429);
    expect((await login(username, PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('an unknown account is throttled exactly like a real one: nothing to enumerate', async () => {
    const known = await register();
    const answers = async (username: string) => {
      const source = newAddress();
      const out: string[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await login(username, `wrong ${i}`, source);
        out.push(`${res.statusCode} ${(body(res) as { code?: string }).code}`);
      }
      return out;
    };
    expect(await answers(email())).toEqual(await answers(known.username));
  });

  it('parallel guesses cannot slip through one open window', async () => {
    const { username } = await register();
    const source = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(username, `parallel ${i}`, source)),
    );
    const checked = responses.filter((r) => r.statusCode === 401).length;
    expect(checked).toBe(5);
    expect(responses.filter((r) => r.statusCode === 429).length).toBe(20 - checked);
  });

  it('a successful login clears the failures of its source', async () => {
    const { username } = await register();
    const source = newAddress();
    for (let i = 0; i < 4; i++) await login(username, `wrong ${i}`, source);
    expect((await login(username, PASSWORD, source)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login(username, `wrong again ${i}`, source)).statusCode).toBe(401);
    }
  });

  it('a password reset clears the throttle of every source', async () => {
    const user = await register();
    const source = newAddress();
    for (let i = 0; i < 6; i++) await login(user.username, `wrong ${i}`, source);
    expect((await login(user.username, PASSWORD, source)).statusCode).toBe(429);
    const token = randomBytes(32).toString('base64url');
    await w.t.testDb.db.insert(accountTokens).values({
      userId: user.user.id,
      purpose: 'password_reset',
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 600_000),
    });
    const NEW = 'another long unusual passphrase 7';
    const reset = await w.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      headers: { domain: 'a.test' },
      payload: { token, password: NEW, password_confirmation: NEW },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(user.username, NEW, source)).statusCode).toBe(200);
  });

  it('a verified SMS code clears the throttle of the account', async () => {
    const user = await register();
    const source = newAddress();
    for (let i = 0; i < 6; i++) await login(user.username, `wrong ${i}`, source);
    expect((await login(user.username, PASSWORD, source)).statusCode).toBe(429);
    // The signed-in owner confirms a number by SMS code: control of the account is proven.
    await otpSignIn(w, newNumber(), bearer(user.token));
    expect((await login(user.username, PASSWORD, source)).statusCode).toBe(200);
  });

  it('guessing the current password on change-password is throttled like a login', async () => {
    const user = await register();
    const source = newAddress();
    const change = (current: string) =>
      w.app.inject({
        method: 'POST',
        url: '/auth/change-password',
        remoteAddress: source,
        headers: bearer(user.token),
        payload: {
          current_password: current,
          password: 'yet another unusual passphrase 9',
          password_confirmation: 'yet another unusual passphrase 9',
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await change(`wrong ${i}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    const res = await change('wrong again');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(res)).toMatchObject({ details: [{ code: 'LOGIN_THROTTLED' }] });
  });

  it('delays double from the fifth failure up to 15 minutes, and the 100th failure locks the source out until a reset', async () => {
    const user = await register();
    let now = new Date('2030-01-01T00:00:00Z');
    const throttle = new LoginThrottle(new LoginThrottleRepository(w.t.testDb.db), () => now);
    const tenantId = w.t.tenantA.id;
    const source = newAddress();
    const waits: number[] = [];
    for (let failures = 0; failures < 100; ) {
      try {
        await throttle.attempt(tenantId, user.username, source);
        failures += 1;
      } catch (err) {
        expect(err).toBeInstanceOf(LoginThrottledError);
        const wait = (err as LoginThrottledError).retryAfterSeconds!;
        waits.push(wait);
        now = new Date(now.getTime() + wait * 1000);
      }
    }
    expect(waits.slice(0, 11)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
    expect(new Set(waits.slice(11))).toEqual(new Set([900]));
    // Locked: no amount of waiting opens it again for this source…
    now = new Date(now.getTime() + 30 * 86_400_000);
    const locked = await throttle.attempt(tenantId, user.username, source).catch((e) => e);
    expect(locked).toBeInstanceOf(LoginThrottledError);
    expect(locked).toMatchObject({ retryAfterSeconds: null, details: [{ code: 'LOGIN_LOCKED' }] });
    // …while another source is unaffected, and the owner's reset clears the lock.
    await throttle.attempt(tenantId, user.username, newAddress());
    await throttle.clearUser(user.user.id);
    await throttle.attempt(tenantId, user.username, source);
    const rows = await w.t.testDb.db
      .select()
      .from(loginThrottles)
      .where(eq(loginThrottles.source, source));
    expect(rows).toMatchObject([{ failures: 1 }]);
  });

  it('idle counters are forgotten after 30 days so the table cannot grow without bound; locks stay', async () => {
    let now = new Date('2031-01-01T00:00:00Z');
    const throttle = new LoginThrottle(new LoginThrottleRepository(w.t.testDb.db), () => now, {
      freeAttempts: 5,
      baseDelaySeconds: 1,
      maxDelaySeconds: 900,
      lockAfter: 3,
      forgetAfterDays: 30,
      pruneEvery: 3,
    });
    const tenantId = w.t.tenantA.id;
    const idle = newAddress();
    const locked = newAddress();
    await throttle.attempt(tenantId, 'never.signs.in@example.com', idle);
    for (let i = 0; i < 3; i++) await throttle.attempt(tenantId, 'locked@example.com', locked);
    now = new Date(now.getTime() + 31 * 86_400_000);
    // The third new counter of this instance triggers the pruning (pruneEvery: 3).
    await throttle.attempt(tenantId, 'someone.new@example.com', newAddress());
    const left = await w.t.testDb.db.select().from(loginThrottles);
    expect(left.some((r) => r.source === idle)).toBe(false);
    expect(left.find((r) => r.source === locked)).toMatchObject({ failures: 3 });
  });
});
