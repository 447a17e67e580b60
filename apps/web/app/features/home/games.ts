/** The games (leagues) list of GET /v1/user/games; item fields are not fixed by the spec. */
export interface GameItem {
  id: string;
  name: string;
  rank: number | null;
  members: number | null;
}

function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** Reads the list whether the API answers with an array or with `{ games: [...] }`. */
export function gamesFrom(data: unknown): GameItem[] {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { games?: unknown }).games)
      ? (data as { games: unknown[] }).games
      : [];
  return list.flatMap((g) => {
    if (!g || typeof g !== 'object') return [];
    const r = g as Record<string, unknown>;
    const id = r.id ?? r.game_id ?? r.league_id;
    const name = r.name ?? r.title;
    if ((typeof id !== 'number' && typeof id !== 'string') || typeof name !== 'string') return [];
    return [{ id: String(id), name, rank: num(r.rank), members: num(r.members ?? r.member_count) }];
  });
}
