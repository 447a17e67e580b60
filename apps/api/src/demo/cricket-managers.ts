// Simulated cricket managers for the demo (ADR 0005, ADR 0015). A cricket team is picked per match day, so
// every simulated manager picks a fresh 11 when a round opens: from the players listed for that day's
// matches (the announced line-ups), good players more likely (credits as the prior of quality, with noise),
// within the rules (11 players, 100 credits, WK 1–4, BAT 3–6, AR 1–4, BOWL 3–6, at most 7 per team), checked
// with the rules engine's validateCricketSquad; captain and vice are the two best by the same noisy view.
// Deterministic: a manager's choices hash from (seed, manager number, round number).
import type { Database } from '@gameweek/db/create-db';
import type { CricketRole } from '@gameweek/rules/cricket/roles';
import {
  CRICKET_SQUAD_RULES,
  type CricketSquadPlayer,
  validateCricketSquad,
} from '@gameweek/rules/cricket/squad-rules';
import { hash32 } from '@gameweek/rules/soccer/replay';
import {
  insertPicks,
  insertSimulatedUsers,
  insertSquadRounds,
  insertSquads,
  matchDayMarket,
  type PickInsert,
  type SquadRoundInsert,
  simulatedSquadsWithoutRound,
} from '../repositories/demo-repository.ts';
import { seasonBudget } from '../repositories/round-repository.ts';
import { rng } from './simulate-managers.ts';

export interface CricketMarketPlayer {
  id: number;
  role: CricketRole;
  /** Credits in tenths (players.price). */
  price: number;
  clubId: number;
}

export interface CricketPick {
  playerIds: number[];
  captain: number;
  vice: number;
  cost: number;
}

const ROLES: readonly CricketRole[] = ['WK', 'BAT', 'AR', 'BOWL'];

/**
 * A valid 11 from the day's players, or undefined when none was found in a few attempts. `budget` is in
 * tenths of a credit (the season's budget, 1000 = 100 credits).
 */
export function buildCricketTeam(
  market: readonly CricketMarketPlayer[],
  budget: number,
  random: () => number,
): CricketPick | undefined {
  const rules = CRICKET_SQUAD_RULES;
  const lookup = new Map<string, CricketSquadPlayer>(
    market.map((p) => [
      String(p.id),
      { id: String(p.id), role: p.role, credits: p.price / 10, team: String(p.clubId) },
    ]),
  );
  const cheapest = Math.min(...market.map((p) => p.price));
  for (let attempt = 0; attempt < 12; attempt++) {
    const view = new Map(market.map((p) => [p.id, p.price * (0.55 + random() * 0.9)]));
    // Role minimums first (in a random order), then the rest from any role under its maximum.
    const needs: (CricketRole | null)[] = [];
    for (const role of ROLES) for (let i = 0; i < rules.roleLimits[role].min; i++) needs.push(role);
    while (needs.length < rules.size) needs.push(null);
    const chosen: CricketMarketPlayer[] = [];
    const perRole = new Map<CricketRole, number>();
    const perClub = new Map<number, number>();
    let left = budget;
    for (let slot = 0; slot < needs.length; slot++) {
      const need = needs[slot];
      const reserve = cheapest * (needs.length - slot - 1);
      let best: CricketMarketPlayer | undefined;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const p of market) {
        if (chosen.includes(p)) continue;
        if (need && p.role !== need) continue;
        if (!need && (perRole.get(p.role) ?? 0) >= rules.roleLimits[p.role].max) continue;
        if ((perClub.get(p.clubId) ?? 0) >= rules.maxPerTeam) continue;
        if (p.price > left - reserve) continue;
        const score = view.get(p.id)! * (0.8 + random() * 0.4);
        if (score > bestScore) {
          best = p;
          bestScore = score;
        }
      }
      if (!best) break;
      chosen.push(best);
      perRole.set(best.role, (perRole.get(best.role) ?? 0) + 1);
      perClub.set(best.clubId, (perClub.get(best.clubId) ?? 0) + 1);
      left -= best.price;
    }
    if (chosen.length !== rules.size) continue;
    const ranked = [...chosen].sort((a, b) => view.get(b.id)! - view.get(a.id)!);
    const pick = {
      playerIds: chosen.map((p) => p.id),
      captain: ranked[0]!.id,
      vice: ranked[1]!.id,
      cost: budget - left,
    };
    const result = validateCricketSquad(
      {
        playerIds: pick.playerIds.map(String),
        captainId: String(pick.captain),
        viceCaptainId: String(pick.vice),
      },
      lookup,
      { ...rules, budget: budget / 10 },
    );
    if (result.violations.length === 0) return pick;
  }
  return undefined;
}

export interface CreateCricketManagersInput {
  tenantId: number;
  seasonId: number;
  /** The first round they play (their teams are picked as each round opens). */
  roundId: number;
  count: number;
  prefix: string;
}

/** Users and their (empty) season squads; idempotent on the e-mail addresses. */
export async function createCricketManagers(
  db: Database,
  input: CreateCricketManagersInput,
): Promise<number> {
  const { tenantId, prefix, count } = input;
  const name = (n: number) => `Captain ${n}`;
  return insertSimulatedUsers(db, { tenantId, prefix, count, name }, async (created) => {
    await insertSquads(
      db,
      created.map((r) => ({
        tenantId: input.tenantId,
        userId: r.userId,
        seasonId: input.seasonId,
        name: `XI ${r.index}`,
        startRoundId: input.roundId,
      })),
    );
  });
}

/**
 * Runs inside the transaction that opens a cricket round: every simulated manager of the season without a
 * team for the round picks one from the day's players. Returns how many teams were picked.
 */
export async function simulateCricketRoundOpen(
  tx: Database,
  round: { id: number; seasonId: number; number: number },
  seed = 1,
): Promise<number> {
  const market = await matchDayMarket(tx, round.id);
  if (market.length < CRICKET_SQUAD_RULES.size) return 0;
  const budget = (await seasonBudget(tx, round.seasonId)) ?? CRICKET_SQUAD_RULES.budget * 10;
  const managers = await simulatedSquadsWithoutRound(tx, round.seasonId, round.id);
  const teamRows: SquadRoundInsert[] = [];
  const pickRows: PickInsert[] = [];
  const typed = market.map((p) => ({ ...p, role: p.role as CricketRole }));
  const priceOf = new Map(typed.map((p) => [p.id, p.price]));
  for (const m of managers) {
    const index = Number(m.email?.split('-').at(-1)?.split('@')[0] ?? m.squadId);
    const team = buildCricketTeam(typed, budget, rng(hash32(seed, index, round.number)));
    if (!team) continue;
    teamRows.push({
      squadId: m.squadId,
      roundId: round.id,
      captainPlayerId: team.captain,
      viceCaptainPlayerId: team.vice,
      bank: budget - team.cost,
      freeTransfers: 0,
    });
    team.playerIds.forEach((playerId, slot) => {
      pickRows.push({
        squadId: m.squadId,
        roundId: round.id,
        playerId,
        slot: slot + 1,
        purchasePrice: priceOf.get(playerId)!,
      });
    });
  }
  await insertSquadRounds(tx, teamRows);
  await insertPicks(tx, pickRows);
  return teamRows.length;
}
