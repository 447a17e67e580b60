import type { Fixture } from '@gameweek/contracts/home';
import { describe, expect, it } from 'vitest';
import { byDay, shownOutcome, shownScore } from '../app/features/fixtures/fixtures-view.ts';

const fixture = (id: number, kickoff: string, over: Partial<Fixture> = {}): Fixture => ({
  id,
  round_number: 7,
  kickoff,
  status: 'SCHEDULED',
  minute: 0,
  home: { id: 1, name: 'Rajasthan Royals', short_name: 'RR', score: null, difficulty: 2 },
  away: { id: 2, name: 'Delhi Capitals', short_name: 'DC', score: null, difficulty: 4 },
  outcome: null,
  ...over,
});

// Issue 18, defect 10 (and defect 3's symptom on this page): a fixture shows a score only once it
// has kicked off and a result only once it is finished, whatever the row carries.
describe('the fixtures page', () => {
  it('shows no score and no result before kick-off, even if the row has them', () => {
    const early = fixture(1, '2024-04-01T14:00:00.000Z', {
      home: { id: 1, name: 'RR', short_name: 'RR', score: 185, difficulty: 2 },
      away: { id: 2, name: 'DC', short_name: 'DC', score: 173, difficulty: 4 },
      outcome: { result: 'win', winner: 'home', by: 'runs', margin: 12, method: null },
    });
    expect(shownScore(early)).toBeNull();
    expect(shownOutcome(early)).toBeNull();
    const [day] = byDay([early]);
    expect(day?.fixtures[0]).toMatchObject({
      home: { score: null },
      away: { score: null },
      outcome: null,
    });
  });

  it('shows the live score without a result, and both once finished', () => {
    const live = fixture(2, '2024-04-01T14:00:00.000Z', {
      status: 'LIVE',
      home: { id: 1, name: 'A', short_name: 'A', score: 1, difficulty: 3 },
      outcome: { result: 'no_result' },
    });
    expect(shownScore(live)).toEqual({ home: 1, away: 0 });
    expect(shownOutcome(live)).toBeNull();
    const done = { ...live, status: 'FINISHED' as const };
    expect(shownOutcome(done)).toEqual({ result: 'no_result' });
  });

  it('groups the round by kick-off day in kick-off order', () => {
    const days = byDay([
      fixture(3, '2024-04-02T18:00:00.000Z'),
      fixture(1, '2024-04-01T19:30:00.000Z'),
      fixture(2, '2024-04-01T14:00:00.000Z'),
    ]);
    expect(days.map((d) => [d.day, d.fixtures.map((f) => f.id)])).toEqual([
      ['2024-04-01', [2, 1]],
      ['2024-04-02', [3]],
    ]);
  });
});
