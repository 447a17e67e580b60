import type {
  GamesResponse,
  LeaderboardResponse,
  LeagueResponse,
} from '@gameweek/contracts/leagues';
import { getToken, loadEntity, serverCall } from '../../lib/api.server.ts';
import { getGames } from '../../lib/shared-data.server.ts';

export interface LeaderboardData {
  games: GamesResponse;
  league: LeagueResponse | null;
  /** A guest's page: the overall standings (GET /v1/leaderboard is public), no leagues of his own. */
  overall: LeaderboardResponse | null;
  joinCode: string | null;
  firstPage: boolean;
}

/**
 * The league switcher's list (GET /v1/user/games) and one page of the chosen league
 * (GET /v1/leagues/{id}?cursor=…): server-rendered per request, so a page deep in a big league is
 * one keyset query away and works without JavaScript.
 */
export async function loadLeaderboard(request: Request, url: URL): Promise<LeaderboardData> {
  const cursor = url.searchParams.get('cursor') ?? undefined;
  if (!getToken(request)) {
    const overall = await serverCall<LeaderboardResponse>(request, '/v1/leaderboard', {
      query: { cursor, limit: 50 },
      withToken: false,
    });
    return {
      games: { games: [], active_id: null },
      league: null,
      overall,
      joinCode: null,
      firstPage: !cursor,
    };
  }
  const games = await getGames(request);
  const wanted = Number(url.searchParams.get('league'));
  const id =
    games.games.find((g) => g.id === wanted)?.id ??
    games.active_id ??
    games.games.find((g) => g.system)?.id ??
    games.games[0]?.id;
  const league =
    id === undefined
      ? null
      : await loadEntity<LeagueResponse>(request, `/v1/leagues/${id}`, {
          query: { cursor, limit: 50 },
        });
  return {
    games,
    league,
    overall: null,
    joinCode: url.searchParams.get('join'),
    firstPage: !cursor,
  };
}
