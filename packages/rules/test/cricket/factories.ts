// Small synthetic Cricsheet matches for unit tests: team A (a1…a11) against team B (b1…b11).
import type {
  CricsheetDelivery,
  CricsheetInnings,
  CricsheetMatch,
  CricsheetWicket,
} from '../../src/cricket/cricsheet.ts';

export const TEAM_A = 'Team A';
export const TEAM_B = 'Team B';
export const teamAPlayers = Array.from({ length: 11 }, (_, i) => `a${i + 1}`);
export const teamBPlayers = Array.from({ length: 11 }, (_, i) => `b${i + 1}`);

export interface BallOptions {
  runs?: number;
  wides?: number;
  noballs?: number;
  byes?: number;
  legbyes?: number;
  nonBoundary?: boolean;
  wicket?: CricsheetWicket;
  nonStriker?: string;
}

/** One delivery; runs are off the bat, extras as Cricsheet records them. */
export function ball(batter: string, bowler: string, o: BallOptions = {}): CricsheetDelivery {
  const extras = {
    ...(o.wides ? { wides: o.wides } : {}),
    ...(o.noballs ? { noballs: o.noballs } : {}),
    ...(o.byes ? { byes: o.byes } : {}),
    ...(o.legbyes ? { legbyes: o.legbyes } : {}),
  };
  const extraRuns = Object.values(extras).reduce((s, v) => s + v, 0);
  const bat = o.runs ?? 0;
  return {
    batter,
    bowler,
    non_striker: o.nonStriker ?? (batter === 'a2' ? 'a1' : 'a2'),
    runs: {
      batter: bat,
      extras: extraRuns,
      total: bat + extraRuns,
      ...(o.nonBoundary ? { non_boundary: true } : {}),
    },
    ...(extraRuns > 0 ? { extras } : {}),
    ...(o.wicket ? { wickets: [o.wicket] } : {}),
  };
}

/** An innings whose overs are given as arrays of deliveries, numbered from 0. */
export function innings(
  team: string,
  overs: readonly (readonly CricsheetDelivery[])[],
  superOver = false,
): CricsheetInnings {
  return {
    team,
    overs: overs.map((deliveries, over) => ({ over, deliveries })),
    ...(superOver ? { super_over: true } : {}),
  };
}

export function buildMatch(
  inningsList: readonly CricsheetInnings[],
  players: { a?: readonly string[]; b?: readonly string[] } = {},
): CricsheetMatch {
  return {
    info: {
      teams: [TEAM_A, TEAM_B],
      players: { [TEAM_A]: players.a ?? teamAPlayers, [TEAM_B]: players.b ?? teamBPlayers },
      registry: { people: {} },
    },
    innings: inningsList,
  };
}

/** Six legal deliveries from bowler to batter with the given bat runs. */
export function over(batter: string, bowler: string, runs: readonly number[]): CricsheetDelivery[] {
  return runs.map((r) => ball(batter, bowler, { runs: r }));
}
