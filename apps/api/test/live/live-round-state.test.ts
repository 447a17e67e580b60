// ADR 0049: a live round's in-memory scores, moved by what each change of the players' rounds touched
// (deltas × the multipliers the rules engine last gave each pick, a squad re-scored whole only when an
// input of its substitutions or armband moved), equal the rules engine scoring every squad again from
// the same players' rounds — after every step of any sequence: points moving, players coming on, matches
// ending with starters and bench players who never played, Bench Boost and Triple Captain squads. A state
// built mid-round (some matches over) and picks read in any order are covered too: the squads re-scored
// whole are scored over the state's typed arrays (ADR 0055), and the rules engine stays the reference.
// Unit level (no database): many more sequences than the feed's own property test can afford.
import { soccerSeasonRules } from '@gameweek/rules/soccer/season-rules';
import type { PlayerRound } from '@gameweek/rules/soccer/team-score';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LiveRoundState } from '../../src/jobs/live-round-state.ts';
import { scoreSquadRound } from '../../src/jobs/soccer-scoring.ts';
import type { LiveSquadRow } from '../../src/repositories/live-score-repository.ts';

const rules = soccerSeasonRules('2023-24');
const POSITIONS = { GK: [1, 2, 3, 4], DEF: [], MID: [], FWD: [] } as Record<string, number[]>;
for (let id = 5; id <= 16; id++) POSITIONS.DEF!.push(id);
for (let id = 17; id <= 28; id++) POSITIONS.MID!.push(id);
for (let id = 29; id <= 36; id++) POSITIONS.FWD!.push(id);
const positionOf = new Map<number, PlayerRound['position']>();
for (const [position, ids] of Object.entries(POSITIONS))
  for (const id of ids) positionOf.set(id, position as PlayerRound['position']);
const PLAYERS = [...positionOf.keys()];

/** A squad of 2 GK, 5 DEF, 5 MID, 3 FWD: an XI in a legal formation, the bench in a random order. */
const squad = fc
  .record({
    gk: fc.shuffledSubarray(POSITIONS.GK!, { minLength: 2, maxLength: 2 }),
    def: fc.shuffledSubarray(POSITIONS.DEF!, { minLength: 5, maxLength: 5 }),
    mid: fc.shuffledSubarray(POSITIONS.MID!, { minLength: 5, maxLength: 5 }),
    fwd: fc.shuffledSubarray(POSITIONS.FWD!, { minLength: 3, maxLength: 3 }),
    formation: fc.constantFrom([3, 4, 3], [3, 5, 2], [4, 4, 2], [4, 3, 3], [5, 3, 2], [4, 5, 1]),
    benchOrder: fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 }),
    captain: fc.nat({ max: 10 }),
    vice: fc.nat({ max: 9 }),
    chip: fc.constantFrom(null, null, null, 'bench_boost', 'triple_captain'),
    transferCost: fc.constantFrom(0, 0, 4, 8),
    prevTotal: fc.option(fc.integer({ min: 0, max: 400 })),
    pickOrder: fc.shuffledSubarray([...Array(15).keys()], { minLength: 15, maxLength: 15 }),
  })
  .map((s) => {
    const [d, m, f] = s.formation as [number, number, number];
    const xi = [s.gk[0]!, ...s.def.slice(0, d), ...s.mid.slice(0, m), ...s.fwd.slice(0, f)];
    const rest = [...s.def.slice(d), ...s.mid.slice(m), ...s.fwd.slice(f)];
    const bench = [s.gk[1]!, ...s.benchOrder.map((i) => rest[i]!)];
    const captain = xi[s.captain]!;
    const others = xi.filter((p) => p !== captain);
    return { ...s, xi, bench, captainId: captain, viceId: others[s.vice]! };
  });

/** A player's round at the state's build: before kick-off, playing, or his match over (maybe unused). */
/** Points as FPL gives them, and now and then a quarter (off the histogram's dense half-point grid). */
const points = fc.oneof(
  { arbitrary: fc.integer({ min: -3, max: 15 }), weight: 9 },
  { arbitrary: fc.constant(2.25), weight: 1 },
);

const start = fc.record({
  points,
  played: fc.boolean(),
  pending: fc.boolean(),
});

const step = fc.array(
  fc.record({
    player: fc.constantFrom(...PLAYERS),
    points: fc.option(points),
    played: fc.option(fc.boolean()),
    pending: fc.option(fc.boolean()),
  }),
  { minLength: 1, maxLength: 6 },
);

// An event is walked owner by owner or, when large, squad by squad (touchBySquad): each is held to the
// rules engine on its own.
describe.each([
  ['owner by owner', Number.POSITIVE_INFINITY],
  ['squad by squad', 0],
])('a live round in memory, its events walked %s', (_walk, squadWalkShare) => {
  it('equals the rules engine scoring every squad again, after every change of the players’ rounds', () => {
    fc.assert(
      fc.property(
        fc.array(squad, { minLength: 1, maxLength: 25 }),
        fc.array(step, { minLength: 1, maxLength: 12 }),
        fc.option(fc.array(start, { minLength: PLAYERS.length, maxLength: PLAYERS.length })),
        (squads, steps, midRound) => {
          let players = new Map<number, PlayerRound>(
            PLAYERS.map((id, k) => [
              id,
              midRound
                ? { position: positionOf.get(id)!, ...midRound[k]! }
                : { position: positionOf.get(id)!, points: 0, played: false, pending: true },
            ]),
          );
          const rows: LiveSquadRow[] = squads.map((s, i) => ({
            squad_id: 100 + i,
            tenant_id: 1 + (i % 2),
            captain: s.captainId,
            vice: s.viceId,
            chip: s.chip,
            transfer_cost: s.transferCost,
            prev_total: s.prevTotal,
            prev_rank: null,
            picks: s.pickOrder.map((k) => `${[...s.xi, ...s.bench][k]}:${k + 1}`).join(','),
          }));
          const state = new LiveRoundState(rules, rows, players, 0, new Date(0), {
            squadWalkShare,
          });
          const check = () =>
            squads.forEach((s, i) => {
              const whole = scoreSquadRound(
                rules,
                {
                  captain: s.captainId,
                  vice: s.viceId,
                  chip: s.chip,
                  transferCost: s.transferCost,
                },
                [...s.xi, ...s.bench].map((p, k) => ({ playerId: p, slot: k + 1 })),
                players,
              );
              const row = state.row(i);
              expect(row.points).toBe(whole.points);
              expect(row.total).toBe((s.prevTotal ?? 0) + whole.net);
              expect(row.detail).toEqual(whole.detail);
            });
          check();
          // The histograms as the events moved them equal the state's own, counted afresh.
          const key = (b: { tenantId: number; kind: string; points: number }) =>
            `${b.tenantId}/${b.kind}/${b.points}`;
          const histogram = new Map<string, number>();
          const moveBy = (
            buckets: readonly {
              tenantId: number;
              kind: string;
              points: number;
              managers: number;
            }[],
          ) => {
            for (const b of buckets) {
              const n = (histogram.get(key(b)) ?? 0) + b.managers;
              if (n === 0) histogram.delete(key(b));
              else histogram.set(key(b), n);
            }
          };
          moveBy(state.histograms());
          let version = 0;
          for (const changes of steps) {
            const next = new Map(players);
            for (const c of changes) {
              const r = next.get(c.player)!;
              next.set(c.player, {
                position: r.position,
                points: c.points ?? r.points,
                played: c.played ?? r.played,
                pending: c.pending ?? r.pending,
              });
            }
            const prepared = state.prepare(next, new Date(0));
            players = next;
            if (prepared) {
              prepared.change.version = ++version;
              state.commit(prepared.change);
              expect(prepared.moves.every((m) => m.managers !== 0)).toBe(true);
              moveBy(prepared.moves);
            }
            check();
            expect(histogram).toEqual(
              new Map(state.histograms().map((b) => [key(b), b.managers] as const)),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
