import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Column,
  MAX_SHOWN,
  PAGE,
  POSITIONS,
  queryPlayers,
  SPORT_COLUMNS,
  type StatsPlayer,
  statsPage,
  statsSearch,
  statsViewFrom,
} from './stats-table.ts';

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

describe('statistics page address', () => {
  const view = (search: string, context: 'soccer' | 'cricket' = 'soccer') =>
    statsViewFrom(new URLSearchParams(search), context);

  it('reads the defaults from an empty or nonsense address', () => {
    const defaults = {
      query: '',
      position: '',
      club: '',
      sort: 'total_points',
      dir: 'desc',
      shown: PAGE,
    };
    expect(view('')).toEqual(defaults);
    expect(
      view('sort=drop%20table&dir=up&position=XX&club=ars&shown=-3&q=' + 'x'.repeat(500)),
    ).toEqual({ ...defaults, query: 'x'.repeat(100) });
    // A stat of the other sport is not a column here.
    expect(view('sort=stat:wickets').sort).toBe('total_points');
    expect(view('sort=stat:wickets', 'cricket').sort).toBe('stat:wickets');
    expect(view('position=BOWL').position).toBe('');
    expect(view('position=BOWL', 'cricket').position).toBe('BOWL');
  });

  it('rounds the rows shown up to whole pages and caps them', () => {
    expect(view('shown=51').shown).toBe(2 * PAGE);
    expect(view('shown=100').shown).toBe(100);
    expect(view('shown=999999').shown).toBe(MAX_SHOWN);
    expect(view('shown=1.5').shown).toBe(PAGE);
  });

  it('writes every view as an address that reads back as the same view', () => {
    const anyView = fc.record({
      query: fc.string({ maxLength: 100 }),
      position: fc.constantFrom('', ...POSITIONS.soccer),
      club: fc.oneof(fc.constant(''), fc.integer({ min: 1, max: 999 }).map(String)),
      sort: fc.constantFrom<Column>(
        'total_points',
        'form',
        'price',
        'selected_by_percent',
        'minutes',
        ...SPORT_COLUMNS.soccer.map((k) => `stat:${k}` as const),
      ),
      dir: fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
      shown: fc.integer({ min: 1, max: MAX_SHOWN / PAGE }).map((n) => n * PAGE),
    });
    fc.assert(
      fc.property(anyView, (v) => {
        const search = statsSearch(v);
        expect(view(search.slice(1))).toEqual(v);
      }),
    );
    expect(statsSearch(view(''))).toBe('');
  });

  it('pages, counts and lists the clubs and columns the data has', () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      p(i + 1, {
        total_points: i,
        team:
          i % 2
            ? { id: 2, name: 'Chelsea', short_name: 'CHE' }
            : { id: 1, name: 'Arsenal', short_name: 'ARS' },
        stats: { goals_scored: i % 3 },
      }),
    );
    const first = statsPage(many, view(''), 'soccer');
    expect(first.rows).toHaveLength(PAGE);
    expect(first.rows[0]?.id).toBe(120);
    expect(first.total).toBe(120);
    expect(first.clubs).toEqual([
      [1, 'Arsenal'],
      [2, 'Chelsea'],
    ]);
    // No minutes and only the stat keys present in the data.
    expect(first.columns).toEqual([
      'total_points',
      'form',
      'price',
      'selected_by_percent',
      'stat:goals_scored',
    ]);
    const chelsea = statsPage(many, view('club=2&shown=100&dir=asc'), 'soccer');
    expect(chelsea.total).toBe(60);
    expect(chelsea.rows).toHaveLength(60);
    expect(chelsea.rows.map((r) => r.id)).toEqual(
      many.filter((x) => x.team.id === 2).map((x) => x.id),
    );
  });
});
