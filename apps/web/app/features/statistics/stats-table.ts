import type { PlayerSummary, Position } from '@gameweek/contracts/player';

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

/** Rows per page of the table; "show more" adds a page. */
export const PAGE = 50;
/** The most rows one page view shows (a bookmarked `shown` can't ask for the whole database). */
export const MAX_SHOWN = 1000;

export const POSITIONS: Readonly<Record<'soccer' | 'cricket', readonly Position[]>> = {
  soccer: ['GK', 'DEF', 'MID', 'FWD'],
  cricket: ['WK', 'BAT', 'AR', 'BOWL'],
};

export interface StatsView extends StatsQuery {
  /** How many rows to show: a multiple of PAGE, at most MAX_SHOWN. */
  shown: number;
}

const FIXED_COLUMNS = ['total_points', 'form', 'price', 'selected_by_percent', 'minutes'];

/**
 * The table's state from the page address (`q`, `position`, `club`, `sort`, `dir`, `shown`), so a
 * sorted or filtered table is a link (stat cards and club search open it that way) and works
 * without JavaScript. Anything unknown falls back to the default.
 */
export function statsViewFrom(params: URLSearchParams, context: 'soccer' | 'cricket'): StatsView {
  const sort = params.get('sort') ?? '';
  const position = params.get('position') ?? '';
  const club = params.get('club') ?? '';
  const shown = Number(params.get('shown'));
  return {
    query: (params.get('q') ?? '').slice(0, 100),
    position: POSITIONS[context].find((p) => p === position) ?? '',
    club: /^\d{1,9}$/.test(club) ? club : '',
    sort:
      FIXED_COLUMNS.includes(sort) ||
      (sort.startsWith('stat:') && SPORT_COLUMNS[context].includes(sort.slice(5)))
        ? (sort as Column)
        : 'total_points',
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    shown:
      Number.isInteger(shown) && shown > 0
        ? Math.min(MAX_SHOWN, Math.ceil(shown / PAGE) * PAGE)
        : PAGE,
  };
}

/** The address of the table in `view` (default values left out). */
export function statsSearch(view: StatsView): string {
  const params = new URLSearchParams();
  if (view.query) params.set('q', view.query);
  if (view.position) params.set('position', view.position);
  if (view.club) params.set('club', view.club);
  if (view.sort !== 'total_points') params.set('sort', view.sort);
  if (view.dir !== 'desc') params.set('dir', view.dir);
  if (view.shown !== PAGE) params.set('shown', String(view.shown));
  const s = params.toString();
  return s ? `?${s}` : '';
}

export interface StatsPage {
  /** The rows to show, in order. */
  rows: StatsPlayer[];
  /** How many players match the filters. */
  total: number;
  /** Every club (id, name) by name, for the club filter. */
  clubs: [number, string][];
  /** The table's columns: the fixed ones the data has, then the sport's stat keys the data has. */
  columns: Column[];
}

/** One page of the table, built on the server so the page carries only the rows it shows. */
export function statsPage(
  players: readonly StatsPlayer[],
  view: StatsView,
  context: 'soccer' | 'cricket',
): StatsPage {
  const matching = queryPlayers(players, view);
  const clubs = new Map<number, string>();
  for (const p of players) clubs.set(p.team.id, p.team.name);
  const statKeys = SPORT_COLUMNS[context].filter((k) =>
    players.some((p) => p.stats && k in p.stats),
  );
  const hasMinutes = players.some((p) => p.minutes !== undefined);
  return {
    rows: matching.slice(0, view.shown),
    total: matching.length,
    clubs: [...clubs].sort((a, b) => a[1].localeCompare(b[1])),
    columns: [
      'total_points',
      'form',
      'price',
      'selected_by_percent',
      ...(hasMinutes ? (['minutes'] as const) : []),
      ...statKeys.map((k) => `stat:${k}` as const),
    ],
  };
}
