// The mobile-operator flows (ADR 0010, 0011): OTP sign-in, header enrichment, the two-step carrier
// billing checkout, unsubscribe and the number check. Tenant-scoped: registered under the API's
// tenant resolution.

import { StatusChangeResponseSchema } from '@gameweek/contracts/account';
import { TokenResponseSchema } from '@gameweek/contracts/auth';
import { ErrorResponseSchema } from '@gameweek/contracts/error';
import {
  CheckoutBodySchema,
  CheckoutOfferResponseSchema,
  CheckoutResponseSchema,
  CompareMsisdnBodySchema,
  CompareMsisdnResponseSchema,
  ConsentSchema,
  OtpRequestBodySchema,
  OtpRequestResponseSchema,
  OtpVerifyBodySchema,
} from '@gameweek/contracts/operator';
import { accessLevelOf } from '@gameweek/contracts/user-status';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badMsisdn } from '../../errors.ts';
import { currentUser } from '../../plugins/app/request-context.ts';
import {
  MSISDN_HEADER,
  MSISDN_SIGNATURE_HEADER,
  MSISDN_TIMESTAMP_HEADER,
  verifyEnrichedMsisdn,
} from '../../services/billing/operator-signature.ts';
import { normaliseMsisdn } from '../../services/otp/msisdn.ts';
import { otpSmsText } from '../../services/otp/otp-service.ts';
import { signIn } from './session.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

const header = (request: FastifyRequest, name: string) => {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

const evidence = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: header(request, 'user-agent') ?? '',
});

const HeaderEnrichmentResponseSchema = z.object({
  identified: z.boolean(),
  session: TokenResponseSchema.optional(),
  redirect: z.string().optional(),
});

const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = {
    rateLimit: { max: app.env.ACCOUNT_RATE_LIMIT, timeWindow: '1 minute' },
  };
  const language = (request: FastifyRequest) => request.tenantCtx.tenant.defaultLanguage;

  app.post('/auth/otp', {
    config: limited,
    preHandler: app.identify,
    schema: {
      tags: ['operator'],
      summary:
        'Send a one-time code by SMS (the same answer whether or not the number has an account)',
      body: OtpRequestBodySchema,
      response: { 200: OtpRequestResponseSchema, ...errors },
    },
    handler: async (request) => {
      const msisdn = normaliseMsisdn(request.body.msisdn);
      if (!msisdn) throw badMsisdn();
      const product = request.tenantCtx.tenant.name;
      const { requestId, expiresAt } = await app.services.otp.request({
        tenantId: request.tenantCtx.tenant.id,
        msisdn,
        ip: request.ip,
        text: otpSmsText(product),
      });
      return { request_id: requestId, expires_at: expiresAt.toISOString() };
    },
  });

  app.post('/auth/otp/verify', {
    config: limited,
    preHandler: app.identify,
    schema: {
      tags: ['operator'],
      summary: 'Check a code; signs in (or attaches the number to the signed-in account)',
      body: OtpVerifyBodySchema,
      response: { 200: TokenResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { msisdn } = await app.services.otp.verify({
        tenantId: request.tenantCtx.tenant.id,
        requestId: request.body.request_id,
        code: request.body.code,
      });
      const user = await app.services.msisdnSignIn.userFor({
        tenantId: request.tenantCtx.tenant.id,
        msisdn,
        currentUserId: request.user?.userId ?? null,
        language: language(request),
        via: 'otp',
      });
      // The code proved the owner's phone: password guessing on the account starts from zero.
      await app.services.loginThrottle.clearUser(user.id);
      return signIn(app, user);
    },
  });

  app.post('/auth/header-enrichment', {
    config: limited,
    schema: {
      tags: ['operator'],
      summary:
        'Sign in by the number the operator gateway asserts (trusted addresses and signature only)',
      response: { 200: HeaderEnrichmentResponseSchema, ...errors },
    },
    handler: async (request) => {
      // The socket's peer, never X-Forwarded-For: only the gateway itself may assert a number.
      const peer = request.socket.remoteAddress ?? '';
      const msisdn = header(request, MSISDN_HEADER);
      const trusted =
        app.env.OPERATOR_PROXY_ADDRESSES.includes(peer) &&
        verifyEnrichedMsisdn(app.env.OPERATOR_SHARED_SECRET, {
          msisdn,
          timestamp: header(request, MSISDN_TIMESTAMP_HEADER),
          signature: header(request, MSISDN_SIGNATURE_HEADER),
        });
      const normalised = msisdn ? normaliseMsisdn(msisdn) : null;
      if (!trusted || !normalised) {
        if (msisdn) request.log.warn({ peer }, 'ignored an unverified MSISDN header');
        return { identified: false, redirect: '/otp' };
      }
      const user = await app.services.msisdnSignIn.userFor({
        tenantId: request.tenantCtx.tenant.id,
        msisdn: normalised,
        currentUserId: null,
        language: language(request),
        via: 'header_enrichment',
      });
      return { identified: true, session: await signIn(app, user) };
    },
  });

  app.get('/auth/checkout-payment', {
    config: limited,
    preHandler: app.authenticate,
    schema: {
      tags: ['operator'],
      summary: 'Step 1 content: the price and period of the subscription',
      security: [{ bearer: [] }],
      response: { 200: CheckoutOfferResponseSchema, ...errors },
    },
    handler: async (request) => {
      const me = currentUser(request);
      const account = await app.services.statuses.accountOf(me.userId);
      return {
        offer: app.services.billing.offer(),
        msisdn_required: !account?.msisdn,
        status: me.status,
      };
    },
  });

  app.post('/auth/checkout-payment', {
    config: limited,
    preHandler: app.authenticate,
    schema: {
      tags: ['operator'],
      summary: 'Two-step consent: `offer` records what was shown, `confirm` consents and charges',
      security: [{ bearer: [] }],
      body: CheckoutBodySchema,
      response: { 200: CheckoutResponseSchema, ...errors },
    },
    handler: async (request) => {
      const me = currentUser(request);
      if (request.body.step === 'offer') {
        const consent = await app.services.billing.showOffer(me.userId, evidence(request));
        return {
          consent,
          redirect: `/auth/checkout-payment/confirm?reference=${consent.reference}`,
        };
      }
      const consent = await app.services.billing.confirm(
        me.userId,
        request.body.reference,
        evidence(request),
      );
      return { consent, redirect: '/auth/sms-holding' };
    },
  });

  app.get('/auth/checkout-payment/:reference', {
    config: limited,
    preHandler: app.authenticate,
    schema: {
      tags: ['operator'],
      summary: 'One checkout of the signed-in user (polled while the operator confirms)',
      security: [{ bearer: [] }],
      params: z.object({ reference: z.string().min(8).max(100) }),
      response: { 200: z.object({ consent: ConsentSchema }), ...errors },
    },
    handler: async (request) => ({
      consent: await app.services.billing.consent(
        currentUser(request).userId,
        request.params.reference,
      ),
    }),
  });

  app.post('/auth/unsubscribe', {
    config: limited,
    preHandler: app.authenticate,
    schema: {
      tags: ['operator'],
      summary: 'End the subscription at the operator; the account becomes cancelled',
      security: [{ bearer: [] }],
      response: { 200: StatusChangeResponseSchema, ...errors },
    },
    handler: async (request) => {
      const change = await app.services.billing.unsubscribe(currentUser(request).userId);
      return {
        status: change.to,
        access_level: accessLevelOf(change.to),
        redirect: '/unsubscribed',
      };
    },
  });

  app.post('/v1/compare-msisdn', {
    config: limited,
    preHandler: app.authenticate,
    schema: {
      tags: ['operator'],
      summary: "Whether a number is the signed-in user's confirmed number",
      security: [{ bearer: [] }],
      body: CompareMsisdnBodySchema,
      response: { 200: CompareMsisdnResponseSchema, ...errors },
    },
    handler: async (request) => {
      const given = normaliseMsisdn(request.body.msisdn);
      if (!given) throw badMsisdn();
      const account = await app.services.statuses.accountOf(currentUser(request).userId);
      return { match: account?.msisdn === given };
    },
  });
};

export default operatorRoutes;
