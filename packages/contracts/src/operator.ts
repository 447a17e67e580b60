import { z } from 'zod';

/**
 * The wire contract between the service and a mobile operator / aggregator
 * (apps/operator-sandbox/README.md). Numbers are E.164 digits without '+'.
 */
export const MsisdnSchema = z.string().regex(/^[1-9]\d{7,14}$/, 'E.164 digits without +');

/** POST {operator}/v1/charges, with an Idempotency-Key header. */
export const OperatorChargeRequestSchema = z.object({
  msisdn: MsisdnSchema,
  service_id: z.string().min(1).max(100),
  amount_minor: z.number().int().min(1),
  currency: z.string().regex(/^[A-Z]{3}$/),
  period_days: z.number().int().min(1).max(366),
  description: z.string().min(1).max(200),
  consent_reference: z.string().min(1).max(200),
});
export type OperatorChargeRequest = z.infer<typeof OperatorChargeRequestSchema>;

export const OperatorChargeSchema = z.object({
  charge_id: z.string(),
  subscription_id: z.string(),
  kind: z.enum(['initial', 'renewal']),
  status: z.enum(['pending', 'succeeded', 'failed']),
  msisdn: MsisdnSchema,
  service_id: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type OperatorCharge = z.infer<typeof OperatorChargeSchema>;

export const OperatorSubscriptionSchema = z.object({
  subscription_id: z.string(),
  msisdn: MsisdnSchema,
  service_id: z.string(),
  status: z.enum(['pending', 'active', 'suspended', 'cancelled']),
  current_period_end: z.string().nullable(),
});
export type OperatorSubscription = z.infer<typeof OperatorSubscriptionSchema>;

/** POST {service}/operator/callbacks/billing: signed by the operator, de-duplicated by event_id. */
export const OperatorCallbackSchema = z.object({
  event_id: z.string().min(1).max(200),
  type: z.enum(['charge.succeeded', 'charge.failed', 'subscription.cancelled']),
  occurred_at: z.string(),
  msisdn: MsisdnSchema,
  service_id: z.string(),
  subscription_id: z.string(),
  charge_id: z.string().nullable(),
  kind: z.enum(['initial', 'renewal']).nullable(),
  amount_minor: z.number().int(),
  currency: z.string(),
  period_end: z.string().nullable(),
  reason: z.string().nullable(),
});
export type OperatorCallback = z.infer<typeof OperatorCallbackSchema>;
