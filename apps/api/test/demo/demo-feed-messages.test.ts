// The demo provider's messages (ADR 0044) are the replay's reveal sent as feed messages: whatever minutes the
// provider happens to send at, the stats the feed builds from them (events add one to a count and a goal to
// the score, running totals replace theirs — services/feed/feed-apply.ts's soccerLive) are the replay's stats
// at the last minute sent, and the result is the source's final stats. Checked on every real FPL 2023-24
// fixture of a few rounds and on random minute sequences (fast-check).
import { FEED_SOCCER_STAT_KEYS, FeedMessageSchema } from '@gameweek/contracts/feed';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { revealSoccerFixture } from '@gameweek/rules/soccer/replay';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DemoSourceFixture,
  demoMatchMinute,
  lineupData,
  soccerLiveData,
  soccerResultData,
} from '../../src/demo/demo-feed-messages.ts';
import { loadDemoSoccerSource } from '../../src/demo/demo-feed-source.ts';

const source = loadDemoSoccerSource(dataRoot());
const EVENT_STAT: Record<string, string> = {
  goal: 'goals_scored',
  assist: 'assists',
  own_goal: 'own_goals',
  penalty_saved: 'penalties_saved',
  penalty_missed: 'penalties_missed',
  yellow_card: 'yellow_cards',
  red_card: 'red_cards',
  save: 'saves',
};

/** What the feed stores after these live messages, as feed-apply's soccerLive builds it. */
function applyLive(fixture: DemoSourceFixture, minutes: number[]) {
  const stored = new Map<string, Record<string, number>>();
  let home = 0;
  let away = 0;
  let from: number | null = null;
  for (const minute of minutes) {
    const data = soccerLiveData(fixture, from, minute);
    // Each one is a valid feed message.
    FeedMessageSchema.parse({
      provider: 'demo',
      fixture: fixture.ref,
      sequence: 1,
      kind: 'soccer.live',
      data,
    });
    for (const e of data.events) {
      const s = stored.get(e.player) ?? {};
      const key = EVENT_STAT[e.type]!;
      s[key] = (s[key] ?? 0) + 1;
      stored.set(e.player, s);
      // The message says the side the player played for (the API counts the goal there, whatever his
      // club is now), and it is his side in this match.
      const side = e.side;
      expect(side).toBe(fixture.players.find((p) => p.ref === e.player)!.side);
      if (e.type === 'goal') side === 'home' ? home++ : away++;
      if (e.type === 'own_goal') side === 'home' ? away++ : home++;
    }
    for (const p of data.players) stored.set(p.player, { ...stored.get(p.player), ...p.stats });
    from = data.minute;
  }
  const compact = new Map<string, Record<string, number>>();
  for (const [ref, stats] of stored) {
    const kept = Object.fromEntries(Object.entries(stats).filter(([, v]) => v !== 0));
    if (Object.keys(kept).length > 0) compact.set(ref, kept);
  }
  return { stats: compact, home, away };
}

function replayAt(fixture: DemoSourceFixture, minute: number) {
  const r = revealSoccerFixture(
    Number(fixture.ref),
    fixture.players.map((p) => ({ playerId: Number(p.ref), side: p.side, stats: p.stats })),
    minute,
  );
  const stats = new Map<string, Record<string, number>>();
  for (const p of r.players)
    if (Object.keys(p.stats).length > 0) stats.set(String(p.playerId), p.stats);
  return { stats, home: r.homeScore, away: r.awayScore };
}

describe('the demo provider’s messages', () => {
  const early = [...source.values()].filter((f) => Number(f.ref) <= 50);

  it('holds every played fixture of FPL 2023-24, each player of one of its two clubs', () => {
    expect(source.size).toBe(380);
    for (const f of source.values()) expect(f.players.length).toBeGreaterThan(20);
  });

  it('a goal counts for the side the scorer played for, not his club after a later move (Broja, fixture 64)', () => {
    // Fulham 0–2 Chelsea, 2 October 2023; Broja scored for Chelsea and joined Fulham in the winter.
    const fixture = source.get('64')!;
    const final = applyLive(
      fixture,
      Array.from({ length: 90 }, (_, m) => m),
    );
    expect([final.home, final.away]).toEqual([0, 2]);
    const goals = soccerLiveData(fixture, null, 89).events.filter((e) => e.type === 'goal');
    expect(goals.length).toBe(2);
    for (const g of goals) expect(g.side).toBe('away');
  });

  it('a message every minute builds the replay’s stats and score at each minute', () => {
    for (const fixture of early.slice(0, 10)) {
      for (const upTo of [1, 30, 60, 89]) {
        const minutes = Array.from({ length: upTo + 1 }, (_, m) => m);
        expect(applyLive(fixture, minutes)).toEqual(replayAt(fixture, upTo));
      }
    }
  });

  it('any increasing minutes (a provider that skips some) build the same as the replay', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...early),
        fc.uniqueArray(fc.integer({ min: 0, max: 89 }), { minLength: 1, maxLength: 12 }),
        (fixture, picked) => {
          const minutes = [...picked].sort((a, b) => a - b);
          expect(applyLive(fixture, minutes)).toEqual(replayAt(fixture, minutes.at(-1)!));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the result is the source’s final stats in the feed’s columns and the real score', () => {
    const keys = new Set<string>(FEED_SOCCER_STAT_KEYS);
    for (const fixture of early) {
      const data = soccerResultData(fixture);
      FeedMessageSchema.parse({
        provider: 'demo',
        fixture: fixture.ref,
        sequence: 2,
        kind: 'soccer.result',
        data,
      });
      expect(data.home_score).toBe(fixture.homeScore);
      expect(data.away_score).toBe(fixture.awayScore);
      expect(data.players.map((p) => p.player)).toEqual(fixture.players.map((p) => p.ref));
      for (const p of data.players) {
        const src = fixture.players.find((s) => s.ref === p.player)!.stats;
        for (const [k, v] of Object.entries(src))
          if (keys.has(k)) expect(p.stats[k as never]).toBe(v);
      }
    }
  });

  it('the line-up lists each side’s starters and, on its bench, who came on: every player once', () => {
    for (const fixture of early) {
      const data = lineupData(fixture);
      FeedMessageSchema.parse({
        provider: 'demo',
        fixture: fixture.ref,
        sequence: 1,
        kind: 'fixture.lineup',
        data,
      });
      expect(data.teams.map((t) => t.team)).toEqual([fixture.homeTeam, fixture.awayTeam]);
      for (const [i, side] of (['home', 'away'] as const).entries()) {
        const team = data.teams[i]!;
        expect(team.starting.length).toBeGreaterThanOrEqual(10);
        expect(team.starting.length).toBeLessThanOrEqual(11);
        expect([...team.starting, ...team.bench].sort()).toEqual(
          fixture.players
            .filter((p) => p.side === side)
            .map((p) => p.ref)
            .sort(),
        );
      }
    }
  });

  it('the match minute follows the demo pace, full time after the match length', () => {
    const kickoff = 1_000_000;
    expect(demoMatchMinute(kickoff, 120_000, kickoff)).toBe(0);
    expect(demoMatchMinute(kickoff, 120_000, kickoff + 60_000)).toBe(45);
    expect(demoMatchMinute(kickoff, 120_000, kickoff + 119_999)).toBe(89);
    expect(demoMatchMinute(kickoff, 120_000, kickoff + 120_000)).toBe(90);
  });
});
