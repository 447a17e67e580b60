// A cricket match's result and innings totals, from the Cricsheet match the importer keeps in
// fixtures.replay (ADR 0015). Pure; the points table, the commentary and the match report build on it.

import type { CricsheetDelivery, CricsheetInnings, CricsheetMatch } from './cricsheet.ts';

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

/** The result's line as the fixture shows it ('Chennai Super Kings won by 6 wickets', 'no result'). */
export function cricketResultText(outcome: CricketOutcome | undefined): string {
  if (!outcome) return '';
  if (outcome.winner) {
    const [kind, margin] = Object.entries(outcome.by ?? {})[0] ?? [];
    return kind ? `${outcome.winner} won by ${margin} ${kind}` : `${outcome.winner} won`;
  }
  return outcome.result ?? '';
}
