import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOCCER_SEASON_RULES } from '../../src/soccer/season-rules.ts';
import { automaticSubstitutions, scoreTeam } from '../../src/soccer/team-score.ts';
import {
  chipCode,
  packPlayerTable,
  SLOTS,
  scoreSquadsBatch,
} from '../../src/soccer/team-score-batch.ts';
import { type GeneratedTeam, type SquadPlayerRound, teamArb } from './arbitraries.ts';

const rules = SOCCER_SEASON_RULES['2023-24'];
const score = (team: GeneratedTeam, chip = team.chip) =>
  scoreTeam(rules, {
    picks: team.picks,
    chip,
    players: (element) => team.rounds[element - 1000],
  });

describe('automatic substitutions (property)', () => {
  it('never produce an invalid formation nor use a bench player who did not play', () => {
    fc.assert(
      fc.property(teamArb(), (team) => {
        const positions = team.rounds.map((r) => r.position);
        const played = team.rounds.map((r) => r.played);
        const { xi, subs } = automaticSubstitutions(rules, positions, played);
        const counts = { GK: 0, DEF: 0, MID: 0, FWD: 0 };
        for (const i of xi) counts[positions[i]!]++;
        const problems: string[] = [];
        for (const p of ['GK', 'DEF', 'MID', 'FWD'] as const)
          if (counts[p] < rules.lineup.min[p] || counts[p] > rules.lineup.max[p])
            problems.push(`${p} count ${counts[p]}`);
        if (new Set(xi).size !== 11) problems.push('XI is not 11 distinct players');
        for (const [out, inn] of subs) {
          if (!played[inn] || inn < 11) problems.push(`sub in ${inn} did not play or not on bench`);
          if (played[out] || out >= 11) problems.push(`sub out ${out} played or not a starter`);
        }
        for (let s = 0; s < 11; s++)
          if (played[s] && !xi.includes(s)) problems.push(`starter ${s} played but was taken off`);
        expect(problems).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  }, 30_000);

  it('Bench Boost never scores less than the same team without it when bench points are ≥ 0', () => {
    fc.assert(
      fc.property(teamArb({ minPoints: 0, chips: [null] }), (team) => {
        expect(score(team, 'bboost').points).toBeGreaterThanOrEqual(score(team, null).points);
      }),
      { numRuns: 1000 },
    );
  }, 30_000);
});

describe('bench points per player (property)', () => {
  // Issue 18, defect 7: the points page showed 0 on every bench row beside "Bench points 10"; each
  // pick carries its share, and the shares add up to the team's bench points.
  it('add up to pointsOnBench; a player counted in the team is on the bench only under Bench Boost', () => {
    fc.assert(
      fc.property(teamArb(), (team) => {
        const result = score(team);
        const shares = result.picks.reduce((sum, p) => sum + p.benchPoints, 0);
        expect(shares).toBe(result.pointsOnBench);
        for (const p of result.picks) {
          if (p.benchPoints !== 0) expect(p.benchPoints).toBe(p.basePoints);
          if (p.benchPoints !== 0 && team.chip !== 'bboost') expect(p.multiplier).toBe(0);
        }
      }),
      { numRuns: 1000 },
    );
  }, 30_000);
});

describe('auto-subs do not depend on the XI’s slot order (property)', () => {
  // The batch kernel keys its substitution table on counts per position, which is exact only if
  // this holds.
  it('the same players score the same whatever order the XI is listed in', () => {
    fc.assert(
      fc.property(
        teamArb({ chips: [null, '3xc'] }),
        fc.shuffledSubarray([...Array(11).keys()], { minLength: 11, maxLength: 11 }),
        (team, order) => {
          const slots = [...order, 11, 12, 13, 14];
          const reordered = {
            ...team,
            picks: slots.map((from, to) => ({ ...team.picks[from]!, slot: to + 1 })),
          };
          const a = score(team);
          const b = score(reordered);
          expect([b.points, new Set(b.autoSubs.map((s) => s.in))]).toEqual([
            a.points,
            new Set(a.autoSubs.map((s) => s.in)),
          ]);
        },
      ),
      { numRuns: 1000 },
    );
  }, 30_000);
});

describe('batch kernel agrees with scoreTeam', () => {
  it('on random valid teams with every chip', () => {
    fc.assert(
      fc.property(fc.array(teamArb(), { minLength: 1, maxLength: 40 }), (teams) => {
        const table = packPlayerTable(teams.flatMap((t) => t.rounds));
        const n = teams.length;
        const picks = new Int32Array(n * SLOTS);
        const captain = new Uint8Array(n);
        const vice = new Uint8Array(n);
        const chip = new Uint8Array(n);
        teams.forEach((t, i) => {
          for (let s = 0; s < SLOTS; s++) picks[i * SLOTS + s] = i * SLOTS + s;
          captain[i] = t.picks.findIndex((p) => p.isCaptain);
          vice[i] = t.picks.findIndex((p) => p.isViceCaptain);
          chip[i] = chipCode(t.chip);
        });
        const out = { points: new Int32Array(n), pointsOnBench: new Int32Array(n) };
        scoreSquadsBatch(rules, table, { count: n, picks, captain, vice, chip }, out);
        teams.forEach((t, i) => {
          const readable = score(t);
          expect([out.points[i], out.pointsOnBench[i]]).toEqual([
            readable.points,
            readable.pointsOnBench,
          ]);
        });
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});

describe('batch kernel, the largest substitution case', () => {
  it('brings on three bench players for three midfielders in a 3-5-2', () => {
    // The only way three subs land on one position: MID ← DEF, MID ← DEF, MID ← FWD
    // (3-5-2 → 5-2-3). The substitution table caps missing starters per position at 3 for this.
    const rounds: SquadPlayerRound[] = [
      { position: 'GK', points: 6, played: true },
      ...[1, 2, 3].map((): SquadPlayerRound => ({ position: 'DEF', points: 2, played: true })),
      ...[1, 2, 3].map((): SquadPlayerRound => ({ position: 'MID', points: 0, played: false })),
      ...[1, 2].map((): SquadPlayerRound => ({ position: 'MID', points: 3, played: true })),
      ...[1, 2].map((): SquadPlayerRound => ({ position: 'FWD', points: 5, played: true })),
      { position: 'GK', points: 1, played: true },
      { position: 'DEF', points: 7, played: true },
      { position: 'DEF', points: 8, played: true },
      { position: 'FWD', points: 9, played: true },
    ];
    const picks = rounds.map((_, i) => ({
      element: 1000 + i,
      slot: i + 1,
      isCaptain: i === 0,
      isViceCaptain: i === 1,
    }));
    const readable = score({ rounds, picks, chip: null });
    const out = { points: new Int32Array(1), pointsOnBench: new Int32Array(1) };
    const batch = {
      count: 1,
      picks: Int32Array.from(rounds.keys()),
      captain: Uint8Array.of(0),
      vice: Uint8Array.of(1),
      chip: Uint8Array.of(0),
    };
    scoreSquadsBatch(rules, packPlayerTable(rounds), batch, out);
    // 6 + 3×2 + 2×3 + 2×5 + 7 + 8 + 9, captain GK +6; bench: reserve GK 1 and three 0s.
    expect(readable.points).toBe(58);
    expect([out.points[0], out.pointsOnBench[0]]).toEqual([58, 1]);
  });
});
