// Scores Cricsheet JSON matches with the cricket rules and prints one CSV line per listed player
// per match (base points, no captaincy), then `players: N`.
//
//   npm run verify:cricket -- <cricsheet-dir> [--roles roles.csv]
//
// <cricsheet-dir> is a season folder of <match_id>.json files, or a folder of season folders
// (each season's roles are derived from its own matches). --roles is a `player,role` CSV
// (see parseCricketRoleOverrides) whose entries win over the derived roles.
// A short summary goes to stderr so stdout stays a clean CSV.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { type CricsheetMatch, parseCricsheetMatch } from '../src/cricket/cricsheet.ts';
import { scoreCricketMatch } from '../src/cricket/match-points.ts';
import { extractCricketMatchStats } from '../src/cricket/match-stats.ts';
import {
  CRICKET_ROLES,
  type CricketRole,
  deriveCricketRoles,
  parseCricketRoleOverrides,
} from '../src/cricket/roles.ts';

function csvField(value: string | number): string {
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

const jsonFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));

/** The season folders under dir: dir itself if it holds matches, else its subfolders that do. */
function seasonDirs(dir: string): string[] {
  if (jsonFiles(dir).length > 0) return [dir];
  return readdirSync(dir)
    .sort()
    .map((d) => join(dir, d))
    .filter((d) => statSync(d).isDirectory() && jsonFiles(d).length > 0);
}

function main(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { roles: { type: 'string' } },
    allowPositionals: true,
  });
  const [dir] = positionals;
  if (dir === undefined || positionals.length !== 1) {
    process.stderr.write('usage: verify-cricket <cricsheet-dir> [--roles roles.csv]\n');
    return 2;
  }
  const overrides: ReadonlyMap<string, CricketRole> = values.roles
    ? parseCricketRoleOverrides(readFileSync(values.roles, 'utf8'))
    : new Map();
  const seasons = seasonDirs(dir);
  if (seasons.length === 0) {
    process.stderr.write(`verify-cricket: no Cricsheet .json files in ${dir}\n`);
    return 1;
  }

  // No header row: the output is exactly one `match_id,player,team,role,points` line per player per
  // match, then `players: N`, so a reader can split every line but the last the same way.
  const out: string[] = [];
  let players = 0;
  for (const season of seasons) {
    const matches: [string, CricsheetMatch][] = jsonFiles(season).map((file) => [
      basename(file, '.json'),
      parseCricsheetMatch(JSON.parse(readFileSync(file, 'utf8')), file),
    ]);
    const roles = deriveCricketRoles(
      matches.map(([, m]) => m),
      overrides,
    );
    let unlisted = 0;
    for (const [matchId, match] of matches) {
      unlisted += extractCricketMatchStats(match).unlistedFielderCredits.length;
      for (const p of scoreCricketMatch(matchId, match, roles)) {
        out.push([matchId, p.player, p.team, p.role, p.total].map(csvField).join(','));
        players++;
      }
    }
    const roleCounts = CRICKET_ROLES.map(
      (r) => `${r} ${[...roles.values()].filter((a) => a.role === r).length}`,
    ).join(', ');
    const overridden = [...roles.values()].filter((a) => a.source === 'override').length;
    process.stderr.write(
      `${season}: ${matches.length} matches, ${roles.size} players (${roleCounts}; ` +
        `${overridden} overridden), ${unlisted} fielding credits to unlisted substitutes dropped\n`,
    );
  }
  out.push(`players: ${players}`);
  process.stdout.write(`${out.join('\n')}\n`);
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(
    `verify-cricket: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
}
