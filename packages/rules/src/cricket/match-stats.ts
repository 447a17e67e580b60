// Per-player counting stats of one match, read from Cricsheet deliveries. These are what the
// database stores and what the points are computed from (match-points.ts); they know nothing
// of the points table, only the Laws of Cricket and the counting definitions.
import { type CricsheetDelivery, type CricsheetMatch, cricsheetPlayerId } from './cricsheet.ts';

export interface CricketPlayerStats {
  /** runs.batter summed over the deliveries he faced. */
  readonly runs: number;
  /** Deliveries faced, wides excluded, no-balls included. */
  readonly ballsFaced: number;
  /** Boundaries: runs.batter 4 or 6 without Cricsheet's non_boundary flag. */
  readonly fours: number;
  readonly sixes: number;
  /** Out by any kind except retired hurt / retired not out (which are not dismissals). */
  readonly dismissed: boolean;
  /** Wickets credited to him as bowler (bowled, caught, c&b, lbw, stumped, hit wicket). */
  readonly wickets: number;
  /** Of those, bowled or lbw. */
  readonly bowledOrLbw: number;
  /** Deliveries bowled without a wide or no-ball. */
  readonly legalBallsBowled: number;
  /** Runs off the bat + wides + no-balls (byes and leg-byes are not the bowler's). */
  readonly runsConceded: number;
  /** Legal deliveries bowled with 0 total runs. */
  readonly dots: number;
  /** Overs bowled alone with six legal deliveries and 0 conceded. */
  readonly maidens: number;
  /** Catches, caught-and-bowled included. */
  readonly catches: number;
  readonly stumpings: number;
  /** Run outs where he was the only fielder named. */
  readonly runOutsSole: number;
  /** Run outs with 2+ fielders named where he was one of the last two. */
  readonly runOutsShared: number;
}

export interface CricketPlayerMatchStats {
  /** Cricsheet registry id (falls back to the name). */
  readonly playerId: string;
  /** The name as this match's Cricsheet file spells it. */
  readonly player: string;
  readonly team: string;
  readonly stats: CricketPlayerStats;
}

export interface CricketMatchStats {
  /** One entry per name in info.players, in file order (team by team). */
  readonly players: readonly CricketPlayerMatchStats[];
  /**
   * Fielding credits that went to nobody because the named fielder is not in the fielding
   * team's players list (a substitute fielder): kept so a report can show what was dropped.
   */
  readonly unlistedFielderCredits: readonly { readonly name: string; readonly kind: string }[];
}

export const ZERO_CRICKET_STATS: CricketPlayerStats = Object.freeze({
  runs: 0,
  ballsFaced: 0,
  fours: 0,
  sixes: 0,
  dismissed: false,
  wickets: 0,
  bowledOrLbw: 0,
  legalBallsBowled: 0,
  runsConceded: 0,
  dots: 0,
  maidens: 0,
  catches: 0,
  stumpings: 0,
  runOutsSole: 0,
  runOutsShared: 0,
});

/** Dismissal kinds the Laws credit to the bowler. */
export const BOWLER_WICKET_KINDS: ReadonlySet<string> = new Set([
  'bowled',
  'caught',
  'caught and bowled',
  'lbw',
  'stumped',
  'hit wicket',
]);

/** Recorded as wickets by Cricsheet but not dismissals: the batter may come back. */
export const NOT_DISMISSAL_KINDS: ReadonlySet<string> = new Set([
  'retired hurt',
  'retired not out',
]);

const MAIDEN_LEGAL_BALLS = 6;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function isLegalDelivery(d: CricsheetDelivery): boolean {
  return !d.extras?.wides && !d.extras?.noballs;
}

/** Runs charged to the bowler on this delivery. */
export function runsConcededOn(d: CricsheetDelivery): number {
  return d.runs.batter + (d.extras?.wides ?? 0) + (d.extras?.noballs ?? 0);
}

/** Counting stats for every listed player; super-over innings are skipped. */
export function extractCricketMatchStats(match: CricsheetMatch): CricketMatchStats {
  const byName = new Map<string, { team: string; stats: Mutable<CricketPlayerStats> }>();
  const order: string[] = [];
  for (const team of match.info.teams) {
    for (const name of match.info.players[team] ?? []) {
      // A name listed for both teams would make every credit ambiguous.
      if (byName.has(name)) throw new Error(`${name} is listed for both teams`);
      byName.set(name, { team, stats: { ...ZERO_CRICKET_STATS } });
      order.push(name);
    }
  }
  const unlistedFielderCredits: { name: string; kind: string }[] = [];

  // Only names listed for the given team score; anyone else (a substitute fielder) gets nothing.
  const statsOf = (name: string | undefined, team: string) => {
    if (name === undefined) return undefined;
    const entry = byName.get(name);
    return entry?.team === team ? entry.stats : undefined;
  };
  const creditFielder = (name: string | undefined, team: string, kind: string) => {
    const s = statsOf(name, team);
    if (!s && name !== undefined) unlistedFielderCredits.push({ name, kind });
    return s;
  };

  for (const innings of match.innings ?? []) {
    if (innings.super_over) continue;
    const battingTeam = innings.team;
    const fieldingTeam = match.info.teams.find((t) => t !== battingTeam) ?? '';
    for (const over of innings.overs ?? []) {
      const bowlers = new Set<string>();
      let overLegal = 0;
      let overConceded = 0;
      for (const d of over.deliveries) {
        const legal = isLegalDelivery(d);
        const conceded = runsConcededOn(d);
        bowlers.add(d.bowler);
        if (legal) overLegal++;
        overConceded += conceded;

        const batter = statsOf(d.batter, battingTeam);
        if (batter) {
          batter.runs += d.runs.batter;
          if (!d.extras?.wides) batter.ballsFaced++;
          if (!d.runs.non_boundary) {
            if (d.runs.batter === 4) batter.fours++;
            else if (d.runs.batter === 6) batter.sixes++;
          }
        }
        const bowler = statsOf(d.bowler, fieldingTeam);
        if (bowler) {
          bowler.runsConceded += conceded;
          if (legal) {
            bowler.legalBallsBowled++;
            if (d.runs.total === 0) bowler.dots++;
          }
        }
        for (const w of d.wickets ?? []) {
          const out = statsOf(w.player_out, battingTeam);
          if (out && !NOT_DISMISSAL_KINDS.has(w.kind)) out.dismissed = true;
          if (bowler && BOWLER_WICKET_KINDS.has(w.kind)) {
            bowler.wickets++;
            if (w.kind === 'bowled' || w.kind === 'lbw') bowler.bowledOrLbw++;
          }
          const named = (w.fielders ?? []).flatMap((f) => (f.name ? [f.name] : []));
          if (w.kind === 'caught') {
            const catcher = creditFielder(named[0], fieldingTeam, w.kind);
            if (catcher) catcher.catches++;
          } else if (w.kind === 'caught and bowled') {
            if (bowler) bowler.catches++;
          } else if (w.kind === 'stumped') {
            const keeper = creditFielder(named[0], fieldingTeam, w.kind);
            if (keeper) keeper.stumpings++;
          } else if (w.kind === 'run out') {
            if (named.length === 1) {
              const f = creditFielder(named[0], fieldingTeam, w.kind);
              if (f) f.runOutsSole++;
            } else {
              for (const name of named.slice(-2)) {
                const f = creditFielder(name, fieldingTeam, w.kind);
                if (f) f.runOutsShared++;
              }
            }
          }
        }
      }
      // A maiden belongs to one bowler: an over shared after an injury is nobody's maiden.
      const [only] = bowlers;
      if (bowlers.size === 1 && only !== undefined && overLegal === MAIDEN_LEGAL_BALLS) {
        const bowler = statsOf(only, fieldingTeam);
        if (bowler && overConceded === 0) bowler.maidens++;
      }
    }
  }

  return {
    players: order.map((name) => {
      const entry = byName.get(name)!;
      return {
        playerId: cricsheetPlayerId(match, name),
        player: name,
        team: entry.team,
        stats: entry.stats,
      };
    }),
    unlistedFielderCredits,
  };
}
