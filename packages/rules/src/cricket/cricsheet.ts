// The subset of Cricsheet's JSON 1.1.0 match format that scoring reads
// (https://cricsheet.org/format/json/). Parsing checks only what scoring relies on, so a
// malformed file fails loudly here instead of silently scoring zero further down.

export interface CricsheetFielder {
  readonly name?: string;
  readonly substitute?: boolean;
}

export interface CricsheetWicket {
  readonly kind: string;
  readonly player_out: string;
  readonly fielders?: readonly CricsheetFielder[];
}

export interface CricsheetDelivery {
  readonly batter: string;
  readonly bowler: string;
  readonly non_striker: string;
  readonly runs: {
    readonly batter: number;
    readonly extras: number;
    readonly total: number;
    /** Set when the batter ran 4 (or 6) instead of hitting a boundary. */
    readonly non_boundary?: boolean;
  };
  readonly extras?: {
    readonly wides?: number;
    readonly noballs?: number;
    readonly byes?: number;
    readonly legbyes?: number;
    readonly penalty?: number;
  };
  readonly wickets?: readonly CricsheetWicket[];
}

export interface CricsheetOver {
  readonly over: number;
  readonly deliveries: readonly CricsheetDelivery[];
}

export interface CricsheetInnings {
  readonly team: string;
  readonly overs?: readonly CricsheetOver[];
  readonly super_over?: boolean;
}

export interface CricsheetMatch {
  readonly info: {
    readonly teams: readonly string[];
    /** Per team: the playing XI plus impact-player substitutes. */
    readonly players: Readonly<Record<string, readonly string[]>>;
    readonly registry?: { readonly people?: Readonly<Record<string, string>> };
    readonly dates?: readonly string[];
    readonly season?: string | number;
  };
  readonly innings?: readonly CricsheetInnings[];
}

export class CricsheetFormatError extends Error {
  override readonly name = 'CricsheetFormatError';
}

function fail(where: string, what: string): never {
  throw new CricsheetFormatError(`${where}: ${what}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

function checkDelivery(d: unknown, where: string): void {
  if (!isRecord(d)) fail(where, 'delivery is not an object');
  for (const role of ['batter', 'bowler', 'non_striker'] as const) {
    if (typeof d[role] !== 'string') fail(where, `delivery.${role} is not a string`);
  }
  const runs = d.runs;
  if (!isRecord(runs)) fail(where, 'delivery.runs is missing');
  for (const k of ['batter', 'extras', 'total'] as const) {
    if (!Number.isInteger(runs[k])) fail(where, `delivery.runs.${k} is not an integer`);
  }
  if (d.extras !== undefined) {
    if (!isRecord(d.extras)) fail(where, 'delivery.extras is not an object');
    for (const [k, v] of Object.entries(d.extras)) {
      if (!Number.isInteger(v)) fail(where, `delivery.extras.${k} is not an integer`);
    }
  }
  if (d.wickets !== undefined) {
    if (!Array.isArray(d.wickets)) fail(where, 'delivery.wickets is not an array');
    for (const w of d.wickets) {
      if (!isRecord(w) || typeof w.kind !== 'string' || typeof w.player_out !== 'string') {
        fail(where, 'wicket needs kind and player_out');
      }
      if (w.fielders !== undefined && !Array.isArray(w.fielders)) {
        fail(where, 'wicket.fielders is not an array');
      }
    }
  }
}

/** Checks the shape scoring depends on and returns the value typed; throws CricsheetFormatError. */
export function parseCricsheetMatch(json: unknown, where = 'match'): CricsheetMatch {
  if (!isRecord(json)) fail(where, 'not a JSON object');
  const info = json.info;
  if (!isRecord(info)) fail(where, 'info is missing');
  const teams = info.teams;
  if (!isStringArray(teams) || teams.length !== 2) fail(where, 'info.teams must name 2 teams');
  const players = info.players;
  if (!isRecord(players)) fail(where, 'info.players is missing');
  for (const team of teams) {
    if (!isStringArray(players[team])) fail(where, `info.players has no list for ${team}`);
  }
  const innings = json.innings ?? [];
  if (!Array.isArray(innings)) fail(where, 'innings is not an array');
  innings.forEach((inn: unknown, i) => {
    const at = `${where} innings ${i}`;
    if (!isRecord(inn) || typeof inn.team !== 'string') fail(at, 'innings.team is missing');
    if (!teams.includes(inn.team)) fail(at, `batting team ${inn.team} is not in info.teams`);
    const overs = inn.overs ?? [];
    if (!Array.isArray(overs)) fail(at, 'overs is not an array');
    for (const o of overs) {
      if (!isRecord(o) || !Number.isInteger(o.over) || !Array.isArray(o.deliveries)) {
        fail(at, 'over needs an integer over and a deliveries array');
      }
      for (const d of o.deliveries) checkDelivery(d, `${at} over ${o.over}`);
    }
  });
  return json as unknown as CricsheetMatch;
}

/** Cricsheet's stable person id for a name in this match, or the name when the registry lacks it. */
export function cricsheetPlayerId(match: CricsheetMatch, name: string): string {
  return match.info.registry?.people?.[name] ?? name;
}
