// The console's support calls (issue 22, ADR 0046): find a subscriber, read their status history,
// subscription, charges and sessions, change their status along the transition table, end their
// sessions, remove their profile.
import { z } from 'zod';
import { ReasonSchema } from './admin.ts';
import { IdParamSchema } from './common.ts';
import { UserStatusSchema } from './user-status.ts';

export const UserSearchQuerySchema = z.object({
  /** An MSISDN (digits, '+' and spaces allowed), an e-mail, or part of a manager's name. */
  q: z.string().trim().min(2).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const UserSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  msisdn: z.string().nullable(),
  status: UserStatusSchema,
  team_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export const UserSearchResponseSchema = z.object({
  /** How q was read. */
  matched_by: z.enum(['msisdn', 'email', 'name']),
  users: z.array(UserSummarySchema),
});

export const UserIdParamsSchema = z.object({ userId: IdParamSchema });
export const UserSessionParamsSchema = z.object({
  userId: IdParamSchema,
  sessionId: IdParamSchema,
});

export const StatusHistoryEntrySchema = z.object({
  from: UserStatusSchema.nullable(),
  to: UserStatusSchema,
  source: z.string(),
  at: z.iso.datetime(),
});

/** One checkout (consent) and what the operator did with it. */
export const ChargeSchema = z.object({
  consent_reference: z.string(),
  status: z.enum(['offered', 'charging', 'charged', 'failed', 'ended']),
  amount_minor: z.number().int(),
  currency: z.string(),
  period_days: z.number().int(),
  shown_at: z.iso.datetime(),
  confirmed_at: z.iso.datetime().nullable(),
  operator_charge_id: z.string().nullable(),
  operator_subscription_id: z.string().nullable(),
});

/** One operator callback about the subscriber (charges, renewals, cancellations). */
export const OperatorEventSchema = z.object({
  event_id: z.string(),
  type: z.string(),
  kind: z.string().nullable(),
  charge_id: z.string().nullable(),
  subscription_id: z.string().nullable(),
  amount_minor: z.number().int().nullable(),
  currency: z.string().nullable(),
  reason: z.string().nullable(),
  outcome: z.string(),
  received_at: z.iso.datetime(),
});

/** A live session of the subscriber: never its token. */
export const UserSessionSchema = z.object({
  id: z.number().int(),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  /** The last request with it (noted every few minutes; null: none since sign-in). */
  last_seen_at: z.iso.datetime().nullable(),
  /** The device's User-Agent as it last sent it (at most 200 characters). */
  user_agent: z.string().nullable(),
});

/** The subscriber's one-time codes that could still be entered (never the codes themselves). */
export const UserCodesSchema = z.object({
  pending: z.number().int().min(0),
  last_sent_at: z.iso.datetime().nullable(),
});

/** What a target status means in the transition table, and whether it is open now. */
export const StatusActionSchema = z.object({
  status: UserStatusSchema,
  allowed: z.boolean(),
  /** Why not, when not allowed ('INVALID_STATUS_TRANSITION', 'SUSPENDED_BY_BILLING'). */
  refusal: z.string().nullable(),
});

export const UserDetailResponseSchema = z.object({
  user: UserSummarySchema.extend({
    email_verified: z.boolean(),
    language: z.string(),
  }),
  status_history: z.array(StatusHistoryEntrySchema),
  subscription: z
    .object({
      operator_subscription_id: z.string(),
      consent_reference: z.string(),
      status: z.string(),
    })
    .nullable(),
  charges: z.array(ChargeSchema),
  operator_events: z.array(OperatorEventSchema),
  sessions: z.array(UserSessionSchema),
  /** Null when the subscriber has no number (codes go by SMS). */
  codes: UserCodesSchema.nullable(),
  status_actions: z.array(StatusActionSchema),
});
export type UserDetailResponse = z.infer<typeof UserDetailResponseSchema>;

/**
 * The targets support may set: suspend (active → suspended), restore a suspension made by staff
 * (suspended → active), cancel the subscription (active/suspended → cancelled, at the operator too).
 */
export const ConsoleStatusTargetSchema = z.enum(['suspended', 'active', 'cancelled']);
export const ConsoleStatusBodySchema = z.object({
  status: ConsoleStatusTargetSchema,
  reason: ReasonSchema,
});
export const ConsoleStatusResponseSchema = z.object({
  user_id: z.number().int(),
  from: UserStatusSchema,
  to: UserStatusSchema,
});

export const ReasonBodySchema = z.object({ reason: ReasonSchema });
export const EndedSessionsResponseSchema = z.object({ ended: z.number().int() });
export const RemovedProfileResponseSchema = z.object({
  user_id: z.number().int(),
  status: z.literal('deleted'),
});

/** Support resent the code of the subscriber's pending sign-in by SMS (ADR 0054): never the code. */
export const CodeResentResponseSchema = z.object({
  user_id: z.number().int(),
  sent: z.literal(true),
  expires_at: z.iso.datetime(),
});
export const CodesInvalidatedResponseSchema = z.object({
  user_id: z.number().int(),
  /** How many codes stopped working (0 when none was pending: a repeat changes nothing). */
  invalidated: z.number().int().min(0),
});
