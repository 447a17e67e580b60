// Pure mapping from FPL's bootstrap-static/ and fixtures/ to the season stream (ADR 0041): the season, its
// teams, players (position from element_type, price now_cost, availability from status, chance and news),
// gameweeks with FPL's deadlines and fixtures with gameweek, kick-off and difficulty. The adapter sends the
// whole season once, then, on each look, only the items FPL changed (a transfer between clubs, a price, an
// injury; a re-dated fixture goes on the fixture's own stream as fixture.update, fpl-messages.ts).
import type { FeedMessage } from '@gameweek/contracts/feed';
import type {
  FeedAvailability,
  FeedPlayer,
  FeedRoundsUpsert,
  FeedTeamsUpsert,
} from '@gameweek/contracts/feed-season';
import type { FplBootstrap, FplFixture } from './fpl-shapes.ts';

type SeasonMessage = Exclude<FeedMessage, { fixture: string }>;
type Team = FeedTeamsUpsert['teams'][number];
type Round = FeedRoundsUpsert['rounds'][number];
type FixtureItem = Extract<SeasonMessage, { kind: 'fixtures.upsert' }>['data']['fixtures'][number];

export interface FplSeasonRef {
  /** The provider's id of the season (FPL's API has none: the operator names it, e.g. '2024-25'). */
  season: string;
  /** The season's name in the game ('2024-25'). */
  name: string;
  competition?: { code: string; name: string };
}

/** What was last sent of the season, item by item (JSON of each), and the stream's last number. */
export interface SeasonSent {
  sequence: number;
  current: boolean;
  teams: Record<string, string>;
  players: Record<string, string>;
  rounds: Record<string, string>;
  fixtures: Record<string, string>;
}

export const emptySeasonSent = (): SeasonSent => ({
  sequence: 0,
  current: false,
  teams: {},
  players: {},
  rounds: {},
  fixtures: {},
});

const POSITIONS = { 1: 'GK', 2: 'DEF', 3: 'MID', 4: 'FWD' } as const;
const AVAILABILITY: Record<string, FeedAvailability> = {
  a: 'available',
  d: 'doubtful',
  i: 'injured',
  s: 'suspended',
  u: 'unavailable',
  n: 'not_in_squad',
};
/** Items per message: the feed API takes bodies up to 64 KB. */
const PLAYERS_PER_MESSAGE = 150;
const FIXTURES_PER_MESSAGE = 150;

/** FPL's text as the feed takes it: no control characters (the contract refuses them), trimmed, cut. */
const clean = (text: string, max: number) =>
  text
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, max);

export function fplTeams(bootstrap: FplBootstrap): Team[] {
  return bootstrap.teams.map((t) => ({
    team: String(t.id),
    name: clean(t.name, 60),
    short_name: clean(t.short_name, 8),
    ...(t.strength >= 1 && t.strength <= 5 ? { strength: t.strength } : {}),
  }));
}

/** Players of the four positions (2024-25's assistant managers, element_type 5, are not players). */
export function fplPlayers(bootstrap: FplBootstrap): FeedPlayer[] {
  return bootstrap.elements.flatMap((e) => {
    const position = POSITIONS[e.element_type as keyof typeof POSITIONS];
    if (!position) return [];
    const news = clean(e.news ?? '', 280);
    const full = clean(`${e.first_name} ${e.second_name}`, 120);
    return [
      {
        player: String(e.id),
        team: String(e.team),
        name: clean(e.web_name, 60) || String(e.id),
        ...(full ? { full_name: full } : {}),
        position,
        price: Math.max(1, e.now_cost),
        availability: {
          status: AVAILABILITY[e.status] ?? 'available',
          chance: e.chance_of_playing_next_round ?? null,
          ...(news ? { news } : {}),
        },
      },
    ];
  });
}

export function fplRounds(bootstrap: FplBootstrap): Round[] {
  return bootstrap.events.map((e) => ({
    number: e.id,
    name: clean(e.name, 40),
    deadline_at: new Date(e.deadline_time).toISOString(),
  }));
}

export function fplFixtures(fixtures: readonly FplFixture[]): FixtureItem[] {
  return fixtures.map((f) => ({
    fixture: String(f.id),
    round: f.event,
    home: String(f.team_h),
    away: String(f.team_a),
    kickoff_at: f.kickoff_time ? new Date(f.kickoff_time).toISOString() : null,
    ...(f.team_h_difficulty >= 1 && f.team_h_difficulty <= 5
      ? { home_difficulty: f.team_h_difficulty }
      : {}),
    ...(f.team_a_difficulty >= 1 && f.team_a_difficulty <= 5
      ? { away_difficulty: f.team_a_difficulty }
      : {}),
  }));
}

function changed<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  sent: Record<string, string>,
): T[] {
  return items.filter((item) => sent[keyOf(item)] !== JSON.stringify(item));
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The season stream's next messages: on the first look the season, teams, players, gameweeks and fixtures
 * (fixtures only as created: their later moves are the fixture streams'), then the season made current; on
 * later looks the teams, players and gameweeks FPL changed.
 */
export function planSeason(
  provider: string,
  ref: FplSeasonRef,
  bootstrap: FplBootstrap,
  fixtures: readonly FplFixture[],
  sent: SeasonSent,
  sentAt: string,
): { messages: SeasonMessage[]; sent: SeasonSent } {
  const next: SeasonSent = {
    ...sent,
    teams: { ...sent.teams },
    players: { ...sent.players },
    rounds: { ...sent.rounds },
    fixtures: { ...sent.fixtures },
  };
  const messages: SeasonMessage[] = [];
  const envelope = () => ({
    provider,
    season: ref.season,
    sequence: ++next.sequence,
    sent_at: sentAt,
  });
  const competition = {
    code: ref.competition?.code ?? 'epl',
    name: ref.competition?.name ?? 'Premier League',
    sport: 'soccer' as const,
  };
  const budget = (bootstrap as { game_settings?: { squad_total_spend?: number } }).game_settings
    ?.squad_total_spend;
  if (next.sequence === 0)
    messages.push({
      ...envelope(),
      kind: 'season.upsert',
      data: { competition, name: ref.name, ...(budget ? { budget } : {}) },
    });
  const teams = changed(fplTeams(bootstrap), (t) => t.team, next.teams);
  if (teams.length > 0) messages.push({ ...envelope(), kind: 'teams.upsert', data: { teams } });
  for (const t of teams) next.teams[t.team] = JSON.stringify(t);
  const players = changed(fplPlayers(bootstrap), (p) => p.player, next.players);
  for (const part of chunk(players, PLAYERS_PER_MESSAGE))
    messages.push({ ...envelope(), kind: 'players.upsert', data: { players: part } });
  for (const p of players) next.players[p.player] = JSON.stringify(p);
  const rounds = changed(fplRounds(bootstrap), (r) => String(r.number), next.rounds);
  if (rounds.length > 0) messages.push({ ...envelope(), kind: 'rounds.upsert', data: { rounds } });
  for (const r of rounds) next.rounds[String(r.number)] = JSON.stringify(r);
  // New fixtures only (a scheduled one: the feed needs a gameweek and kick-off to create it).
  const created = fplFixtures(fixtures).filter(
    (f) => next.fixtures[f.fixture] === undefined && f.round !== null && f.kickoff_at !== null,
  );
  for (const part of chunk(created, FIXTURES_PER_MESSAGE))
    messages.push({ ...envelope(), kind: 'fixtures.upsert', data: { fixtures: part } });
  for (const f of created) next.fixtures[f.fixture] = JSON.stringify(f);
  if (!next.current && Object.keys(next.fixtures).length > 0) {
    messages.push({
      ...envelope(),
      kind: 'season.upsert',
      data: { competition, name: ref.name, ...(budget ? { budget } : {}), current: true },
    });
    next.current = true;
  }
  return { messages, sent: next };
}
