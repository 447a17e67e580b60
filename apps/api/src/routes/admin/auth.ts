// Staff sign-in, two-factor enrolment, accepting an invitation (ADR 0046).
import {
  AcceptInviteBodySchema,
  AcceptInviteResponseSchema,
  StaffLoginBodySchema,
  StaffMeResponseSchema,
  StaffSessionResponseSchema,
  TotpConfirmBodySchema,
  TotpSetupResponseSchema,
} from '@gameweek/contracts/admin';
import {
  StaffForgotPasswordBodySchema,
  StaffResetPasswordBodySchema,
  StaffResetPasswordResponseSchema,
} from '@gameweek/contracts/admin-staff';
import { OkResponseSchema } from '@gameweek/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleErrors as errors } from './errors.ts';
import { currentStaff, hostTenant } from './plugin.ts';
import { resetMailContext } from './staff-mail.ts';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // The public sign-in's per-address limit, on every call that checks a secret.
  const rateLimit = { max: app.env.AUTH_RATE_LIMIT, timeWindow: '1 minute' };

  app.post('/login', {
    config: { access: 'public', rateLimit },
    schema: {
      tags: ['console'],
      summary:
        'Staff sign-in: e-mail, password and (once enrolled) the TOTP code; without two-factor the session may only enrol it',
      body: StaffLoginBodySchema,
      response: { 200: StaffSessionResponseSchema, ...errors },
    },
    handler: async (request) => {
      const host = await hostTenant(app, request);
      return app.services.staffAuth.login(request.body, request.ip, host?.tenant.id ?? null);
    },
  });

  app.post('/password/forgot', {
    config: { access: 'public', rateLimit },
    schema: {
      tags: ['console'],
      summary:
        'E-mail a single-use, 30-minute password reset link; the same answer whether or not the address has an account',
      body: StaffForgotPasswordBodySchema,
      response: { 200: OkResponseSchema, ...errors },
    },
    handler: async (request) => {
      const host = await hostTenant(app, request);
      const mail = resetMailContext(app, host, request);
      // Answered before any lookup: neither the answer nor its timing depends on the account.
      void app.services.staffAccount
        .requestReset(request.body.email, mail)
        .catch((err: unknown) => request.log.error({ err }, 'staff password reset mail failed'));
      return { ok: true as const };
    },
  });

  app.post('/password/reset', {
    config: { access: 'public', rateLimit },
    schema: {
      tags: ['console'],
      summary:
        'Set a new password with the e-mailed token: every session of the account ends; two-factor stays',
      body: StaffResetPasswordBodySchema,
      response: { 200: StaffResetPasswordResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.staffAccount.completeReset(request.body.token, request.body.password),
  });

  app.post('/accept-invite', {
    config: { access: 'public', rateLimit },
    schema: {
      tags: ['console'],
      summary: 'Accept an e-mailed invitation: a new account chooses its name and password',
      body: AcceptInviteBodySchema,
      response: { 200: AcceptInviteResponseSchema, ...errors },
    },
    handler: (request) => app.services.staffAdmin.accept(request.body),
  });

  app.post('/totp/setup', {
    config: { access: 'any-session', rateLimit },
    schema: {
      tags: ['console'],
      summary: 'Start two-factor enrolment: a new secret as an otpauth URI and a QR code (SVG)',
      security: [{ bearer: [] }],
      response: { 200: TotpSetupResponseSchema, ...errors },
    },
    handler: (request) => app.services.staffAuth.setupTotp(currentStaff(request)),
  });

  app.post('/totp/confirm', {
    config: { access: 'any-session', rateLimit },
    schema: {
      tags: ['console'],
      summary:
        'Confirm enrolment with a code from the app: answers a full session in place of this one',
      security: [{ bearer: [] }],
      body: TotpConfirmBodySchema,
      response: { 200: StaffSessionResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.staffAuth.confirmTotp(currentStaff(request), request.body.code),
  });

  app.get('/me', {
    config: { access: 'any-session' },
    schema: {
      tags: ['console'],
      summary:
        'The signed-in staff member, their roles, and what they may do on this host’s tenant',
      security: [{ bearer: [] }],
      response: { 200: StaffMeResponseSchema, ...errors },
    },
    handler: async (request) => {
      const tenant = await hostTenant(app, request);
      return app.services.staffAuth.me(currentStaff(request), tenant?.tenant.id);
    },
  });

  app.post('/logout', {
    config: { access: 'any-session' },
    schema: {
      tags: ['console'],
      summary: 'End this staff session',
      security: [{ bearer: [] }],
      response: { 200: OkResponseSchema, ...errors },
    },
    handler: async (request) => {
      await app.services.staffAuth.logout(currentStaff(request));
      return { ok: true as const };
    },
  });
};

export default authRoutes;
