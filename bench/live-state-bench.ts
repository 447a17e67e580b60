// `npm run bench:live-state` (issue 21, ADR 0061): the in-memory live round (LiveRoundState) alone, without
// HTTP or PostgreSQL — the API's CPU per feed event at BENCH_MANAGERS squads (default 1 000 000), so a change
// to the state can be measured in seconds instead of a 15-minute bench:feed run. bench:feed stays the figure
// the issue asks for; this one says where its API time goes.
//
// The round: 20 clubs of 30 players (3 GK, 10 DEF, 10 MID, 7 FWD), ten matches, 11 starters and up to 3
// substitutes of each club playing. Squads: 2 GK, 5 DEF, 5 MID, 3 FWD drawn by a skewed popularity (a few
// players in most squads, as in FPL), at most 3 per club, a random legal formation and bench order, the
// captain the XI's most popular player, 3 % Bench Boost and 3 % Triple Captain. Events, in order, each
// prepared and committed as the feed does: kick-off (every starter on: +1, played), a popular forward's goal,
// minute 60 (+1 for those still on), then full time (pending off: a starter who never played is substituted,
// bonus points) as bench:feed's ten results come: one match, six more in one turn, the last three; then every
// dirty row taken for the flush in batches of 5 000. Each step's time is the median of BENCH_RUNS (default 5) runs, each run
// building the state afresh and playing the events in order.

import { LiveRoundState } from '@gameweek/api/jobs/live-round-state';
import type { LiveSquadRow } from '@gameweek/api/repositories/live-score-repository';
import { soccerSeasonRules } from '@gameweek/rules/soccer/season-rules';
import type { PlayerRound } from '@gameweek/rules/soccer/team-score';

const MANAGERS = Number(process.env.BENCH_MANAGERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const rules = soccerSeasonRules('2023-24');

/** A small deterministic generator (mulberry32): the same squads every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(2023);

type Position = 'GK' | 'DEF' | 'MID' | 'FWD';
interface Player {
  id: number;
  club: number;
  position: Position;
  weight: number;
  starts: boolean;
  /** Comes on as a substitute (played, not a starter). */
  comesOn: boolean;
}
const LAYOUT: [Position, number][] = [
  ['GK', 3],
  ['DEF', 10],
  ['MID', 10],
  ['FWD', 7],
];
const players: Player[] = [];
for (let club = 0; club < 20; club++) {
  const starters: Record<Position, number> = { GK: 1, DEF: 4, MID: 4, FWD: 2 };
  for (const [position, count] of LAYOUT)
    for (let k = 0; k < count; k++)
      players.push({
        id: 1 + players.length,
        club,
        position,
        // Popularity: a long tail, a few players in most squads.
        weight: (rand() ** 6 + 0.002) * (k < starters[position] ? 3 : 1),
        starts: k < starters[position],
        comesOn: k === starters[position] && position !== 'GK',
      });
}
const byPosition = (p: Position) => players.filter((x) => x.position === p);

function draw(pool: Player[], n: number, clubs: Map<number, number>): Player[] {
  const out: Player[] = [];
  while (out.length < n) {
    const total = pool.reduce((s, p) => s + p.weight, 0);
    let r = rand() * total;
    let p = pool[pool.length - 1]!;
    for (const x of pool) {
      r -= x.weight;
      if (r <= 0) {
        p = x;
        break;
      }
    }
    if (out.includes(p) || (clubs.get(p.club) ?? 0) >= 3) continue;
    out.push(p);
    clubs.set(p.club, (clubs.get(p.club) ?? 0) + 1);
  }
  return out;
}

const FORMATIONS = [
  [3, 4, 3],
  [3, 5, 2],
  [4, 4, 2],
  [4, 3, 3],
  [5, 3, 2],
  [4, 5, 1],
] as const;

/** A few thousand distinct squads, each given to many managers with its own captain, chip and history. */
function squadRows(): LiveSquadRow[] {
  const shapes: { xi: Player[]; bench: Player[] }[] = [];
  const pools = {
    GK: byPosition('GK'),
    DEF: byPosition('DEF'),
    MID: byPosition('MID'),
    FWD: byPosition('FWD'),
  };
  for (let s = 0; s < 20_000; s++) {
    const clubs = new Map<number, number>();
    const gk = draw(pools.GK, 2, clubs);
    const def = draw(pools.DEF, 5, clubs);
    const mid = draw(pools.MID, 5, clubs);
    const fwd = draw(pools.FWD, 3, clubs);
    const [d, m, f] = FORMATIONS[Math.floor(rand() * FORMATIONS.length)]!;
    const xi = [gk[0]!, ...def.slice(0, d), ...mid.slice(0, m), ...fwd.slice(0, f)];
    const rest = [...def.slice(d), ...mid.slice(m), ...fwd.slice(f)].sort(() => rand() - 0.5);
    shapes.push({ xi, bench: [gk[1]!, ...rest] });
  }
  const rows: LiveSquadRow[] = [];
  for (let i = 0; i < MANAGERS; i++) {
    const { xi, bench } = shapes[Math.floor(rand() * shapes.length)]!;
    const byWeight = [...xi].sort((a, b) => b.weight - a.weight);
    const chip = i % 33 === 7 ? 'bench_boost' : i % 33 === 8 ? 'triple_captain' : null;
    rows.push({
      squad_id: 1 + i,
      tenant_id: 1,
      captain: byWeight[0]!.id,
      vice: byWeight[1 + Math.floor(rand() * 3)]!.id,
      chip,
      transfer_cost: rand() < 0.1 ? 4 : 0,
      prev_total:
        120 + Math.floor(rand() * 128) + Math.floor(rand() * 128) + Math.floor(rand() * 128),
      prev_rank: null,
      picks: [...xi, ...bench].map((p, k) => `${p.id}:${k + 1}`).join(','),
    });
  }
  return rows;
}

type Round = Map<number, PlayerRound>;
const round = (f: (p: Player) => Omit<PlayerRound, 'position'>): Round =>
  new Map(players.map((p) => [p.id, { position: p.position, ...f(p) }]));

const beforeKickOff = round(() => ({ points: 0, played: false, pending: true }));
const kickOff = round((p) => ({ points: p.starts ? 1 : 0, played: p.starts, pending: true }));
const popularForward = byPosition('FWD').sort((a, b) => b.weight - a.weight)[0]!;
const goal = new Map(kickOff);
goal.set(popularForward.id, { ...kickOff.get(popularForward.id)!, points: 5 });
const minute60 = round((p) => ({
  points: (p.starts ? 2 : p.comesOn ? 1 : 0) + (p.id === popularForward.id ? 4 : 0),
  played: p.starts || p.comesOn,
  pending: true,
}));
const fullTime = round((p) => ({
  points:
    (p.starts ? 2 : p.comesOn ? 1 : 0) +
    (p.id === popularForward.id ? 4 + 3 : 0) +
    (p.starts && p.club % 3 === 0 && p.position === 'MID' ? 2 : 0),
  played: p.starts || p.comesOn,
  pending: false,
}));
/** Minute 60, with the matches of `clubs` over (their players' rounds as at full time). */
const over = (clubs: (club: number) => boolean): Round =>
  new Map(players.map((p) => [p.id, (clubs(p.club) ? fullTime : minute60).get(p.id)!]));
// The ten matches end as a feed's results come: one alone, then six in one turn (they queued behind one
// another), then the last three.
const EVENTS: [string, Round][] = [
  ['kick-off (every starter on)', kickOff],
  ['a popular forward scores', goal],
  ['minute 60', minute60],
  ['full time, one match', over((club) => club < 2)],
  ['full time, six more together', over((club) => club < 14)],
  ['full time, the last three', fullTime],
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const t0 = performance.now();
const rows = squadRows();
console.log(
  `bench:live-state — ${MANAGERS} squads made in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
const FLUSH = 'rows taken for the flush';
const times = new Map<string, number[]>(
  [...EVENTS.map(([name]) => name), FLUSH].map((n) => [n, []]),
);
const counts = new Map<string, number>();
for (let run = 0; run < RUNS; run++) {
  const state = new LiveRoundState(rules, rows, beforeKickOff, 0, new Date(0));
  let version = 0;
  for (const [name, players] of EVENTS) {
    const t = performance.now();
    const prepared = state.prepare(players, new Date(0));
    if (prepared) {
      prepared.change.version = ++version;
      state.commit(prepared.change);
    }
    times.get(name)!.push(performance.now() - t);
    counts.set(name, prepared?.change.squads.length ?? 0);
  }
  const t = performance.now();
  let taken = 0;
  while (state.unflushed > 0) taken += state.takeDirty(5_000).taken.length;
  times.get(FLUSH)!.push(performance.now() - t);
  counts.set(FLUSH, taken);
}
for (const name of times.keys())
  console.log(
    `${name.padEnd(30)} ${median(times.get(name)!).toFixed(0).padStart(6)} ms median of ${RUNS} (runs: ${times
      .get(name)!
      .map((x) => x.toFixed(0))
      .join(', ')}); ${counts.get(name)} squads changed or rows taken`,
  );
