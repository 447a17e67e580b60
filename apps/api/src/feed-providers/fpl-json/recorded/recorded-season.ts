// A finished FPL season (the vaastav/Fantasy-Premier-League files in ../shared/data/fpl/<season>, see its
// PROVENANCE.md) answered in the exact shapes of the public FPL API — bootstrap-static/, fixtures/,
// event/{id}/live/, element-summary/{id}/ — at any point of the season the caller sets: each fixture
// scheduled, live at a minute (stats revealed as the demo replay reveals them, rules' replay.ts),
// provisionally finished (no bonus yet) or finished; a fixture may be re-dated or postponed, a finished
// fixture's stats corrected. Built at test (and verify:feed) time from the shared data; nothing of it is kept
// in the repository. Not part of the API server: the adapter's tests and `verify:feed` serve it over HTTP.
import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseCsv } from '@gameweek/rules/shared/csv';
import { fixturePoints } from '@gameweek/rules/soccer/fixture-points';
import { positionFromElementType, type SoccerPosition } from '@gameweek/rules/soccer/positions';
import { revealSoccerFixture } from '@gameweek/rules/soccer/replay';
import { isSoccerSeason, soccerSeasonRules } from '@gameweek/rules/soccer/season-rules';
import { SOCCER_STAT_KEYS, soccerStats } from '@gameweek/rules/soccer/stats';

type Json = string | number | boolean | null;
type Row = Record<string, string>;

/** A CSV cell as FPL's JSON has it: integers as numbers, decimals as strings ("0.0"), Python's None as null. */
function cell(value: string | undefined): Json {
  if (value === undefined || value === 'None') return null;
  if (value === 'True') return true;
  if (value === 'False') return false;
  if (/^-?\d+$/.test(value)) return Number(value);
  return value;
}
const record = (row: Row, drop: readonly string[] = []): Record<string, Json> =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([k]) => !drop.includes(k))
      .map(([k, v]) => [k, cell(v)]),
  );
const num = (v: string | undefined) => (v === undefined || v === '' ? 0 : Number(v));

/** The per-fixture stats FPL's fixtures/ lists, in FPL's order. */
const FIXTURE_STAT_IDENTIFIERS = [
  'goals_scored',
  'assists',
  'own_goals',
  'penalties_saved',
  'penalties_missed',
  'yellow_cards',
  'red_cards',
  'saves',
  'bonus',
  'bps',
] as const;
/** Counts a live element's `stats` carries (plus total_points), FPL's names. */
const LIVE_COUNT_KEYS = [
  'minutes',
  'goals_scored',
  'assists',
  'clean_sheets',
  'goals_conceded',
  'own_goals',
  'penalties_saved',
  'penalties_missed',
  'yellow_cards',
  'red_cards',
  'saves',
  'bonus',
  'bps',
  'starts',
] as const;
/** merged_gw.csv columns that the public data set adds to FPL's element-summary history rows. */
const NOT_FPL_HISTORY_COLUMNS = ['name', 'position', 'team', 'xP', 'GW'];

const ELEMENT_TYPES = [
  { id: 1, plural: 'Goalkeepers', short: 'GKP', singular: 'Goalkeeper', select: 2, min: 1, max: 1 },
  { id: 2, plural: 'Defenders', short: 'DEF', singular: 'Defender', select: 5, min: 3, max: 5 },
  { id: 3, plural: 'Midfielders', short: 'MID', singular: 'Midfielder', select: 5, min: 2, max: 5 },
  { id: 4, plural: 'Forwards', short: 'FWD', singular: 'Forward', select: 3, min: 1, max: 3 },
] as const;

/** One row of merged_gw.csv: a player in a fixture. */
export interface RecordedRow {
  element: number;
  fixture: number;
  position: SoccerPosition;
  wasHome: boolean;
  /** FPL's counts for the fixture (starts included), zero counts left out. */
  stats: Record<string, number>;
  /** FPL's published points (kept to compare against). */
  totalPoints: number;
  /** The row as FPL's element-summary history has it. */
  history: Record<string, Json>;
}

export interface RecordedFixture {
  id: number;
  code: number;
  event: number | null;
  kickoffTime: string | null;
  teamH: number;
  teamA: number;
  teamHScore: number;
  teamAScore: number;
  teamHDifficulty: number;
  teamADifficulty: number;
  pulseId: number;
}

/** Where a fixture stands in the recorded season. */
export type FixtureProgress =
  | { state: 'scheduled' }
  | { state: 'live'; minute: number }
  /** Final whistle, bonus not yet confirmed (FPL's finished_provisional). */
  | { state: 'provisional' }
  | { state: 'finished' };

export interface RecordedSeasonData {
  season: string;
  teams: Row[];
  players: Row[];
  fixtures: RecordedFixture[];
  rows: RecordedRow[];
}

/** Reads a season directory (teams.csv, players_raw.csv, fixtures.csv, merged_gw.csv). */
export function loadRecordedSeason(dir: string): RecordedSeasonData {
  const season = basename(resolve(dir));
  const read = (file: string) => parseCsv(readFileSync(join(dir, file), 'utf8'));
  const players = read('players_raw.csv');
  const typeOf = new Map(players.map((p) => [num(p.id), num(p.element_type)]));
  const fixtures = read('fixtures.csv').map(
    (f): RecordedFixture => ({
      id: num(f.id),
      code: num(f.code),
      event: f.event ? num(f.event) : null,
      kickoffTime: f.kickoff_time || null,
      teamH: num(f.team_h),
      teamA: num(f.team_a),
      teamHScore: num(f.team_h_score),
      teamAScore: num(f.team_a_score),
      teamHDifficulty: num(f.team_h_difficulty),
      teamADifficulty: num(f.team_a_difficulty),
      pulseId: num(f.pulse_id),
    }),
  );
  const seen = new Set<string>();
  const rows: RecordedRow[] = [];
  for (const r of read('merged_gw.csv')) {
    const key = `${r.element}:${r.fixture}`;
    // The public merge repeats a few rows; FPL has one per player and fixture.
    if (seen.has(key)) continue;
    seen.add(key);
    const element = num(r.element);
    const position =
      (r.position === 'GKP' ? 'GK' : (r.position as SoccerPosition | undefined)) ??
      positionFromElementType(typeOf.get(element) ?? 0);
    if (!position) throw new Error(`element ${element}: no position`);
    const stats: Record<string, number> = {};
    for (const k of [...SOCCER_STAT_KEYS, 'starts'])
      if (r[k] !== undefined && num(r[k]) !== 0) stats[k] = num(r[k]);
    rows.push({
      element,
      fixture: num(r.fixture),
      position,
      wasHome: r.was_home === 'True',
      stats,
      totalPoints: num(r.total_points),
      history: record(r, NOT_FPL_HISTORY_COLUMNS),
    });
  }
  return { season, teams: read('teams.csv'), players, fixtures, rows };
}

interface PlayerInFixture {
  row: RecordedRow;
  stats: Record<string, number>;
}

/** The season at a moment the caller moves: what FPL's API would answer then. */
export class RecordedFpl {
  private readonly progress = new Map<number, FixtureProgress>();
  private readonly schedule = new Map<
    number,
    { event: number | null; kickoffTime: string | null }
  >();
  private readonly corrections = new Map<string, Record<string, number>>();
  private readonly checked = new Set<number>();
  private readonly rowsByFixture = new Map<number, RecordedRow[]>();
  private readonly rowsByElement = new Map<number, RecordedRow[]>();
  private readonly fixtureById: Map<number, RecordedFixture>;
  private readonly rules;
  /** players_raw.csv as FPL's elements (its team is the end-of-season one; see teamOf). */
  private readonly elements: Record<string, Json>[];
  /** Each scoring line's FPL identifier (explain's). */
  private readonly identifierOf: Map<string, string>;

  constructor(readonly data: RecordedSeasonData) {
    if (!isSoccerSeason(data.season)) throw new Error(`no rules for season ${data.season}`);
    this.rules = soccerSeasonRules(data.season);
    this.fixtureById = new Map(data.fixtures.map((f) => [f.id, f]));
    for (const r of data.rows) {
      push(this.rowsByFixture, r.fixture, r);
      push(this.rowsByElement, r.element, r);
    }
    this.elements = data.players.map((p) => record(p));
    this.identifierOf = new Map(
      this.rules.scoring.map((l) => [l.key, l.rule.kind === 'per' ? l.rule.stat : 'minutes']),
    );
  }

  /** The team a row's player played for in its fixture. */
  teamOfRow(row: RecordedRow): number {
    const f = this.fixtureById.get(row.fixture)!;
    return row.wasHome ? f.teamH : f.teamA;
  }

  /**
   * A player's team and price now, as FPL's bootstrap-static shows them: those of his latest fixture under
   * way or played, else of his first fixture (a player who moved clubs mid-season changes team, same id;
   * merged_gw's `value` is his price in that gameweek).
   */
  elementNow(element: number): { team: number; nowCost: number } | undefined {
    const rows = this.rowsByElement.get(element);
    if (!rows || rows.length === 0) return undefined;
    let at = rows[0]!;
    let latest = '';
    for (const r of rows) {
      if (this.progressOf(r.fixture).state === 'scheduled') continue;
      const kickoff = this.scheduleOf(r.fixture).kickoffTime ?? '';
      if (kickoff >= latest) {
        latest = kickoff;
        at = r;
      }
    }
    return { team: this.teamOfRow(at), nowCost: Number(at.history.value) };
  }

  /** The players whose team in the gameweek's fixtures is another than in `before` (transfers). */
  teamsIn(event: number): Map<number, number> {
    const out = new Map<number, number>();
    for (const id of this.fixtureIds(event))
      for (const r of this.rowsOf(id)) out.set(r.element, this.teamOfRow(r));
    return out;
  }

  setProgress(fixtureId: number, progress: FixtureProgress): void {
    this.progress.set(fixtureId, progress);
  }
  progressOf(fixtureId: number): FixtureProgress {
    return this.progress.get(fixtureId) ?? { state: 'scheduled' };
  }
  /** Re-dates a fixture (event null: postponed without a new date). */
  reschedule(fixtureId: number, event: number | null, kickoffTime: string | null): void {
    this.schedule.set(fixtureId, { event, kickoffTime });
  }
  /** FPL changes a finished fixture's stats for a player (the listed counts replace the recorded ones). */
  correct(fixtureId: number, element: number, stats: Record<string, number>): void {
    const key = `${fixtureId}:${element}`;
    this.corrections.set(key, { ...this.corrections.get(key), ...stats });
  }
  /** FPL marks the gameweek's data checked (bootstrap-static's events[].data_checked). */
  markChecked(event: number): void {
    this.checked.add(event);
  }

  /** The fixture's round and kick-off as they stand now. */
  scheduleOf(fixtureId: number): { event: number | null; kickoffTime: string | null } {
    const f = this.fixtureById.get(fixtureId)!;
    return this.schedule.get(fixtureId) ?? { event: f.event, kickoffTime: f.kickoffTime };
  }

  fixtureIds(event?: number): number[] {
    return this.data.fixtures
      .filter((f) => event === undefined || this.scheduleOf(f.id).event === event)
      .map((f) => f.id);
  }

  rowsOf(fixtureId: number): readonly RecordedRow[] {
    return this.rowsByFixture.get(fixtureId) ?? [];
  }

  /** Each player's counts in the fixture now (bonus only once finished), and the score. */
  private fixtureNow(fixtureId: number): {
    players: PlayerInFixture[];
    home: number;
    away: number;
    minutes: number;
  } {
    const progress = this.progressOf(fixtureId);
    const rows = this.rowsOf(fixtureId);
    const f = this.fixtureById.get(fixtureId)!;
    if (progress.state === 'scheduled') return { players: [], home: 0, away: 0, minutes: 0 };
    if (progress.state === 'live') {
      const revealed = revealSoccerFixture(
        fixtureId,
        rows.map((r) => ({
          playerId: r.element,
          side: r.wasHome ? 'home' : 'away',
          stats: r.stats,
        })),
        progress.minute,
      );
      const byElement = new Map(revealed.players.map((p) => [p.playerId, p.stats]));
      return {
        players: rows.map((row) => ({ row, stats: byElement.get(row.element) ?? {} })),
        home: revealed.homeScore,
        away: revealed.awayScore,
        minutes: progress.minute,
      };
    }
    const finished = progress.state === 'finished';
    const players = rows.map((row) => {
      const stats: Record<string, number> = {
        ...row.stats,
        ...(finished ? this.corrections.get(`${fixtureId}:${row.element}`) : {}),
      };
      if (!finished) delete stats.bonus;
      return { row, stats };
    });
    return { players, home: f.teamHScore, away: f.teamAScore, minutes: 90 };
  }

  private points(row: RecordedRow, stats: Record<string, number>) {
    return fixturePoints(this.rules, row.position, soccerStats(stats));
  }

  /** fixtures/ (all) or fixtures/?event=N. */
  fixtures(event?: number): Record<string, Json | object>[] {
    return this.fixtureIds(event)
      .map((id) => this.fixtureJson(id))
      .sort(
        (a, b) =>
          String(a.kickoff_time ?? '9').localeCompare(String(b.kickoff_time ?? '9')) ||
          Number(a.id) - Number(b.id),
      );
  }

  private fixtureJson(id: number): Record<string, Json | object> & { id: number } {
    const f = this.fixtureById.get(id)!;
    const { event, kickoffTime } = this.scheduleOf(id);
    const progress = this.progressOf(id);
    const now = this.fixtureNow(id);
    const started = progress.state !== 'scheduled';
    const stats = started
      ? FIXTURE_STAT_IDENTIFIERS.map((identifier) => {
          const side = (home: boolean) =>
            now.players
              .filter((p) => p.row.wasHome === home && (p.stats[identifier] ?? 0) !== 0)
              .map((p) => ({ value: p.stats[identifier]!, element: p.row.element }))
              .sort((x, y) => y.value - x.value || x.element - y.element);
          return { identifier, a: side(false), h: side(true) };
        })
      : [];
    return {
      code: f.code,
      event,
      finished: progress.state === 'finished',
      finished_provisional: progress.state === 'finished' || progress.state === 'provisional',
      id,
      kickoff_time: kickoffTime,
      minutes: now.minutes,
      provisional_start_time: false,
      started,
      team_a: f.teamA,
      team_a_score: started ? now.away : null,
      team_h: f.teamH,
      team_h_score: started ? now.home : null,
      stats,
      team_h_difficulty: f.teamHDifficulty,
      team_a_difficulty: f.teamADifficulty,
      pulse_id: f.pulseId,
    };
  }

  /** event/{id}/live/: every player with a fixture in the gameweek, totals and per-fixture lines. */
  eventLive(event: number): { elements: object[] } {
    const perElement = new Map<number, { explain: object[]; totals: Record<string, number> }>();
    for (const fixtureId of this.fixtureIds(event)) {
      const started = this.progressOf(fixtureId).state !== 'scheduled';
      const now = started ? this.fixtureNow(fixtureId) : undefined;
      for (const row of this.rowsOf(fixtureId)) {
        let entry = perElement.get(row.element);
        if (!entry) {
          entry = { explain: [], totals: {} };
          perElement.set(row.element, entry);
        }
        if (!now) continue;
        const stats = now.players.find((p) => p.row.element === row.element)!.stats;
        const points = this.points(row, stats);
        const byIdentifier = new Map<string, number>();
        for (const line of points.lines) {
          const identifier = this.identifierOf.get(line.key)!;
          byIdentifier.set(identifier, (byIdentifier.get(identifier) ?? 0) + line.points);
        }
        const lines = [
          {
            identifier: 'minutes',
            points: byIdentifier.get('minutes') ?? 0,
            value: stats.minutes ?? 0,
          },
        ];
        for (const key of LIVE_COUNT_KEYS)
          if (key !== 'minutes' && key !== 'bps' && key !== 'starts' && (stats[key] ?? 0) !== 0)
            lines.push({ identifier: key, points: byIdentifier.get(key) ?? 0, value: stats[key]! });
        entry.explain.push({ fixture: fixtureId, stats: lines });
        for (const key of LIVE_COUNT_KEYS)
          entry.totals[key] = (entry.totals[key] ?? 0) + (stats[key] ?? 0);
        entry.totals.total_points = (entry.totals.total_points ?? 0) + points.total;
      }
    }
    return {
      elements: [...perElement.entries()]
        .sort(([a], [b]) => a - b)
        .map(([id, e]) => ({
          id,
          stats: {
            ...Object.fromEntries(LIVE_COUNT_KEYS.map((k) => [k, e.totals[k] ?? 0])),
            influence: '0.0',
            creativity: '0.0',
            threat: '0.0',
            ict_index: '0.0',
            expected_goals: '0.00',
            expected_assists: '0.00',
            expected_goal_involvements: '0.00',
            expected_goals_conceded: '0.00',
            total_points: e.totals.total_points ?? 0,
            in_dreamteam: false,
          },
          explain: e.explain,
        })),
    };
  }

  /** bootstrap-static/: events, teams, elements (players_raw is FPL's own elements snapshot), element_types. */
  bootstrapStatic(): Record<string, unknown> {
    const events = [...new Set(this.data.fixtures.map((f) => this.scheduleOf(f.id).event))].filter(
      (e): e is number => e !== null,
    );
    events.sort((a, b) => a - b);
    const started = events.filter((e) =>
      this.fixtureIds(e).some((id) => this.progressOf(id).state !== 'scheduled'),
    );
    const current = started.at(-1);
    return {
      events: events.map((id) => {
        const ids = this.fixtureIds(id);
        const kickoffs = ids
          .map((f) => this.scheduleOf(f).kickoffTime)
          .filter((k): k is string => k !== null)
          .map((k) => Date.parse(k));
        const deadline = new Date(Math.min(...kickoffs) - 90 * 60_000);
        return {
          id,
          name: `Gameweek ${id}`,
          deadline_time: deadline.toISOString().replace('.000Z', 'Z'),
          deadline_time_epoch: Math.floor(deadline.getTime() / 1000),
          deadline_time_game_offset: 0,
          finished: ids.every((f) => this.progressOf(f).state === 'finished'),
          data_checked: this.checked.has(id),
          is_previous: current !== undefined && id === current - 1,
          is_current: id === current,
          is_next: id === (current ?? 0) + 1,
        };
      }),
      game_settings: {
        squad_squadsize: 15,
        squad_team_limit: 3,
        squad_total_spend: 1000,
        timezone: 'UTC',
      },
      phases: [{ id: 1, name: 'Overall', start_event: 1, stop_event: 38 }],
      // The data set writes FPL's null form and division as empty cells.
      teams: this.data.teams.map((t) => ({
        ...record(t),
        form: t.form ? t.form : null,
        team_division: t.team_division ? cell(t.team_division) : null,
      })),
      total_players: 0,
      elements: this.elements.map((e) => {
        const now = this.elementNow(Number(e.id));
        if (!now) return e;
        const start = Number(e.now_cost) - Number(e.cost_change_start);
        return {
          ...e,
          team: now.team,
          now_cost: now.nowCost,
          cost_change_start: now.nowCost - start,
        };
      }),
      element_types: ELEMENT_TYPES.map((t) => ({
        id: t.id,
        plural_name: t.plural,
        plural_name_short: t.short,
        singular_name: t.singular,
        singular_name_short: t.short,
        squad_select: t.select,
        squad_min_play: t.min,
        squad_max_play: t.max,
        ui_shirt_specific: t.id === 1,
        sub_positions_locked: t.id === 1 ? [12] : [],
        element_count: this.data.players.filter((p) => num(p.element_type) === t.id).length,
      })),
    };
  }

  /** element-summary/{id}/: the player's played fixtures (history) and those to come, or undefined. */
  elementSummary(element: number): Record<string, unknown> | undefined {
    const player = this.data.players.find((p) => num(p.id) === element);
    if (!player) return undefined;
    const team = num(player.team);
    const history = (this.rowsByElement.get(element) ?? [])
      .filter((r) => this.progressOf(r.fixture).state === 'finished')
      .map((r) => {
        const stats = this.fixtureNow(r.fixture).players.find(
          (p) => p.row.element === element,
        )!.stats;
        const counts = Object.fromEntries(
          [...SOCCER_STAT_KEYS, 'starts']
            .filter((k) => k in r.history)
            .map((k) => [k, stats[k] ?? 0]),
        );
        const row: Record<string, Json> = {
          ...r.history,
          ...counts,
          total_points: this.points(r, stats).total,
        };
        return row;
      })
      .sort((a, b) => String(a.kickoff_time).localeCompare(String(b.kickoff_time)));
    const fixtures = this.data.fixtures
      .filter(
        (f) =>
          (f.teamH === team || f.teamA === team) && this.progressOf(f.id).state === 'scheduled',
      )
      .map((f) => {
        const { event, kickoffTime } = this.scheduleOf(f.id);
        const home = f.teamH === team;
        return {
          id: f.id,
          code: f.code,
          team_h: f.teamH,
          team_h_score: null,
          team_a: f.teamA,
          team_a_score: null,
          event,
          finished: false,
          minutes: 0,
          provisional_start_time: false,
          kickoff_time: kickoffTime,
          event_name: event === null ? null : `Gameweek ${event}`,
          is_home: home,
          difficulty: home ? f.teamHDifficulty : f.teamADifficulty,
        };
      });
    return { fixtures, history, history_past: [] };
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
