// Simulated managers for the demo and the replay proof: plausible, valid FPL squads (good players with noise,
// within budget, at most 3 per club, checked with the rules engine's validateSquad/validateLineup), kept
// between rounds, with a few transfers and the odd chip when a round opens (evaluateTransfers prices them:
// selling prices, bank, hits). Deterministic: a manager's choices hash from (seed, manager, round).
import type { Database } from '@gameweek/db/create-db';
import type { Price } from '@gameweek/rules/shared/units';
import type { PlayerPosition } from '@gameweek/rules/soccer/positions';
import { hash32 } from '@gameweek/rules/soccer/replay';
import type { SoccerSeasonRules } from '@gameweek/rules/soccer/season-rules';
import { validateLineup, validateSquad } from '@gameweek/rules/soccer/squad-validation';
import { evaluateTransfers, nextFreeTransfers } from '@gameweek/rules/soccer/transfers';
import { rulesForSeason } from '../jobs/soccer-scoring.ts';
import {
  insertPicks,
  insertSimulatedUsers,
  insertSquadRounds,
  insertSquads,
  insertTransfers,
  type PickInsert,
  recentForm,
  roundPicks,
  type SquadRoundInsert,
  seasonMarket,
  simulatedSquadRounds,
  type TransferInsert,
} from '../repositories/demo-repository.ts';
import { previousRound } from '../repositories/round-repository.ts';
import { setSquadChipsUsed } from '../repositories/squad-repository.ts';

export { insertSimulatedUsers, type SimulatedUser } from '../repositories/demo-repository.ts';

/** mulberry32: a tiny seeded PRNG, so every simulated choice is reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface MarketRow {
  id: number;
  position: PlayerPosition;
  clubId: number;
  price: number;
  available: boolean;
}

const FORMATIONS: readonly [number, number, number][] = [
  [3, 4, 3],
  [4, 4, 2],
  [3, 5, 2],
  [4, 3, 3],
  [4, 5, 1],
  [5, 3, 2],
];
const FILL_ORDER: PlayerPosition[] = [
  'FWD',
  'MID',
  'MID',
  'FWD',
  'DEF',
  'MID',
  'DEF',
  'GK',
  'MID',
  'DEF',
  'FWD',
  'MID',
  'DEF',
  'DEF',
  'GK',
];

/** A valid 15 within budget: per slot, the best noisy quality (price as the prior of quality) still affordable. */
export function buildSquad(
  rules: SoccerSeasonRules,
  market: readonly MarketRow[],
  random: () => number,
): MarketRow[] {
  const byPosition = new Map<PlayerPosition, MarketRow[]>();
  for (const p of market) {
    if (!p.available) continue;
    const list = byPosition.get(p.position) ?? [];
    list.push(p);
    byPosition.set(p.position, list);
  }
  const cheapest = new Map<PlayerPosition, number>();
  for (const [position, list] of byPosition)
    cheapest.set(position, Math.min(...list.map((p) => p.price)));
  for (let attempt = 0; attempt < 20; attempt++) {
    const taken = new Set<number>();
    const perClub = new Map<number, number>();
    const chosen: MarketRow[] = [];
    let budget: number = rules.squad.budget;
    let reserve = FILL_ORDER.reduce((sum, p) => sum + (cheapest.get(p) ?? 0), 0);
    for (const position of FILL_ORDER) {
      reserve -= cheapest.get(position) ?? 0;
      let best: MarketRow | undefined;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const p of byPosition.get(position) ?? []) {
        if (
          taken.has(p.id) ||
          (perClub.get(p.clubId) ?? 0) >= rules.squad.maxPerClub ||
          p.price > budget - reserve
        )
          continue;
        const score = p.price * (0.55 + random() * 0.9);
        if (score > bestScore) {
          best = p;
          bestScore = score;
        }
      }
      if (!best) break;
      taken.add(best.id);
      perClub.set(best.clubId, (perClub.get(best.clubId) ?? 0) + 1);
      budget -= best.price;
      chosen.push(best);
    }
    if (chosen.length !== FILL_ORDER.length) continue;
    const violations = validateSquad(
      rules,
      chosen.map((p) => ({
        element: p.id,
        position: p.position,
        club: p.clubId,
        price: p.price as Price,
      })),
    );
    if (violations.length === 0) return chosen;
  }
  throw new Error('could not build a valid squad from the market');
}

/** Slots 1–11 in a random formation (best by `quality` start), 12 = reserve GK, 13–15 by quality. */
export function lineup(
  squad: readonly MarketRow[],
  quality: (p: MarketRow) => number,
  random: () => number,
): { ordered: MarketRow[]; captain: number; vice: number } {
  const by = (position: PlayerPosition) =>
    squad.filter((p) => p.position === position).sort((a, b) => quality(b) - quality(a));
  const [d, m, f] = FORMATIONS[Math.floor(random() * FORMATIONS.length)]!;
  const gks = by('GK');
  const defs = by('DEF');
  const mids = by('MID');
  const fwds = by('FWD');
  const xi = [gks[0]!, ...defs.slice(0, d), ...mids.slice(0, m), ...fwds.slice(0, f)];
  const bench = [...defs.slice(d), ...mids.slice(m), ...fwds.slice(f)].sort(
    (a, b) => quality(b) - quality(a),
  );
  const ordered = [...xi, gks[1]!, ...bench];
  const byQuality = [...xi].sort((a, b) => quality(b) - quality(a));
  return { ordered, captain: byQuality[0]!.id, vice: byQuality[1]!.id };
}

async function loadMarket(db: Database, seasonId: number): Promise<MarketRow[]> {
  const rows = await seasonMarket(db, seasonId);
  return rows
    .filter(
      (r) =>
        r.position === 'GK' || r.position === 'DEF' || r.position === 'MID' || r.position === 'FWD',
    )
    .map((r) => ({
      id: r.id,
      position: r.position as PlayerPosition,
      clubId: r.clubId,
      price: r.price,
      available: true,
    }));
}

export interface CreateManagersInput {
  tenantId: number;
  seasonId: number;
  seasonName: string;
  /** The round the squads first play (picks are written for it). */
  roundId: number;
  count: number;
  seed?: number;
  /** Unique prefix of the e-mail addresses (sim-<prefix>-<n>@demo.invalid). */
  prefix: string;
}

/** Creates `count` simulated managers with squads for the round; skips those that already exist. */
export async function createSimulatedManagers(
  db: Database,
  input: CreateManagersInput,
): Promise<number> {
  const rules = rulesForSeason(input.seasonName);
  const market = await loadMarket(db, input.seasonId);
  const seed = input.seed ?? 1;
  const { tenantId, prefix, count } = input;
  const name = (n: number) => `Manager ${n}`;
  return insertSimulatedUsers(db, { tenantId, prefix, count, name }, async (created) => {
    // Squad ids follow the manager number: `created` is in that order.
    const built = created.map(({ userId, index }) => {
      const random = rng(hash32(seed, index));
      const squad = buildSquad(rules, market, random);
      const { ordered, captain, vice } = lineup(squad, (p) => p.price + random() * 10, random);
      const lineupViolations = validateLineup(
        rules,
        ordered.map((p, slot) => ({
          element: p.id,
          slot: slot + 1,
          isCaptain: p.id === captain,
          isViceCaptain: p.id === vice,
        })),
        (e) => ordered.find((p) => p.id === e)?.position,
      );
      if (lineupViolations.length > 0)
        throw new Error(`invalid simulated lineup: ${lineupViolations[0]!.code}`);
      return {
        userId,
        index,
        ordered,
        captain,
        vice,
        cost: squad.reduce((s, p) => s + p.price, 0),
      };
    });
    const squadRows = await insertSquads(
      db,
      built.map((b) => ({
        tenantId: input.tenantId,
        userId: b.userId,
        seasonId: input.seasonId,
        name: `FC Manager ${b.index}`,
        startRoundId: input.roundId,
      })),
    );
    const squadOf = new Map(squadRows.map((s) => [s.userId, s.id]));
    await insertSquadRounds(
      db,
      built.map((b) => ({
        squadId: squadOf.get(b.userId)!,
        roundId: input.roundId,
        captainPlayerId: b.captain,
        viceCaptainPlayerId: b.vice,
        chip: null,
        bank: rules.squad.budget - b.cost,
        freeTransfers: 1,
        transfersMade: 0,
        transferCost: 0,
      })),
    );
    await insertPicks(
      db,
      built.flatMap((b) =>
        b.ordered.map((p, slot) => ({
          squadId: squadOf.get(b.userId)!,
          roundId: input.roundId,
          playerId: p.id,
          slot: slot + 1,
          purchasePrice: p.price,
        })),
      ),
    );
  });
}

/** Chance a simulated manager makes transfers in a round, and of a second (paid) one. */
const TRANSFER_RATE = 0.3;
const SECOND_TRANSFER_RATE = 0.2;

/**
 * Runs inside the transaction that opens `round`: some simulated managers sell their worst recent performer
 * for a better one they can afford, and a few play Triple Captain or Bench Boost in the round their seed
 * picks. Everyone else is carried over unchanged at the deadline.
 */
export async function simulateRoundOpen(
  tx: Database,
  round: { id: number; seasonId: number; number: number; seasonName: string },
  seed = 1,
): Promise<{ transfers: number; chips: number }> {
  const rules = rulesForSeason(round.seasonName);
  const prevRound = await previousRound(tx, round.seasonId, round.number);
  if (!prevRound) return { transfers: 0, chips: 0 };
  const market = await loadMarket(tx, round.seasonId);
  const marketById = new Map(market.map((p) => [p.id, p]));
  const byPosition = new Map<PlayerPosition, MarketRow[]>();
  for (const p of market) byPosition.set(p.position, [...(byPosition.get(p.position) ?? []), p]);
  // Recent form: points over the last three rounds (what a manager would look at).
  const form = await recentForm(tx, round.seasonId, round.number);
  const quality = (id: number) => (form.get(id) ?? 0) * 10 + (marketById.get(id)?.price ?? 0) / 10;

  const current = await simulatedSquadRounds(tx, prevRound.id);
  if (current.length === 0) return { transfers: 0, chips: 0 };
  const pickRows = await roundPicks(
    tx,
    prevRound.id,
    current.map((c) => c.squadId),
  );
  const picksBySquad = new Map<number, typeof pickRows>();
  for (const p of pickRows) {
    const list = picksBySquad.get(p.squadId) ?? [];
    list.push(p);
    picksBySquad.set(p.squadId, list);
  }

  const srValues: SquadRoundInsert[] = [];
  const pickValues: PickInsert[] = [];
  const transferValues: TransferInsert[] = [];
  const chipUpdates: { squadId: number; chipsUsed: string[] }[] = [];
  for (const c of current) {
    const random = rng(hash32(seed, c.squadId, round.number));
    const owned = (picksBySquad.get(c.squadId) ?? []).sort((a, b) => a.slot - b.slot);
    if (owned.length !== rules.squad.size) continue;
    // Chips: each manager has a seeded round for Triple Captain and for Bench Boost, played once.
    let chip: 'triple_captain' | 'bench_boost' | null = null;
    if (
      !c.chipsUsed.includes('triple_captain') &&
      hash32(seed, c.squadId, 3) % 38 === round.number - 1
    )
      chip = 'triple_captain';
    else if (
      !c.chipsUsed.includes('bench_boost') &&
      hash32(seed, c.squadId, 4) % 38 === round.number - 1
    )
      chip = 'bench_boost';

    const wants = random() < TRANSFER_RATE ? (random() < SECOND_TRANSFER_RATE ? 2 : 1) : 0;
    if (wants === 0 && chip === null) continue;
    const freeTransfers = nextFreeTransfers(
      rules,
      prevRound.number,
      c.freeTransfers,
      c.transfersMade,
      null,
    );
    const next = owned.map((o) => o.playerId);
    const inSquad = new Set(next);
    let bank = c.bank;
    for (let t = 0; t < wants; t++) {
      // Sell the starter or sub with the worst recent form; buy the best-form affordable replacement.
      const sellIndex = next
        .map((id, i) => ({ id, i, q: quality(id) + random() * 5 }))
        .sort((a, b) => a.q - b.q)[0]!.i;
      const out = marketById.get(next[sellIndex]!);
      if (!out) break;
      const purchase = owned.find((o) => o.playerId === out.id)?.purchasePrice ?? out.price;
      const selling =
        out.price <= purchase ? out.price : purchase + Math.floor((out.price - purchase) / 2);
      const clubCounts = new Map<number, number>();
      for (const id of next) {
        const club = marketById.get(id)?.clubId;
        if (club !== undefined && id !== out.id)
          clubCounts.set(club, (clubCounts.get(club) ?? 0) + 1);
      }
      let buy: MarketRow | undefined;
      let buyScore = Number.NEGATIVE_INFINITY;
      for (const p of byPosition.get(out.position) ?? []) {
        if (
          inSquad.has(p.id) ||
          p.price > bank + selling ||
          (clubCounts.get(p.clubId) ?? 0) >= rules.squad.maxPerClub
        )
          continue;
        const score = quality(p.id) + random() * 5;
        if (score > buyScore) {
          buy = p;
          buyScore = score;
        }
      }
      if (!buy) break;
      inSquad.delete(out.id);
      inSquad.add(buy.id);
      next[sellIndex] = buy.id;
      bank += selling - buy.price;
    }
    const result = evaluateTransfers(rules, {
      round: round.number,
      previous: owned.map((o) => ({
        element: o.playerId,
        purchasePrice: o.purchasePrice as Price,
      })),
      bank: c.bank as Price,
      freeTransfers,
      chip: null,
      next,
      market: (e) => {
        const p = marketById.get(e);
        return p ? { position: p.position, club: p.clubId, price: p.price as Price } : undefined;
      },
    });
    if (result.violations.length > 0) continue;
    // Captain and vice: the two best recent performers in the XI.
    const xi = next.slice(0, rules.lineup.size).sort((a, b) => quality(b) - quality(a));
    srValues.push({
      squadId: c.squadId,
      roundId: round.id,
      captainPlayerId: xi[0]!,
      viceCaptainPlayerId: xi[1]!,
      chip,
      bank: result.bankAfter,
      freeTransfers,
      transfersMade: result.count,
      transferCost: result.pointsCost,
    });
    const purchaseOf = new Map(result.squadAfter.map((p) => [p.element, p.purchasePrice]));
    for (const [i, playerId] of next.entries())
      pickValues.push({
        squadId: c.squadId,
        roundId: round.id,
        playerId,
        slot: i + 1,
        purchasePrice: purchaseOf.get(playerId)!,
      });
    result.transfersOut.forEach((outId, i) => {
      const inId = result.transfersIn[i]!;
      transferValues.push({
        squadId: c.squadId,
        roundId: round.id,
        playerOutId: outId,
        playerInId: inId,
        priceOut: result.sellingPrices.get(outId)!,
        priceIn: marketById.get(inId)!.price,
      });
    });
    if (chip) chipUpdates.push({ squadId: c.squadId, chipsUsed: [...c.chipsUsed, chip] });
  }
  await insertSquadRounds(tx, srValues, true);
  await insertPicks(tx, pickValues, true);
  await insertTransfers(tx, transferValues);
  for (const u of chipUpdates) await setSquadChipsUsed(tx, u.squadId, u.chipsUsed);
  return { transfers: transferValues.length, chips: chipUpdates.length };
}
