// Where the real data sets live for the rules tests (never copied into the repo), in the order
// packages/db's dataRoot() uses — GAMEWEEK_DATA, else ../shared/data next to the checkout, else
// /work/shared/data — written out here because the rules package depends on nothing of ours.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '../../..');

export function rulesDataRoot(): string {
  const candidates = [
    process.env.GAMEWEEK_DATA,
    resolve(repo, '../shared/data'),
    '/work/shared/data',
  ];
  return (
    candidates.find((c): c is string => !!c && existsSync(c)) ?? resolve(repo, '../shared/data')
  );
}
