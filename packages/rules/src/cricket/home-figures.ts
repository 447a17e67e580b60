// The cricket figures of the home sections, all computed from the Cricsheet match the importer keeps in
// fixtures.replay (ADR 0015): the IPL points table with net run rate, ball-by-ball commentary of the overs
// revealed so far, and a short match report. Pure; the API's home service reads the matches and serves
// these (apps/api/src/services/home/cricket-home.ts).

import type { CricsheetDelivery, CricsheetInnings, CricsheetMatch } from './cricsheet.ts';
import { matchAfterOvers } from './replay.ts';

/**
 * One line of ball-by-ball commentary. The rules engine imports nothing of ours, so this is its own type:
 * the API serves it as the contract's CommentaryLine (packages/contracts/src/home.ts), of which it is the
 * cricket subset — the API's compiler checks that it stays assignable.
 */
export interface CricketCommentaryLine {
  /** Overs bowled in the match when the ball was bowled (the fixture's `minute` on the clock). */
  minute: number;
  kind: 'innings_start' | 'ball' | 'four' | 'six' | 'wicket' | 'over_end';
  side: 'home' | 'away' | null;
  player: { id: number; name: string } | null;
  /** The ball in over.ball notation of its innings ('14.3'). */
  over?: string;
  /** The innings score after this ball ('123/4'). */
  score?: string;
  /** The bowler of the ball (player is the batter, or the batter out). */
  bowler?: string;
  /** Runs off the ball, extras included. */
  runs?: number;
  /** A wicket: the dismissal in scorecard notation ('c Suyash Sharma b Harshit Rana'). */
  how?: string;
  text: string;
}

/** What the importer stores beyond the rules engine's CricsheetMatch (packages/db/src/import/cricket.ts). */
export interface CricketOutcome {
  winner?: string;
  result?: string;
  eliminator?: string;
  by?: Record<string, number>;
}
type ReplayInnings = CricsheetInnings & { readonly target?: { overs?: number; runs?: number } };
export interface CricketReplay extends CricsheetMatch {
  readonly info: CricsheetMatch['info'] & { outcome?: CricketOutcome; overs?: number };
  readonly innings?: readonly ReplayInnings[];
}

const isLegal = (d: CricsheetDelivery) => !d.extras?.wides && !d.extras?.noballs;
/** Dismissals that do not count towards a side being all out. */
const NOT_OUT_KINDS = new Set(['retired hurt', 'retired not out']);

export interface InningsTotal {
  team: string;
  runs: number;
  wickets: number;
  balls: number;
}

/** Runs, wickets and legal balls of each regular innings (super overs excluded). */
export function inningsTotals(match: CricsheetMatch): InningsTotal[] {
  return (match.innings ?? [])
    .filter((i) => !i.super_over)
    .map((i) => {
      const t: InningsTotal = { team: i.team, runs: 0, wickets: 0, balls: 0 };
      for (const o of i.overs ?? [])
        for (const d of o.deliveries) {
          t.runs += d.runs.total;
          if (isLegal(d)) t.balls++;
          for (const w of d.wickets ?? []) if (!NOT_OUT_KINDS.has(w.kind)) t.wickets++;
        }
      return t;
    });
}

export type CricketResult =
  | { kind: 'win'; winner: string }
  | { kind: 'no_result' }
  /** A tie with no eliminator recorded: the points are shared. */
  | { kind: 'tie' };

/**
 * The result from Cricsheet's outcome: `winner`, else result 'tie' decided by a super over (`eliminator`,
 * a win for the table), else 'no result' / a tie. A replay stored before the outcome was kept falls back
 * to comparing the runs.
 */
export function cricketResult(match: CricketReplay): CricketResult {
  const o = match.info.outcome;
  if (o) {
    if (o.winner) return { kind: 'win', winner: o.winner };
    if (o.eliminator) return { kind: 'win', winner: o.eliminator };
    if (o.result === 'tie') return { kind: 'tie' };
    return { kind: 'no_result' };
  }
  const totals = inningsTotals(match);
  if (totals.length < 2 || totals[1]!.balls === 0) return { kind: 'no_result' };
  const [a, b] = totals;
  if (a!.runs === b!.runs) return { kind: 'tie' };
  return { kind: 'win', winner: a!.runs > b!.runs ? a!.team : b!.team };
}

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

const overLabel = (over: number, legal: number) => `${over}.${legal}`;

/**
 * Ball-by-ball commentary of the first `overs` overs (all of them at full time), oldest first: every
 * delivery ("14.3 JJ Bumrah to V Kohli, FOUR"), wickets with the dismissal and fielder, and a summary at the
 * end of each over. `minute` is the overs bowled in the match when the ball was bowled (the fixture's
 * `minute` on the clock); `over` the ball in the usual over.ball notation of its innings.
 */
export function cricketCommentary(
  match: CricketReplay,
  overs: number,
  side: (team: string) => 'home' | 'away',
  playerId: (name: string) => number | undefined,
): CricketCommentaryLine[] {
  const lines: CricketCommentaryLine[] = [];
  const cut = matchAfterOvers(match, overs);
  const who = (name: string) => {
    const id = playerId(name);
    return id === undefined ? null : { id, name };
  };
  let bowled = 0;
  for (const [n, innings] of (cut.innings ?? []).entries()) {
    if (innings.super_over) continue;
    let runs = 0;
    let wickets = 0;
    lines.push({
      minute: bowled,
      kind: 'innings_start',
      side: side(innings.team),
      player: null,
      over: '0.0',
      score: '0/0',
      text: `${n === 0 ? 'First' : 'Second'} innings: ${innings.team} bat.`,
    });
    for (const o of innings.overs ?? []) {
      let legal = 0;
      let overRuns = 0;
      let overWickets = 0;
      let bowler = '';
      for (const d of o.deliveries) {
        bowler = d.bowler;
        if (isLegal(d)) legal++;
        runs += d.runs.total;
        overRuns += d.runs.total;
        const at = overLabel(o.over, legal);
        const boundary = !d.runs.non_boundary && (d.runs.batter === 4 || d.runs.batter === 6);
        const extras = Object.entries(d.extras ?? {})
          .filter(([, v]) => v)
          .map(([k, v]) => `${v} ${EXTRA_WORD[k] ?? k}`);
        const what = boundary
          ? d.runs.batter === 6
            ? 'SIX'
            : 'FOUR'
          : d.wickets?.length && d.runs.batter === 0
            ? 'OUT'
            : d.runs.batter === 0 && extras.length === 0
              ? 'no run'
              : d.runs.batter > 0
                ? `${d.runs.batter} run${d.runs.batter === 1 ? '' : 's'}`
                : '';
        const parts = [what, ...extras].filter(Boolean).join(', ');
        for (const w of d.wickets ?? []) if (!NOT_OUT_KINDS.has(w.kind)) wickets++;
        const scoreNow = `${runs}/${wickets}`;
        lines.push({
          minute: bowled,
          kind: boundary ? (d.runs.batter === 6 ? 'six' : 'four') : 'ball',
          side: side(innings.team),
          player: who(d.batter),
          over: at,
          score: scoreNow,
          bowler: d.bowler,
          runs: d.runs.total,
          text: `${at} ${d.bowler} to ${d.batter}${parts ? `, ${parts}` : ''}`,
        });
        for (const w of d.wickets ?? []) {
          if (!NOT_OUT_KINDS.has(w.kind)) overWickets++;
          lines.push({
            minute: bowled,
            kind: 'wicket',
            side: side(innings.team),
            player: who(w.player_out),
            over: at,
            score: scoreNow,
            bowler: d.bowler,
            how: dismissal(w, d.bowler),
            text: `${at} WICKET! ${w.player_out} ${dismissal(w, d.bowler)}. ${innings.team} ${scoreNow}.`,
          });
        }
      }
      bowled++;
      lines.push({
        minute: bowled,
        kind: 'over_end',
        side: side(innings.team),
        player: who(bowler),
        over: overLabel(o.over + 1, 0),
        score: `${runs}/${wickets}`,
        bowler,
        runs: overRuns,
        text: `End of over ${o.over + 1}: ${overRuns} run${overRuns === 1 ? '' : 's'}${
          overWickets ? `, ${overWickets} wicket${overWickets === 1 ? '' : 's'}` : ''
        } (${bowler}). ${innings.team} ${runs}/${wickets}.`,
      });
    }
  }
  return lines;
}

const EXTRA_WORD: Record<string, string> = {
  wides: 'wide',
  noballs: 'no-ball',
  byes: 'bye',
  legbyes: 'leg bye',
  penalty: 'penalty',
};

function dismissal(w: { kind: string; fielders?: readonly { name?: string }[] }, bowler: string) {
  const fielder = w.fielders?.map((f) => f.name).find(Boolean);
  switch (w.kind) {
    case 'caught':
      return `c ${fielder ?? '?'} b ${bowler}`;
    case 'caught and bowled':
      return `c & b ${bowler}`;
    case 'bowled':
      return `b ${bowler}`;
    case 'lbw':
      return `lbw b ${bowler}`;
    case 'stumped':
      return `st ${fielder ?? '?'} b ${bowler}`;
    case 'run out':
      return fielder ? `run out (${fielder})` : 'run out';
    default:
      return w.kind;
  }
}

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

/** A short match report: result, the innings scores, top scorer, best bowler, fantasy player of the match. */
export function cricketMatchReport(
  match: CricketReplay,
  resultText: string | null,
  fantasyTop: { name: string; points: number } | null,
): { title: string; body: string } {
  const totals = inningsTotals(match);
  const [a, b] = match.info.teams;
  const result = cricketResult(match);
  const title = `${a} v ${b}: ${
    resultText ||
    (result.kind === 'win' ? `${result.winner} won` : result.kind === 'tie' ? 'tie' : 'no result')
  }`;
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
