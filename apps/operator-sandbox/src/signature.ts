// The HMAC scheme both sides of the operator contract use (README.md, "Signatures"). The operator
// signs callbacks and header enrichment; the service signs its calls to the operator. Binding the
// method, path and exact body bytes means a captured signature cannot be moved to another call, and
// the timestamp window bounds how long a captured request stays replayable (callbacks are
// additionally de-duplicated by event_id on the receiving side).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TIMESTAMP_HEADER = 'x-operator-timestamp';
export const SIGNATURE_HEADER = 'x-operator-signature';
export const MSISDN_HEADER = 'x-msisdn';
export const MSISDN_TIMESTAMP_HEADER = 'x-msisdn-timestamp';
export const MSISDN_SIGNATURE_HEADER = 'x-msisdn-signature';

/** How far a signed timestamp may be from the receiver's clock. */
export const MAX_SKEW_SECONDS = 300;
/** Header enrichment is per page load: a much shorter window than server-to-server calls. */
export const HE_MAX_AGE_SECONDS = 60;

function hmac(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

function safeEqualHex(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

function freshEnough(timestamp: string, nowSeconds: number, maxAge: number): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(nowSeconds - Number(timestamp)) <= maxAge;
}

export function signRequest(
  secret: string,
  parts: { timestamp: string; method: string; path: string; body: string },
): string {
  return `v1=${hmac(secret, `${parts.timestamp}.${parts.method.toUpperCase()}.${parts.path}.${parts.body}`)}`;
}

export function verifyRequest(
  secret: string,
  parts: {
    timestamp: string | undefined;
    signature: string | undefined;
    method: string;
    path: string;
    body: string;
  },
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const { timestamp, signature } = parts;
  if (!timestamp || !signature) return false;
  if (!freshEnough(timestamp, nowSeconds, MAX_SKEW_SECONDS)) return false;
  return safeEqualHex(signRequest(secret, { ...parts, timestamp }), signature);
}

/** Headers for a signed call: what a sender adds next to its JSON body. */
export function signedHeaders(
  secret: string,
  method: string,
  path: string,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const timestamp = String(nowSeconds);
  return {
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: signRequest(secret, { timestamp, method, path, body }),
  };
}

export function signMsisdn(secret: string, msisdn: string, timestamp: string): string {
  return `v1=${hmac(secret, `he.${timestamp}.${msisdn}`)}`;
}

export function verifyMsisdn(
  secret: string,
  parts: {
    msisdn: string | undefined;
    timestamp: string | undefined;
    signature: string | undefined;
  },
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const { msisdn, timestamp, signature } = parts;
  if (!msisdn || !timestamp || !signature) return false;
  if (!freshEnough(timestamp, nowSeconds, HE_MAX_AGE_SECONDS)) return false;
  return safeEqualHex(signMsisdn(secret, msisdn, timestamp), signature);
}
