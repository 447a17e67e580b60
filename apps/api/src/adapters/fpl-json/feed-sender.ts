// Posts feed messages to a tenant's feed API over HTTP, each request signed as ADR 0039 says
// (signFeedRequest: X-Feed-Key, X-Feed-Timestamp, X-Feed-Signature over the exact body sent). A network
// failure, a 429 or a 5xx is tried again with backoff (the same message again is a repeat to the feed,
// answered as the first time, so a retry after a lost answer is safe); any other refusal is the answer.
import { FEED_REPEATED_HEADER, type FeedMessage } from '@gameweek/contracts/feed';
import { signFeedRequest } from '../../services/feed/feed-signature.ts';

export interface FeedKeyPair {
  keyId: string;
  secret: string;
}

export type FeedOutcome = 'applied' | 'held' | 'repeated' | 'refused';

export interface FeedAnswer {
  outcome: FeedOutcome;
  status: number;
  body: unknown;
}

export interface FeedSenderOptions {
  /** The API's origin, e.g. https://api.example.com (the path /feed/v1/messages is added). */
  apiUrl: string;
  key: FeedKeyPair;
  /** Attempts for a transient failure (default 5). */
  attempts?: number;
  /** First backoff in ms, doubled each attempt (default 500). */
  backoffMs?: number;
  fetch?: typeof fetch;
}

export const FEED_MESSAGES_PATH = '/feed/v1/messages';

export class FeedSender {
  private readonly url: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: FeedSenderOptions) {
    this.url = new URL(FEED_MESSAGES_PATH, options.apiUrl).toString();
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async send(message: FeedMessage): Promise<FeedAnswer> {
    const body = JSON.stringify(message);
    const attempts = this.options.attempts ?? 5;
    let wait = this.options.backoffMs ?? 500;
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await this.fetch(this.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...signFeedRequest(this.options.key, 'POST', FEED_MESSAGES_PATH, body),
          },
          body,
          signal: AbortSignal.timeout(30_000),
        });
        const text = await res.text();
        const parsed: unknown = text ? JSON.parse(text) : null;
        if ((res.status === 429 || res.status >= 500) && attempt < attempts) {
          await sleep(wait);
          wait *= 2;
          continue;
        }
        const outcome: FeedOutcome =
          res.headers.get(FEED_REPEATED_HEADER) === 'true'
            ? 'repeated'
            : res.status === 200
              ? 'applied'
              : res.status === 202
                ? 'held'
                : 'refused';
        return { outcome, status: res.status, body: parsed };
      } catch (error) {
        if (attempt >= attempts) throw error;
        await sleep(wait);
        wait *= 2;
      }
    }
  }
}

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
