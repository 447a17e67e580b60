// ADR 0050: FPL 2023-24's mid-season club moves as the demo provider sends them. Played in the schedule's
// order, every played row of the season (11,388) is on the side of the club the player has when his fixture
// starts — the 39 rows that were left out before (players in their former club's fixtures) included — and
// the season stream is its `season.upsert` then one `players.upsert` per move, each a valid message.
import { FeedMessageSchema } from '@gameweek/contracts/feed';
import { readFplClubMovers, readFplCsv, readFplSource } from '@gameweek/db/import/fpl-source';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { describe, expect, it } from 'vitest';
import { demoClubMoves, demoSeasonStream } from '../../src/demo/demo-club-moves.ts';
import { DEMO_SOCCER_COMPETITION } from '../../src/demo/demo-feed-source.ts';

const dir = `${dataRoot()}/fpl/2023-24`;
const fixtures = readFplSource(dir);
const movers = readFplClubMovers(dir);
const clubOf = new Map(
  readFplCsv(dir, 'players_raw.csv').map((p) => [String(Number(p.id)), String(Number(p.team))]),
);
const kickoffs = new Map(
  readFplCsv(dir, 'fixtures.csv').map((f) => [
    String(Number(f.id)),
    Date.parse(f.kickoff_time ?? ''),
  ]),
);
// The real season's order (the demo keeps it: rounds in order, kick-offs in their real order within).
const order = new Map(
  [...fixtures.values()]
    .map((f) => ({ ref: f.ref, round: f.round, kickoff: kickoffs.get(f.ref) ?? 0 }))
    .sort((a, b) => a.round - b.round || a.kickoff - b.kickoff || Number(a.ref) - Number(b.ref))
    .map((f, i) => [f.ref, i]),
);

describe('the demo provider’s club moves (FPL 2023-24)', () => {
  const moves = demoClubMoves(movers, order);

  it('puts every played row on its player’s club at kick-off: all 11,388 rows, 39 of them after a move', () => {
    const club = new Map(clubOf);
    const byFixture = new Map<string, typeof moves>();
    for (const m of moves) byFixture.set(m.fixture, [...(byFixture.get(m.fixture) ?? []), m]);
    let rows = 0;
    let movedRows = 0;
    const wrong: string[] = [];
    for (const ref of [...order.keys()].sort((a, b) => order.get(a)! - order.get(b)!)) {
      for (const m of byFixture.get(ref) ?? []) club.set(m.player.player, m.player.team);
      const f = fixtures.get(ref)!;
      for (const p of f.players) {
        rows++;
        const side = p.side === 'home' ? f.homeTeam : f.awayTeam;
        if (club.get(p.ref) !== side) wrong.push(`${ref}:${p.ref}`);
        if (clubOf.get(p.ref) !== side) movedRows++;
      }
    }
    expect(wrong).toEqual([]);
    expect(rows).toBe(11_388);
    expect(movedRows).toBe(39);
  });

  it('moves 23 players, each where his club changes, and a stream of valid messages numbered from 1', () => {
    expect(movers.size).toBe(23);
    expect(new Set(moves.map((m) => m.player.player)).size).toBe(23);
    // Reguilón (Brentford at the season's end, 4): Spurs (18) first, then Man Utd (14) on loan, then
    // Brentford; Andrey Santos (Chelsea, 7): loaned to Forest (16), back at Chelsea.
    const movesOf = (ref: string) =>
      moves.filter((m) => m.player.player === ref).map((m) => m.player.team);
    expect(movesOf('508')).toEqual(['18', '14', '4']);
    expect(movesOf('186')).toEqual(['16', '7']);
    const stream = demoSeasonStream(
      'demo',
      { ref: '2023-24', competition: DEMO_SOCCER_COMPETITION },
      moves,
      order,
    );
    expect(stream.messages.map((m) => m.sequence)).toEqual(stream.messages.map((_, i) => i + 1));
    expect(stream.messages[0]!.kind).toBe('season.upsert');
    for (const m of stream.messages) FeedMessageSchema.parse(m);
    // Before a move's fixture, the stream through that move; before the first fixture, nothing or the
    // moves of players whose first fixtures were for another club.
    const last = [...order.keys()].find((r) => order.get(r) === order.size - 1)!;
    expect(stream.through(last)).toBe(stream.messages.length);
    for (const [i, m] of moves.entries())
      expect(stream.through(m.fixture)).toBeGreaterThanOrEqual(i + 2);
  });
});
