// The season-level feed messages of a real FPL season, read from its files (teams.csv, players_raw.csv,
// fixtures.csv in ../shared/data): what any provider would send to create the season — teams, players with
// their start prices and availability, fixtures with rounds and kick-offs. Test input only: the FPL-JSON
// adapter (another module) maps FPL's live API the same way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FeedAvailability } from '@gameweek/contracts/feed-season';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { parseCsv } from '@gameweek/rules/shared/csv';

type Row = Record<string, string>;

const POSITION = { 1: 'GK', 2: 'DEF', 3: 'MID', 4: 'FWD' } as const;
const AVAILABILITY: Record<string, FeedAvailability> = {
  a: 'available',
  d: 'doubtful',
  i: 'injured',
  s: 'suspended',
  u: 'unavailable',
  n: 'not_in_squad',
};

function read(season: string, file: string): Row[] {
  const text = readFileSync(join(dataRoot(), 'fpl', season, file), 'utf8');
  return parseCsv(text) as unknown as Row[];
}

export interface FplSeasonFeed {
  teams: { team: string; name: string; short_name: string; strength: number }[];
  players: {
    player: string;
    team: string;
    name: string;
    full_name: string;
    position: 'GK' | 'DEF' | 'MID' | 'FWD';
    price: number;
    availability: { status: FeedAvailability; chance: number | null; news?: string };
  }[];
  fixtures: {
    fixture: string;
    round: number;
    home: string;
    away: string;
    kickoff_at: string;
    home_difficulty: number;
    away_difficulty: number;
  }[];
}

export function fplSeasonFeed(season: string): FplSeasonFeed {
  const teams = read(season, 'teams.csv').map((t) => ({
    team: t.id!,
    name: t.name!,
    short_name: t.short_name!,
    strength: Number(t.strength),
  }));
  const players = read(season, 'players_raw.csv').map((p) => ({
    player: p.id!,
    team: p.team!,
    name: p.web_name!,
    full_name: `${p.first_name} ${p.second_name}`.trim(),
    position: POSITION[Number(p.element_type) as 1 | 2 | 3 | 4],
    // The start price: the season's last price less its change since the start (as the importer).
    price: Number(p.now_cost) - Number(p.cost_change_start),
    availability: {
      status: AVAILABILITY[p.status ?? 'a'] ?? 'available',
      chance:
        p.chance_of_playing_next_round && p.chance_of_playing_next_round !== 'None'
          ? Number(p.chance_of_playing_next_round)
          : null,
      ...(p.news ? { news: p.news.slice(0, 280) } : {}),
    },
  }));
  const fixtures = read(season, 'fixtures.csv')
    .filter((f) => f.event && f.kickoff_time)
    .map((f) => ({
      fixture: f.id!,
      round: Number(f.event),
      home: f.team_h!,
      away: f.team_a!,
      kickoff_at: f.kickoff_time!,
      home_difficulty: Number(f.team_h_difficulty),
      away_difficulty: Number(f.team_a_difficulty),
    }));
  return { teams, players, fixtures };
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
