import { describe, expect, it } from 'vitest';
import { queryPlayers, type StatsPlayer } from './stats-table.ts';

const p = (id: number, over: Partial<StatsPlayer>): StatsPlayer => ({
  id,
  name: `Player ${id}`,
  short_name: `P${id}`,
  position: 'MID',
  team: { id: 1, name: 'Arsenal', short_name: 'ARS' },
  price: 50,
  form: 1,
  total_points: 10,
  selected_by_percent: 1,
  availability: 'a',
  ...over,
});

describe('statistics table', () => {
  const players = [
    p(1, { total_points: 30, stats: { goals_scored: 2 } }),
    p(2, { total_points: 50, position: 'FWD', stats: { goals_scored: 9 } }),
    p(3, { total_points: 40, team: { id: 2, name: 'Chelsea', short_name: 'CHE' } }),
  ];
  it('sorts by a column both ways, by a stat key, and filters', () => {
    const base = { query: '', position: '', club: '', sort: 'total_points', dir: 'desc' } as const;
    expect(queryPlayers(players, base).map((x) => x.id)).toEqual([2, 3, 1]);
    expect(queryPlayers(players, { ...base, dir: 'asc' }).map((x) => x.id)).toEqual([1, 3, 2]);
    expect(queryPlayers(players, { ...base, sort: 'stat:goals_scored' }).map((x) => x.id)).toEqual([
      2, 1, 3,
    ]);
    expect(queryPlayers(players, { ...base, position: 'FWD' }).map((x) => x.id)).toEqual([2]);
    expect(queryPlayers(players, { ...base, club: '2' }).map((x) => x.id)).toEqual([3]);
    expect(queryPlayers(players, { ...base, query: 'chel' }).map((x) => x.id)).toEqual([3]);
  });
});
