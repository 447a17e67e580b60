// One FPL season directory read as plain data (vaastav/Fantasy-Premier-League layout): no database. The
// importer (fpl.ts) writes it into the game's tables; the demo's feed provider (apps/api/src/demo) sends it
// through the data-feed API. Both read the per-fixture stats here, so the rows they take are the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SOCCER_STAT_KEYS } from '@gameweek/rules/soccer/stats';
import { parse } from 'csv-parse/sync';

export type FplCsvRow = Record<string, string>;

/** FPL's element_type → the game's position. */
export const POSITION_BY_ELEMENT_TYPE = { 1: 'GK', 2: 'DEF', 3: 'MID', 4: 'FWD' } as const;

export const readFplCsv = (dir: string, file: string): FplCsvRow[] =>
  parse(readFileSync(join(dir, file), 'utf8'), {
    columns: true,
    skip_empty_lines: true,
  }) as FplCsvRow[];

export const csvInt = (value: string | undefined): number => {
  const n = Number(value);
  if (value === undefined || value === '' || !Number.isFinite(n))
    throw new Error(`not a number: ${value}`);
  return n;
};

/** One player's stats in one fixture (merged_gw.csv), FPL's ids, zero counts left out. */
export interface FplStatRow {
  element: number;
  fixture: number;
  round: number;
  /** The player's price in that round (tenths). */
  value: number;
  stats: Record<string, number>;
  totalPoints: number;
  /** On the pitch or booked: a row without either means "did not play" and is left out. */
  played: boolean;
  /** The side he played for in this fixture (merged_gw's was_home), whatever his club later. */
  side: 'home' | 'away';
}

export function fplStatRows(gwRows: readonly FplCsvRow[]): FplStatRow[] {
  return gwRows.map((r) => {
    const stats: Record<string, number> = {};
    // `starts` is not scored but tells the replay whether the player came on or went off (ADR 0005).
    for (const stat of [...SOCCER_STAT_KEYS, 'starts'] as const) {
      const v = r[stat];
      if (v !== undefined && v !== '' && Number(v) !== 0) stats[stat] = csvInt(v);
    }
    const played =
      (stats.minutes ?? 0) > 0 || (stats.yellow_cards ?? 0) > 0 || (stats.red_cards ?? 0) > 0;
    return {
      element: csvInt(r.element),
      fixture: csvInt(r.fixture),
      round: csvInt(r.round ?? r.GW),
      value: csvInt(r.value),
      stats,
      totalPoints: csvInt(r.total_points),
      played,
      side: r.was_home === 'True' ? 'home' : 'away',
    };
  });
}

export interface FplSourceFixture {
  /** FPL's fixture id, as the importer stores it in fixtures.external_id. */
  ref: string;
  round: number;
  homeTeam: string;
  awayTeam: string;
  homeScore: number | null;
  awayScore: number | null;
  /** Every player who played (or was booked), with his FPL team id and the side he played for. */
  players: { ref: string; team: string; side: 'home' | 'away'; stats: Record<string, number> }[];
}

/**
 * The season's played fixtures with their players' final stats, keyed by FPL fixture id. A player's team
 * is his team in players_raw.csv (the club the importer gives him).
 */
export function readFplSource(dir: string): Map<string, FplSourceFixture> {
  const teamOf = new Map(
    readFplCsv(dir, 'players_raw.csv').map((p) => [String(csvInt(p.id)), String(csvInt(p.team))]),
  );
  const out = new Map<string, FplSourceFixture>();
  for (const f of readFplCsv(dir, 'fixtures.csv')) {
    if (!f.event || !f.kickoff_time || f.finished !== 'True') continue;
    const ref = String(csvInt(f.id));
    out.set(ref, {
      ref,
      round: csvInt(f.event),
      homeTeam: String(csvInt(f.team_h)),
      awayTeam: String(csvInt(f.team_a)),
      homeScore: csvInt(f.team_h_score),
      awayScore: csvInt(f.team_a_score),
      players: [],
    });
  }
  for (const row of fplStatRows(readFplCsv(dir, 'merged_gw.csv'))) {
    if (!row.played) continue;
    const fixture = out.get(String(row.fixture));
    const ref = String(row.element);
    const team = teamOf.get(ref);
    if (fixture && team !== undefined)
      fixture.players.push({ ref, team, side: row.side, stats: row.stats });
  }
  return out;
}

/** A player who played for more than one club in the season (a move between Premier League clubs). */
export interface FplClubMover {
  ref: string;
  /** As the importer writes him: web name, first + second name, position. */
  name: string;
  fullName: string;
  position: 'GK' | 'DEF' | 'MID' | 'FWD';
  /** His club in players_raw.csv (the club the importer gives him: where he ended the season). */
  club: string;
  /** Every fixture of his in merged_gw.csv, played or not: the club whose side he was on, his price. */
  fixtures: { fixture: string; round: number; team: string; value: number }[];
}

/**
 * The season's club movers, as FPL's data shows them: a player's club in a fixture is the side merged_gw's
 * was_home puts him on; a mover is one whose clubs so differ (among themselves or from players_raw's).
 */
export function readFplClubMovers(dir: string): Map<string, FplClubMover> {
  const teams = new Map(
    readFplCsv(dir, 'fixtures.csv').map((f) => [
      String(csvInt(f.id)),
      { home: String(csvInt(f.team_h)), away: String(csvInt(f.team_a)) },
    ]),
  );
  const rows = new Map<string, FplClubMover['fixtures']>();
  for (const r of readFplCsv(dir, 'merged_gw.csv')) {
    const fixture = String(csvInt(r.fixture));
    const sides = teams.get(fixture);
    if (!sides) continue;
    const ref = String(csvInt(r.element));
    const list = rows.get(ref) ?? [];
    list.push({
      fixture,
      round: csvInt(r.round ?? r.GW),
      team: r.was_home === 'True' ? sides.home : sides.away,
      value: csvInt(r.value),
    });
    rows.set(ref, list);
  }
  const out = new Map<string, FplClubMover>();
  for (const p of readFplCsv(dir, 'players_raw.csv')) {
    const ref = String(csvInt(p.id));
    const club = String(csvInt(p.team));
    const fixtures = rows.get(ref) ?? [];
    if (fixtures.every((f) => f.team === club)) continue;
    const position =
      POSITION_BY_ELEMENT_TYPE[csvInt(p.element_type) as keyof typeof POSITION_BY_ELEMENT_TYPE];
    out.set(ref, {
      ref,
      name: p.web_name ?? '',
      fullName: `${p.first_name ?? ''} ${p.second_name ?? ''}`.trim(),
      position,
      club,
      fixtures,
    });
  }
  return out;
}
