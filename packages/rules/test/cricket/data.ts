// Where the real Cricsheet data lives (never copied into the repo): CRICSHEET_DATA_DIR, else the
// shared data's cricket folder (../data-root.ts). Tests that need it fail loudly when it is missing.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CricsheetMatch, parseCricsheetMatch } from '../../src/cricket/cricsheet.ts';
import { rulesDataRoot } from '../data-root.ts';

export const repoRoot = resolve(fileURLToPath(new URL('../../../../', import.meta.url)));
export const cricketDataDir = process.env.CRICSHEET_DATA_DIR ?? join(rulesDataRoot(), 'cricket');
export const ipl2024Dir = join(cricketDataDir, 'cricsheet_ipl_2024');
export const ipl2025Dir = join(cricketDataDir, 'cricsheet_ipl_2025');

export function loadMatch(dir: string, matchId: string): CricsheetMatch {
  const file = join(dir, `${matchId}.json`);
  return parseCricsheetMatch(JSON.parse(readFileSync(file, 'utf8')), file);
}

export function loadSeason(dir: string): [string, CricsheetMatch][] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => [f.slice(0, -'.json'.length), loadMatch(dir, f.slice(0, -'.json'.length))]);
}
