// fast-check generators of valid squads and lineups for property tests.
import fc from 'fast-check';
import type { PlayerPosition } from '../../src/soccer/positions.ts';
import type { SoccerChip } from '../../src/soccer/season-rules.ts';
import type { PlayerRound, TeamPick } from '../../src/soccer/team-score.ts';

/** Valid XI shapes (DEF, MID, FWD) with one goalkeeper. */
export const FORMATIONS: readonly [number, number, number][] = [
  [3, 4, 3],
  [3, 5, 2],
  [4, 3, 3],
  [4, 4, 2],
  [4, 5, 1],
  [5, 2, 3],
  [5, 3, 2],
  [5, 4, 1],
];

/** A squad member's round: never an Assistant Manager. */
export type SquadPlayerRound = PlayerRound & { readonly position: PlayerPosition };

export interface GeneratedTeam {
  /** Player rounds in slot order (index = slot - 1). */
  readonly rounds: readonly SquadPlayerRound[];
  readonly picks: readonly TeamPick[];
  readonly chip: SoccerChip | null;
}

/** A player's round; one who did not play scores 0 (minPoints bounds the rest). */
const playerRound = (position: PlayerPosition, minPoints: number) =>
  fc
    .record({ played: fc.boolean(), points: fc.integer({ min: minPoints, max: 30 }) })
    .map(
      ({ played, points }): SquadPlayerRound => ({ position, played, points: played ? points : 0 }),
    );

export function teamArb(opts: { minPoints?: number; chips?: readonly (SoccerChip | null)[] } = {}) {
  const minPoints = opts.minPoints ?? -4;
  const chips = opts.chips ?? [null, 'bboost', '3xc', 'wildcard', 'freehit'];
  return fc
    .record({
      formation: fc.constantFrom(...FORMATIONS),
      gks: fc.tuple(playerRound('GK', minPoints), playerRound('GK', minPoints)),
      defs: fc.array(playerRound('DEF', minPoints), { minLength: 5, maxLength: 5 }),
      mids: fc.array(playerRound('MID', minPoints), { minLength: 5, maxLength: 5 }),
      fwds: fc.array(playerRound('FWD', minPoints), { minLength: 3, maxLength: 3 }),
      benchOrder: fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 }),
      armband: fc.uniqueArray(fc.integer({ min: 0, max: 10 }), { minLength: 2, maxLength: 2 }),
      chip: fc.constantFrom(...chips),
      // FPL lists the XI by position; other orders must score the same.
      xiOrder: fc
        .boolean()
        .chain((shuffle) =>
          shuffle
            ? fc.shuffledSubarray([...Array(11).keys()], { minLength: 11, maxLength: 11 })
            : fc.constant([...Array(11).keys()]),
        ),
    })
    .map(
      ({ formation, gks, defs, mids, fwds, benchOrder, armband, chip, xiOrder }): GeneratedTeam => {
        const [d, m, f] = formation;
        const byPosition = [gks[0], ...defs.slice(0, d), ...mids.slice(0, m), ...fwds.slice(0, f)];
        const xi = xiOrder.map((i) => byPosition[i]!);
        const outfieldBench = [...defs.slice(d), ...mids.slice(m), ...fwds.slice(f)];
        const bench = [gks[1], ...benchOrder.map((i) => outfieldBench[i]!)];
        const rounds = [...xi, ...bench];
        const picks = rounds.map(
          (_, i): TeamPick => ({
            element: 1000 + i,
            slot: i + 1,
            isCaptain: i === armband[0],
            isViceCaptain: i === armband[1],
          }),
        );
        return { rounds, picks, chip };
      },
    );
}
