// The feed API's request signature (ADR 0039; the contract is in @gameweek/contracts/feed): HMAC-SHA256 of
// `${timestamp}.${METHOD}.${path}.${rawBody}` under the key's secret, sent as 'v1=<hex>'. The secret of a
// key is derived from the server's FEED_KEY_SECRET, its public id and a stored salt, so the database holds
// nothing that signs.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A request older than this is refused (a captured request cannot be replayed later). */
export const FEED_MAX_AGE_SECONDS = 300;
/** A sender's clock may run this far ahead of ours. */
export const FEED_MAX_AHEAD_SECONDS = 30;

export function deriveFeedSecret(master: string, keyId: string, salt: string): string {
  return createHmac('sha256', master).update(`feed-key.${keyId}.${salt}`).digest('base64url');
}

export function feedSignature(
  secret: string,
  timestamp: string,
  method: string,
  path: string,
  body: string,
): string {
  const mac = createHmac('sha256', secret)
    .update(`${timestamp}.${method.toUpperCase()}.${path}.${body}`)
    .digest('hex');
  return `v1=${mac}`;
}

/** The headers a provider sends (tests, the demo provider, adapters). */
export function signFeedRequest(
  key: { keyId: string; secret: string },
  method: string,
  path: string,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const timestamp = String(nowSeconds);
  return {
    'x-feed-key': key.keyId,
    'x-feed-timestamp': timestamp,
    'x-feed-signature': feedSignature(key.secret, timestamp, method, path, body),
  };
}

export type TimestampVerdict = 'ok' | 'malformed' | 'expired' | 'ahead';

export function checkFeedTimestamp(timestamp: string, nowSeconds: number): TimestampVerdict {
  if (!/^\d{1,12}$/.test(timestamp)) return 'malformed';
  const age = nowSeconds - Number(timestamp);
  if (age > FEED_MAX_AGE_SECONDS) return 'expired';
  if (age < -FEED_MAX_AHEAD_SECONDS) return 'ahead';
  return 'ok';
}

/** Constant-time comparison of two signatures (different lengths compare unequal at once). */
export function signaturesEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
