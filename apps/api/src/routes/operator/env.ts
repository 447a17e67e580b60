// Settings of the account and operator flows. Kept beside these routes (one zod schema, checked at
// start-up) until the API's env module absorbs them; `loadOperatorEnv` is the only reader here.
import { z } from 'zod';

/** Public defaults: the sandbox ships the same secret, so `npm start` works with no configuration. */
export const DEMO_OPERATOR_SECRET = 'sandbox-demo-secret-change-me';
const DEMO_OTP_PEPPER = 'demo-otp-pepper-change-me';

export const OperatorEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** Base URL of the operator (or the sandbox) the API calls: SMS, charges, cancellations. */
    OPERATOR_URL: z.url().default('http://127.0.0.1:4100'),
    /** How long a call to the operator may take before the user is told to try again. */
    OPERATOR_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** HMAC secret shared with the operator (apps/operator-sandbox/README.md). */
    OPERATOR_SHARED_SECRET: z.string().min(16).default(DEMO_OPERATOR_SECRET),
    /** Peer addresses of the operator's header-enrichment gateway; nobody else may assert a number. */
    OPERATOR_PROXY_ADDRESSES: z
      .string()
      .default('127.0.0.1,::1,::ffff:127.0.0.1')
      .transform((s) =>
        s
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean),
      ),
    /** Key of the HMAC that stores one-time codes and anonymised numbers. */
    OTP_PEPPER: z.string().min(16).default(DEMO_OTP_PEPPER),
    /** Real SMTP (smtp://user:pass@host:587); unset = the local outbox in MAIL_OUTBOX_DIR. */
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Gameweek <no-reply@gameweek.local>'),
    MAIL_OUTBOX_DIR: z.string().default('./.data/mail-outbox'),
    /** Base of links in e-mails for tenants without their own tenants.public_web_url. */
    PUBLIC_WEB_URL: z.url().optional(),
    /** The subscription offered at checkout. */
    BILLING_PRICE_MINOR: z.coerce.number().int().min(1).default(299),
    BILLING_CURRENCY: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .default('EUR'),
    BILLING_PERIOD_DAYS: z.coerce.number().int().min(1).max(366).default(7),
    BILLING_DESCRIPTION: z.string().min(1).max(200).default('Gameweek weekly pass'),
    /** Requests per minute per client on each account/operator call. */
    ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.OPERATOR_SHARED_SECRET === DEMO_OPERATOR_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPERATOR_SHARED_SECRET'],
        message: 'set a real secret in production',
      });
    }
    if (!env.SMTP_URL) {
      // The local outbox (and its /dev/mailbox page) would hold everyone's reset links.
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'production sends real e-mail' });
    }
    if (env.OTP_PEPPER === DEMO_OTP_PEPPER) {
      ctx.addIssue({
        code: 'custom',
        path: ['OTP_PEPPER'],
        message: 'set a real pepper in production',
      });
    }
  });
export type OperatorEnv = z.infer<typeof OperatorEnvSchema>;

export function loadOperatorEnv(
  source: Record<string, string | undefined> = process.env,
): OperatorEnv {
  const parsed = OperatorEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
