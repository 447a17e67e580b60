// Pure mapping from FPL's shapes to feed messages (ADR 0039's envelope; ADR 0042 for this adapter). A
// fixture's state as FPL shows it — its gameweek and kick-off in fixtures/, its players' counts in
// event/{id}/live/ `explain` (per fixture) with BPS from fixtures/ `stats` (explain has no BPS line) — is
// compared with what was last sent for it, and the difference becomes the fixture's next messages:
// a re-dating before kick-off (`fixture.update`), running totals while it is played (`soccer.live`, with
// goal, card … events for the counts that went up, so the live score moves), the whole truth at
// `finished` (`soccer.result`) and, after that, the players whose counts FPL changed (`soccer.correction`).
import {
  FEED_SOCCER_STAT_KEYS,
  type FeedMessage,
  type FeedSoccerStatKey,
} from '@gameweek/contracts/feed';
import type { FplEventLive, FplFixture } from './fpl-shapes.ts';

export type Counts = Partial<Record<FeedSoccerStatKey, number>>;
/** A message of a fixture's stream. */
export type FixtureMessage = Extract<FeedMessage, { fixture: string }>;

/** What the adapter last told the feed about one fixture; the next message continues from it. */
export interface FixtureSent {
  /** The fixture's last sequence number sent (0: none yet). */
  sequence: number;
  /** The schedule last sent: `${event}|${kickoff}` or 'postponed'. */
  schedule?: string;
  phase: 'scheduled' | 'live' | 'result';
  minute: number;
  home: number;
  away: number;
  /** Each player's counts last sent (provider ids). */
  players: Record<string, Counts>;
}

export const emptySent = (): FixtureSent => ({
  sequence: 0,
  phase: 'scheduled',
  minute: 0,
  home: 0,
  away: 0,
  players: {},
});

/** FPL's counts the feed takes from `explain` (identifier = the feed's stat name). */
const EXPLAIN_KEYS: ReadonlySet<string> = new Set(FEED_SOCCER_STAT_KEYS);

/** Live events for counts that went up: the feed adds one per event and moves the score on goals. */
const EVENT_OF = {
  goals_scored: 'goal',
  assists: 'assist',
  own_goals: 'own_goal',
  penalties_saved: 'penalty_saved',
  penalties_missed: 'penalty_missed',
  yellow_cards: 'yellow_card',
  red_cards: 'red_card',
  saves: 'save',
} as const;

/** A player took part: on the pitch, or booked from the bench (FPL's rule; the rest did not play). */
const played = (c: Counts) =>
  (c.minutes ?? 0) > 0 || (c.yellow_cards ?? 0) > 0 || (c.red_cards ?? 0) > 0;

/**
 * Each player's counts in one fixture: `explain` lines of that fixture (a double gameweek has two), BPS and
 * bonus from the fixture's own stats. Players who did not take part are left out.
 */
export function fixtureCounts(fixture: FplFixture, live: FplEventLive): Map<string, Counts> {
  const out = new Map<string, Counts>();
  for (const element of live.elements)
    for (const explain of element.explain) {
      if (explain.fixture !== fixture.id) continue;
      const counts: Counts = {};
      for (const s of explain.stats)
        if (EXPLAIN_KEYS.has(s.identifier) && s.value !== 0)
          counts[s.identifier as FeedSoccerStatKey] = s.value;
      out.set(String(element.id), counts);
    }
  for (const stat of fixture.stats) {
    if (stat.identifier !== 'bps' && stat.identifier !== 'bonus') continue;
    for (const entry of [...stat.h, ...stat.a]) {
      const counts = out.get(String(entry.element));
      // A player listed in the fixture's stats but missing from explain: FPL's live is behind its fixtures.
      if (counts) counts[stat.identifier] = entry.value;
    }
  }
  for (const [id, counts] of out) if (!played(counts)) out.delete(id);
  return out;
}

/** Every stat the feed knows, zeros included: running totals replace the stored counts whole. */
function full(c: Counts): Counts {
  const out: Counts = {};
  for (const k of FEED_SOCCER_STAT_KEYS)
    if (
      k !== 'starts' &&
      k !== 'clearances_blocks_interceptions' &&
      k !== 'tackles' &&
      k !== 'recoveries'
    )
      out[k] = c[k] ?? 0;
  for (const k of ['starts', 'clearances_blocks_interceptions', 'tackles', 'recoveries'] as const)
    if (c[k] !== undefined) out[k] = c[k];
  return out;
}

const same = (a: Counts | undefined, b: Counts) =>
  JSON.stringify(full(a ?? {})) === JSON.stringify(full(b));

export interface PlannedFixture {
  messages: FixtureMessage[];
  sent: FixtureSent;
}

/**
 * The messages that bring the feed from `sent` to the fixture as FPL shows it now (none when nothing
 * changed). `live` is the fixture's gameweek's event/{id}/live/, needed once the fixture has started.
 */
export function planFixture(
  provider: string,
  fixture: FplFixture,
  live: FplEventLive | undefined,
  sent: FixtureSent,
  sentAt: string,
): PlannedFixture {
  const messages: FixtureMessage[] = [];
  const next: FixtureSent = { ...sent, players: { ...sent.players } };
  const envelope = () => ({
    provider,
    fixture: String(fixture.id),
    sequence: ++next.sequence,
    sent_at: sentAt,
  });

  if (!fixture.started && next.phase === 'scheduled') {
    const schedule =
      fixture.event === null ? 'postponed' : `${fixture.event}|${fixture.kickoff_time ?? ''}`;
    if (schedule !== next.schedule) {
      messages.push({
        ...envelope(),
        kind: 'fixture.update',
        data:
          fixture.event === null
            ? { status: 'POSTPONED' }
            : {
                round: fixture.event,
                status: 'SCHEDULED',
                ...(fixture.kickoff_time
                  ? { kickoff_at: new Date(fixture.kickoff_time).toISOString() }
                  : {}),
              },
      });
      next.schedule = schedule;
    }
    return { messages, sent: next };
  }
  if (!fixture.started || !live) return { messages, sent: next };

  const counts = fixtureCounts(fixture, live);
  const home = fixture.team_h_score ?? 0;
  const away = fixture.team_a_score ?? 0;
  const players = [...counts.entries()].map(([player, c]) => ({ player, stats: full(c) }));

  if (fixture.finished) {
    if (next.phase !== 'result') {
      if (players.length === 0) return { messages, sent: next };
      messages.push({
        ...envelope(),
        kind: 'soccer.result',
        data: { home_score: home, away_score: away, players },
      });
    } else {
      // FPL changed a finished fixture: the players whose counts moved (a player who dropped out, zeros).
      const changed = [
        ...players.filter((p) => !same(next.players[p.player], p.stats)),
        ...Object.keys(next.players)
          .filter((id) => !counts.has(id))
          .map((player) => ({ player, stats: full({}) })),
      ];
      const scoreMoved = home !== next.home || away !== next.away;
      if (changed.length > 0 || scoreMoved)
        messages.push({
          ...envelope(),
          kind: 'soccer.correction',
          data: {
            ...(scoreMoved ? { home_score: home, away_score: away } : {}),
            players: changed.length > 0 ? changed : players.slice(0, 1),
          },
        });
    }
    next.phase = 'result';
  } else {
    if (next.phase === 'result') return { messages, sent: next };
    const minute = Math.min(130, Math.max(next.minute, fixture.minutes));
    const changed = players.filter((p) => !same(next.players[p.player], p.stats));
    if (changed.length === 0 && minute === next.minute && next.phase === 'live')
      return { messages, sent: next };
    const events = changed.flatMap(({ player, stats }) =>
      Object.entries(EVENT_OF).flatMap(([stat, type]) => {
        const up =
          (stats[stat as FeedSoccerStatKey] ?? 0) -
          (next.players[player]?.[stat as FeedSoccerStatKey] ?? 0);
        return Array.from({ length: Math.max(0, up) }, () => ({ type, player, minute }));
      }),
    );
    messages.push({
      ...envelope(),
      kind: 'soccer.live',
      data: { minute, events, players: changed },
    });
    next.phase = 'live';
    next.minute = minute;
  }
  for (const p of players) next.players[p.player] = p.stats;
  for (const id of Object.keys(next.players)) if (!counts.has(id)) delete next.players[id];
  next.home = home;
  next.away = away;
  return { messages, sent: next };
}
