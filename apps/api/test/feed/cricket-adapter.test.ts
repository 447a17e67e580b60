// The Cricsheet adapter (ADR 0043) on real IPL 2024 matches, without a database: a finished match is its
// line-up, one delivery per ball in Cricsheet's order with people by registry id, and its result; a live
// match read as it grows (ball by ball, with a ball the scorer fixes after it was sent) gives the same balls
// once each, the result when it appears and then the fixed ball as a correction.
import { FeedMessageSchema } from '@gameweek/contracts/feed';
import type { CricsheetMatch } from '@gameweek/rules/cricket/cricsheet';
import { describe, expect, it } from 'vitest';
import {
  CricsheetStream,
  cricsheetMatchMessages,
} from '../../src/feed-providers/cricsheet/cricsheet-messages.ts';
import { followCricsheetMatch } from '../../src/feed-providers/cricsheet/cricsheet-source.ts';
import { readIplMatch } from './cricket-feed-helpers.ts';

/** The match as it stood after its first `balls` balls (no result yet unless all were bowled). */
function cut(match: CricsheetMatch, balls: number): CricsheetMatch {
  let left = balls;
  const innings = [];
  for (const i of match.innings ?? []) {
    const overs = [];
    for (const o of i.overs ?? []) {
      if (left <= 0) break;
      const deliveries = o.deliveries.slice(0, left);
      left -= deliveries.length;
      overs.push({ ...o, deliveries });
    }
    if (overs.length > 0) innings.push({ ...i, overs });
  }
  const total = (match.innings ?? []).reduce(
    (n, i) => n + (i.overs ?? []).reduce((m, o) => m + o.deliveries.length, 0),
    0,
  );
  const info = { ...match.info } as Record<string, unknown>;
  if (balls < total) delete info.outcome;
  return { ...match, info: info as CricsheetMatch['info'], innings };
}

describe('the Cricsheet adapter', () => {
  it('turns a finished match into valid messages: line-up, every ball by registry id, result', () => {
    for (const id of ['1422119', '1422120', '1426312']) {
      const match = readIplMatch(id);
      const messages = cricsheetMatchMessages('cricsheet', { fixture: id, match });
      for (const m of messages) expect(FeedMessageSchema.parse(m)).toEqual(m);
      expect(messages.map((m) => m.sequence)).toEqual(messages.map((_, i) => i + 1));
      const balls = (match.innings ?? []).flatMap((i) =>
        (i.overs ?? []).flatMap((o) => o.deliveries),
      );
      const deliveries = messages.filter((m) => m.kind === 'cricket.delivery');
      expect(deliveries).toHaveLength(balls.length);
      const people = match.info.registry!.people!;
      deliveries.forEach((m, i) => {
        expect(m.data.delivery.batter).toBe(people[balls[i]!.batter]);
        expect(m.data.delivery.runs.total).toBe(balls[i]!.runs.total);
      });
      const lineup = messages[0]!;
      expect(lineup.kind).toBe('fixture.lineup');
      if (lineup.kind === 'fixture.lineup')
        expect(lineup.data.teams.map((t) => t.starting.length)).toEqual(
          match.info.teams.map((t) => match.info.players[t]!.length),
        );
      expect(messages.at(-1)).toMatchObject({ kind: 'cricket.result' });
    }
  });

  it('follows a live match as it grows: each ball once, the result, then a fixed ball as a correction', async () => {
    const match = readIplMatch('1422119');
    const finished = cricsheetMatchMessages('cricsheet', { fixture: '1422119', match });
    const total = finished.length - 2;
    // The scorer fixes ball 10 (a dot becomes a single) after it was first published.
    const fixed = structuredClone(match) as CricsheetMatch;
    const all = (fixed.innings ?? []).flatMap((i) => (i.overs ?? []).flatMap((o) => o.deliveries));
    const tenth = all[9] as { runs: { batter: number; extras: number; total: number } };
    tenth.runs = {
      batter: tenth.runs.batter + 1,
      extras: tenth.runs.extras,
      total: tenth.runs.total + 1,
    };
    let reads = 0;
    const sent: unknown[] = [];
    const count = await followCricsheetMatch({
      provider: 'cricsheet',
      fixture: '1422119',
      // Seven balls a read; from the 3rd read on the fixed copy.
      read: async () => cut(++reads >= 3 ? fixed : match, reads * 7),
      send: async (m) => {
        sent.push(m);
      },
      intervalMs: 0,
    });
    expect(count).toBe(sent.length);
    const kinds = (sent as { kind: string }[]).map((m) => m.kind);
    expect(kinds).toEqual([
      'fixture.lineup',
      ...Array(total).fill('cricket.delivery'),
      'cricket.result',
      'cricket.correction',
    ]);
    // The balls as first published (ball 10 unfixed), then the correction with the fixed one at its place.
    expect(sent.slice(0, -1)).toEqual(
      finished.map((m) => ({
        ...m,
        sent_at: (sent[m.sequence - 1] as { sent_at: string }).sent_at,
      })),
    );
    expect(sent.at(-1)).toMatchObject({
      sequence: finished.length + 1,
      data: { deliveries: [{ innings: 1, over: 1, ball: 3, delivery: { runs: tenth.runs } }] },
    });
  });

  it('a stream sends nothing twice', () => {
    const match = readIplMatch('1422120');
    const stream = new CricsheetStream('cricsheet', '1422120');
    expect(stream.next(match).length).toBeGreaterThan(200);
    expect(stream.next(match)).toEqual([]);
    expect(stream.done).toBe(true);
  });
});
