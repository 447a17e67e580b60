// verify:fpl on hand-made folders of the later seasons' format (the shared data covers 2022-23 and
// 2023-24 only). Each row's expected total_points was written by hand from the rules:
// 2024-25 (fixtures/soccer/seasons/2024-25/merged_gw.csv):
//   Keeper A GK 90' 1 goal, clean sheet, 4 saves, bps 60: 2 + 10 (GK goal from 2024-25) + 4 + 1 + bonus 3 = 20
//   Back A DEF 90' clean sheet, bps 30 (tie for 2nd): 2 + 4 + 2 = 8; its exact duplicate row is dropped
//   "Mid A, Jr." (quoted name) MID 75' assist, clean sheet, yellow, bps 30: 2 + 3 + 1 - 1 + 2 = 7
//   Forward B FWD 90' penalty miss: 2 - 2 = 0
//   Manager A AM: win 6 + 1 goal + clean sheet 2 + underdog win 10 = 19 (no minutes points, no bonus)
//   Back B DEF 30' 3 conceded, own goal: 1 - 1 - 2 = -2
//   Keeper B GK 0' red card on the bench: -3
// 2025-26:
//   Back A DEF CBIT 7+3 = 10 → +2; 2 + 2 + bonus 3 (tie for 1st) = 7
//   Mid A MID CBIRT 3+2+7 = 12 → +2; 2 + 2 + 3 = 7
//   Forward B FWD CBIRT 11 (no +2), goal: 2 + 4 + bonus 1 (third after a tie for 1st) = 7
//   Keeper B GK CBIT 20 (GK never), 6 saves, 2 conceded: 2 + 2 - 1 = 3
//   Back B DEF CBIT 9 (recoveries do not count for DEF), 2 conceded: 2 - 1 = 1
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../../..');
const seasons = resolve(import.meta.dirname, '../fixtures/soccer/seasons');
const verify = (dir: string) => {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', resolve(repo, 'packages/rules/scripts/verify-fpl.ts'), dir],
    { encoding: 'utf8', cwd: repo },
  );
  return { status: run.status, lines: run.stdout.trimEnd().split('\n') };
};
const temp = mkdtempSync(join(tmpdir(), 'verify-fpl-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('verify:fpl on later-season formats', () => {
  it('2024-25 with Assistant Manager rows, modified column, a quoted field and a duplicate', () => {
    const { status, lines } = verify(join(seasons, '2024-25'));
    expect(lines.slice(-2)).toEqual(['points: matched 7 of 7 rows', 'bonus: matched 7 of 7 rows']);
    expect(status).toBe(0);
  }, 30_000);

  it('2025-26 with defensive contributions', () => {
    const { status, lines } = verify(join(seasons, '2025-26'));
    expect(lines.slice(-2)).toEqual(['points: matched 5 of 5 rows', 'bonus: matched 5 of 5 rows']);
    expect(status).toBe(0);
  }, 30_000);

  it('fails and names the row when FPL disagrees with the rules', () => {
    const dir = join(temp, '2025-26');
    cpSync(join(seasons, '2025-26'), dir, { recursive: true });
    const csv = readFileSync(join(dir, 'merged_gw.csv'), 'utf8');
    // Back A without his defensive contribution, as if the 2025-26 line did not exist.
    writeFileSync(
      join(dir, 'merged_gw.csv'),
      csv.replace('0,1,1,1,0,90,0,0,0,0,1,0,7', '0,1,1,1,0,90,0,0,0,0,1,0,5'),
    );
    const { status, lines } = verify(dir);
    expect(lines).toContain('  GW1 fixture 1 element 1 (DEF): computed 7, FPL 5');
    expect(lines.slice(-2)).toEqual(['points: matched 4 of 5 rows', 'bonus: matched 5 of 5 rows']);
    expect(status).toBe(1);
  }, 30_000);
});
