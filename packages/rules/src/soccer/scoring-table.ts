// The scoring table as rows for the "how to play" page: the same lines that score the game, with a
// value (or null, "does not apply") per position shown that season.
import { SOCCER_POSITIONS, type SoccerPosition } from './positions.ts';
import type { ScoringKey, ScoringLine, SoccerSeason } from './season-rules.ts';
import { SOCCER_SEASON_RULES } from './season-rules.ts';

export interface ScoringTableRow {
  readonly key: ScoringKey;
  readonly labelKey: ScoringLine['labelKey'];
  /** "per 3 saves" → 3; 1 for per-event lines; null for once-per-match lines. */
  readonly every: number | null;
  /** Minimum minutes on the pitch, when the line needs it (clean sheet 60). */
  readonly minMinutes: number | null;
  /** Minutes band for appearance lines. */
  readonly minutes: { readonly from: number; readonly to: number | null } | null;
  /** Thresholds per position for once-reached lines (defensive contributions). */
  readonly atLeast: Readonly<Partial<Record<SoccerPosition, number>>> | null;
  readonly values: Readonly<Record<SoccerPosition, number | null>>;
}

export interface ScoringTable {
  readonly season: SoccerSeason;
  /** Positions that score at least one line this season (AM only in 2024-25). */
  readonly positions: readonly SoccerPosition[];
  readonly rows: readonly ScoringTableRow[];
}

export function soccerScoringTable(season: SoccerSeason): ScoringTable {
  const lines = SOCCER_SEASON_RULES[season].scoring;
  const positions = SOCCER_POSITIONS.filter((p) => lines.some((l) => l.points[p] !== undefined));
  const rows = lines.map((line): ScoringTableRow => {
    const r = line.rule;
    const values = {} as Record<SoccerPosition, number | null>;
    for (const p of SOCCER_POSITIONS) values[p] = line.points[p] ?? null;
    return {
      key: line.key,
      labelKey: line.labelKey,
      every: r.kind === 'per' ? r.every : null,
      minMinutes: r.kind === 'per' ? (r.minMinutes ?? null) : null,
      minutes: r.kind === 'minutes' ? { from: r.from, to: r.to } : null,
      atLeast: r.kind === 'threshold' ? r.atLeast : null,
      values,
    };
  });
  return { season, positions, rows };
}
