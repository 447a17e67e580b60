// The sandbox's only reader of process.env. Defaults make `npm start` work with no configuration;
// the shared secret default is public and therefore only acceptable for a local demo.
export interface SandboxConfig {
  /** Port of the operator API, the SMS inbox page and the sandbox controls. */
  port: number;
  /** Port of the header-enrichment proxy (a separate listener, like an operator's HTTP gateway). */
  hePort: number;
  host: string;
  /** Where the header-enrichment proxy forwards to (the service's edge). */
  heTarget: string;
  /** Where billing callbacks are delivered (the service's callback endpoint). */
  callbackUrl: string;
  /** Shared HMAC secret with the service (README.md, "Signatures"). */
  secret: string;
  /** Delay before a charge's outcome is called back, so the "waiting for the operator" state is real. */
  chargeDelayMs: number;
  /** Length of one subscription period in the sandbox (a day for real operators; short for demos). */
  periodMs: number | null;
  /** How often due renewals are looked for. */
  renewalTickMs: number;
  /** Retry schedule of a callback the service did not acknowledge with a 2xx. */
  callbackRetryDelaysMs: number[];
}

export const DEMO_SECRET = 'sandbox-demo-secret-change-me';

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const port = int(env.PORT, 4100, 'PORT');
  const apiUrl = env.API_URL ?? 'http://127.0.0.1:4000';
  const periodMs = env.SANDBOX_PERIOD_MS
    ? int(env.SANDBOX_PERIOD_MS, 0, 'SANDBOX_PERIOD_MS')
    : null;
  return {
    port,
    hePort: int(env.HE_PORT, port + 1, 'HE_PORT'),
    host: env.HOST ?? '127.0.0.1',
    heTarget: env.HE_TARGET ?? apiUrl,
    callbackUrl: env.CALLBACK_URL ?? `${apiUrl}/operator/callbacks/billing`,
    secret: env.OPERATOR_SHARED_SECRET ?? DEMO_SECRET,
    chargeDelayMs: int(env.SANDBOX_CHARGE_DELAY_MS, 1500, 'SANDBOX_CHARGE_DELAY_MS'),
    periodMs,
    renewalTickMs: int(env.SANDBOX_RENEWAL_TICK_MS, 5000, 'SANDBOX_RENEWAL_TICK_MS'),
    callbackRetryDelaysMs: [1000, 5000, 30_000, 120_000],
  };
}
