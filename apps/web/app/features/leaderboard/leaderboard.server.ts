import type { GamesResponse, LeagueResponse } from '@gameweek/contracts/leagues';
import { loadEntity } from '../../lib/api.server.ts';
import { getGames } from '../../lib/shared-data.server.ts';

export interface LeaderboardData {
  games: GamesResponse;
  league: LeagueResponse | null;
  joinCode: string | null;
  firstPage: boolean;
}

/**
 * The league switcher's list (GET /v1/user/games) and one page of the chosen league
 * (GET /v1/leagues/{id}?cursor=…): server-rendered per request, so a page deep in a big league is
 * one keyset query away and works without JavaScript.
 */
export async function loadLeaderboard(request: Request, url: URL): Promise<LeaderboardData> {
  const games = await getGames(request);
  const wanted = Number(url.searchParams.get('league'));
  const id =
    games.games.find((g) => g.id === wanted)?.id ??
    games.active_id ??
    games.games.find((g) => g.system)?.id ??
    games.games[0]?.id;
  const cursor = url.searchParams.get('cursor') ?? undefined;
  const league =
    id === undefined
      ? null
      : await loadEntity<LeagueResponse>(request, `/v1/leagues/${id}`, {
          query: { cursor, limit: 50 },
        });
  return { games, league, joinCode: url.searchParams.get('join'), firstPage: !cursor };
}
