// The demo's season as a data provider (ADR 0044): it holds the real season's fixtures and final stats
// (demo-feed-source.ts) and, at the demo's accelerated pace, sends what happened in each match through the
// data-feed API: the kick-off and every new match minute with its events and running totals
// (`soccer.live`), then the final stats (`soccer.result`). The game's season is `clock.mode = 'live'`: the
// season clock opens, locks and finalises rounds; the matches arrive only as feed messages.
//
// `sendDue(now)` is a catch-up like the clock's tick: it asks the API for the season's fixtures (the demo
// schedule, each fixture's status, minute and the provider's last applied sequence number) and sends, for
// every fixture kicked off by `now` and not finished, the message that brings it to `now` (its line-up
// first, `fixture.lineup`, when nothing of it was sent yet) — so a
// restart (of the provider or the API) resumes where the API stands, with the next sequence number. The
// transport is HTTP (signed, to /feed/v1/messages) for the running demo and the journeys; the demo's bulk
// load at preparation hands the same messages to the same ingestion in-process.
import type { FeedMessage } from '@gameweek/contracts/feed';
import type { FeedFixtures } from '@gameweek/contracts/feed-fixtures';
import { FULL_TIME } from '@gameweek/rules/soccer/replay';
import { FeedClient } from '../feed-providers/feed-client.ts';
import type { FeedFixturesService } from '../services/feed/feed-fixtures.ts';
import type { FeedIngest } from '../services/feed/feed-ingest.ts';
import type { FeedSender } from '../services/feed/feed-keys.ts';
import {
  type DemoSourceFixture,
  demoMatchMinute,
  lineupData,
  soccerLiveData,
  soccerResultData,
} from './demo-feed-messages.ts';

/** The provider name the demo's key and messages carry. */
export const DEMO_FEED_PROVIDER = 'demo';

export interface FeedAnswerLike {
  status: number;
  body: unknown;
}

/** How the provider reaches the feed API. */
export interface FeedTransport {
  fixtures(): Promise<FeedFixtures>;
  send(message: FeedMessage): Promise<FeedAnswerLike>;
}

export interface DemoFeedKey {
  keyId: string;
  secret: string;
}

/** The feed API over HTTP through the providers' one client, every request signed with the key (at the time `clock` says). */
export function httpFeedTransport(
  baseUrl: string,
  key: () => DemoFeedKey,
  clock: () => Date = () => new Date(),
): FeedTransport {
  const client = new FeedClient({ baseUrl, key, clock });
  return {
    async fixtures() {
      const answer = await client.get('/feed/v1/fixtures');
      if (answer.status !== 200)
        throw new FeedCallError('GET /feed/v1/fixtures', answer.status, answer.body);
      return answer.body as FeedFixtures;
    },
    send: (message) => client.send(message),
  };
}

/** The same ingestion in-process (the demo's bulk load at preparation, before the API listens). */
export function inProcessFeedTransport(
  services: { ingest: FeedIngest; fixtures: FeedFixturesService },
  sender: FeedSender,
): FeedTransport {
  return {
    fixtures: () => services.fixtures.list(sender),
    async send(message) {
      const answer = await services.ingest.receive(sender, JSON.stringify(message));
      return { status: answer.statusCode, body: answer.body };
    },
  };
}

export class FeedCallError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${call} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
}

export interface SentMessage {
  fixture: string;
  sequence: number;
  kind: FeedMessage['kind'];
  minute: number;
  status: number;
  /** The refusal's code when the API refused it. */
  code?: string;
}

export interface DemoProviderOptions {
  source: ReadonlyMap<string, DemoSourceFixture>;
  transport: FeedTransport;
  /** How long one match lasts in demo time (DEMO_MATCH_MINUTES). */
  matchMs: number;
  log?: (line: string) => void;
}

const refusalCode = (body: unknown): string | undefined => {
  const details = (body as { details?: { code?: string }[] } | undefined)?.details;
  return details?.[0]?.code ?? (body as { code?: string } | undefined)?.code;
};

export class DemoFeedProvider {
  constructor(private readonly options: DemoProviderOptions) {}

  /** The season's fixtures as the API has them (schedule, status, minute, this provider's cursor). */
  fixtures(): Promise<FeedFixtures> {
    return this.options.transport.fixtures();
  }

  /** Full time of every fixture not finished yet that ends by `until`, ascending (the bulk load's steps). */
  async fullTimesUntil(until: Date): Promise<Date[]> {
    const { fixtures, clock_mode } = await this.fixtures();
    if (clock_mode !== 'live') return [];
    const times = new Set<number>();
    for (const f of fixtures) {
      if (f.status === 'FINISHED' || f.status === 'POSTPONED') continue;
      if (!this.options.source.has(f.fixture)) continue;
      const end = Date.parse(f.kickoff_at) + this.options.matchMs;
      if (end <= until.getTime()) times.add(end);
    }
    return [...times].sort((a, b) => a - b).map((t) => new Date(t));
  }

  /**
   * Sends, for every fixture kicked off by `now` and not finished, the message that brings it to `now`;
   * with `resultsOnly`, only the results of the fixtures over by then (a catch-up's steps on the way).
   */
  async sendDue(now: Date, options: { resultsOnly?: boolean } = {}): Promise<SentMessage[]> {
    const schedule = await this.fixtures();
    // A season the clock replays takes no live data; only soccer is sent so far.
    if (schedule.clock_mode !== 'live' || schedule.sport !== 'soccer') return [];
    const sent: SentMessage[] = [];
    for (const f of schedule.fixtures) {
      if (f.status === 'FINISHED' || f.status === 'POSTPONED') continue;
      const kickoff = Date.parse(f.kickoff_at);
      if (kickoff > now.getTime()) continue;
      const source = this.options.source.get(f.fixture);
      if (!source) continue;
      const minute = demoMatchMinute(kickoff, this.options.matchMs, now.getTime());
      if (options.resultsOnly && minute < FULL_TIME) continue;
      const from = f.status === 'LIVE' ? f.minute : null;
      if (minute < FULL_TIME && from !== null && minute <= from) continue;
      let sequence = f.applied_through + 1;
      const envelope = () => ({
        provider: DEMO_FEED_PROVIDER,
        fixture: f.fixture,
        sequence: sequence,
        sent_at: now.toISOString(),
      });
      // Nothing of the fixture sent yet: its line-up first (it does not kick the match off).
      if (f.applied_through === 0) {
        const lineup: FeedMessage = {
          ...envelope(),
          kind: 'fixture.lineup',
          data: lineupData(source),
        };
        if (!(await this.send(lineup, f.fixture, minute, sent))) continue;
        sequence++;
      }
      await this.send(
        minute >= FULL_TIME
          ? { ...envelope(), kind: 'soccer.result', data: soccerResultData(source) }
          : { ...envelope(), kind: 'soccer.live', data: soccerLiveData(source, from, minute) },
        f.fixture,
        minute,
        sent,
      );
    }
    return sent;
  }

  /** Sends one message; answers whether it was taken (applied or held), recording it in `sent`. */
  private async send(
    message: FeedMessage,
    fixture: string,
    minute: number,
    sent: SentMessage[],
  ): Promise<boolean> {
    const answer = await this.options.transport.send(message);
    const ok = answer.status === 200 || answer.status === 202;
    const code = ok ? undefined : refusalCode(answer.body);
    // A kick-off before the clock locked the round is refused without taking the number: next time.
    if (!ok && code !== 'FEED_ROUND_NOT_LOCKED')
      this.options.log?.(
        `demo provider: fixture ${fixture} ${message.kind} #${message.sequence} refused (${answer.status} ${code ?? ''})`,
      );
    sent.push({
      fixture,
      sequence: message.sequence,
      kind: message.kind,
      minute,
      status: answer.status,
      ...(code ? { code } : {}),
    });
    return ok;
  }
}
