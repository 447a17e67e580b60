// Runs the real script on the 2024 folder, the way `npm run verify:cricket -- <dir>` does.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ipl2024Dir, loadSeason, repoRoot } from './data.ts';

const script = join(repoRoot, 'packages/rules/scripts/verify-cricket.ts');
const run = (...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });

// Each run starts node + tsx and reads 71 files: allow for a busy shared machine.
describe('verify-cricket', { timeout: 60_000 }, () => {
  it('prints one line per (match, listed player) and ends with players: N', () => {
    const out = run(ipl2024Dir).trimEnd().split('\n');
    // N counted independently from the files: the sum of every info.players list.
    const expected = loadSeason(ipl2024Dir).reduce(
      (n, [, m]) => n + Object.values(m.info.players).reduce((k, list) => k + list.length, 0),
      0,
    );
    expect(out.at(-1)).toBe(`players: ${expected}`);
    const rows = out.slice(0, -1);
    expect(rows).toHaveLength(expected);
    const files = new Set(loadSeason(ipl2024Dir).map(([id]) => id));
    const seen = new Set<string>();
    for (const row of rows) {
      const [matchId, player, team, role, points, ...rest] = row.split(',');
      expect(rest).toEqual([]);
      expect(files.has(matchId!)).toBe(true);
      expect(player && team).toBeTruthy();
      expect(['WK', 'BAT', 'AR', 'BOWL']).toContain(role);
      expect(points).toMatch(/^-?\d+$/);
      seen.add(`${matchId},${player}`);
    }
    expect(seen.size).toBe(expected); // no player twice in a match
    // Ties the CSV to the hand-checked performances in real-performances.test.ts.
    expect(rows).toContain('1422137,V Kohli,Royal Challengers Bengaluru,BAT,217');
    expect(rows).toContain('1426273,T Natarajan,Sunrisers Hyderabad,BOWL,196');
  });

  it('applies a --roles override file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'verify-cricket-'));
    const roles = join(dir, 'roles.csv');
    writeFileSync(roles, 'player,role\nV Kohli,BOWL\n');
    const rows = run(ipl2024Dir, '--roles', roles).split('\n');
    const kohli = rows.filter((r) => r.includes(',V Kohli,'));
    expect(kohli.length).toBeGreaterThan(10);
    expect(kohli.every((r) => r.split(',')[3] === 'BOWL')).toBe(true);
    // As a BOWL his 113* loses the strike-rate bonus: 217 − 4.
    expect(kohli).toContain('1422137,V Kohli,Royal Challengers Bengaluru,BOWL,213');
  });

  it('exits non-zero with a message when the folder has no matches', () => {
    const empty = mkdtempSync(join(tmpdir(), 'verify-cricket-empty-'));
    const result = spawnSync(process.execPath, ['--import', 'tsx', script, empty], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/no Cricsheet \.json files/);
  });
});
