// Maps the public FPL season files (vaastav/Fantasy-Premier-League layout: merged_gw.csv,
// players_raw.csv) onto the engine's types. Pure: the scripts read the files and pass the text.
import { parseCsv } from '../shared/csv.ts';
import { isSoccerPosition, positionFromElementType, type SoccerPosition } from './positions.ts';
import { SOCCER_STAT_KEYS, type SoccerFixtureStats, type SoccerStatKey } from './stats.ts';

export interface FplGameweekRow {
  readonly element: number;
  readonly fixture: number;
  readonly round: number;
  readonly position: SoccerPosition;
  readonly team: string;
  readonly stats: SoccerFixtureStats;
  /** FPL's published points for the fixture, kept only to compare against. */
  readonly totalPoints: number;
}

export interface FplPlayer {
  readonly id: number;
  readonly webName: string;
  readonly team: number;
  readonly position: SoccerPosition;
  /** Price at the end of the season, in tenths. */
  readonly nowCost: number;
}

/** An empty or absent cell is 0: later seasons add columns that earlier rows do not have. */
function count(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`not a number: ${value}`);
  return n;
}

export function parseFplPlayers(playersRawCsv: string): FplPlayer[] {
  return parseCsv(playersRawCsv).map((r) => {
    const position = positionFromElementType(count(r.element_type));
    if (position === undefined) throw new Error(`player ${r.id}: element_type ${r.element_type}`);
    return {
      id: count(r.id),
      webName: r.web_name ?? '',
      team: count(r.team),
      position,
      nowCost: count(r.now_cost),
    };
  });
}

/**
 * Rows of merged_gw.csv. Position comes from the row's `position` column, else from the player's
 * element_type. Duplicate (element, fixture) rows, which the public merge can contain, are dropped
 * when every scored column and total_points agree (snapshot columns such as `selected` may differ);
 * a duplicate with different stats is an error because it cannot be scored honestly.
 */
export function parseFplGameweekRows(
  mergedGwCsv: string,
  players: ReadonlyMap<number, FplPlayer> = new Map(),
): FplGameweekRow[] {
  const seen = new Map<string, string>();
  const rows: FplGameweekRow[] = [];
  for (const r of parseCsv(mergedGwCsv)) {
    const element = count(r.element);
    const fixture = count(r.fixture);
    const key = `${element}:${fixture}`;
    const column = r.position ?? '';
    const position = isSoccerPosition(column) ? column : players.get(element)?.position;
    if (position === undefined) throw new Error(`element ${element}: unknown position`);
    const stats = {} as Record<SoccerStatKey, number>;
    for (const stat of SOCCER_STAT_KEYS) stats[stat] = count(r[stat]);
    const signature = JSON.stringify([position, stats, r.total_points]);
    const previous = seen.get(key);
    if (previous !== undefined) {
      if (previous === signature) continue;
      throw new Error(`conflicting rows for element ${element} fixture ${fixture}`);
    }
    seen.set(key, signature);
    rows.push({
      element,
      fixture,
      round: count(r.round ?? r.GW),
      position,
      team: r.team ?? '',
      stats,
      totalPoints: count(r.total_points),
    });
  }
  return rows;
}
