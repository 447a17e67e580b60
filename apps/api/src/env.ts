// The one place that reads process.env. Everything else receives an `Env`.
import { z } from 'zod';

const booleanish = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'on' || v === 'yes');

/** Public: the web server's default is the same, so `npm start` works with no configuration. */
export const DEMO_WEB_PROXY_SECRET = 'gameweek-demo-web-proxy-secret-change-me';

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
  /** Run the season clock in this process. */
  CLOCK: booleanish.default(true),
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
});
export type Env = z.infer<typeof EnvSchema>;

/** What the schema alone cannot say: production refuses the public demo secrets. */
function productionIssues(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  return env.WEB_PROXY_SECRET === DEMO_WEB_PROXY_SECRET
    ? ['  WEB_PROXY_SECRET: set a real secret in production (the same in the web server)']
    : [];
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
    ...overrides,
  });
}
