import type { PlayerSummary } from '@gameweek/contracts/player';

/** A player row of the statistics table: the summary plus season totals of the engine's stat keys. */
export type StatsPlayer = PlayerSummary & {
  minutes?: number;
  stats?: Readonly<Record<string, number>>;
};

export type Column =
  | 'total_points'
  | 'form'
  | 'price'
  | 'selected_by_percent'
  | 'minutes'
  | `stat:${string}`;

/** The stat columns per sport, keyed by the rules engine's own stat names. */
export const SPORT_COLUMNS: Readonly<Record<'soccer' | 'cricket', readonly string[]>> = {
  soccer: ['goals_scored', 'assists', 'clean_sheets', 'bonus', 'saves'],
  cricket: ['runs', 'fours', 'sixes', 'wickets', 'catches'],
};

export function columnValue(p: StatsPlayer, column: Column): number {
  if (column.startsWith('stat:')) return p.stats?.[column.slice(5)] ?? 0;
  if (column === 'minutes') return p.minutes ?? 0;
  return p[column as Exclude<Column, 'minutes' | `stat:${string}`>];
}

export interface StatsQuery {
  query: string;
  position: string;
  club: string;
  sort: Column;
  dir: 'asc' | 'desc';
}

export function queryPlayers(players: readonly StatsPlayer[], q: StatsQuery): StatsPlayer[] {
  const text = q.query.trim().toLocaleLowerCase();
  const sign = q.dir === 'asc' ? 1 : -1;
  return players
    .filter(
      (p) =>
        (!q.position || p.position === q.position) &&
        (!q.club || String(p.team.id) === q.club) &&
        (!text ||
          p.name.toLocaleLowerCase().includes(text) ||
          p.team.name.toLocaleLowerCase().includes(text)),
    )
    .sort((a, b) => sign * (columnValue(a, q.sort) - columnValue(b, q.sort)) || a.id - b.id);
}
