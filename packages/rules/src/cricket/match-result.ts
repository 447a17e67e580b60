// A cricket match's result and innings totals, from the Cricsheet match the importer keeps in
// fixtures.replay (ADR 0015). Pure; the points table, the commentary and the match report build on it.

import type { CricsheetDelivery, CricsheetInnings, CricsheetMatch } from './cricsheet.ts';

/** What the importer stores beyond the rules engine's CricsheetMatch (packages/db/src/import/cricket.ts). */
export interface CricketOutcome {
  winner?: string;
  result?: string;
  eliminator?: string;
  by?: Record<string, number>;
  /** How a shortened or decided-off-the-field match was settled ('D/L', 'VJD', 'Awarded'). */
  method?: string;
}
type ReplayInnings = CricsheetInnings & { readonly target?: { overs?: number; runs?: number } };
export interface CricketReplay extends CricsheetMatch {
  readonly info: CricsheetMatch['info'] & { outcome?: CricketOutcome; overs?: number };
  readonly innings?: readonly ReplayInnings[];
}

/** A delivery that counts towards the over (no wide, no no-ball). */
export const isLegal = (d: CricsheetDelivery) => !d.extras?.wides && !d.extras?.noballs;
/** Dismissals that do not count towards a side being all out. */
export const NOT_OUT_KINDS = new Set(['retired hurt', 'retired not out']);

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

export type CricketSide = 'home' | 'away';

/**
 * A finished match's outcome as the fixture keeps and sends it (fixtures.outcome, the contracts'
 * CricketOutcomeSchema): the sides by place, not by name, so each page words it in its own language with
 * the team names it already shows (ADR 0062).
 */
export type CricketMatchOutcome =
  | {
      result: 'win';
      winner: CricketSide;
      /** The margin's unit and count; null when Cricsheet gives none (an awarded match). */
      by: 'runs' | 'wickets' | null;
      margin: number | null;
      method: string | null;
    }
  /** A tie: the super over's winner (Cricsheet's eliminator) when one was played. */
  | { result: 'tie'; super_over_winner: CricketSide | null }
  | { result: 'no_result' }
  | { result: 'draw' };

/**
 * The outcome from Cricsheet's `info.outcome` (imported or fed), `teams` the match's [home, away] as
 * `info.teams` lists them. Null before a result, or when the winner is neither side.
 */
export function cricketMatchOutcome(
  outcome: CricketOutcome | undefined,
  teams: readonly string[],
): CricketMatchOutcome | null {
  if (!outcome) return null;
  const side = (team: string | undefined): CricketSide | null =>
    team === undefined ? null : team === teams[0] ? 'home' : team === teams[1] ? 'away' : null;
  if (outcome.winner !== undefined) {
    const winner = side(outcome.winner);
    if (!winner) return null;
    const by =
      outcome.by?.wickets !== undefined
        ? 'wickets'
        : outcome.by?.runs !== undefined
          ? 'runs'
          : null;
    return {
      result: 'win',
      winner,
      by,
      margin: by ? (outcome.by?.[by] ?? null) : null,
      method: outcome.method ?? null,
    };
  }
  if (outcome.result === 'tie')
    return { result: 'tie', super_over_winner: side(outcome.eliminator) };
  if (outcome.result === 'no result') return { result: 'no_result' };
  if (outcome.result === 'draw') return { result: 'draw' };
  return null;
}
