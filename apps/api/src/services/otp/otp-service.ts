// One-time codes sent by SMS (ADR 0010). A code is 6 random digits, lives 5 minutes, is used once,
// is stored only as an HMAC bound to the random request id the asking browser holds (through the id's
// sha-256, so support can resend a new code for the same request: ADR 0054), and allows 5 wrong
// tries. Sending is limited per number, per client address and per number prefix, counted from the
// challenges table itself so every API instance sees the same counts — the console's resends too.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '@gameweek/db/create-db';
import {
  consumeOtpChallenge,
  countOtpSends,
  insertOtpChallenge,
  lockOtpSends,
  type OtpSendKey,
  otpChallengeForUpdate,
  pendingOtpChallenge,
  pendingOtpSummary,
  setOtpAttempts,
  voidPendingOtpChallenges,
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

/** The SMS that carries a code, the same from the app's request and from support's resend. */
export function otpSmsText(productName: string): (code: string) => string {
  return (code) => `${code} is your ${productName} code. It expires in 5 minutes. Do not share it.`;
}

/** A resend found no code the subscriber could still enter: they ask for one in the app first. */
export class OtpNothingPendingError extends Error {
  constructor() {
    super('no pending code for this number');
    this.name = 'OtpNothingPendingError';
  }
}

export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly sms: SmsSender,
    private readonly pepper: string,
    private readonly limits: OtpLimits = DEFAULT_OTP_LIMITS,
    private readonly clock: () => Date = () => new Date(),
    private readonly newCode: () => string = () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
    /** Counts each code sent and each send refused by the limits (the metrics' OTP sends). */
    private readonly counted: (outcome: 'sent' | 'limited') => void = () => {},
  ) {}

  /** Bound to the request through its id's sha-256, which is all the database holds of it. */
  private codeHash(requestIdHash: string, code: string): string {
    return createHmac('sha256', this.pepper).update(`${requestIdHash}:${code}`).digest('hex');
  }

  /** The send limits, counted in the caller's transaction under `lockOtpSends`. */
  private async checkLimits(tx: Database, msisdn: string, ip: string, now: Date): Promise<void> {
    const since = new Date(now.getTime() - this.limits.windowMs);
    const prefix = msisdnPrefix(msisdn, this.limits.prefixLength);
    const checks: ['number' | 'ip' | 'prefix', OtpSendKey, string, number][] = [
      ['number', 'msisdn', msisdn, this.limits.maxSendsPerNumber],
      ['ip', 'ip', ip, this.limits.maxSendsPerIp],
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
        this.counted('limited');
        throw new OtpLimitError(limit, retryAfter);
      }
    }
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
    const prefix = msisdnPrefix(input.msisdn, this.limits.prefixLength);
    const requestId = randomBytes(32).toString('base64url');
    const requestIdHash = sha256(requestId);
    const code = this.newCode();
    const expiresAt = new Date(now.getTime() + this.limits.codeTtlMs);

    await this.db.transaction(async (tx) => {
      // Serialise sends per number so concurrent requests cannot all pass the count below.
      await lockOtpSends(tx, input.msisdn);
      await this.checkLimits(tx, input.msisdn, input.ip, now);
      await insertOtpChallenge(tx, {
        tenantId: input.tenantId,
        requestIdHash,
        msisdn: input.msisdn,
        msisdnPrefix: prefix,
        ip: input.ip,
        codeHash: this.codeHash(requestIdHash, code),
        expiresAt,
        createdAt: now,
      });
    });
    // Sent after the commit: a code the database does not know would be useless to the user.
    await this.sms.sendSms(input.msisdn, input.text(code), `otp:${requestIdHash.slice(0, 16)}`);
    this.counted('sent');
    return { requestId, expiresAt };
  }

  /**
   * Support's resend (ADR 0054): a new code for the newest request of the number the subscriber
   * can still answer, so the screen their phone shows takes it. Counted and limited as a send like
   * any other (the asker's address is `ip`); the old code of that request stops working. Throws
   * `OtpNothingPendingError` when there is no such request. Nobody but the phone sees the code.
   */
  async resend(input: {
    tenantId: number;
    msisdn: string;
    ip: string;
    text: (code: string) => string;
    /** Runs in the send's transaction (the console's audit entry). */
    alongside?: (tx: Database) => Promise<void>;
  }): Promise<{ expiresAt: Date }> {
    const now = this.clock();
    const code = this.newCode();
    const expiresAt = new Date(now.getTime() + this.limits.codeTtlMs);
    const requestIdHash = await this.db.transaction(async (tx) => {
      await lockOtpSends(tx, input.msisdn);
      const pending = await pendingOtpChallenge(
        tx,
        input.tenantId,
        input.msisdn,
        now,
        this.limits.maxAttempts,
      );
      if (!pending) throw new OtpNothingPendingError();
      await this.checkLimits(tx, input.msisdn, input.ip, now);
      await consumeOtpChallenge(tx, pending.id, now);
      await insertOtpChallenge(tx, {
        tenantId: input.tenantId,
        requestIdHash: pending.requestIdHash,
        msisdn: input.msisdn,
        msisdnPrefix: msisdnPrefix(input.msisdn, this.limits.prefixLength),
        ip: input.ip,
        codeHash: this.codeHash(pending.requestIdHash, code),
        expiresAt,
        createdAt: now,
      });
      await input.alongside?.(tx);
      return pending.requestIdHash;
    });
    await this.sms.sendSms(input.msisdn, input.text(code), `otp:${requestIdHash.slice(0, 16)}`);
    this.counted('sent');
    return { expiresAt };
  }

  /** How many codes of the number could still be entered now, and when the newest was sent. */
  pending(tenantId: number, msisdn: string) {
    return pendingOtpSummary(this.db, tenantId, msisdn, this.clock(), this.limits.maxAttempts);
  }

  /** Every code of the number in the tenant that could still be entered stops working; how many. */
  invalidate(input: {
    tenantId: number;
    msisdn: string;
    /** Runs in the same transaction with how many stopped working (the console's audit entry). */
    alongside?: (tx: Database, voided: number) => Promise<void>;
  }): Promise<number> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      await lockOtpSends(tx, input.msisdn);
      const voided = await voidPendingOtpChallenges(tx, input.tenantId, input.msisdn, now);
      await input.alongside?.(tx, voided);
      return voided;
    });
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
        const given = Buffer.from(this.codeHash(c.requestIdHash, input.code), 'hex');
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
