// A provider's side of the feed API (ADR 0039): POSTs one message to /feed/v1/messages, signed with the
// key's secret (signFeedRequest), and retries what the network or the server lost (a connection error, a
// 5xx, a 429) with a backoff. The feed answers a repeat as it answered the first time, so sending a message
// again after a lost answer is always safe. What the API refused (4xx) is answered, not retried.
import { FEED_REPEATED_HEADER, type FeedMessage } from '@gameweek/contracts/feed';
import { signFeedRequest } from '../services/feed/feed-signature.ts';

export const FEED_MESSAGES_PATH = '/feed/v1/messages';

export interface FeedClientOptions {
  /** The API's base URL, e.g. https://api.example.com */
  baseUrl: string;
  key: { keyId: string; secret: string };
  /** The signing time (the server refuses more than 300 s old or 30 s ahead); default now. */
  clock?: () => Date;
  /** Attempts for a lost call (default 5), the first backoff in ms (doubling; default 200). */
  attempts?: number;
  backoffMs?: number;
}

export interface FeedReply {
  status: number;
  repeated: boolean;
  body: unknown;
}

export class FeedClient {
  private readonly clock: () => Date;

  constructor(private readonly options: FeedClientOptions) {
    this.clock = options.clock ?? (() => new Date());
  }

  /** Sends one message (or a raw body); answers the API's status and body. */
  async send(message: FeedMessage | string): Promise<FeedReply> {
    const body = typeof message === 'string' ? message : JSON.stringify(message);
    const attempts = this.options.attempts ?? 5;
    let wait = this.options.backoffMs ?? 200;
    for (let attempt = 1; ; attempt++) {
      try {
        const seconds = Math.floor(this.clock().getTime() / 1000);
        const res = await fetch(new URL(FEED_MESSAGES_PATH, this.options.baseUrl), {
          method: 'POST',
          headers: {
            ...signFeedRequest(this.options.key, 'POST', FEED_MESSAGES_PATH, body, seconds),
            'content-type': 'application/json',
          },
          body,
        });
        const text = await res.text();
        if ((res.status >= 500 || res.status === 429) && attempt < attempts) {
          await sleep(wait);
          wait *= 2;
          continue;
        }
        return {
          status: res.status,
          repeated: res.headers.get(FEED_REPEATED_HEADER) === 'true',
          body: text ? JSON.parse(text) : null,
        };
      } catch (error) {
        if (attempt >= attempts) throw error;
        await sleep(wait);
        wait *= 2;
      }
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
