// Recomputes every row of a real FPL season from its raw stat columns with that season's rules,
// and every bonus from BPS per fixture, then compares with FPL's published numbers.
// Usage: npm run verify:fpl -- <season-dir>   (the folder name is the season, e.g. 2023-24)
import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { bonusFromBps } from '../src/soccer/bonus.ts';
import { fixturePoints } from '../src/soccer/fixture-points.ts';
import {
  type FplGameweekRow,
  parseFplGameweekRows,
  parseFplPlayers,
} from '../src/soccer/fpl-season-data.ts';
import { isSoccerSeason, soccerSeasonRules } from '../src/soccer/season-rules.ts';

const dir = process.argv[2];
if (dir === undefined) {
  console.error('usage: verify-fpl <season-dir>');
  process.exit(2);
}
const season = basename(resolve(dir));
if (!isSoccerSeason(season)) {
  console.error(`unknown season ${season}: the folder name must be a season with rules`);
  process.exit(2);
}
const rules = soccerSeasonRules(season);
const players = new Map(
  parseFplPlayers(readFileSync(join(dir, 'players_raw.csv'), 'utf8')).map((p) => [p.id, p]),
);
const rows = parseFplGameweekRows(readFileSync(join(dir, 'merged_gw.csv'), 'utf8'), players);

const show = (row: FplGameweekRow, what: string) =>
  `  GW${row.round} fixture ${row.fixture} element ${row.element} (${row.position}): ${what}`;
const MAX_SHOWN = 20;

let pointsMatched = 0;
const pointsMismatches: string[] = [];
for (const row of rows) {
  const computed = fixturePoints(rules, row.position, row.stats).total;
  if (computed === row.totalPoints) pointsMatched++;
  else pointsMismatches.push(show(row, `computed ${computed}, FPL ${row.totalPoints}`));
}

const byFixture = new Map<number, FplGameweekRow[]>();
for (const row of rows) {
  const list = byFixture.get(row.fixture);
  if (list === undefined) byFixture.set(row.fixture, [row]);
  else list.push(row);
}
let bonusMatched = 0;
const bonusMismatches: string[] = [];
for (const fixtureRows of byFixture.values()) {
  const awarded = bonusFromBps(
    rules,
    fixtureRows.map((r) => ({ element: r.element, bps: r.stats.bps, minutes: r.stats.minutes })),
  );
  for (const row of fixtureRows) {
    const computed = awarded.get(row.element) ?? 0;
    if (computed === row.stats.bonus) bonusMatched++;
    else bonusMismatches.push(show(row, `bonus computed ${computed}, FPL ${row.stats.bonus}`));
  }
}

for (const line of [...pointsMismatches, ...bonusMismatches].slice(0, MAX_SHOWN)) console.log(line);
console.log(`season ${season}: ${rows.length} rows, ${byFixture.size} fixtures`);
console.log(`points: matched ${pointsMatched} of ${rows.length} rows`);
console.log(`bonus: matched ${bonusMatched} of ${rows.length} rows`);
process.exit(pointsMatched === rows.length && bonusMatched === rows.length ? 0 : 1);
