// The pure halves of the replay: demo-time mapping and the minute-by-minute reveal.

import { type ReplayPlayer, revealSoccerFixture } from '@gameweek/rules/soccer/replay';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_TIMING, demoSchedule } from '../../src/demo/demo-time.ts';

describe('demoSchedule', () => {
  const anchor = new Date('2030-01-01T00:00:00Z');
  const roundList = [1, 2, 3, 4, 5, 6].map((n) => ({ id: 100 + n, number: n }));
  const real = (iso: string) => new Date(iso);
  const fixtureList = [
    { id: 1, roundId: 104, realKickoffAt: real('2023-09-02T11:30:00Z') },
    { id: 2, roundId: 104, realKickoffAt: real('2023-09-02T14:00:00Z') },
    { id: 3, roundId: 104, realKickoffAt: real('2023-09-02T14:00:00Z') },
    { id: 4, roundId: 104, realKickoffAt: real('2023-09-04T19:00:00Z') },
  ];
  const s = demoSchedule(roundList, fixtureList, anchor, DEFAULT_DEMO_TIMING);

  it('puts the open round 3 minutes ahead, one round every 6 minutes, opening at the previous deadline', () => {
    const open = s.rounds.find((r) => r.id === 105)!;
    expect(open.deadlineAt.getTime() - anchor.getTime()).toBe(3 * 60_000);
    expect(s.rounds.find((r) => r.id === 104)!.deadlineAt.getTime()).toBe(
      open.deadlineAt.getTime() - 6 * 60_000,
    );
    expect(open.opensAt).toEqual(s.rounds.find((r) => r.id === 104)!.deadlineAt);
  });

  it('keeps kick-off order and simultaneity, squeezed into 150 s after a 20 s lead', () => {
    const deadline = s.rounds.find((r) => r.id === 104)!.deadlineAt.getTime();
    const at = (id: number) => s.fixtures.find((f) => f.id === id)!.kickoffAt.getTime() - deadline;
    expect(at(1)).toBe(20_000);
    expect(at(2)).toBe(at(3));
    expect(at(2)).toBeGreaterThan(at(1));
    expect(at(4)).toBe(20_000 + 150_000);
  });
});

describe('revealSoccerFixture', () => {
  const players: ReplayPlayer[] = [
    {
      playerId: 1,
      side: 'home',
      stats: { minutes: 90, starts: 1, goals_scored: 2, bps: 50, saves: 0 },
    },
    {
      playerId: 2,
      side: 'away',
      stats: { minutes: 90, starts: 1, goals_conceded: 2, saves: 6, bps: 20 },
    },
    { playerId: 3, side: 'home', stats: { minutes: 20, starts: 0, assists: 1, bps: 8 } },
  ];

  it('is deterministic, monotone, and reaches the source stats at full time', () => {
    let previousGoals = 0;
    for (let m = 0; m <= 90; m++) {
      const a = revealSoccerFixture(7, players, m);
      expect(revealSoccerFixture(7, players, m)).toEqual(a);
      expect(a.homeScore).toBeGreaterThanOrEqual(previousGoals);
      previousGoals = a.homeScore;
      const sub = a.players.find((p) => p.playerId === 3)!;
      // The substitute is on from minute 70 only.
      expect(sub.stats.minutes ?? 0).toBe(Math.max(0, m - 70));
    }
    const end = revealSoccerFixture(7, players, 90);
    expect(end.homeScore).toBe(2);
    expect(end.players.find((p) => p.playerId === 2)!.stats).toMatchObject({
      goals_conceded: 2,
      saves: 6,
      minutes: 90,
    });
    expect(revealSoccerFixture(7, players, 0).homeScore).toBe(0);
  });
});
