// What a replayed soccer fixture looks like at match minute m (ADR 0005). Pure and deterministic: the same
// fixture, players and minute always give the same stats, so a clock tick repeated at the same instant changes
// nothing. At full time it returns the source stats unchanged, so the final points are exactly the real ones.
//
// The source only has per-fixture totals, so the in-match timeline is derived: a starter (starts = 1) plays
// from 0 for his minutes, a substitute comes on at 90 − minutes; each goal, assist, card, own goal and penalty
// event happens at a minute hashed from (fixture, player, stat, n) inside the player's time on the pitch;
// saves and BPS accrue in proportion to time played; goals conceded follow the opponents' revealed goals
// (never more than the source total); a clean sheet shows once a player has 60 minutes without conceding.

export const FULL_TIME = 90;

/** FPL's columns, zero counts left out (as stored by the importer). */
export type SourceStats = Readonly<Record<string, number | boolean>>;

export interface ReplayPlayer {
  playerId: number;
  /** Which side of the fixture the player played for. */
  side: 'home' | 'away';
  stats: SourceStats;
}

const EVENT_STATS = [
  'goals_scored',
  'assists',
  'own_goals',
  'penalties_saved',
  'penalties_missed',
  'yellow_cards',
  'red_cards',
] as const;

const n = (stats: SourceStats, key: string): number => {
  const v = stats[key];
  return typeof v === 'number' ? v : 0;
};

/** 32-bit FNV-1a over the numbers: a stable, seedless hash (no Math.random, so replays repeat). */
export function hash32(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    let x = part | 0;
    for (let i = 0; i < 4; i++) {
      h ^= x & 0xff;
      h = Math.imul(h, 0x01000193);
      x >>>= 8;
    }
  }
  return h >>> 0;
}

interface Interval {
  on: number;
  off: number;
}

function onPitch(stats: SourceStats): Interval {
  const minutes = Math.min(FULL_TIME, n(stats, 'minutes'));
  if (minutes >= FULL_TIME) return { on: 0, off: FULL_TIME };
  // A red card ends a starter's match early too: starts + minutes covers both.
  return n(stats, 'starts') > 0
    ? { on: 0, off: minutes }
    : { on: FULL_TIME - minutes, off: FULL_TIME };
}

/** Minute of the k-th event of `stat` for a player: inside his time on the pitch, at least minute 1. */
export function eventMinute(
  fixtureId: number,
  playerId: number,
  statIndex: number,
  k: number,
  interval: Interval,
): number {
  const span = Math.max(1, interval.off - interval.on);
  return Math.max(1, interval.on + 1 + (hash32(fixtureId, playerId, statIndex, k) % span));
}

export interface RevealedFixture {
  minute: number;
  homeScore: number;
  awayScore: number;
  /** Stats so far per player (bonus left at 0: the caller sets provisional or final bonus). */
  players: { playerId: number; stats: Record<string, number> }[];
}

/**
 * Stats at `minute` (0..90). At 90 the caller should use the source stats as they are (exactly final);
 * this function's result at 90 equals them except for bonus, which it leaves to the caller.
 */
export function revealSoccerFixture(
  fixtureId: number,
  players: readonly ReplayPlayer[],
  minute: number,
): RevealedFixture {
  const m = Math.max(0, Math.min(FULL_TIME, minute));
  const intervals = new Map<number, Interval>();
  const events = new Map<number, Record<string, number>>();
  let homeGoals = 0;
  let awayGoals = 0;
  for (const p of players) {
    const interval = onPitch(p.stats);
    intervals.set(p.playerId, interval);
    const counts: Record<string, number> = {};
    EVENT_STATS.forEach((stat, statIndex) => {
      const total = n(p.stats, stat);
      let happened = 0;
      for (let k = 0; k < total; k++)
        if (eventMinute(fixtureId, p.playerId, statIndex, k, interval) <= m) happened++;
      if (happened > 0) counts[stat] = happened;
    });
    events.set(p.playerId, counts);
    const goals = counts.goals_scored ?? 0;
    const ownGoals = counts.own_goals ?? 0;
    if (p.side === 'home') {
      homeGoals += goals;
      awayGoals += ownGoals;
    } else {
      awayGoals += goals;
      homeGoals += ownGoals;
    }
  }

  const revealed = players.map((p) => {
    const interval = intervals.get(p.playerId)!;
    const minutesTotal = n(p.stats, 'minutes');
    const played = Math.max(0, Math.min(m, interval.off) - interval.on);
    const minutesSoFar = m >= FULL_TIME ? minutesTotal : Math.min(minutesTotal, played);
    const share = minutesTotal > 0 ? minutesSoFar / minutesTotal : m >= FULL_TIME ? 1 : 0;
    const stats: Record<string, number> = { ...events.get(p.playerId) };
    if (minutesSoFar > 0) stats.minutes = minutesSoFar;
    const saves = Math.floor(n(p.stats, 'saves') * share);
    if (saves > 0) stats.saves = saves;
    const bps = Math.round(n(p.stats, 'bps') * share);
    if (bps !== 0) stats.bps = bps;
    const against = p.side === 'home' ? awayGoals : homeGoals;
    const conceded = Math.min(n(p.stats, 'goals_conceded'), minutesSoFar > 0 ? against : 0);
    if (conceded > 0) stats.goals_conceded = conceded;
    if (m >= FULL_TIME) {
      // Full time: exactly the source (clean sheet, conceded, everything), bonus excepted.
      for (const [k, v] of Object.entries(p.stats))
        if (typeof v === 'number' && k !== 'bonus') stats[k] = v;
    } else if (minutesSoFar >= 60 && conceded === 0) {
      stats.clean_sheets = 1;
    }
    delete stats.bonus;
    return { playerId: p.playerId, stats };
  });
  return { minute: m, homeScore: homeGoals, awayScore: awayGoals, players: revealed };
}
