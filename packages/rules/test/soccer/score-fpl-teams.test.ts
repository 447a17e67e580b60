// Runs `score:fpl-teams` on hand-made teams built from real 2023-24 element ids. The expected
// lines were worked out by hand from merged_gw.csv's published total_points (sums below), not by
// running the code: each comment lists the players, their round points and why subs/armband fall
// as they do. N = did not play that round, B = blank (no fixture), DGW = two fixtures summed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesDataRoot } from '../data-root.ts';

const repo = resolve(import.meta.dirname, '../../../..');
const seasonDir = resolve(process.env.FPL_DATA_DIR ?? resolve(rulesDataRoot(), 'fpl'), '2023-24');
const teams = resolve(import.meta.dirname, '../fixtures/soccer/hand-made-teams-2023-24.jsonl');

// GW34 squad pieces: Pickford 263 GK 18 (DGW 8+10), Vítek 669 GK N, Radu 607 GK N;
// White 29 DEF 26 (DGW 6+20), Branthwaite 245 DEF 20 (5+15), Tarkowski 265 DEF 13 (6+7),
// Maguire 387 DEF 12, Aarons 643 DEF 0 (45 min + 0 min), James 206 / Brooking 723 / Chigozie 844 DEF N;
// Ødegaard 14 MID 20 (9+11), Havertz 6 MID 17 (3+14), Bruno 373 MID 18, Foden 353 MID 16,
// McNeil 259 MID 16 (10+6), Sancho 397 MID N; Mateta 232 FWD 29 (16+13), Watkins 60 FWD 9,
// Wissa 119 FWD 13, Moore 76 FWD N.
const expected = [
  // 1: 4-4-2, everyone in the XI played, no subs. XI = 18+26+20+13+12+20+17+18+16+29+9 = 198,
  //    captain Mateta +29 = 227. Bench Vítek, James, Sancho, Moore all N → 0.
  '1,34,227,0',
  // 2: XI has James (DEF), Sancho (MID), Moore (FWD) N. Bench: Vítek (GK, skipped for outfield),
  //    Tarkowski 13, Foden 16, Maguire 12. James←Tarkowski, Sancho←Foden, Moore←Maguire (3 FWD → 2,
  //    4 DEF ok). XI = 18+26+20+13+20+17+16+18+29+9+12 = 198; captain Moore N → vice Ødegaard +20 = 218.
  '2,34,218,0',
  // 3: 3-4-3 with James N: first bench outfielder Foden (MID) would leave 2 DEF, so Tarkowski comes
  //    in; Sancho←Foden; Moore←Maguire. 198 with Ødegaard ×3 (+40) = 238 (Triple Captain).
  '3,34,238,0',
  // 4: Bench Boost with the XI of entry 2: no subs, all 15 count: 198 + captain Mateta +29 = 227;
  //    bench (Vítek 0, Tarkowski 13, Foden 16, Maguire 12) reported as 41.
  '4,34,227,41',
  // 5: Starting GK Vítek N → reserve Pickford 18 in. 198 + captain Ødegaard +20 = 218.
  '5,34,218,0',
  // 6: Starting GK Vítek N and reserve Radu N: no GK sub, and an outfielder cannot replace the GK.
  //    Moore N ← Maguire 12. XI = 0+26+20+13+20+17+18+16+29+9+12 = 180, captain Watkins +9 = 189.
  '6,34,189,0',
  // 7 (GW29, blanks; Wildcard scores like a normal round): Leno 7; Robinson 11, Gabriel B,
  //    Gvardiol B; Saka B, Salah B, Bruun Larsen 11, Gibbs-White 7, Palmer B; Haaland B, Muniz 13.
  //    Bench Raya B, Antonio FWD 9, Coufal DEF 7, Ajer DEF 7. Gabriel: Antonio would leave 2 DEF →
  //    Coufal; Gvardiol: Antonio still blocked → Ajer; Saka ← Antonio (5 MID→4, 2 FWD→3).
  //    7+11+7+7+9+11+7+13 = 72; captain Haaland and vice Saka both blank → no armband.
  '7,29,72,0',
  // 8: 3-5-2 with James N; bench Vítek N, Wissa FWD 13, Brooking N, Chigozie N: Wissa would leave
  //    2 DEF, so no sub and Wissa's 13 stays on the bench. XI = 18+26+20+0+20+17+18+16+16+29+9
  //    = 189; captain James N → vice Mateta +29 = 218.
  '8,34,218,13',
  // 9 (GW31, Free Hit): GK Turner 28 had 0 minutes but a yellow card (-1), which counts as having
  //    played, so reserve Flekken (11) stays out. XI: -1 + Zouma 10, Zinchenko 9, Hall 9, Foden 20,
  //    Palmer 20, Garnacho 14, Gibbs-White 13, Gakpo 8, Isak 8, Wood 8 = 118; captain Foden +20 = 138.
  //    Bench Flekken 11 + Smith 9 + Aït-Nouri 8 + Rodri 12 = 40.
  '9,31,138,40',
  // 10: entry 8 with Triple Captain: captain James N → vice Mateta takes ×3: 189 + 58 = 247.
  '10,34,247,13',
  // 11: entry 8 with Aarons (played 45 min, 0 pts) for Branthwaite and as captain: he played, so he
  //     keeps the armband worth 0 and the vice gets nothing. 189 - 20 = 169.
  '11,34,169,13',
];

describe.skipIf(!existsSync(seasonDir))('score:fpl-teams on hand-made 2023-24 teams', () => {
  it('prints entry,event,points,points_on_bench for every input line', () => {
    const out = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        resolve(repo, 'packages/rules/scripts/score-fpl-teams.ts'),
        seasonDir,
        teams,
      ],
      { encoding: 'utf8', cwd: repo },
    );
    expect(out.trim().split('\n')).toEqual(expected);
  }, 60_000);
});
