// The points-table cases IPL 2024's files do not have: a no result, a tie won in the super over (whose
// runs stay out of the net run rate), a tie left undecided, and a replay stored before the outcome was kept.
import { describe, expect, it } from 'vitest';
import {
  type CricketReplay,
  cricketPointsTable,
  cricketResult,
} from '../../src/cricket/home-figures.ts';

const team = (id: number, name: string) => ({ id, name, short_name: name });
const A = team(1, 'A');
const B = team(2, 'B');

/** An innings of `overs` full overs scoring `perBall` off every ball, a wicket off each of the last `wickets`. */
function innings(name: string, overs: number, perBall: number, wickets = 0, superOver = false) {
  const out = Array.from({ length: overs }, (_, over) => ({
    over,
    deliveries: Array.from({ length: 6 }, (_, ball) => ({
      batter: `${name}1`,
      bowler: 'x',
      non_striker: `${name}2`,
      runs: { batter: perBall, extras: 0, total: perBall },
      ...(over * 6 + ball >= overs * 6 - wickets
        ? { wickets: [{ kind: 'bowled', player_out: `${name}${ball}` }] }
        : {}),
    })),
  }));
  return { team: name, overs: out, ...(superOver ? { super_over: true } : {}) };
}

const match = (
  outcome: Record<string, unknown> | undefined,
  inns: ReturnType<typeof innings>[],
): CricketReplay =>
  ({
    info: { teams: ['A', 'B'], players: {}, ...(outcome ? { outcome } : {}), overs: 20 },
    innings: inns,
  }) as unknown as CricketReplay;

describe('cricket points table', () => {
  it('gives a no result one point each and leaves it out of the net run rate', () => {
    const rows = cricketPointsTable([
      { home: A, away: B, match: match({ result: 'no result' }, [innings('A', 3, 2)]) },
    ]);
    expect(rows.map((r) => [r.team.name, r.played, r.no_result, r.points, r.net_run_rate])).toEqual(
      [
        ['A', 1, 1, 1, null],
        ['B', 1, 1, 1, null],
      ],
    );
    expect(rows[0]!.form).toEqual(['N']);
  });

  it('counts a tie won in the super over as a win, without the super-over runs', () => {
    const m = match({ result: 'tie', eliminator: 'B' }, [
      innings('A', 20, 1),
      innings('B', 20, 1),
      innings('B', 1, 2, 0, true),
      innings('A', 1, 1, 0, true),
    ]);
    expect(cricketResult(m)).toEqual({ kind: 'win', winner: 'B' });
    const rows = cricketPointsTable([{ home: A, away: B, match: m }]);
    expect(rows.map((r) => [r.team.name, r.won, r.lost, r.points, r.net_run_rate])).toEqual([
      ['B', 1, 0, 2, 0],
      ['A', 0, 1, 0, 0],
    ]);
  });

  it('shares the points of a tie with no eliminator', () => {
    const m = match({ result: 'tie' }, [innings('A', 20, 1), innings('B', 20, 1)]);
    expect(cricketPointsTable([{ home: A, away: B, match: m }]).map((r) => r.points)).toEqual([
      1, 1,
    ]);
  });

  it('counts a side bowled out as facing its full quota', () => {
    // A 60 in 10 overs all out (counts 20 overs: 3.0 an over); B 66 in 11 overs (6.0 an over).
    const m = match({ winner: 'B' }, [innings('A', 10, 1, 10), innings('B', 11, 1)]);
    const rows = cricketPointsTable([{ home: A, away: B, match: m }]);
    expect(rows.map((r) => [r.team.name, r.balls_faced, r.net_run_rate])).toEqual([
      ['B', 66, 3],
      ['A', 120, -3],
    ]);
  });

  it('falls back on the runs when the replay has no outcome', () => {
    expect(cricketResult(match(undefined, [innings('A', 20, 1), innings('B', 20, 2)]))).toEqual({
      kind: 'win',
      winner: 'B',
    });
    expect(cricketResult(match(undefined, [innings('A', 20, 1)]))).toEqual({ kind: 'no_result' });
  });
});
