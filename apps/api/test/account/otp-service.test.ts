import { otpChallenges } from '@gameweek/db/schema';
import { createTenant } from '@gameweek/db/testing/factories';
import { createTestDb, type TestDb } from '@gameweek/db/testing/test-db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../operator-sandbox/src/server.ts';
import { OperatorClient } from '../../src/services/billing/operator-client.ts';
import {
  DEFAULT_OTP_LIMITS,
  OtpLimitError,
  OtpService,
  OtpVerifyError,
} from '../../src/services/otp/otp-service.ts';
import { latestCode, OPERATOR_SECRET, startTestOperator } from './sandbox-helper.ts';

let testDb: TestDb;
let sandbox: RunningSandbox;
let tenantId: number;
let now: Date;
let otp: OtpService;
let n = 0;
const text = (code: string) => `Your Gameweek code is ${code}`;
const freshNumber = () => {
  n += 1;
  return `49151${String(1_000_000 + n).padStart(8, '0')}`;
};

beforeAll(async () => {
  testDb = await createTestDb();
  sandbox = await startTestOperator();
  tenantId = (await createTenant(testDb.db)).id;
}, 120_000);
afterAll(async () => {
  await sandbox.close();
  await testDb.close();
});
beforeEach(() => {
  now = new Date('2026-01-01T12:00:00Z');
  otp = new OtpService(
    testDb.db,
    new OperatorClient(sandbox.url, OPERATOR_SECRET),
    'pepper',
    DEFAULT_OTP_LIMITS,
    () => now,
  );
});

async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof OtpVerifyError) return err.reason;
    if (err instanceof OtpLimitError) return `limit:${err.limit}`;
    throw err;
  }
  return 'ok';
}

describe('one-time codes', () => {
  it('are 6 digits delivered through the operator, valid once with the request that asked', async () => {
    const msisdn = freshNumber();
    const { requestId } = await otp.request({ tenantId, msisdn, ip: '10.0.0.1', text });
    const code = await latestCode(sandbox, msisdn);
    expect(code).toMatch(/^\d{6}$/);
    await expect(otp.verify({ tenantId, requestId, code })).resolves.toEqual({ msisdn });
    expect(await failure(otp.verify({ tenantId, requestId, code }))).toBe('OTP_INVALID');
  });

  it('are stored only as a hash', async () => {
    const msisdn = freshNumber();
    await otp.request({ tenantId, msisdn, ip: '10.0.0.2', text });
    const code = await latestCode(sandbox, msisdn);
    const rows = await testDb.db.select().from(otpChallenges);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('do not work with another request’s id', async () => {
    const msisdn = freshNumber();
    await otp.request({ tenantId, msisdn, ip: '10.0.0.3', text });
    const code = await latestCode(sandbox, msisdn);
    const other = await otp.request({ tenantId, msisdn: freshNumber(), ip: '10.0.0.3', text });
    expect(await failure(otp.verify({ tenantId, requestId: other.requestId, code }))).not.toBe(
      'ok',
    );
  });

  it('expire after 5 minutes', async () => {
    const msisdn = freshNumber();
    const { requestId } = await otp.request({ tenantId, msisdn, ip: '10.0.0.4', text });
    const code = await latestCode(sandbox, msisdn);
    now = new Date(now.getTime() + 5 * 60_000);
    expect(await failure(otp.verify({ tenantId, requestId, code }))).toBe('OTP_EXPIRED');
  });
});

describe('OTP brute force stops at the limits', () => {
  it('locks a code after 5 wrong tries, even against the right code', async () => {
    const msisdn = freshNumber();
    const { requestId } = await otp.request({ tenantId, msisdn, ip: '10.0.1.1', text });
    const code = await latestCode(sandbox, msisdn);
    const wrong = code === '000000' ? '000001' : '000000';
    const results: string[] = [];
    for (let i = 0; i < 5; i++)
      results.push(await failure(otp.verify({ tenantId, requestId, code: wrong })));
    expect(results).toEqual([
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_LOCKED',
    ]);
    expect(await failure(otp.verify({ tenantId, requestId, code }))).toBe('OTP_LOCKED');
  });

  it('counts concurrent wrong tries: 20 at once still lock after 5', async () => {
    const msisdn = freshNumber();
    const { requestId } = await otp.request({ tenantId, msisdn, ip: '10.0.1.2', text });
    const code = await latestCode(sandbox, msisdn);
    const wrong = code === '999999' ? '999998' : '999999';
    await Promise.all(
      Array.from({ length: 20 }, () => failure(otp.verify({ tenantId, requestId, code: wrong }))),
    );
    expect(await failure(otp.verify({ tenantId, requestId, code }))).toBe('OTP_LOCKED');
  });

  it('sends at most 3 codes per number per 15 minutes, then says when to retry', async () => {
    const msisdn = freshNumber();
    for (let i = 0; i < 3; i++) await otp.request({ tenantId, msisdn, ip: `10.0.2.${i}`, text });
    const err = await otp
      .request({ tenantId, msisdn, ip: '10.0.2.9', text })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OtpLimitError);
    expect((err as OtpLimitError).limit).toBe('number');
    expect((err as OtpLimitError).retryAfterSeconds).toBe(15 * 60);
    now = new Date(now.getTime() + 15 * 60_000 + 1000);
    await expect(otp.request({ tenantId, msisdn, ip: '10.0.2.9', text })).resolves.toBeTruthy();
  });

  it('holds concurrent sends for one number to the limit', async () => {
    const msisdn = freshNumber();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        failure(otp.request({ tenantId, msisdn, ip: `10.0.3.${i}`, text })),
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(3);
  });

  it('limits sends per client address across many numbers', async () => {
    const limited = new OtpService(
      testDb.db,
      new OperatorClient(sandbox.url, OPERATOR_SECRET),
      'pepper',
      { ...DEFAULT_OTP_LIMITS, maxSendsPerIp: 4 },
      () => now,
    );
    const results: string[] = [];
    for (let i = 0; i < 6; i++) {
      results.push(
        await failure(limited.request({ tenantId, msisdn: freshNumber(), ip: '10.0.4.1', text })),
      );
    }
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok', 'limit:ip', 'limit:ip']);
  });

  it('limits sends per number prefix against SMS pumping from many addresses', async () => {
    const limited = new OtpService(
      testDb.db,
      new OperatorClient(sandbox.url, OPERATOR_SECRET),
      'pepper',
      { ...DEFAULT_OTP_LIMITS, maxSendsPerPrefix: 3 },
      () => now,
    );
    const results: string[] = [];
    for (let i = 0; i < 5; i++) {
      results.push(
        await failure(
          limited.request({
            tenantId,
            msisdn: `8821600${String(i).padStart(6, '0')}`,
            ip: `10.0.5.${i}`,
            text,
          }),
        ),
      );
    }
    expect(results).toEqual(['ok', 'ok', 'ok', 'limit:prefix', 'limit:prefix']);
  });
});
