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
  consent_reference: z.string(),
  charge_id: z.string().nullable(),
  kind: z.enum(['initial', 'renewal']).nullable(),
  amount_minor: z.number().int(),
  currency: z.string(),
  period_end: z.string().nullable(),
  reason: z.string().nullable(),
});
export type OperatorCallback = z.infer<typeof OperatorCallbackSchema>;

/** POST /auth/otp — send a code. The same answer whether or not an account exists for the number. */
export const OtpRequestBodySchema = z.object({ msisdn: z.string().min(6).max(32) });
export type OtpRequestBody = z.infer<typeof OtpRequestBodySchema>;

export const OtpRequestResponseSchema = z.object({
  request_id: z.string().describe('present with the code; keep it where the code was asked for'),
  expires_at: z.string(),
});
export type OtpRequestResponse = z.infer<typeof OtpRequestResponseSchema>;

/** POST /auth/otp/verify. */
export const OtpVerifyBodySchema = z.object({
  request_id: z.string().min(16).max(200),
  code: z.string().trim().max(12),
});
export type OtpVerifyBody = z.infer<typeof OtpVerifyBodySchema>;

export const OfferSchema = z.object({
  amount_minor: z.number().int(),
  currency: z.string(),
  period_days: z.number().int(),
  description: z.string(),
});
export type Offer = z.infer<typeof OfferSchema>;

export const ConsentSchema = z.object({
  reference: z.string(),
  status: z.enum(['offered', 'charging', 'charged', 'failed', 'ended']),
  offer: OfferSchema,
  shown_at: z.string(),
  confirmed_at: z.string().nullable(),
});
export type Consent = z.infer<typeof ConsentSchema>;

/** GET /auth/checkout-payment — what step 1 shows: price and period. */
export const CheckoutOfferResponseSchema = z.object({
  offer: OfferSchema,
  msisdn_required: z.boolean(),
  status: z.string(),
});

/**
 * POST /auth/checkout-payment — two separate steps: `offer` records that the price and period were
 * shown; `confirm` (with that reference) is the consent itself and starts the operator charge.
 */
export const CheckoutBodySchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('offer') }),
  z.object({
    step: z.literal('confirm'),
    reference: z.string().min(8).max(100),
    accept: z.literal(true),
  }),
]);
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;

export const CheckoutResponseSchema = z.object({
  consent: ConsentSchema,
  redirect: z.string().optional(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

/** POST /v1/compare-msisdn — does this number belong to the signed-in user? */
export const CompareMsisdnBodySchema = z.object({ msisdn: z.string().min(6).max(32) });
export const CompareMsisdnResponseSchema = z.object({ match: z.boolean() });
