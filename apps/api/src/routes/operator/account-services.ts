// Builds the account/operator services once per app and shares them with the route plugins of
// routes/account and routes/operator (fastify-plugin: the decoration is visible to siblings).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BillingService } from '../../services/billing/billing-service.ts';
import { OperatorClient } from '../../services/billing/operator-client.ts';
import { EmailVerificationService } from '../../services/mail/email-verification.ts';
import { createMailer, type Mailer } from '../../services/mail/mailer.ts';
import { OtpService } from '../../services/otp/otp-service.ts';
import { PasswordService } from '../../services/passwords/password-service.ts';
import { ProfileRemoval } from '../../services/user-status/profile-removal.ts';
import { loadOperatorEnv, type OperatorEnv } from './env.ts';

export interface AccountServices {
  env: OperatorEnv;
  operator: OperatorClient;
  mailer: Mailer;
  otp: OtpService;
  billing: BillingService;
  passwords: PasswordService;
  emailVerification: EmailVerificationService;
  profileRemoval: ProfileRemoval;
}

declare module 'fastify' {
  interface FastifyInstance {
    account: AccountServices;
  }
}

export interface AccountServicesOptions {
  /** Defaults to the process environment; tests pass their own. */
  env?: OperatorEnv;
  clock?: () => Date;
}

function build(app: FastifyInstance, env: OperatorEnv, clock: () => Date): AccountServices {
  const operator = new OperatorClient(
    env.OPERATOR_URL,
    env.OPERATOR_SHARED_SECRET,
    env.OPERATOR_TIMEOUT_MS,
  );
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: env.MAIL_OUTBOX_DIR,
  });
  const tenants = {
    async serviceIdOf(tenantId: number) {
      const tenant = await app.repos.tenants.findById(tenantId);
      if (!tenant) throw new Error(`tenant ${tenantId} not found`);
      return tenant.serviceId;
    },
    async tenantIdOf(serviceId: string) {
      return (await app.repos.tenants.findByServiceId(serviceId))?.id ?? null;
    },
  };
  const billing = new BillingService(
    app.db,
    operator,
    {
      amount_minor: env.BILLING_PRICE_MINOR,
      currency: env.BILLING_CURRENCY,
      period_days: env.BILLING_PERIOD_DAYS,
      description: env.BILLING_DESCRIPTION,
    },
    tenants,
    clock,
  );
  return {
    env,
    operator,
    mailer,
    otp: new OtpService(app.db, operator, env.OTP_PEPPER, undefined, clock),
    billing,
    passwords: new PasswordService(app.db, mailer, clock, app.services.loginThrottle),
    emailVerification: new EmailVerificationService(app.db, mailer, clock),
    profileRemoval: new ProfileRemoval(app.db, billing, env.OTP_PEPPER),
  };
}

export default fp<AccountServicesOptions>(
  async (app, opts) => {
    app.decorate(
      'account',
      build(app, opts.env ?? loadOperatorEnv(), opts.clock ?? (() => new Date())),
    );
  },
  { name: 'account-services', dependencies: ['services'] },
);
