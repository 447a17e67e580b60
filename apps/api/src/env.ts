// The one place that reads process.env. Everything else receives an `Env`.
import { z } from 'zod';
import { parseKey } from './lib/secret-box.ts';

const booleanish = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'on' || v === 'yes');

/** Public: the web server's default is the same, so `npm start` works with no configuration. */
export const DEMO_WEB_PROXY_SECRET = 'gameweek-demo-web-proxy-secret-change-me';
/** Public defaults: the sandbox ships the same secret, so `npm start` works with no configuration. */
export const DEMO_OPERATOR_SECRET = 'sandbox-demo-secret-change-me';
const DEMO_OTP_PEPPER = 'demo-otp-pepper-change-me';
const DEMO_FEED_KEY_SECRET = 'demo-feed-key-secret-change-me';
/** sha-256 of 'demo-staff-totp-key-change-me': the public dev/demo key; production refuses it. */
const DEMO_STAFF_TOTP_KEY = '959a5555749fd68c972f8a5ca3614329899df6a8c4915f843f6fbf6066c1a5c0';

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  /** PostgreSQL URL; unset = embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./.data'),
  /** The shared real data sets (fpl/, cricket/) the demo replays; default: found next to the checkout. */
  GAMEWEEK_DATA: z.string().optional(),
  /** Prepare the demo (tenants, content, replayed season) on start. */
  DEMO: booleanish.default(true),
  /** Demo replay speed: minutes between two rounds' deadlines, and how long one replayed match lasts. */
  DEMO_ROUND_MINUTES: z.coerce.number().positive().max(10_080).default(6),
  DEMO_MATCH_MINUTES: z.coerce.number().positive().max(180).default(2),
  /**
   * The demo provider (ADR 0044, `apps/api/src/demo/demo-provider.main.ts`): the file its feed key is
   * handed over in (written by the API when it prepares the demo, owner-only), the API it sends to, and
   * how often it sends what happened since.
   */
  DEMO_FEED_KEY_FILE: z.string().default('./.data/demo-feed-key.json'),
  DEMO_FEED_API_URL: z.url().default('http://127.0.0.1:4000'),
  DEMO_FEED_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /** Run the season clock in this process. */
  CLOCK: booleanish.default(true),
  /**
   * Live rounds' managers' rows (ADR 0049): written this long after a feed event changed them (the
   * ranks, from the histograms, are current at once); 0 = before the message is answered; -1 = only
   * when asked (tests).
   */
  LIVE_SCORES_FLUSH_MS: z.coerce.number().int().min(-1).max(60_000).default(1_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  DEMO_SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** Requests per minute per client on /auth/* (brute force); other routes are not limited here. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Fallback tenant host when neither `domain` nor `Host` matches a tenant (dev/demo only). */
  DEFAULT_DOMAIN: z.string().optional(),
  /**
   * Shared with the web server, which sends it in `x-gameweek-proxy`: only a request carrying it has
   * its X-Forwarded-For believed (plugins/external/web-proxy-proof.ts). Production refuses the demo one.
   */
  WEB_PROXY_SECRET: z.string().min(16).default(DEMO_WEB_PROXY_SECRET),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),

  // The account and operator flows (routes/account, routes/operator).
  /** Base URL of the operator (or the sandbox) the API calls: SMS, charges, cancellations. */
  OPERATOR_URL: z.url().default('http://127.0.0.1:4100'),
  /** How long a call to the operator may take before the user is told to try again. */
  OPERATOR_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** HMAC secret shared with the operator (apps/operator-sandbox/README.md). Production refuses the demo one. */
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
  /** Key of the HMAC that stores one-time codes and anonymised numbers. Production refuses the demo one. */
  OTP_PEPPER: z.string().min(16).default(DEMO_OTP_PEPPER),
  /** Real SMTP (smtp://user:pass@host:587); unset = the local outbox in MAIL_OUTBOX_DIR (not in production). */
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
  /**
   * Key of the HMAC that derives each data-feed key's signing secret from its id and salt (ADR 0039): the
   * database alone holds nothing that signs. Production refuses the demo one; changing it voids every key.
   */
  FEED_KEY_SECRET: z.string().min(16).default(DEMO_FEED_KEY_SECRET),
  /** Bearer token for GET /metrics; unset = served to loopback peers only (ADR 0040). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** The operator console (ADR 0046): a staff session ends this long after sign-in at the latest… */
  STAFF_SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(8 * 60),
  /** …and after this long without a request. */
  STAFF_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /**
   * The AES-256 key that seals staff TOTP secrets at rest (ADR 0054): 64 hex digits or base64 of 32
   * bytes (`openssl rand -hex 32`). Production refuses the demo one.
   */
  STAFF_TOTP_KEY: z
    .string()
    .refine((v) => parseKey(v) !== undefined, '64 hex digits or base64 of 32 bytes')
    .default(DEMO_STAFF_TOTP_KEY),
  /** Keys being rotated out, comma-separated: they still open secrets, which are sealed again. */
  STAFF_TOTP_KEY_PREVIOUS: z
    .string()
    .default('')
    .refine(
      (v) => v === '' || v.split(',').every((k) => parseKey(k) !== undefined),
      'comma-separated keys, each 64 hex digits or base64 of 32 bytes',
    ),
  /** The name authenticator apps show next to a staff member's codes. */
  STAFF_TOTP_ISSUER: z.string().min(1).max(60).default('Gameweek console'),
  /** Requests per minute per client on each account/operator call. */
  ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
});
export type Env = z.infer<typeof EnvSchema>;

/** What the schema alone cannot say: production refuses the public demo secrets. */
function productionIssues(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const issues: string[] = [];
  if (env.WEB_PROXY_SECRET === DEMO_WEB_PROXY_SECRET)
    issues.push('  WEB_PROXY_SECRET: set a real secret in production (the same in the web server)');
  if (env.OPERATOR_SHARED_SECRET === DEMO_OPERATOR_SECRET)
    issues.push('  OPERATOR_SHARED_SECRET: set a real secret in production');
  // The local outbox (and its /dev/mailbox page) would hold everyone's reset links.
  if (!env.SMTP_URL) issues.push('  SMTP_URL: production sends real e-mail');
  if (env.FEED_KEY_SECRET === DEMO_FEED_KEY_SECRET)
    issues.push('  FEED_KEY_SECRET: set a real secret in production');
  if (env.OTP_PEPPER === DEMO_OTP_PEPPER)
    issues.push('  OTP_PEPPER: set a real pepper in production');
  if (parseKey(env.STAFF_TOTP_KEY)?.equals(parseKey(DEMO_STAFF_TOTP_KEY)!))
    issues.push('  STAFF_TOTP_KEY: set a real key in production (openssl rand -hex 32)');
  return issues;
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`invalid environment:\n${lines.join('\n')}`);
  }
  const refused = productionIssues(parsed.data);
  if (refused.length) throw new Error(`invalid environment:\n${refused.join('\n')}`);
  return parsed.data;
}

/** Defaults for tests and embedding: parse an empty source plus overrides. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return EnvSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO: '0',
    CLOCK: '0',
    LIVE_SCORES_FLUSH_MS: '0',
    ...overrides,
  });
}
