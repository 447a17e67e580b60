// The demo's season as a data provider (ADR 0044, cricket ADR 0050): it holds the real season's matches
// (demo-feed-source.ts) and, at the demo's accelerated pace, sends what happened in each through the
// data-feed API. Soccer: the kick-off and every new match minute with its events and running totals
// (`soccer.live`), then the final stats (`soccer.result`). Cricket: the Cricsheet adapter's stream of the
// match — its line-up, one `cricket.delivery` per ball, over by over at the replay's pace, its result. The
// game's season is `clock.mode = 'live'`: the season clock opens, locks and finalises rounds; the matches
// arrive only as feed messages. One provider plays one tenant's season (its key is the tenant's).
//
// `sendDue(now)` is a catch-up like the clock's tick: it asks the API for the season's fixtures (the demo
// schedule, each fixture's status, minute and the provider's last applied sequence number) and sends, for
// every fixture kicked off by `now` and not finished, what brings it to `now` (its line-up first,
// `fixture.lineup`, when nothing of it was sent yet) — so a restart (of the provider or the API) resumes
// where the API stands, with the next sequence number. The transport is HTTP (signed, to
// /feed/v1/messages) for the running demo and the journeys; the demo's bulk load at preparation hands the
// same messages to the same ingestion in-process.
import type { FeedMessage } from '@gameweek/contracts/feed';
import type { FeedFixture, FeedFixtures } from '@gameweek/contracts/feed-fixtures';
import type { FplClubMover } from '@gameweek/db/import/fpl-source';
import type { CricsheetMatch } from '@gameweek/rules/cricket/cricsheet';
import { FULL_TIME } from '@gameweek/rules/soccer/replay';
import { FeedClient } from '../feed-providers/feed-client.ts';
import type { FeedFixturesService } from '../services/feed/feed-fixtures.ts';
import type { FeedIngest } from '../services/feed/feed-ingest.ts';
import type { FeedSender } from '../services/feed/feed-keys.ts';
import { demoClubMoves, demoSeasonStream } from './demo-club-moves.ts';
import { cricketMatchStream, cricketMessagesDue } from './demo-cricket-messages.ts';
import {
  type DemoSourceFixture,
  demoMatchMinute,
  lineupData,
  soccerLiveData,
  soccerResultData,
} from './demo-feed-messages.ts';
import { DEMO_SOCCER_COMPETITION } from './demo-feed-source.ts';

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
  /** Soccer: the match minute; cricket: the overs bowled (the fixture's `minute` on the API). */
  minute: number;
  status: number;
  /** The refusal's code when the API refused it. */
  code?: string;
}

/** The real season a provider holds, by the provider's fixture ids. */
export type DemoSeasonSource =
  | {
      sport: 'soccer';
      fixtures: ReadonlyMap<string, DemoSourceFixture>;
      /** Players who moved between clubs mid-season, sent on the season's stream (ADR 0050). */
      movers?: ReadonlyMap<string, FplClubMover>;
    }
  | { sport: 'cricket'; matches: ReadonlyMap<string, CricsheetMatch> };

export interface DemoProviderOptions {
  source: DemoSeasonSource;
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
  /** Each cricket match's message stream, built once (it depends on the match only). */
  private readonly streams = new Map<string, FeedMessage[]>();

  constructor(private readonly options: DemoProviderOptions) {}

  private holds(fixture: string): boolean {
    const source = this.options.source;
    return source.sport === 'soccer' ? source.fixtures.has(fixture) : source.matches.has(fixture);
  }

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
      if (!this.holds(f.fixture)) continue;
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
    // A season the clock replays takes no live data; a provider sends only its own sport.
    if (schedule.clock_mode !== 'live' || schedule.sport !== this.options.source.sport) return [];
    const sent: SentMessage[] = [];
    const before = this.seasonStream(schedule, now, sent);
    for (const f of schedule.fixtures) {
      if (f.status === 'FINISHED' || f.status === 'POSTPONED') continue;
      if (Date.parse(f.kickoff_at) > now.getTime()) continue;
      if (this.options.source.sport === 'soccer') {
        const source = this.options.source.fixtures.get(f.fixture);
        if (source)
          await this.sendSoccer(f, source, now, options.resultsOnly ?? false, sent, before);
      } else {
        const match = this.options.source.matches.get(f.fixture);
        if (match) await this.sendCricket(f, match, now, options.resultsOnly ?? false, sent);
      }
    }
    return sent;
  }

  /**
   * The season stream's sender (soccer's club moves, ADR 0050): `before(fixture)` sends, in order, the
   * stream's messages that must be applied before the fixture's first message; answers whether they were.
   */
  private seasonStream(
    schedule: FeedFixtures,
    now: Date,
    sent: SentMessage[],
  ): (fixture: string) => Promise<boolean> {
    const source = this.options.source;
    if (source.sport !== 'soccer' || !source.movers) return async () => true;
    const order = new Map(schedule.fixtures.map((f, i) => [f.fixture, i]));
    const stream = demoSeasonStream(
      DEMO_FEED_PROVIDER,
      { ref: schedule.season, competition: DEMO_SOCCER_COMPETITION },
      demoClubMoves(source.movers, order),
      order,
    );
    let applied =
      schedule.season_streams.find((s) => s.season === schedule.season)?.applied_through ?? 0;
    return async (fixture) => {
      for (const message of stream.messages.slice(applied, stream.through(fixture))) {
        if (
          !(await this.send(
            { ...message, sent_at: now.toISOString() },
            `season:${schedule.season}`,
            0,
            sent,
          ))
        )
          return false;
        applied = message.sequence;
      }
      return true;
    };
  }

  /** A soccer fixture brought to `now`: its line-up first, then one live message (or the result). */
  private async sendSoccer(
    f: FeedFixture,
    source: DemoSourceFixture,
    now: Date,
    resultsOnly: boolean,
    sent: SentMessage[],
    seasonBefore: (fixture: string) => Promise<boolean>,
  ): Promise<void> {
    const minute = demoMatchMinute(Date.parse(f.kickoff_at), this.options.matchMs, now.getTime());
    if (resultsOnly && minute < FULL_TIME) return;
    const from = f.status === 'LIVE' ? f.minute : null;
    if (minute < FULL_TIME && from !== null && minute <= from) return;
    let sequence = f.applied_through + 1;
    const envelope = () => ({
      provider: DEMO_FEED_PROVIDER,
      fixture: f.fixture,
      sequence: sequence,
      sent_at: now.toISOString(),
    });
    // Nothing of the fixture sent yet: the club moves due before it, then its line-up (which does not kick
    // the match off).
    if (f.applied_through === 0) {
      if (!(await seasonBefore(f.fixture))) return;
      const lineup: FeedMessage = {
        ...envelope(),
        kind: 'fixture.lineup',
        data: lineupData(source),
      };
      if (!(await this.send(lineup, f.fixture, minute, sent))) return;
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

  /**
   * A cricket match brought to `now`: the messages of its stream not applied yet up to the overs bowled by
   * then (the line-up starts it), or to its result at full time — one message per ball, in order, stopping
   * at the first one not taken.
   */
  private async sendCricket(
    f: FeedFixture,
    match: CricsheetMatch,
    now: Date,
    resultsOnly: boolean,
    sent: SentMessage[],
  ): Promise<void> {
    const progress = (now.getTime() - Date.parse(f.kickoff_at)) / this.options.matchMs;
    if (resultsOnly && progress < 1) return;
    let stream = this.streams.get(f.fixture);
    if (!stream) {
      stream = cricketMatchStream(DEMO_FEED_PROVIDER, f.fixture, match);
      this.streams.set(f.fixture, stream);
    }
    const due = cricketMessagesDue(match, stream.length, progress);
    for (const message of stream.slice(f.applied_through, due.through))
      if (
        !(await this.send({ ...message, sent_at: now.toISOString() }, f.fixture, due.overs, sent))
      )
        return;
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
