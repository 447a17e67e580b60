// What the demo's feed provider says about one real fixture at a match minute (ADR 0044): pure, from the
// fixture's final source stats. A live message carries the events that happened since the minute last sent
// (goals, assists, own goals, penalties, cards: each adds one to a count and a goal to the score) and the
// running totals that moved (minutes, BPS, saves, goals conceded, clean sheet), exactly as the replay would
// reveal them at that minute (`revealSoccerFixture`, ADR 0005); the result carries every player's final
// stats, FPL's bonus included. The API then scores them with the clock's own code, so live points,
// provisional bonus and final points are what the replay showed.
import {
  FEED_SOCCER_STAT_KEYS,
  type FeedMessage,
  type FeedSoccerStatKey,
} from '@gameweek/contracts/feed';
import { FULL_TIME, revealSoccerFixture } from '@gameweek/rules/soccer/replay';

type DataOf<K extends FeedMessage['kind']> = Extract<FeedMessage, { kind: K }>['data'];
export type SoccerLiveData = DataOf<'soccer.live'>;
export type SoccerResultData = DataOf<'soccer.result'>;
export type LineupData = DataOf<'fixture.lineup'>;

/** A played fixture as the provider holds it: the provider's ids and each player's final stats. */
export interface DemoSourceFixture {
  ref: string;
  homeScore: number;
  awayScore: number;
  /** The provider's ids of the home and away teams. */
  homeTeam: string;
  awayTeam: string;
  players: { ref: string; side: 'home' | 'away'; stats: Readonly<Record<string, number>> }[];
}

const EVENT_OF_STAT = [
  ['goals_scored', 'goal'],
  ['assists', 'assist'],
  ['own_goals', 'own_goal'],
  ['penalties_saved', 'penalty_saved'],
  ['penalties_missed', 'penalty_missed'],
  ['yellow_cards', 'yellow_card'],
  ['red_cards', 'red_card'],
] as const;

/** Running totals the provider keeps and sends whole (they replace the stored counts). */
const RUNNING_TOTALS = [
  'minutes',
  'bps',
  'saves',
  'goals_conceded',
  'clean_sheets',
] as const satisfies readonly FeedSoccerStatKey[];

/** The match minute at `now` of a fixture kicked off at `kickoff` lasting `matchMs` (0..89; 90 = over). */
export function demoMatchMinute(kickoff: number, matchMs: number, now: number): number {
  if (now >= kickoff + matchMs) return FULL_TIME;
  return Math.max(0, Math.min(FULL_TIME - 1, Math.floor(((now - kickoff) / matchMs) * FULL_TIME)));
}

function reveal(fixture: DemoSourceFixture, minute: number) {
  const revealed = revealSoccerFixture(
    Number(fixture.ref),
    fixture.players.map((p) => ({ playerId: Number(p.ref), side: p.side, stats: p.stats })),
    minute,
  );
  return new Map(revealed.players.map((p) => [String(p.playerId), p.stats]));
}

/**
 * The live message for minutes (`from`, `to`]: `from` null means nothing was sent yet (the kick-off).
 * Events carry minute `to` (the source has per-fixture totals only; ADR 0005 derives the timeline).
 */
export function soccerLiveData(
  fixture: DemoSourceFixture,
  from: number | null,
  to: number,
): SoccerLiveData {
  const minute = Math.min(to, FULL_TIME - 1);
  const before = from === null ? new Map<string, Record<string, number>>() : reveal(fixture, from);
  const now = reveal(fixture, minute);
  const events: SoccerLiveData['events'] = [];
  const players: SoccerLiveData['players'] = [];
  for (const p of fixture.players) {
    const was = before.get(p.ref) ?? {};
    const is = now.get(p.ref) ?? {};
    for (const [stat, type] of EVENT_OF_STAT)
      for (let k = was[stat] ?? 0; k < (is[stat] ?? 0); k++)
        events.push({ type, player: p.ref, minute, side: p.side });
    const totals: Partial<Record<FeedSoccerStatKey, number>> = {};
    let moved = false;
    for (const stat of RUNNING_TOTALS) {
      const value = is[stat] ?? 0;
      if (value !== (was[stat] ?? 0)) moved = true;
      if (value !== 0 || was[stat] !== undefined) totals[stat] = value;
    }
    if (moved) players.push({ player: p.ref, stats: totals });
  }
  return { minute, events, players };
}

/**
 * The line-up sent at kick-off, per side: who started (`starts`) and, on the bench, who came on. The source
 * has only the players who played (or were booked), so substitutes who stayed on the bench are not listed.
 */
export function lineupData(fixture: DemoSourceFixture): LineupData {
  const side = (s: 'home' | 'away', team: string) => {
    const players = fixture.players.filter((p) => p.side === s);
    return {
      team,
      starting: players.filter((p) => (p.stats.starts ?? 0) > 0).map((p) => p.ref),
      bench: players.filter((p) => !((p.stats.starts ?? 0) > 0)).map((p) => p.ref),
    };
  };
  return { teams: [side('home', fixture.homeTeam), side('away', fixture.awayTeam)] };
}

/** Full time: every player's final stats (FPL's columns the feed takes) and the real score. */
export function soccerResultData(fixture: DemoSourceFixture): SoccerResultData {
  const keys = new Set<string>(FEED_SOCCER_STAT_KEYS);
  return {
    home_score: fixture.homeScore,
    away_score: fixture.awayScore,
    players: fixture.players.map((p) => ({
      player: p.ref,
      stats: Object.fromEntries(Object.entries(p.stats).filter(([k]) => keys.has(k))),
    })),
  };
}
