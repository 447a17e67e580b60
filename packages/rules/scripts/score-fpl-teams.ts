// Scores real FPL teams for one round each, from a season folder's raw stats and the season's rules.
// Usage: npm run score:fpl-teams -- <season-dir> <teams.jsonl>
// Each input line is FPL's public picks response ({entry, event, active_chip, picks[15]}); each
// output line is `entry,event,points,points_on_bench` (after auto-subs and captaincy, before hits).
import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseFplGameweekRows, parseFplPlayers } from '../src/soccer/fpl-season-data.ts';
import { playerRounds } from '../src/soccer/player-round.ts';
import { isSoccerSeason, type SoccerChip, soccerSeasonRules } from '../src/soccer/season-rules.ts';
import { type PlayerRound, scoreTeam } from '../src/soccer/team-score.ts';

interface FplPicksResponse {
  entry: number;
  event: number;
  active_chip: SoccerChip | null;
  picks: { element: number; position: number; is_captain: boolean; is_vice_captain: boolean }[];
}

const [dir, teamsPath] = process.argv.slice(2);
if (dir === undefined || teamsPath === undefined) {
  console.error('usage: score-fpl-teams <season-dir> <teams.jsonl>');
  process.exit(2);
}
const season = basename(resolve(dir));
if (!isSoccerSeason(season)) {
  console.error(`unknown season ${season}`);
  process.exit(2);
}
const rules = soccerSeasonRules(season);
const players = new Map(
  parseFplPlayers(readFileSync(join(dir, 'players_raw.csv'), 'utf8')).map((p) => [p.id, p]),
);
const rows = parseFplGameweekRows(readFileSync(join(dir, 'merged_gw.csv'), 'utf8'), players);
const roundCache = new Map<number, Map<number, PlayerRound>>();

for (const line of readFileSync(teamsPath, 'utf8').split('\n')) {
  if (line.trim() === '') continue;
  const team = JSON.parse(line) as FplPicksResponse;
  let rounds = roundCache.get(team.event);
  if (rounds === undefined) {
    rounds = playerRounds(rules, rows, team.event);
    roundCache.set(team.event, rounds);
  }
  const round = rounds;
  const score = scoreTeam(rules, {
    chip: team.active_chip,
    picks: team.picks.map((p) => ({
      element: p.element,
      slot: p.position,
      isCaptain: p.is_captain,
      isViceCaptain: p.is_vice_captain,
    })),
    players: (element) => {
      const known = round.get(element);
      if (known !== undefined) return known;
      // A blank gameweek (or a player who left the league): no fixture, did not play.
      const position = players.get(element)?.position;
      if (position === undefined) return undefined;
      return { position, points: 0, played: false };
    },
  });
  console.log(`${team.entry},${team.event},${score.points},${score.pointsOnBench}`);
}
