// Feed keys per tenant and provider (ADR 0039): create (the secret is shown once), retire (at once or at a
// set instant, so old and new keys are both valid during a rotation), and authenticate a signed request.
import { randomBytes } from 'node:crypto';
import type { Database } from '@gameweek/db/create-db';
import { AppError } from '../../errors.ts';
import { findFeedKey, insertFeedKey, retireFeedKey } from '../../repositories/feed-repository.ts';
import {
  checkFeedTimestamp,
  deriveFeedSecret,
  feedSignature,
  signaturesEqual,
} from './feed-signature.ts';

/** Who sent a request: the key's tenant and provider. */
export interface FeedSender {
  tenantId: number;
  provider: string;
  keyId: string;
}

export interface SignedRequest {
  keyId: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  method: string;
  path: string;
  rawBody: string;
}

const refused = (code: string, message: string) =>
  new AppError('UNAUTHENTICATED', message, { details: [{ code }] });

export class FeedKeys {
  constructor(
    private readonly db: Database,
    private readonly master: string,
    private readonly clock: () => Date,
  ) {}

  /** A new key for the tenant's provider; the answer is the only place its secret ever appears. */
  async create(tenantId: number, provider: string) {
    const keyId = `fk_${randomBytes(12).toString('base64url')}`;
    const salt = randomBytes(16).toString('base64url');
    const createdAt = this.clock();
    await insertFeedKey(this.db, { keyId, tenantId, provider, salt, createdAt });
    return { keyId, secret: deriveFeedSecret(this.master, keyId, salt), provider, createdAt };
  }

  /** The key stops being accepted at `at` (default now): a rotation keeps the old key until then. */
  async retire(sender: Pick<FeedSender, 'tenantId' | 'provider'>, keyId: string, at?: Date) {
    const retiresAt = at ?? this.clock();
    const key = { keyId, tenantId: sender.tenantId, provider: sender.provider };
    if (!(await retireFeedKey(this.db, key, retiresAt)))
      throw new AppError('NOT_FOUND', 'No such key for this provider');
    return { keyId, retiresAt };
  }

  /**
   * The sender of a signed request, or UNAUTHENTICATED with a detail code saying which check failed
   * (FEED_KEY_MISSING, FEED_KEY_UNKNOWN, FEED_KEY_RETIRED, FEED_TIMESTAMP_INVALID, FEED_TIMESTAMP_EXPIRED,
   * FEED_TIMESTAMP_AHEAD, FEED_SIGNATURE_INVALID).
   */
  async authenticate(req: SignedRequest): Promise<FeedSender> {
    if (!req.keyId || !req.timestamp || !req.signature)
      throw refused(
        'FEED_KEY_MISSING',
        'X-Feed-Key, X-Feed-Timestamp and X-Feed-Signature are required',
      );
    const now = this.clock();
    const verdict = checkFeedTimestamp(req.timestamp, Math.floor(now.getTime() / 1000));
    if (verdict === 'malformed')
      throw refused('FEED_TIMESTAMP_INVALID', 'Timestamp is not unix seconds');
    if (verdict === 'expired') throw refused('FEED_TIMESTAMP_EXPIRED', 'Request is too old');
    if (verdict === 'ahead') throw refused('FEED_TIMESTAMP_AHEAD', 'Timestamp is in the future');
    const key = req.keyId.length <= 64 ? await findFeedKey(this.db, req.keyId) : undefined;
    // An unknown key costs the same HMAC as a known one: its answer time tells nothing.
    const secret = deriveFeedSecret(this.master, req.keyId, key?.salt ?? 'unknown');
    const expected = feedSignature(secret, req.timestamp, req.method, req.path, req.rawBody);
    const signed = signaturesEqual(expected, req.signature);
    if (!key) throw refused('FEED_KEY_UNKNOWN', 'Unknown feed key');
    if (key.retiresAt && key.retiresAt.getTime() <= now.getTime())
      throw refused('FEED_KEY_RETIRED', 'This feed key has been retired');
    if (!signed) throw refused('FEED_SIGNATURE_INVALID', 'Bad signature');
    return { tenantId: key.tenantId, provider: key.provider, keyId: key.keyId };
  }
}
