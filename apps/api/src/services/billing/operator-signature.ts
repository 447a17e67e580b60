// The operator contract's HMAC scheme (apps/operator-sandbox/README.md, "Signatures"), implemented
// here independently of the sandbox: the sandbox stands in for a third party, so the API must not
// share code with it, only the documented contract.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TIMESTAMP_HEADER = 'x-operator-timestamp';
export const SIGNATURE_HEADER = 'x-operator-signature';
export const MSISDN_HEADER = 'x-msisdn';
export const MSISDN_TIMESTAMP_HEADER = 'x-msisdn-timestamp';
export const MSISDN_SIGNATURE_HEADER = 'x-msisdn-signature';

const MAX_SKEW_SECONDS = 300;
const HE_MAX_AGE_SECONDS = 60;

const hmac = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

function fresh(timestamp: string, now: number, maxAge: number): boolean {
  return /^\d{1,12}$/.test(timestamp) && Math.abs(now - Number(timestamp)) <= maxAge;
}

export function signOperatorRequest(
  secret: string,
  method: string,
  path: string,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const timestamp = String(nowSeconds);
  return {
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: `v1=${hmac(secret, `${timestamp}.${method.toUpperCase()}.${path}.${body}`)}`,
  };
}

export function verifyOperatorRequest(
  secret: string,
  req: {
    timestamp: string | undefined;
    signature: string | undefined;
    method: string;
    path: string;
    body: string;
  },
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!req.timestamp || !req.signature || !fresh(req.timestamp, nowSeconds, MAX_SKEW_SECONDS))
    return false;
  const expected = `v1=${hmac(secret, `${req.timestamp}.${req.method.toUpperCase()}.${req.path}.${req.body}`)}`;
  return safeEqual(expected, req.signature);
}

export function verifyEnrichedMsisdn(
  secret: string,
  h: { msisdn: string | undefined; timestamp: string | undefined; signature: string | undefined },
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (
    !h.msisdn ||
    !h.timestamp ||
    !h.signature ||
    !fresh(h.timestamp, nowSeconds, HE_MAX_AGE_SECONDS)
  ) {
    return false;
  }
  return safeEqual(`v1=${hmac(secret, `he.${h.timestamp}.${h.msisdn}`)}`, h.signature);
}
