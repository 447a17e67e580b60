import type { PlayerStats } from '@gameweek/contracts/players';
import { describe, expect, it } from 'vitest';
import { marketOf } from '../app/features/my-team/my-team.server.ts';

const player = (id: number, teamId: number): PlayerStats => ({
  id,
  name: `Player ${id}`,
  short_name: `P${id}`,
  position: 'MID',
  team: { id: teamId, name: `Club ${teamId}`, short_name: `C${teamId}` },
  price: 55,
  form: 2.5,
  total_points: 40,
  selected_by_percent: 12.5,
  availability: 'a',
  minutes: 900,
  stats: { goals_scored: 3, assists: 2 },
});

describe('the squad builder market', () => {
  it('keeps the summary fields only and one team object per club', () => {
    const market = marketOf([player(1, 7), player(2, 7), player(3, 8)]);
    expect(market[0]).toEqual({
      id: 1,
      name: 'Player 1',
      short_name: 'P1',
      position: 'MID',
      team: { id: 7, name: 'Club 7', short_name: 'C7' },
      price: 55,
      form: 2.5,
      total_points: 40,
      selected_by_percent: 12.5,
      availability: 'a',
    });
    expect(market[1]?.team).toBe(market[0]?.team);
    expect(market[2]?.team).not.toBe(market[0]?.team);
    expect(market.map((p) => p.id)).toEqual([1, 2, 3]);
  });
});
