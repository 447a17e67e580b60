// The FPL-JSON adapter (ADR 0042): polls an FPL-shaped API (fpl-source.ts) and turns what changed since
// its last look into feed messages (fpl-messages.ts), which a FeedClient posts to the tenant's feed API.
// State is what was last sent per fixture (sequence numbers, counts); it is plain JSON so the adapter can
// keep it in a file and carry on after a restart with the numbers the feed expects.
import type { FeedMessage } from '@gameweek/contracts/feed';
import type { FeedClient, FeedReply } from '../feed-client.ts';
import { emptySent, type FixtureMessage, type FixtureSent, planFixture } from './fpl-messages.ts';
import { emptySeasonSent, type FplSeasonRef, planSeason, type SeasonSent } from './fpl-season.ts';
import type { FplEventLive, FplFixture } from './fpl-shapes.ts';
import type { FplSource } from './fpl-source.ts';

export interface FplAdapterState {
  season?: SeasonSent;
  fixtures: Record<string, FixtureSent>;
}

type SeasonMessage = Exclude<FeedMessage, FixtureMessage>;

/** A message and what the adapter had sent before it (restored when the feed refuses the message). */
export type PlannedMessage =
  | { stream: 'season'; message: SeasonMessage; before: SeasonSent }
  | { stream: 'fixture'; message: FixtureMessage; before: FixtureSent };

export interface FplAdapterOptions {
  source: FplSource;
  /** The provider name the tenant's feed key was made for (default 'fpl-json'). */
  provider?: string;
  state?: FplAdapterState;
  now?: () => Date;
  /**
   * Keep the season itself in step too (the season stream, ADR 0041): its teams, players, prices,
   * availability, gameweeks and new fixtures. Without it the tenant's season exists already (imported).
   */
  season?: FplSeasonRef;
}

export class FplFeedAdapter {
  private readonly provider: string;
  private readonly now: () => Date;
  private readonly fixtures: Record<string, FixtureSent>;
  private season: SeasonSent;

  constructor(private readonly options: FplAdapterOptions) {
    this.provider = options.provider ?? 'fpl-json';
    this.now = options.now ?? (() => new Date());
    this.fixtures = structuredClone(options.state?.fixtures ?? {});
    this.season = structuredClone(options.state?.season ?? emptySeasonSent());
  }

  state(): FplAdapterState {
    return {
      ...(this.options.season ? { season: structuredClone(this.season) } : {}),
      fixtures: structuredClone(this.fixtures),
    };
  }

  /**
   * One look at the source: fixtures/, then event/{id}/live/ for each gameweek with a fixture under way or
   * not yet checked by FPL (bootstrap-static's data_checked: a finished gameweek may still be corrected).
   * Answers the messages that bring the feed up to date — the season stream's first (a transfer before the
   * match the player plays in), then at most one per fixture per look, so a fixture's messages keep their
   * order — and counts them as sent.
   */
  async poll(): Promise<PlannedMessage[]> {
    const source = this.options.source;
    const ref = this.options.season;
    const [bootstrap, fixtures] = await Promise.all([
      ref ? source.bootstrapStatic() : undefined,
      source.fixtures(),
    ]);
    const { events } = bootstrap ?? (await source.events());
    const sentAt = this.now().toISOString();
    const planned: PlannedMessage[] = [];
    if (ref && bootstrap) {
      const before = this.season;
      const season = planSeason(this.provider, ref, bootstrap, fixtures, before, sentAt);
      this.season = season.sent;
      for (const message of season.messages) planned.push({ stream: 'season', message, before });
    }
    const checked = new Set(events.filter((e) => e.data_checked).map((e) => e.id));
    const needLive = new Set<number>();
    for (const f of fixtures) {
      if (!f.started || f.event === null) continue;
      const sent = this.fixtures[String(f.id)];
      if (sent?.phase !== 'result' || !checked.has(f.event)) needLive.add(f.event);
    }
    const live = new Map<number, FplEventLive>();
    for (const event of [...needLive].sort((a, b) => a - b))
      live.set(event, await source.eventLive(event));
    for (const f of fixtures) {
      const planOne = this.planOne(f, f.event === null ? undefined : live.get(f.event), sentAt);
      if (planOne) planned.push(planOne);
    }
    return planned;
  }

  private planOne(
    fixture: FplFixture,
    live: FplEventLive | undefined,
    sentAt: string,
  ): PlannedMessage | undefined {
    const key = String(fixture.id);
    const before = this.fixtures[key] ?? emptySent();
    // A checked, finished gameweek is not read again: its fixtures keep what was sent.
    if (fixture.started && !live) return undefined;
    const { messages, sent } = planFixture(this.provider, fixture, live, before, sentAt);
    const [message] = messages;
    if (!message) return undefined;
    this.fixtures[key] = sent;
    return { stream: 'fixture', message, before };
  }

  /** The feed refused a message: its stream goes back to what the feed has, to be planned again. */
  refused(planned: PlannedMessage): void {
    if (planned.stream === 'season') this.season = planned.before;
    else this.fixtures[planned.message.fixture] = planned.before;
  }

  /**
   * Polls once and sends each message in order. A refused one is planned again on the next look; after a
   * refused season message the rest of the season's are not sent (they would wait behind its number).
   */
  async pollAndSend(sender: FeedClient): Promise<{ planned: PlannedMessage; answer: FeedReply }[]> {
    const out: { planned: PlannedMessage; answer: FeedReply }[] = [];
    let seasonRefused = false;
    for (const planned of await this.poll()) {
      if (planned.stream === 'season' && seasonRefused) continue;
      const answer = await sender.send(planned.message);
      if (answer.outcome === 'refused') {
        this.refused(planned);
        if (planned.stream === 'season') seasonRefused = true;
      }
      out.push({ planned, answer });
    }
    return out;
  }
}
