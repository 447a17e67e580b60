// Where the real data sets live (never copied into the repo): GAMEWEEK_DATA, else ../shared/data next to the
// checkout, else /work/shared/data.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function dataRoot(): string {
  const candidates = [
    process.env.GAMEWEEK_DATA,
    fileURLToPath(new URL('../../../../../shared/data', import.meta.url)),
    '/work/shared/data',
  ];
  const found = candidates.find((c): c is string => !!c && existsSync(c));
  if (!found)
    throw new Error('real data not found: set GAMEWEEK_DATA to the shared data directory');
  return found;
}
