// A finished match's short report: result, innings scores, top scorer, best bowler and the fantasy
// player of the match (ADR 0015). Pure.

import type { CricsheetMatch } from './cricsheet.ts';
import {
  type CricketReplay,
  cricketMatchOutcome,
  cricketResult,
  type InningsTotal,
  inningsTotals,
  isLegal,
} from './match-result.ts';

export interface BattingLine {
  name: string;
  team: string;
  runs: number;
  balls: number;
}
export interface BowlingLine {
  name: string;
  team: string;
  wickets: number;
  runs: number;
  balls: number;
}

/** The top run scorer and the best bowler (most wickets, then fewest runs) of the regular innings. */
export function topPerformers(match: CricsheetMatch): {
  batter: BattingLine | null;
  bowler: BowlingLine | null;
} {
  const bat = new Map<string, BattingLine>();
  const bowl = new Map<string, BowlingLine>();
  const BOWLER_RUNS_EXCLUDE = ['byes', 'legbyes', 'penalty'] as const;
  const NOT_BOWLER_WICKETS = new Set([
    'run out',
    'retired hurt',
    'retired out',
    'retired not out',
    'obstructing the field',
  ]);
  for (const innings of match.innings ?? []) {
    if (innings.super_over) continue;
    const fielding = match.info.teams.find((t) => t !== innings.team) ?? '';
    for (const o of innings.overs ?? [])
      for (const d of o.deliveries) {
        const b = bat.get(d.batter) ?? { name: d.batter, team: innings.team, runs: 0, balls: 0 };
        b.runs += d.runs.batter;
        if (!d.extras?.wides) b.balls++;
        bat.set(d.batter, b);
        const w = bowl.get(d.bowler) ?? {
          name: d.bowler,
          team: fielding,
          wickets: 0,
          runs: 0,
          balls: 0,
        };
        let conceded = d.runs.total;
        for (const k of BOWLER_RUNS_EXCLUDE) conceded -= d.extras?.[k] ?? 0;
        w.runs += conceded;
        if (isLegal(d)) w.balls++;
        for (const x of d.wickets ?? []) if (!NOT_BOWLER_WICKETS.has(x.kind)) w.wickets++;
        bowl.set(d.bowler, w);
      }
  }
  const batter = [...bat.values()].sort((a, b) => b.runs - a.runs || a.balls - b.balls)[0] ?? null;
  const bowler =
    [...bowl.values()].sort((a, b) => b.wickets - a.wickets || a.runs - b.runs)[0] ?? null;
  return { batter, bowler };
}

const score = (t: InningsTotal | undefined) =>
  t
    ? `${t.runs}${t.wickets >= 10 ? '' : `/${t.wickets}`} (${Math.floor(t.balls / 6)}${t.balls % 6 ? `.${t.balls % 6}` : ''} ov)`
    : '—';

/**
 * The report's result in English ('Chennai Super Kings won by 6 wickets'): the report is one English text
 * (ADR 0015); fixtures show the outcome in the reader's language (ADR 0062). Replays stored before the
 * outcome was kept fall back to the runs.
 */
function englishResult(match: CricketReplay): string {
  const [home, away] = match.info.teams;
  const name = (side: 'home' | 'away') => (side === 'home' ? home : away);
  const o = cricketMatchOutcome(match.info.outcome, match.info.teams);
  if (o?.result === 'win')
    return `${name(o.winner)} won${o.by ? ` by ${o.margin} ${o.by}` : ''}${o.method ? ` (${o.method})` : ''}`;
  if (o?.result === 'tie')
    return o.super_over_winner ? `tie, ${name(o.super_over_winner)} won the super over` : 'tie';
  if (o) return o.result === 'draw' ? 'draw' : 'no result';
  const result = cricketResult(match);
  return result.kind === 'win'
    ? `${result.winner} won`
    : result.kind === 'tie'
      ? 'tie'
      : 'no result';
}

/** A short match report: result, the innings scores, top scorer, best bowler, fantasy player of the match. */
export function cricketMatchReport(
  match: CricketReplay,
  fantasyTop: { name: string; points: number } | null,
): { title: string; body: string } {
  const totals = inningsTotals(match);
  const [a, b] = match.info.teams;
  const title = `${a} v ${b}: ${englishResult(match)}`;
  const { batter, bowler } = topPerformers(match);
  const body = [
    totals.length ? `${totals.map((t) => `${t.team} ${score(t)}`).join(', ')}.` : '',
    batter ? `Top scorer: ${batter.name} (${batter.team}) ${batter.runs} off ${batter.balls}.` : '',
    bowler ? `Best bowler: ${bowler.name} (${bowler.team}) ${bowler.wickets}/${bowler.runs}.` : '',
    fantasyTop
      ? `Fantasy player of the match: ${fantasyTop.name}, ${fantasyTop.points} points.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { title, body };
}
