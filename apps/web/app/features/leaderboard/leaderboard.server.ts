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
  /**
   * The overall standings (GET /v1/leaderboard is public) for whoever is in no league: a guest, or a
   * signed-in manager who has not saved a team yet (the overall league enrols him on his first save).
   */
  overall: LeaderboardResponse | null;
  joinCode: string | null;
  firstPage: boolean;
  signedIn: boolean;
}

/**
 * The league switcher's list (GET /v1/user/games) and one page of the chosen league
 * (GET /v1/leagues/{id}?cursor=…): server-rendered per request, so a page deep in a big league is
 * one keyset query away and works without JavaScript.
 */
export async function loadLeaderboard(request: Request, url: URL): Promise<LeaderboardData> {
  const cursor = url.searchParams.get('cursor') ?? undefined;
  const overallStandings = () =>
    serverCall<LeaderboardResponse>(request, '/v1/leaderboard', {
      query: { cursor, limit: 50 },
      withToken: false,
    });
  if (!getToken(request)) {
    const overall = await overallStandings();
    return {
      games: { games: [], active_id: null },
      league: null,
      overall,
      joinCode: null,
      firstPage: !cursor,
      signedIn: false,
    };
  }
  const games = await getGames(request);
  if (games.games.length === 0)
    return {
      games,
      league: null,
      overall: await overallStandings(),
      joinCode: url.searchParams.get('join'),
      firstPage: !cursor,
      signedIn: true,
    };
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
    signedIn: true,
  };
}
