import type { RoundRef } from '@gameweek/contracts/config';
import type {
  ClubStanding,
  ClubStandingsResponse,
  CommentaryLine,
  ContentItem,
  ContentResponse,
  Fixture,
  FixturesResponse,
  GameweekOverview,
  LiveMatchesResponse,
  PlayerListResponse,
  TeamOfTheWeek,
  TrendsResponse,
} from '@gameweek/contracts/home';
import type { Game, GamesResponse, LeaderboardResponse } from '@gameweek/contracts/leagues';
import type { PlayerSummary } from '@gameweek/contracts/player';
import type { PlayerStats, PlayersResponse } from '@gameweek/contracts/players';
import { serverCall } from '../../lib/api.server.ts';
import { getConfig } from '../../lib/config.server.ts';

/** A player as the home sections show him: small, so the page's loader data stays small. */
export interface HomePlayer {
  id: number;
  name: string;
  short_name: string;
  position: PlayerSummary['position'];
  club: string;
}
export interface PlayerValue {
  player: HomePlayer;
  value: number;
}

/** A commentary line with a key that stays stable as new lines arrive. */
export type KeyedLine = CommentaryLine & { key: string };

export interface HomeMatch extends Fixture {
  /** The latest commentary lines, newest first. */
  latest: KeyedLine[];
}

/** Keys each line by minute, kind and player, counting repeats (two goals in one minute). */
export function keyLines(lines: readonly CommentaryLine[]): KeyedLine[] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    const base = `${l.minute}-${l.kind}-${l.player?.id ?? ''}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return { ...l, key: n === 0 ? base : `${base}-${n}` };
  });
}

export interface HomeData {
  /** The season's current and next round (the shell has them too, but not on the public guest home). */
  rounds: { current: RoundRef | null; next: RoundRef | null };
  gameweek: {
    roundNumber: number;
    average: number | null;
    highest: { points: number; team_name: string; manager_name: string } | null;
    mostCaptained: PlayerValue | null;
    topPlayer: PlayerValue | null;
  } | null;
  fixtures: { roundNumber: number | null; fixtures: Fixture[] } | null;
  liveMatches: HomeMatch[];
  /** The full minute-by-minute commentary of one match (live first, else the latest played). */
  commentary: { match: Fixture; lines: KeyedLine[] } | null;
  trends: { mostSelected: PlayerValue[]; mostCaptained: PlayerValue[]; transfersIn: PlayerValue[] };
  playersOfTheWeek: { roundNumber: number | null; players: PlayerValue[] } | null;
  news: ContentItem[];
  videos: ContentItem[];
  games: Game[];
  activeGameId: number | null;
  standings: ClubStanding[];
  topPlayers: PlayerValue[];
  teamOfTheWeek: {
    roundNumber: number | null;
    formation: string;
    points: number;
    players: PlayerValue[];
  } | null;
  leaderboard: LeaderboardResponse | null;
  search: {
    query: string;
    players: (HomePlayer & { total_points: number })[];
    clubs: { id: number; name: string }[];
  } | null;
}

const TOP = 5;
const SEARCH_LIMIT = 10;
const LIVE_LINES = 2;
const COMMENTARY_LINES = 12;

const homePlayer = (p: PlayerSummary | PlayerStats): HomePlayer => ({
  id: p.id,
  name: p.name,
  short_name: p.short_name,
  position: p.position,
  club: p.team.short_name,
});
const pv = (p: PlayerSummary, value: number): PlayerValue => ({ player: homePlayer(p), value });

/** The value of a settled call, else the fallback (a failed call only drops its section). */
function ok<T, F>(r: PromiseSettledResult<T>, fallback: F): T | F {
  return r.status === 'fulfilled' ? r.value : fallback;
}

/** Search over the market: players by name, clubs by name or short name. */
export function searchMarket(players: readonly PlayerStats[], query: string): HomeData['search'] {
  if (query.length === 0) return null;
  const q = query.toLocaleLowerCase();
  const clubs = new Map<number, string>();
  for (const p of players)
    if (p.team.name.toLocaleLowerCase().includes(q) || p.team.short_name.toLocaleLowerCase() === q)
      clubs.set(p.team.id, p.team.name);
  return {
    query,
    players: players
      .filter((p) => p.name.toLocaleLowerCase().includes(q))
      .sort((a, b) => b.total_points - a.total_points || a.id - b.id)
      .slice(0, SEARCH_LIMIT)
      .map((p) => ({ ...homePlayer(p), total_points: p.total_points })),
    clubs: [...clubs].map(([id, name]) => ({ id, name })).slice(0, SEARCH_LIMIT),
  };
}

/** The match whose commentary the commentary section shows: a live one, else the latest kick-off. */
export function commentaryMatch<M extends Fixture & { commentary: CommentaryLine[] }>(
  matches: readonly M[],
): M | null {
  const withLines = matches.filter((m) => m.commentary.length > 0);
  const live = withLines.find((m) => m.status === 'LIVE');
  if (live) return live;
  return [...withLines].sort((a, b) => (a.kickoff < b.kickoff ? 1 : -1))[0] ?? null;
}

/**
 * Every home section's data, fetched in parallel; each call settles on its own, so one failing call
 * only leaves its section out. Lists are cut on the server (five rows, the latest commentary lines)
 * so the page ships what it shows. The market (the whole player list) is fetched only to search, or
 * for a guest's selection trends (the trends call needs a signed-in user).
 */
export async function loadHomeData(request: Request, signedIn: boolean): Promise<HomeData> {
  const query = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  const get = <T>(path: string, q?: Record<string, string | number>) =>
    serverCall<T>(request, path, q ? { query: q } : {});
  const none = Promise.reject<never>(new Error('not for this user'));
  none.catch(() => {});
  // The fixtures of the round ahead once the current one is finished (their difficulty is what
  // matters for picking), else of the current round (live scores); the API defaults to the latter.
  const gameweekCall = get<GameweekOverview>('/v1/home/gameweek');
  const configCall = getConfig(request).catch(() => null);
  const fixturesCall = Promise.all([gameweekCall.catch(() => null), configCall]).then(
    ([gw, config]) => {
      const current = gw?.round;
      const ahead = current?.status === 'FINISHED' && config?.competition.season.rounds.next;
      return get<FixturesResponse>(
        '/v1/fixtures',
        ahead && current ? { round: current.number + 1 } : undefined,
      );
    },
  );
  const [
    gameweek,
    fixtures,
    standings,
    potw,
    totw,
    top,
    live,
    news,
    videos,
    trends,
    games,
    leaderboard,
    market,
  ] = await Promise.allSettled([
    gameweekCall,
    fixturesCall,
    get<ClubStandingsResponse>('/v1/standings'),
    get<PlayerListResponse>('/v1/home/players-of-the-week'),
    get<TeamOfTheWeek>('/v1/home/team-of-the-week'),
    get<PlayerListResponse>('/v1/home/top-players', { limit: TOP }),
    get<LiveMatchesResponse>('/v1/live/matches'),
    get<ContentResponse>('/v1/news', { limit: TOP }),
    get<ContentResponse>('/v1/videos', { limit: 4 }),
    signedIn ? get<TrendsResponse>('/v1/user/trends') : none,
    signedIn ? get<GamesResponse>('/v1/user/games') : none,
    signedIn ? get<LeaderboardResponse>('/v1/leaderboard', { limit: TOP }) : none,
    query.length > 0 || !signedIn ? get<PlayersResponse>('/v1/players') : none,
  ]);

  const rounds = (await configCall)?.competition.season.rounds;
  const gw = ok(gameweek, null);
  const fx = ok(fixtures, null);
  const pw = ok(potw, null);
  const tw = ok(totw, null);
  const tr = ok(trends, null);
  const gm = ok(games, null);
  const players = ok(market, null)?.players ?? [];
  const matches = ok(live, null)?.matches ?? [];
  const featured = commentaryMatch(matches);

  const mostSelected = tr
    ? tr.most_selected.slice(0, TOP).map((r) => pv(r.player, r.percent))
    : [...players]
        .filter((p) => p.selected_by_percent > 0)
        .sort((a, b) => b.selected_by_percent - a.selected_by_percent || a.id - b.id)
        .slice(0, TOP)
        .map((p) => ({ player: homePlayer(p), value: p.selected_by_percent }));

  return {
    rounds: { current: rounds?.current ?? null, next: rounds?.next ?? null },
    gameweek:
      gw?.round && (gw.average !== null || gw.highest || gw.most_captained || gw.top_player)
        ? {
            roundNumber: gw.round.number,
            average: gw.average,
            highest: gw.highest
              ? {
                  points: gw.highest.points,
                  team_name: gw.highest.team_name,
                  manager_name: gw.highest.manager_name,
                }
              : null,
            mostCaptained: gw.most_captained
              ? pv(gw.most_captained.player, gw.most_captained.percent)
              : null,
            topPlayer: gw.top_player ? pv(gw.top_player.player, gw.top_player.points) : null,
          }
        : null,
    fixtures:
      fx && fx.fixtures.length > 0
        ? { roundNumber: fx.round?.number ?? null, fixtures: fx.fixtures }
        : null,
    liveMatches: matches.map(({ commentary, ...m }) => ({
      ...m,
      latest: keyLines(commentary)
        .filter((l) => l.kind !== 'kick_off')
        .slice(-LIVE_LINES)
        .reverse(),
    })),
    commentary: featured
      ? {
          match: (({ commentary: _c, ...m }) => m)(featured),
          lines: keyLines(featured.commentary).slice(-COMMENTARY_LINES).reverse(),
        }
      : null,
    trends: {
      mostSelected,
      mostCaptained: (tr?.most_captained ?? []).slice(0, TOP).map((r) => pv(r.player, r.percent)),
      transfersIn: (tr?.transfers_in ?? []).slice(0, TOP).map((r) => pv(r.player, r.count)),
    },
    playersOfTheWeek:
      pw && pw.players.length > 0
        ? {
            roundNumber: pw.round?.number ?? null,
            players: pw.players.map((r) => pv(r.player, r.points)),
          }
        : null,
    news: ok(news, null)?.items ?? [],
    videos: ok(videos, null)?.items ?? [],
    games: gm?.games ?? [],
    activeGameId: gm?.active_id ?? null,
    standings: ok(standings, null)?.table ?? [],
    topPlayers: (ok(top, null)?.players ?? [])
      .filter((r) => r.points > 0)
      .map((r) => pv(r.player, r.points)),
    teamOfTheWeek:
      tw && tw.players.length > 0
        ? {
            roundNumber: tw.round?.number ?? null,
            formation: tw.formation,
            points: tw.points,
            players: tw.players.map((r) => pv(r.player, r.points)),
          }
        : null,
    leaderboard: ok(leaderboard, null),
    search: searchMarket(players, query),
  };
}
