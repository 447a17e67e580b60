/**
 * The web app's one env module: nothing else reads process.env. Checked once at start-up.
 * Values allowed into the browser are listed in `publicEnv` (none today).
 */

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0 || n > 65535)
    throw new Error(`PORT must be a TCP port, got "${value}"`);
  return n;
}

function url(value: string | undefined, fallback: string): string {
  const v = value && value !== '' ? value : fallback;
  try {
    return new URL(v).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`API_URL must be an absolute URL, got "${v}"`);
  }
}

export interface WebEnv {
  port: number;
  apiUrl: string;
  isProduction: boolean;
  /** Overrides the Host header when resolving the tenant (handy behind proxies or in tests). */
  tenantHost: string | undefined;
}

export function readEnv(source: Record<string, string | undefined>): WebEnv {
  return {
    port: port(source.PORT, 3000),
    apiUrl: url(source.API_URL, 'http://127.0.0.1:4000'),
    isProduction: source.NODE_ENV === 'production',
    tenantHost: source.TENANT_HOST || undefined,
  };
}

export const env: WebEnv = readEnv(process.env);

export const publicEnv = {} as const;
