// One-time codes sent by SMS (ADR 0010). A code is 6 random digits, lives 5 minutes, is used once,
// is stored only as an HMAC bound to the random request id the asking browser holds, and allows
// 5 wrong tries. Sending is limited per number, per client address and per number prefix, counted
// from the challenges table itself so every API instance sees the same counts.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '@gameweek/db/create-db';
import {
  consumeOtpChallenge,
  countOtpSends,
  insertOtpChallenge,
  lockOtpSends,
  type OtpSendKey,
  otpChallengeForUpdate,
  setOtpAttempts,
} from '../../repositories/otp-repository.ts';
import { msisdnPrefix } from './msisdn.ts';

export interface OtpLimits {
  codeTtlMs: number;
  maxAttempts: number;
  windowMs: number;
  maxSendsPerNumber: number;
  maxSendsPerIp: number;
  maxSendsPerPrefix: number;
  prefixLength: number;
}

export const DEFAULT_OTP_LIMITS: OtpLimits = {
  codeTtlMs: 5 * 60_000,
  maxAttempts: 5,
  windowMs: 15 * 60_000,
  maxSendsPerNumber: 3,
  // Mobile networks put many phones behind one address (CGNAT): per-address is looser than per-number.
  maxSendsPerIp: 20,
  maxSendsPerPrefix: 200,
  prefixLength: 5,
};

export interface SmsSender {
  sendSms(to: string, text: string, reference: string): Promise<void>;
}

export type OtpFailure = 'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_LOCKED';

export class OtpLimitError extends Error {
  constructor(
    readonly limit: 'number' | 'ip' | 'prefix',
    readonly retryAfterSeconds: number,
  ) {
    super(`too many codes requested (${limit})`);
    this.name = 'OtpLimitError';
  }
}

export class OtpVerifyError extends Error {
  constructor(readonly reason: OtpFailure) {
    super(reason);
    this.name = 'OtpVerifyError';
  }
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly sms: SmsSender,
    private readonly pepper: string,
    private readonly limits: OtpLimits = DEFAULT_OTP_LIMITS,
    private readonly clock: () => Date = () => new Date(),
    private readonly newCode: () => string = () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
  ) {}

  private codeHash(requestId: string, code: string): string {
    return createHmac('sha256', this.pepper).update(`${requestId}:${code}`).digest('hex');
  }

  /**
   * Sends a code and returns the request id the browser must present with it. Answers the same
   * whether or not an account exists for the number: the code is what proves the number.
   */
  async request(input: {
    tenantId: number;
    msisdn: string;
    ip: string;
    text: (code: string) => string;
  }): Promise<{ requestId: string; expiresAt: Date }> {
    const now = this.clock();
    const since = new Date(now.getTime() - this.limits.windowMs);
    const prefix = msisdnPrefix(input.msisdn, this.limits.prefixLength);
    const requestId = randomBytes(32).toString('base64url');
    const code = this.newCode();
    const expiresAt = new Date(now.getTime() + this.limits.codeTtlMs);

    await this.db.transaction(async (tx) => {
      // Serialise sends per number so concurrent requests cannot all pass the count below.
      await lockOtpSends(tx, input.msisdn);
      const checks: ['number' | 'ip' | 'prefix', OtpSendKey, string, number][] = [
        ['number', 'msisdn', input.msisdn, this.limits.maxSendsPerNumber],
        ['ip', 'ip', input.ip, this.limits.maxSendsPerIp],
        ['prefix', 'msisdnPrefix', prefix, this.limits.maxSendsPerPrefix],
      ];
      for (const [limit, by, value, max] of checks) {
        const row = await countOtpSends(tx, by, value, since);
        if (row && row.n >= max) {
          const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
          const retryAfter = Math.max(
            1,
            Math.ceil((oldest + this.limits.windowMs - now.getTime()) / 1000),
          );
          throw new OtpLimitError(limit, retryAfter);
        }
      }
      await insertOtpChallenge(tx, {
        tenantId: input.tenantId,
        requestIdHash: sha256(requestId),
        msisdn: input.msisdn,
        msisdnPrefix: prefix,
        ip: input.ip,
        codeHash: this.codeHash(requestId, code),
        expiresAt,
        createdAt: now,
      });
    });
    // Sent after the commit: a code the database does not know would be useless to the user.
    await this.sms.sendSms(input.msisdn, input.text(code), `otp:${sha256(requestId).slice(0, 16)}`);
    return { requestId, expiresAt };
  }

  /**
   * Checks a code against the request that asked for it. A wrong code costs one of the 5 tries,
   * recorded even though the call fails; the right code consumes the challenge.
   */
  async verify(input: {
    tenantId: number;
    requestId: string;
    code: string;
  }): Promise<{ msisdn: string }> {
    const now = this.clock();
    const outcome = await this.db.transaction(
      async (tx): Promise<{ fail: OtpFailure } | { msisdn: string }> => {
        const c = await otpChallengeForUpdate(tx, sha256(input.requestId));
        if (!c || c.tenantId !== input.tenantId || c.consumedAt) return { fail: 'OTP_INVALID' };
        if (c.expiresAt.getTime() <= now.getTime()) return { fail: 'OTP_EXPIRED' };
        if (c.attempts >= this.limits.maxAttempts) return { fail: 'OTP_LOCKED' };
        const expected = Buffer.from(c.codeHash, 'hex');
        const given = Buffer.from(this.codeHash(input.requestId, input.code), 'hex');
        if (!/^\d{6}$/.test(input.code) || !timingSafeEqual(expected, given)) {
          const attempts = c.attempts + 1;
          await setOtpAttempts(tx, c.id, attempts);
          return { fail: attempts >= this.limits.maxAttempts ? 'OTP_LOCKED' : 'OTP_INVALID' };
        }
        await consumeOtpChallenge(tx, c.id, now);
        return { msisdn: c.msisdn };
      },
    );
    if ('fail' in outcome) throw new OtpVerifyError(outcome.fail);
    return outcome;
  }
}
