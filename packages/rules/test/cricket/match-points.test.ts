import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CricsheetDelivery } from '../../src/cricket/cricsheet.ts';
import {
  MissingCricketRoleError,
  scoreCricketMatch,
  scoreCricketPerformance,
} from '../../src/cricket/match-points.ts';
import {
  type CricketPlayerStats,
  extractCricketMatchStats,
  ZERO_CRICKET_STATS,
} from '../../src/cricket/match-stats.ts';
import { CRICKET_ROLES, type CricketRole } from '../../src/cricket/roles.ts';
import { ball, buildMatch, innings, over, TEAM_A, TEAM_B } from './factories.ts';

const statsOf = (m: ReturnType<typeof buildMatch>, name: string) => {
  const p = extractCricketMatchStats(m).players.find((x) => x.player === name);
  if (!p) throw new Error(`${name} not listed`);
  return p.stats;
};

describe('extracting stats from deliveries', () => {
  it('counts boundaries only without non_boundary, balls faced without wides', () => {
    const m = buildMatch([
      innings(TEAM_A, [
        [
          ball('a1', 'b1', { runs: 4 }),
          ball('a1', 'b1', { runs: 4, nonBoundary: true }), // ran four: 4 runs, not a four
          ball('a1', 'b1', { runs: 6 }),
          ball('a1', 'b1', { runs: 6, nonBoundary: true }), // overthrows: not a six
          ball('a1', 'b1', { wides: 1 }), // not faced
          ball('a1', 'b1', { noballs: 1, runs: 1 }), // faced (no-ball), not legal
          ball('a1', 'b1', { legbyes: 2 }), // faced, 0 off the bat
        ],
      ]),
    ]);
    const a1 = statsOf(m, 'a1');
    expect(a1).toMatchObject({ runs: 21, ballsFaced: 6, fours: 1, sixes: 1, dismissed: false });
    const b1 = statsOf(m, 'b1');
    // Conceded = bat 21 + wide 1 + no-ball 1; leg-byes are not the bowler's.
    expect(b1).toMatchObject({ legalBallsBowled: 5, runsConceded: 23, dots: 0, maidens: 0 });
  });

  it('a dot needs a legal ball with 0 total runs (byes spoil it), and maidens allow byes', () => {
    const m = buildMatch([
      innings(TEAM_A, [
        [...over('a1', 'b1', [0, 0, 0, 0, 0]), ball('a1', 'b1', { byes: 4 })],
        [ball('a1', 'b2', { wides: 1 }), ...over('a1', 'b2', [0, 0, 0, 0, 0, 0])],
      ]),
    ]);
    expect(statsOf(m, 'b1')).toMatchObject({ dots: 5, maidens: 1, runsConceded: 0 });
    // A wide concedes a run, so six dots after it are no maiden.
    expect(statsOf(m, 'b2')).toMatchObject({ dots: 6, maidens: 0, runsConceded: 1 });
  });

  it('an over shared by two bowlers is nobody’s maiden; a short over is no maiden', () => {
    const m = buildMatch([
      innings(TEAM_A, [
        [...over('a1', 'b1', [0, 0, 0]), ...over('a1', 'b2', [0, 0, 0])],
        over('a1', 'b3', [0, 0, 0, 0, 0]),
      ]),
    ]);
    expect(statsOf(m, 'b1').maidens + statsOf(m, 'b2').maidens + statsOf(m, 'b3').maidens).toBe(0);
  });

  it('credits wickets, catches, stumpings and run outs as the issue says', () => {
    const w = (kind: string, out: string, fielders: string[] = []) => ({
      kind,
      player_out: out,
      fielders: fielders.map((name) => ({ name })),
    });
    const m = buildMatch([
      innings(TEAM_A, [
        [
          ball('a1', 'b1', { wicket: w('bowled', 'a1') }),
          ball('a2', 'b1', { wicket: w('lbw', 'a2') }),
          ball('a3', 'b1', { wicket: w('caught', 'a3', ['b5', 'b6']) }), // first named catches
          ball('a4', 'b1', { wicket: w('caught and bowled', 'a4') }),
          ball('a5', 'b1', { wicket: w('stumped', 'a5', ['b7']) }),
          ball('a6', 'b1', { wicket: w('hit wicket', 'a6') }),
        ],
        [
          ball('a7', 'b2', { runs: 1, wicket: w('run out', 'a7', ['b8']) }),
          ball('a8', 'b2', { wicket: w('run out', 'a8', ['b8', 'b9', 'b10']) }), // last two
          ball('a9', 'b2', { wicket: w('obstructing the field', 'a9') }),
          ball('a10', 'b2', { wicket: w('caught', 'a10', ['sub fielder']) }),
        ],
      ]),
    ]);
    const extracted = extractCricketMatchStats(m);
    const s = (n: string) => extracted.players.find((p) => p.player === n)!.stats;
    expect(s('b1')).toMatchObject({ wickets: 6, bowledOrLbw: 2, catches: 1 });
    expect(s('b2')).toMatchObject({ wickets: 1, bowledOrLbw: 0 }); // only the catch is his
    expect(s('b5').catches).toBe(1);
    expect(s('b6').catches).toBe(0);
    expect(s('b7').stumpings).toBe(1);
    expect(s('b8')).toMatchObject({ runOutsSole: 1, runOutsShared: 0 });
    expect(s('b9').runOutsShared).toBe(1);
    expect(s('b10').runOutsShared).toBe(1);
    expect(s('a7')).toMatchObject({ runs: 1, dismissed: true });
    expect(extracted.unlistedFielderCredits).toEqual([{ name: 'sub fielder', kind: 'caught' }]);
    for (const n of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a8', 'a9', 'a10']) {
      expect(s(n).dismissed).toBe(true);
    }
  });

  it('retired hurt is not a dismissal; retired out is', () => {
    const m = buildMatch([
      innings(TEAM_A, [
        [
          ball('a1', 'b1', { wicket: { kind: 'retired hurt', player_out: 'a1' } }),
          ball('a2', 'b1', { wicket: { kind: 'retired out', player_out: 'a2' } }),
        ],
      ]),
    ]);
    expect(statsOf(m, 'a1').dismissed).toBe(false);
    expect(statsOf(m, 'a2').dismissed).toBe(true);
    expect(statsOf(m, 'b1').wickets).toBe(0);
  });

  it('skips super-over innings entirely', () => {
    const base = [innings(TEAM_A, [over('a1', 'b1', [4, 6, 1, 0, 0, 0])])];
    const superOver = innings(TEAM_B, [over('b1', 'a1', [6, 6, 6, 6, 6, 6])], true);
    expect(extractCricketMatchStats(buildMatch([...base, superOver]))).toEqual(
      extractCricketMatchStats(buildMatch(base)),
    );
  });

  it('gives nothing to a name outside the players list (impact sub not named, fielder)', () => {
    const m = buildMatch([innings(TEAM_A, [[ball('x9', 'b1', { runs: 6 })]])]);
    const names = extractCricketMatchStats(m).players.map((p) => p.player);
    expect(names).not.toContain('x9');
    expect(names).toHaveLength(22);
    expect(statsOf(m, 'b1').runsConceded).toBe(6); // the bowler still conceded them
  });
});

describe('scoring a performance', () => {
  const stats = (s: Partial<CricketPlayerStats>): CricketPlayerStats => ({
    ...ZERO_CRICKET_STATS,
    ...s,
  });

  it('a listed player who did nothing gets the +4 playing points only', () => {
    expect(scoreCricketPerformance(ZERO_CRICKET_STATS, 'BAT')).toEqual({
      total: 4,
      lines: [{ key: 'playing', labelKey: 'cricket.scoring.playing', count: 1, points: 4 }],
    });
  });

  it('a duck is −2 for WK, BAT, AR but not BOWL, including a run out without facing', () => {
    // The table says "dismissed with 0 runs": a non-striker run out before facing a ball was
    // dismissed with 0 runs, so he gets the duck too (literal reading, see ADR 0003).
    const runOutUnfaced = stats({ dismissed: true, runs: 0, ballsFaced: 0 });
    expect(scoreCricketPerformance(runOutUnfaced, 'BAT').total).toBe(2);
    expect(scoreCricketPerformance(runOutUnfaced, 'WK').total).toBe(2);
    expect(scoreCricketPerformance(runOutUnfaced, 'AR').total).toBe(2);
    expect(scoreCricketPerformance(runOutUnfaced, 'BOWL').total).toBe(4);
    // Not out on 0 is no duck.
    expect(scoreCricketPerformance(stats({ ballsFaced: 3 }), 'BAT').total).toBe(4);
  });

  it('a bowler gets no strike-rate points, everyone gets economy points', () => {
    const slow = stats({ runs: 4, ballsFaced: 10, legalBallsBowled: 12, runsConceded: 6 });
    // 4 + 4 runs + economy 3.0 (+6) + strike rate 40 (−6) = 8 for BAT; BOWL skips the −6.
    expect(scoreCricketPerformance(slow, 'BAT').total).toBe(8);
    expect(scoreCricketPerformance(slow, 'BOWL').total).toBe(14);
  });

  it('3 catches add +4 once, 6 catches still +4 once', () => {
    expect(scoreCricketPerformance(stats({ catches: 3 }), 'BAT').total).toBe(4 + 24 + 4);
    expect(scoreCricketPerformance(stats({ catches: 6 }), 'BAT').total).toBe(4 + 48 + 4);
  });

  const arbitraryStats = fc.record({
    runs: fc.nat(200),
    ballsFaced: fc.nat(120),
    fours: fc.nat(30),
    sixes: fc.nat(20),
    dismissed: fc.boolean(),
    wickets: fc.nat(10),
    bowledOrLbw: fc.nat(10),
    legalBallsBowled: fc.nat(30),
    runsConceded: fc.nat(90),
    dots: fc.nat(24),
    maidens: fc.nat(4),
    catches: fc.nat(6),
    stumpings: fc.nat(4),
    runOutsSole: fc.nat(3),
    runOutsShared: fc.nat(3),
  });
  const arbitraryRole = fc.constantFrom<CricketRole>(...CRICKET_ROLES);

  it('the total is the sum of the breakdown lines, and no line is zero', () => {
    fc.assert(
      fc.property(arbitraryStats, arbitraryRole, (s, role) => {
        const { total, lines } = scoreCricketPerformance(s, role);
        expect(total).toBe(lines.reduce((sum, l) => sum + l.points, 0));
        expect(lines.every((l) => l.points !== 0 && Number.isInteger(l.points))).toBe(true);
        expect(new Set(lines.map((l) => l.key)).size).toBe(lines.length);
      }),
    );
  });

  it('one more dot ball adds exactly +1 before economy, and never lowers points from 12 balls on', () => {
    fc.assert(
      fc.property(arbitraryStats, arbitraryRole, (s, role) => {
        const withDot = { ...s, dots: s.dots + 1, legalBallsBowled: s.legalBallsBowled + 1 };
        const beforeEconomy = (x: CricketPlayerStats) =>
          scoreCricketPerformance(x, role)
            .lines.filter((l) => l.key !== 'economy')
            .reduce((sum, l) => sum + l.points, 0);
        expect(beforeEconomy(withDot)).toBe(beforeEconomy(s) + 1);
        // Economy only falls with an extra 0-run ball; below 12 balls the first band can
        // appear and bite, so the total is only monotone once the rule already applied.
        if (s.legalBallsBowled >= 12) {
          expect(scoreCricketPerformance(withDot, role).total).toBeGreaterThanOrEqual(
            scoreCricketPerformance(s, role).total + 1,
          );
        }
      }),
    );
  });

  it('a wicket is worth at least +30 (more when it completes a haul)', () => {
    fc.assert(
      fc.property(arbitraryStats, arbitraryRole, (s, role) => {
        const more = scoreCricketPerformance({ ...s, wickets: s.wickets + 1 }, role).total;
        expect(more - scoreCricketPerformance(s, role).total).toBeGreaterThanOrEqual(30);
      }),
    );
  });
});

describe('scoring a match', () => {
  const m = buildMatch([innings(TEAM_A, [over('a1', 'b1', [4, 0, 0, 0, 0, 0])])]);
  const rolesFor = (role: CricketRole) =>
    new Map([...m.info.players[TEAM_A]!, ...m.info.players[TEAM_B]!].map((p) => [p, { role }]));

  it('scores every listed player once, in list order, with team and role', () => {
    const result = scoreCricketMatch('m1', m, rolesFor('BAT'));
    expect(result).toHaveLength(22);
    expect(result[0]).toMatchObject({ matchId: 'm1', player: 'a1', team: TEAM_A, role: 'BAT' });
    expect(result[0]!.total).toBe(4 + 4 + 4); // playing, 4 runs, four bonus
    expect(result.find((p) => p.player === 'b1')!.total).toBe(4 + 5); // 5 dots
  });

  it('refuses to guess a missing role', () => {
    const roles = rolesFor('BAT');
    roles.delete('b7');
    expect(() => scoreCricketMatch('m1', m, roles)).toThrow(MissingCricketRoleError);
  });
});

describe('extraction invariants over random innings', () => {
  const player = (team: 'a' | 'b') => fc.integer({ min: 1, max: 11 }).map((i) => `${team}${i}`);
  const arbitraryDelivery = fc
    .record({
      batter: player('a'),
      bowler: player('b'),
      runs: fc.constantFrom(0, 0, 0, 1, 1, 2, 3, 4, 6),
      extra: fc.constantFrom('none', 'none', 'none', 'wides', 'noballs', 'byes', 'legbyes'),
      extraRuns: fc.integer({ min: 1, max: 5 }),
      nonBoundary: fc.boolean(),
    })
    .map(
      (d): CricsheetDelivery =>
        ball(d.batter, d.bowler, {
          runs: d.extra === 'wides' ? 0 : d.runs,
          nonBoundary: d.nonBoundary && (d.runs === 4 || d.runs === 6),
          ...(d.extra === 'none' ? {} : { [d.extra]: d.extraRuns }),
        }),
    );
  const arbitraryOvers = fc.array(fc.array(arbitraryDelivery, { minLength: 1, maxLength: 8 }), {
    maxLength: 20,
  });

  it('team runs, conceded runs, legal balls and balls faced add up', () => {
    fc.assert(
      fc.property(arbitraryOvers, (overs) => {
        const deliveries = overs.flat();
        const stats = extractCricketMatchStats(buildMatch([innings(TEAM_A, overs)])).players.map(
          (p) => p.stats,
        );
        const sum = (f: (s: CricketPlayerStats) => number) =>
          stats.reduce((acc, s) => acc + f(s), 0);
        const wides = deliveries.filter((d) => d.extras?.wides).length;
        const illegal = deliveries.filter((d) => d.extras?.wides || d.extras?.noballs).length;
        const byesAndLegByes = deliveries.reduce(
          (acc, d) => acc + (d.extras?.byes ?? 0) + (d.extras?.legbyes ?? 0),
          0,
        );
        const teamTotal = deliveries.reduce((acc, d) => acc + d.runs.total, 0);
        expect(sum((s) => s.runsConceded)).toBe(teamTotal - byesAndLegByes);
        expect(sum((s) => s.runs)).toBe(deliveries.reduce((a, d) => a + d.runs.batter, 0));
        expect(sum((s) => s.legalBallsBowled)).toBe(deliveries.length - illegal);
        expect(sum((s) => s.ballsFaced)).toBe(deliveries.length - wides);
        expect(sum((s) => s.dots)).toBeLessThanOrEqual(sum((s) => s.legalBallsBowled));
        expect(sum((s) => s.maidens)).toBeLessThanOrEqual(overs.length);
      }),
    );
  });
});
