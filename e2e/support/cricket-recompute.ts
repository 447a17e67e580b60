/**
 * An independent recomputation of a cricket manager's points for the season journeys: the rules engine
 * (packages/rules/cricket) applied to the raw Cricsheet IPL 2024 files, never the API's scoring code
 * or its database. Rounds are match days in date order (ADR 0005); a player's round points are his
 * base points summed over that day's matches; roles are the season's, derived as the engine derives
 * them for this data (playable thresholds, IPL keeper overrides).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { type CricsheetMatch, parseCricsheetMatch } from '@gameweek/rules/cricket/cricsheet';
import { iplKeeperOverrides } from '@gameweek/rules/cricket/ipl-keepers';
import { scoreCricketMatch } from '@gameweek/rules/cricket/match-points';
import {
  CRICKET_PLAYABLE_ROLE_THRESHOLDS,
  deriveCricketRoles,
} from '@gameweek/rules/cricket/roles';
import { type CricketTeamPoints, scoreCricketTeam } from '@gameweek/rules/cricket/team-points';

const dir = join(dataRoot(), 'cricket', 'cricsheet_ipl_2024');
const matches = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((file) => {
    const match = parseCricsheetMatch(JSON.parse(readFileSync(join(dir, file), 'utf8')), file);
    const info = match.info as { dates?: string[]; event?: { match_number?: number } };
    return {
      id: file.replace(/\.json$/, ''),
      date: info.dates?.[0] ?? '',
      number: info.event?.match_number ?? 0,
      match,
    };
  })
  .sort((a, b) => a.date.localeCompare(b.date) || a.number - b.number || a.id.localeCompare(b.id));
const roles = deriveCricketRoles(
  matches.map((m): CricsheetMatch => m.match),
  iplKeeperOverrides(),
  CRICKET_PLAYABLE_ROLE_THRESHOLDS,
);
const days = [...new Set(matches.map((m) => m.date))].sort();

/** Base points of everyone who played on the round's match day, by Cricsheet person id. */
export function cricketRoundPoints(round: number): Map<string, number> {
  const day = days[round - 1];
  if (day === undefined) throw new Error(`no match day ${round}`);
  const points = new Map<string, number>();
  for (const m of matches.filter((x) => x.date === day))
    for (const p of scoreCricketMatch(m.id, m.match, roles))
      points.set(p.playerId, (points.get(p.playerId) ?? 0) + p.total);
  return points;
}

export function scoreCricketRound(
  round: number,
  picks: { playerIds: string[]; captainId: string; viceCaptainId: string },
): CricketTeamPoints {
  return scoreCricketTeam(picks, cricketRoundPoints(round));
}

/** The teams (Cricsheet's names, the app's club names) that play on the round's match day. */
export function cricketDayTeams(round: number): Set<string> {
  const day = days[round - 1];
  const teams = new Set<string>();
  for (const m of matches.filter((x) => x.date === day))
    for (const t of m.match.info.teams) teams.add(t);
  return teams;
}
