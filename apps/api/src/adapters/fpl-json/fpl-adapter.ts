// The FPL-JSON adapter (ADR 0042): polls an FPL-shaped API (fpl-source.ts) and turns what changed since
// its last look into feed messages (fpl-messages.ts), which a FeedSender posts to the tenant's feed API.
// State is what was last sent per fixture (sequence numbers, counts); it is plain JSON so the adapter can
// keep it in a file and carry on after a restart with the numbers the feed expects.
import type { FeedMessage } from '@gameweek/contracts/feed';
import type { FeedAnswer, FeedSender } from './feed-sender.ts';
import { emptySent, type FixtureSent, planFixture } from './fpl-messages.ts';
import type { FplEventLive, FplFixture } from './fpl-shapes.ts';
import type { FplSource } from './fpl-source.ts';

export interface FplAdapterState {
  fixtures: Record<string, FixtureSent>;
}

export interface PlannedMessage {
  message: FeedMessage;
  /** The fixture's state before this message (restored when the feed refuses it). */
  before: FixtureSent;
}

export interface FplAdapterOptions {
  source: FplSource;
  /** The provider name the tenant's feed key was made for (default 'fpl-json'). */
  provider?: string;
  state?: FplAdapterState;
  now?: () => Date;
}

export class FplFeedAdapter {
  private readonly provider: string;
  private readonly now: () => Date;
  private readonly fixtures: Record<string, FixtureSent>;

  constructor(private readonly options: FplAdapterOptions) {
    this.provider = options.provider ?? 'fpl-json';
    this.now = options.now ?? (() => new Date());
    this.fixtures = structuredClone(options.state?.fixtures ?? {});
  }

  state(): FplAdapterState {
    return { fixtures: structuredClone(this.fixtures) };
  }

  /**
   * One look at the source: fixtures/, then event/{id}/live/ for each gameweek with a fixture under way or
   * not yet checked by FPL (bootstrap-static's data_checked: a finished gameweek may still be corrected).
   * Answers the messages that bring the feed up to date — at most one per fixture per look, so a fixture's
   * messages keep their order — and counts them as sent.
   */
  async poll(): Promise<PlannedMessage[]> {
    const [bootstrap, fixtures] = await Promise.all([
      this.options.source.events(),
      this.options.source.fixtures(),
    ]);
    const checked = new Set(bootstrap.events.filter((e) => e.data_checked).map((e) => e.id));
    const needLive = new Set<number>();
    for (const f of fixtures) {
      if (!f.started || f.event === null) continue;
      const sent = this.fixtures[String(f.id)];
      if (sent?.phase !== 'result' || !checked.has(f.event)) needLive.add(f.event);
    }
    const live = new Map<number, FplEventLive>();
    for (const event of [...needLive].sort((a, b) => a - b))
      live.set(event, await this.options.source.eventLive(event));
    const sentAt = this.now().toISOString();
    const planned: PlannedMessage[] = [];
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
    return { message, before };
  }

  /** The feed refused a message: the fixture goes back to what the feed has, to be planned again. */
  refused(planned: PlannedMessage): void {
    this.fixtures[planned.message.fixture] = planned.before;
  }

  /** Polls once and sends each message; a refused one is planned again on the next look. */
  async pollAndSend(
    sender: FeedSender,
  ): Promise<{ planned: PlannedMessage; answer: FeedAnswer }[]> {
    const out: { planned: PlannedMessage; answer: FeedAnswer }[] = [];
    for (const planned of await this.poll()) {
      const answer = await sender.send(planned.message);
      if (answer.outcome === 'refused') this.refused(planned);
      out.push({ planned, answer });
    }
    return out;
  }
}
