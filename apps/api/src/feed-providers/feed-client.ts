// A provider's side of the feed API (ADR 0039), the one client every provider here uses (the FPL-JSON and
// Cricsheet adapters, the demo provider, the verify scripts): signed requests (signFeedRequest over the
// exact body, at the time `clock` says), and what the network or the server lost (a connection error, a
// timeout, a 5xx, a 429) tried again with a backoff. The feed answers a repeat as it answered the first
// time, so sending a message again after a lost answer is always safe. What the API refused (4xx) is
// answered, not retried.
import { FEED_REPEATED_HEADER, type FeedMessage } from '@gameweek/contracts/feed';
import { signFeedRequest } from '../services/feed/feed-signature.ts';

export const FEED_MESSAGES_PATH = '/feed/v1/messages';

export interface FeedKeyPair {
  keyId: string;
  secret: string;
}

export interface FeedClientOptions {
  /** The API's base URL, e.g. https://api.example.com */
  baseUrl: string;
  /** The key, or where to read it each call (a key file the operator may replace while it runs). */
  key: FeedKeyPair | (() => FeedKeyPair);
  /** The signing time (the server refuses more than 300 s old or 30 s ahead); default now. */
  clock?: () => Date;
  /** Attempts for a lost call (default 5), the first backoff in ms (doubling; default 200). */
  attempts?: number;
  backoffMs?: number;
  /** One call's time limit in ms (default 30 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type FeedOutcome = 'applied' | 'held' | 'repeated' | 'refused';

export interface FeedReply {
  status: number;
  /** applied (200), held (202), repeated (answered as the first time) or refused (anything else). */
  outcome: FeedOutcome;
  repeated: boolean;
  body: unknown;
}

export class FeedClient {
  private readonly clock: () => Date;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: FeedClientOptions) {
    this.clock = options.clock ?? (() => new Date());
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** Sends one message (or a raw body); answers the API's status, the outcome and the body. */
  async send(message: FeedMessage | string): Promise<FeedReply> {
    const body = typeof message === 'string' ? message : JSON.stringify(message);
    const res = await this.call('POST', FEED_MESSAGES_PATH, body);
    const repeated = res.headers.get(FEED_REPEATED_HEADER) === 'true';
    const outcome: FeedOutcome = repeated
      ? 'repeated'
      : res.status === 200
        ? 'applied'
        : res.status === 202
          ? 'held'
          : 'refused';
    return { status: res.status, outcome, repeated, body: res.body };
  }

  /** A signed read (GET /feed/v1/status, /feed/v1/fixtures). */
  async get(path: string): Promise<{ status: number; body: unknown }> {
    const res = await this.call('GET', path, '');
    return { status: res.status, body: res.body };
  }

  private async call(method: 'GET' | 'POST', path: string, body: string) {
    const attempts = this.options.attempts ?? 5;
    let wait = this.options.backoffMs ?? 200;
    for (let attempt = 1; ; attempt++) {
      try {
        const key = typeof this.options.key === 'function' ? this.options.key() : this.options.key;
        const seconds = Math.floor(this.clock().getTime() / 1000);
        const signed = signFeedRequest(key, method, path, body, seconds);
        const res = await this.fetch(new URL(path, this.options.baseUrl), {
          method,
          headers: body ? { ...signed, 'content-type': 'application/json' } : signed,
          ...(body ? { body } : {}),
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
        });
        const text = await res.text();
        if ((res.status >= 500 || res.status === 429) && attempt < attempts) {
          await sleep(wait);
          wait *= 2;
          continue;
        }
        return { status: res.status, headers: res.headers, body: parseBody(text) };
      } catch (error) {
        if (attempt >= attempts) throw error;
        await sleep(wait);
        wait *= 2;
      }
    }
  }
}

/** JSON when it is JSON (the API's answers and error objects), else the text (a proxy's error page). */
function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
