// Support in the console (ADR 0046): find a subscriber, read what happened to them, and change it
// only through the paths the app itself uses — the status transition table (user-status/), the
// unsubscribe of billing, the profile removal of the user's own DELETE. Changes to a subscriber are
// idempotent with the existing idempotency keys and audited with their reason.
import { createHash } from 'node:crypto';
import type { UserDetailResponse } from '@gameweek/contracts/admin-support';
import type { UserStatus } from '@gameweek/contracts/user-status';
import type { Database } from '@gameweek/db/create-db';
import { AppError } from '../../errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { ConsoleRepository, UserSummaryRow } from '../../repositories/console-repository.ts';
import type { IdempotencyRepository } from '../../repositories/idempotency-repository.ts';
import type { BillingService } from '../billing/billing-service.ts';
import { OtpNothingPendingError, type OtpService, otpSmsText } from '../otp/otp-service.ts';
import { changeStatus } from '../user-status/change-status.ts';
import type { ProfileRemoval } from '../user-status/profile-removal.ts';
import {
  canTransition,
  InvalidTransitionError,
  type StatusCause,
} from '../user-status/transitions.ts';
import type { AuditService } from './audit.ts';
import type { Actor } from './staff-admin.ts';

type Target = 'suspended' | 'active' | 'cancelled';

/** The transition-table cause the console uses for each target status. */
const CAUSE_OF: Record<Target, StatusCause> = {
  suspended: 'staff_suspended',
  active: 'staff_restored',
  cancelled: 'unsubscribe',
};

const summary = (u: UserSummaryRow) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  msisdn: u.msisdn,
  status: u.status,
  team_name: u.teamName,
  created_at: u.createdAt.toISOString(),
});

/** How a search text is read: digits are a number, an @ an address, anything else a name. */
export function searchKind(q: string): { by: 'msisdn' | 'email' | 'name'; value: string } {
  const digits = q.replace(/[\s+\-()]/g, '');
  if (/^\d{6,15}$/.test(digits)) return { by: 'msisdn', value: digits };
  if (q.includes('@')) return { by: 'email', value: q.trim().toLowerCase() };
  return { by: 'name', value: q.trim() };
}

function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

interface Stored<T> {
  body: T;
  replayed: boolean;
}

export class SupportService {
  constructor(
    private readonly db: Database,
    private readonly repo: ConsoleRepository,
    private readonly idempotency: IdempotencyRepository,
    private readonly billing: BillingService,
    private readonly removal: ProfileRemoval,
    private readonly audit: AuditService,
    private readonly otp: OtpService,
    private readonly clock: () => Date,
  ) {}

  async search(tenantId: number, q: string, limit: number) {
    const { by, value } = searchKind(q);
    const rows =
      by === 'msisdn'
        ? await this.repo.usersByMsisdn(tenantId, value, limit)
        : by === 'email'
          ? await this.repo.usersByEmail(tenantId, value, limit)
          : await this.repo.usersByName(tenantId, value, limit);
    return { matched_by: by, users: rows.map(summary) };
  }

  /** The subscriber in this tenant, or 404 — a user of another tenant reads exactly like none. */
  private async userIn(tenantId: number, userId: number) {
    const user = await this.repo.userIn(tenantId, userId);
    if (!user) throw new AppError('NOT_FOUND', 'No such user');
    return user;
  }

  async detail(tenantId: number, userId: number): Promise<UserDetailResponse> {
    const user = await this.userIn(tenantId, userId);
    const [history, consents, events, sessions, codes] = await Promise.all([
      this.repo.statusHistory(userId),
      this.repo.consents(userId),
      this.repo.operatorEvents(userId),
      this.repo.liveSessions(userId, this.clock()),
      user.msisdn ? this.otp.pending(tenantId, user.msisdn) : null,
    ]);
    const live = consents.find(
      (c) => c.operatorSubscriptionId && (c.status === 'charging' || c.status === 'charged'),
    );
    return {
      user: {
        ...summary(user),
        email_verified: user.emailVerifiedAt !== null,
        language: user.language,
      },
      status_history: history.map((h) => ({
        from: h.fromStatus,
        to: h.toStatus,
        source: h.source,
        at: h.at.toISOString(),
      })),
      subscription: live?.operatorSubscriptionId
        ? {
            operator_subscription_id: live.operatorSubscriptionId,
            consent_reference: live.reference,
            status: live.status,
          }
        : null,
      charges: consents.map((c) => ({
        consent_reference: c.reference,
        status: c.status,
        amount_minor: c.amountMinor,
        currency: c.currency,
        period_days: c.periodDays,
        shown_at: c.shownAt.toISOString(),
        confirmed_at: c.confirmedAt?.toISOString() ?? null,
        operator_charge_id: c.operatorChargeId,
        operator_subscription_id: c.operatorSubscriptionId,
      })),
      operator_events: events.map((e) => {
        const p = (e.payload ?? {}) as Record<string, unknown>;
        const str = (k: string) => (typeof p[k] === 'string' ? (p[k] as string) : null);
        return {
          event_id: e.eventId,
          type: e.type,
          kind: str('kind'),
          charge_id: str('charge_id'),
          subscription_id: str('subscription_id'),
          amount_minor: typeof p.amount_minor === 'number' ? p.amount_minor : null,
          currency: str('currency'),
          reason: str('reason'),
          outcome: e.outcome,
          received_at: e.receivedAt.toISOString(),
        };
      }),
      sessions: sessions.map((s) => ({
        id: s.id,
        created_at: s.createdAt.toISOString(),
        expires_at: s.expiresAt.toISOString(),
        last_seen_at: s.lastSeenAt?.toISOString() ?? null,
        user_agent: s.userAgent,
      })),
      codes: codes && {
        pending: codes.pending,
        last_sent_at: codes.lastSentAt?.toISOString() ?? null,
      },
      status_actions: (['suspended', 'active', 'cancelled'] as const).map((status) => {
        const refusal = this.refusal(user.status, status, history);
        return { status, allowed: refusal === null, refusal };
      }),
    };
  }

  /** Why the console may not move `from` to `to` now, or null when it may. */
  private refusal(
    from: UserStatus,
    to: Target,
    history: { toStatus: UserStatus; source: string }[],
  ): string | null {
    if (!canTransition(from, CAUSE_OF[to])) return 'INVALID_STATUS_TRANSITION';
    if (to === 'active') {
      // Only a suspension staff made is lifted by staff; a failed renewal is lifted by a charge.
      const suspension = history.find((h) => h.toStatus === 'suspended');
      if (!suspension?.source.startsWith('staff_suspended ')) return 'SUSPENDED_BY_BILLING';
    }
    return null;
  }

  /**
   * Runs `change` once per Idempotency-Key: a repeat with the same key and request answers what
   * the first did; the same key with another request is refused. Stored in the subscriber's
   * idempotency keys under `console:<staff>:<key>`, so it cannot collide with the app's own.
   */
  private async once<T>(
    actor: Actor,
    userId: number,
    key: string | undefined,
    request: unknown,
    change: () => Promise<T>,
  ): Promise<Stored<T>> {
    if (!key) return { body: await change(), replayed: false };
    const storedKey = `console:${actor.staffId}:${key}`;
    const hash = hashOf(request);
    const replay = async () => {
      const stored = await this.idempotency.find(userId, storedKey);
      if (!stored) return undefined;
      if (stored.requestHash !== hash) {
        throw new AppError(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used with a different request',
          { details: [{ code: 'IDEMPOTENCY_KEY_REUSED', params: { key } }] },
        );
      }
      return { body: stored.responseBody as T, replayed: true };
    };
    const first = await replay();
    if (first) return first;
    let body: T;
    try {
      body = await change();
    } catch (err) {
      // A concurrent request with the same key did it first: answer as it did.
      const other = await replay();
      if (other) return other;
      throw err;
    }
    try {
      await this.db.transaction((tx) =>
        this.idempotency.insert(
          { userId, key: storedKey, requestHash: hash, responseStatus: 200, responseBody: body },
          tx,
        ),
      );
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
    return { body, replayed: false };
  }

  async changeStatus(
    actor: Actor,
    userId: number,
    body: { status: Target; reason: string },
    key: string | undefined,
  ) {
    await this.userIn(actor.tenantId, userId);
    const request = { op: 'status', userId, ...body };
    return this.once(actor, userId, key, request, async () => {
      const user = await this.userIn(actor.tenantId, userId);
      const refusal = this.refusal(user.status, body.status, await this.repo.statusHistory(userId));
      if (refusal === 'INVALID_STATUS_TRANSITION') {
        throw new InvalidTransitionError(user.status, CAUSE_OF[body.status], body.status);
      }
      if (refusal) {
        throw new AppError(
          'CONFLICT',
          'This suspension follows a failed renewal: a charge lifts it',
          {
            details: [{ code: refusal }],
          },
        );
      }
      const by = `staff:${actor.staffId}`;
      if (body.status === 'cancelled') {
        // The unsubscribe the user's own call makes: the operator stops charging first.
        const change = await this.billing.unsubscribe(userId, by, (tx, c) =>
          this.recordStatus(tx, actor, c, body.reason),
        );
        return { user_id: userId, from: change.from, to: change.to };
      }
      return this.db.transaction(async (tx) => {
        const change = await changeStatus(tx, userId, CAUSE_OF[body.status], by);
        await this.recordStatus(tx, actor, change, body.reason);
        return { user_id: userId, from: change.from, to: change.to };
      });
    });
  }

  private recordStatus(
    tx: Database,
    actor: Actor,
    change: { userId: number; from: UserStatus; to: UserStatus },
    reason: string,
  ) {
    return this.audit.record(tx, {
      tenantId: actor.tenantId,
      staffId: actor.staffId,
      action: 'user.status',
      targetType: 'user',
      targetId: String(change.userId),
      before: { status: change.from },
      after: { status: change.to },
      reason,
    });
  }

  /** Ends one session of the subscriber, or all of them (`sessionId` undefined). */
  async endSessions(actor: Actor, userId: number, sessionId: number | undefined, reason: string) {
    await this.userIn(actor.tenantId, userId);
    return this.db.transaction(async (tx) => {
      const ended = await this.repo.endSessions(userId, this.clock(), sessionId, tx);
      if (sessionId !== undefined && ended === 0)
        throw new AppError('NOT_FOUND', 'No such live session');
      await this.audit.record(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: sessionId === undefined ? 'user.sessions_ended' : 'user.session_ended',
        targetType: 'user',
        targetId: String(userId),
        before: { session_id: sessionId ?? null, live: ended },
        after: { ended },
        reason,
      });
      return { ended };
    });
  }

  /** The subscriber's number, or 409 NO_MSISDN: codes go by SMS. */
  private async msisdnOf(tenantId: number, userId: number): Promise<string> {
    const user = await this.userIn(tenantId, userId);
    if (!user.msisdn) {
      throw new AppError('CONFLICT', 'The subscriber has no phone number', {
        details: [{ code: 'NO_MSISDN' }],
      });
    }
    return user.msisdn;
  }

  /**
   * A new code by SMS for the sign-in the subscriber started (ADR 0054): the OTP service's own
   * resend, under its send limits (this staff address counting as the asker's), through the
   * operator like every code. Nobody in the console sees it. Idempotent with Idempotency-Key.
   */
  async resendCode(
    actor: Actor,
    userId: number,
    reason: string,
    source: { ip: string; productName: string },
    key: string | undefined,
  ) {
    const msisdn = await this.msisdnOf(actor.tenantId, userId);
    return this.once(actor, userId, key, { op: 'resend-code', userId, reason }, async () => {
      try {
        const { expiresAt } = await this.otp.resend({
          tenantId: actor.tenantId,
          msisdn,
          ip: source.ip,
          text: otpSmsText(source.productName),
          alongside: (tx) =>
            this.audit.record(tx, {
              tenantId: actor.tenantId,
              staffId: actor.staffId,
              action: 'user.code_resent',
              targetType: 'user',
              targetId: String(userId),
              before: { pending: true },
              after: { pending: true, sent: 'sms' },
              reason,
            }),
        });
        return { user_id: userId, sent: true as const, expires_at: expiresAt.toISOString() };
      } catch (err) {
        if (!(err instanceof OtpNothingPendingError)) throw err;
        throw new AppError(
          'CONFLICT',
          'No code is waiting: the subscriber asks for one in the app first',
          { details: [{ code: 'OTP_NOTHING_PENDING' }] },
        );
      }
    });
  }

  /** Every code the subscriber could still enter stops working; a repeat invalidates none. */
  async invalidateCodes(actor: Actor, userId: number, reason: string, key: string | undefined) {
    const msisdn = await this.msisdnOf(actor.tenantId, userId);
    return this.once(actor, userId, key, { op: 'invalidate-codes', userId, reason }, async () => {
      const invalidated = await this.otp.invalidate({
        tenantId: actor.tenantId,
        msisdn,
        alongside: (tx, voided) =>
          this.audit.record(tx, {
            tenantId: actor.tenantId,
            staffId: actor.staffId,
            action: 'user.codes_invalidated',
            targetType: 'user',
            targetId: String(userId),
            before: { pending: voided },
            after: { pending: 0 },
            reason,
          }),
      });
      return { user_id: userId, invalidated };
    });
  }

  /** The removal the user's own DELETE /auth/user/delete makes, asked by support. */
  async removeProfile(actor: Actor, userId: number, reason: string, key: string | undefined) {
    await this.userIn(actor.tenantId, userId);
    return this.once(actor, userId, key, { op: 'remove', userId, reason }, async () => {
      const user = await this.userIn(actor.tenantId, userId);
      if (user.status === 'deleted') {
        throw new AppError('CONFLICT', 'The profile is already removed', {
          details: [{ code: 'INVALID_STATUS_TRANSITION' }],
        });
      }
      await this.removal.remove(userId, `staff:${actor.staffId}`, (tx) =>
        this.audit.record(tx, {
          tenantId: actor.tenantId,
          staffId: actor.staffId,
          action: 'user.profile_removed',
          targetType: 'user',
          targetId: String(userId),
          before: { status: user.status },
          after: { status: 'deleted' },
          reason,
        }),
      );
      return { user_id: userId, status: 'deleted' as const };
    });
  }
}
