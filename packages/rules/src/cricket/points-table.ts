// The IPL points table with net run rate, from the season's finished matches (ADR 0015). Pure.

import { type CricketReplay, cricketResult, inningsTotals } from './match-result.ts';

export interface CricketTableTeam {
  id: number;
  name: string;
  short_name: string;
}
export interface CricketTableRow {
  team: CricketTableTeam;
  played: number;
  won: number;
  lost: number;
  no_result: number;
  points: number;
  runs_for: number;
  balls_faced: number;
  runs_against: number;
  balls_bowled: number;
  net_run_rate: number | null;
  form: ('W' | 'L' | 'N')[];
}

/**
 * The IPL points table: 2 points a win (a tie won in the super over included), 1 each for a no result or
 * a tie left undecided. Net run rate = runs scored / overs faced − runs conceded / overs bowled over the
 * matches with a result; a side bowled out counts as having faced its full quota (the match's overs, or
 * the revised overs of a shortened match); super overs are left out. Sorted by points, then NRR.
 */
export function cricketPointsTable(
  matches: { home: CricketTableTeam; away: CricketTableTeam; match: CricketReplay }[],
): CricketTableRow[] {
  const table = new Map<string, CricketTableRow>();
  const row = (t: CricketTableTeam) => {
    let r = table.get(t.name);
    if (!r) {
      r = {
        team: t,
        played: 0,
        won: 0,
        lost: 0,
        no_result: 0,
        points: 0,
        runs_for: 0,
        balls_faced: 0,
        runs_against: 0,
        balls_bowled: 0,
        net_run_rate: null,
        form: [],
      };
      table.set(t.name, r);
    }
    return r;
  };
  for (const { home, away, match } of matches) {
    const result = cricketResult(match);
    const sides = [row(home), row(away)];
    for (const r of sides) {
      r.played++;
      let f: 'W' | 'L' | 'N';
      if (result.kind === 'win') {
        f = result.winner === r.team.name ? 'W' : 'L';
        if (f === 'W') {
          r.won++;
          r.points += 2;
        } else r.lost++;
      } else {
        f = 'N';
        r.no_result++;
        r.points += 1;
      }
      r.form = [...r.form, f].slice(-5);
    }
    if (result.kind === 'no_result') continue;
    const totals = inningsTotals(match);
    const revised = match.innings?.find((i) => !i.super_over && i.target?.overs)?.target?.overs;
    const quotaBalls = 6 * (revised ?? match.info.overs ?? 20);
    for (const t of totals) {
      const balls = t.wickets >= 10 ? quotaBalls : t.balls;
      const bat = table.get(t.team);
      const bowl = sides.find((s) => s.team.name !== t.team);
      if (!bat || !bowl) continue;
      bat.runs_for += t.runs;
      bat.balls_faced += balls;
      bowl.runs_against += t.runs;
      bowl.balls_bowled += balls;
    }
  }
  const rows = [...table.values()];
  for (const r of rows) {
    r.net_run_rate =
      r.balls_faced > 0 && r.balls_bowled > 0
        ? Math.round(
            ((r.runs_for * 6) / r.balls_faced - (r.runs_against * 6) / r.balls_bowled) * 1000,
          ) / 1000
        : null;
  }
  rows.sort(
    (x, y) =>
      y.points - x.points ||
      (y.net_run_rate ?? 0) - (x.net_run_rate ?? 0) ||
      x.team.name.localeCompare(y.team.name),
  );
  return rows;
}
