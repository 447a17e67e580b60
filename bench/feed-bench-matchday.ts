// The live messages of a real matchday for `npm run bench:feed`: each fixture's imported final stats
// revealed minute by minute by the replay's own pure function (ADR 0005), as a provider would send them —
// one `soccer.live` message per match minute with the events of that minute (goals, assists, cards,
// saves…) and the running totals that changed (minutes, BPS, goals conceded, clean sheets), then the
// `soccer.result` with the final stats. Pure: the same fixture always gives the same messages.
import { FEED_SOCCER_STAT_KEYS, type FeedMessage } from '@gameweek/contracts/feed';
import { FULL_TIME, type ReplayPlayer, revealSoccerFixture } from '@gameweek/rules/soccer/replay';

export interface MatchdayFixture {
  id: number;
  ref: string;
  homeScore: number;
  awayScore: number;
  players: (ReplayPlayer & { ref: string })[];
}

const EVENT_OF_STAT = {
  goals_scored: 'goal',
  assists: 'assist',
  own_goals: 'own_goal',
  penalties_saved: 'penalty_saved',
  penalties_missed: 'penalty_missed',
  yellow_cards: 'yellow_card',
  red_cards: 'red_card',
  saves: 'save',
} as const;
type EventStat = keyof typeof EVENT_OF_STAT;
const isEventStat = (k: string): k is EventStat => k in EVENT_OF_STAT;
const FEED_KEYS = new Set<string>(FEED_SOCCER_STAT_KEYS);

type Live = Extract<FeedMessage, { kind: 'soccer.live' }>;
type Result = Extract<FeedMessage, { kind: 'soccer.result' }>;

/** Minute m's message (1 … 89) from the stats revealed at m − 1 and m; the result last (sequence 90). */
export function matchdayMessages(
  provider: string,
  fixture: MatchdayFixture,
): { minute: number; message: Live | Result }[] {
  const refOf = new Map(fixture.players.map((p) => [p.playerId, p.ref]));
  const out: { minute: number; message: Live | Result }[] = [];
  let before = new Map<number, Record<string, number>>();
  for (let minute = 1; minute < FULL_TIME; minute++) {
    const revealed = revealSoccerFixture(fixture.id, fixture.players, minute);
    const now = new Map(revealed.players.map((p) => [p.playerId, p.stats]));
    const events: Live['data']['events'] = [];
    const players: Live['data']['players'] = [];
    for (const [playerId, stats] of now) {
      const was = before.get(playerId) ?? {};
      const player = refOf.get(playerId)!;
      const running: Record<string, number> = {};
      for (const key of new Set([...Object.keys(stats), ...Object.keys(was)])) {
        if (!FEED_KEYS.has(key) || key === 'bonus') continue;
        const a = was[key] ?? 0;
        const b = stats[key] ?? 0;
        if (a === b) continue;
        if (isEventStat(key))
          for (let i = a; i < b; i++) events.push({ type: EVENT_OF_STAT[key], player, minute });
        else running[key] = b;
      }
      if (Object.keys(running).length > 0) players.push({ player, stats: running });
    }
    before = now;
    out.push({
      minute,
      message: {
        provider,
        fixture: fixture.ref,
        sequence: minute,
        kind: 'soccer.live',
        data: { minute, events, players },
      },
    });
  }
  const final = fixture.players
    .map((p) => {
      const stats: Record<string, number> = {};
      for (const [k, v] of Object.entries(p.stats))
        if (FEED_KEYS.has(k) && typeof v === 'number' && v !== 0) stats[k] = v;
      return { player: p.ref, stats };
    })
    .filter((p) => Object.keys(p.stats).length > 0);
  out.push({
    minute: FULL_TIME,
    message: {
      provider,
      fixture: fixture.ref,
      sequence: FULL_TIME,
      kind: 'soccer.result',
      data: { home_score: fixture.homeScore, away_score: fixture.awayScore, players: final },
    },
  });
  return out;
}
