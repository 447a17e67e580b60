import type { LeaderboardResponse } from '@gameweek/contracts/leagues';
import type { PlayerStats, PlayersResponse } from '@gameweek/contracts/players';
import { serverCall } from '../../lib/api.server.ts';

export type PlayerCard = Pick<
  PlayerStats,
  'id' | 'name' | 'position' | 'total_points' | 'form' | 'price' | 'selected_by_percent'
> & {
  club: string;
};

export interface HomeData {
  mostSelected: PlayerCard[];
  topPlayers: PlayerCard[];
  inForm: PlayerCard[];
  search: { query: string; players: PlayerCard[]; clubs: { id: number; name: string }[] } | null;
  leaderboard: LeaderboardResponse | null;
}

const TOP = 5;
const SEARCH_LIMIT = 10;

function card(p: PlayerStats): PlayerCard {
  return {
    id: p.id,
    name: p.name,
    position: p.position,
    total_points: p.total_points,
    form: p.form,
    price: p.price,
    selected_by_percent: p.selected_by_percent,
    club: p.team.short_name,
  };
}

function top(
  players: PlayerStats[],
  key: 'total_points' | 'form' | 'selected_by_percent',
): PlayerCard[] {
  return [...players]
    .sort((a, b) => b[key] - a[key] || b.total_points - a.total_points || a.id - b.id)
    .slice(0, TOP)
    .map(card);
}

/**
 * The home sections that have data: players lists ranked on the server so the page ships five rows,
 * not the whole market; search runs here too (a plain GET form, no script needed); the overall
 * leaderboard's first rows for signed-in users.
 */
export async function loadHomeData(request: Request, signedIn: boolean): Promise<HomeData> {
  const query = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  const [market, leaderboard] = await Promise.all([
    serverCall<PlayersResponse>(request, '/v1/players').catch(() => null),
    signedIn
      ? serverCall<LeaderboardResponse>(request, '/v1/leaderboard', {
          query: { limit: TOP },
        }).catch(() => null)
      : Promise.resolve(null),
  ]);
  const players = market?.players ?? [];
  let search: HomeData['search'] = null;
  if (query.length > 0) {
    const q = query.toLocaleLowerCase();
    const clubs = new Map<number, string>();
    for (const p of players)
      if (
        p.team.name.toLocaleLowerCase().includes(q) ||
        p.team.short_name.toLocaleLowerCase() === q
      )
        clubs.set(p.team.id, p.team.name);
    search = {
      query,
      players: players
        .filter((p) => p.name.toLocaleLowerCase().includes(q))
        .sort((a, b) => b.total_points - a.total_points)
        .slice(0, SEARCH_LIMIT)
        .map(card),
      clubs: [...clubs].map(([id, name]) => ({ id, name })).slice(0, SEARCH_LIMIT),
    };
  }
  return {
    mostSelected: top(players, 'selected_by_percent'),
    topPlayers: top(players, 'total_points'),
    inForm: top(players, 'form'),
    search,
    leaderboard,
  };
}
