// Adapts the pure rules engine to the shapes the API stores: one `TeamRules` per tenant season, so
// the team service never branches on the sport. Violations keep the engine's codes and parameters
// (the UI translates them); nothing here decides a rule the engine already knows.
import type { ErrorDetail } from '@gameweek/contracts/error';
import type { ChipName, ChipState } from '@gameweek/contracts/user';
import type { CricketRole } from '@gameweek/rules/cricket/roles';
import { CRICKET_SQUAD_RULES, validateCricketSquad } from '@gameweek/rules/cricket/squad-rules';
import { type Price, price } from '@gameweek/rules/shared/units';
import { CHIP_FROM_RULES, CHIP_TO_RULES } from '@gameweek/rules/soccer/chip-names';
import { availableChips, type ChipUse, validateChipUse } from '@gameweek/rules/soccer/chips';
import type { PlayerPosition } from '@gameweek/rules/soccer/positions';
import {
  isSoccerSeason,
  type SoccerChip,
  type SoccerSeasonRules,
  soccerSeasonRules,
} from '@gameweek/rules/soccer/season-rules';
import { validateLineup, validateSquad } from '@gameweek/rules/soccer/squad-validation';
import {
  evaluateTransfers,
  nextFreeTransfers,
  sellingPrice as rulesSellingPrice,
  transfersAreUnlimited,
} from '@gameweek/rules/soccer/transfers';

export interface RulesPick {
  playerId: number;
  slot: number;
  isCaptain: boolean;
  isViceCaptain: boolean;
}

export interface MarketEntry {
  position: string;
  clubId: number;
  /** Current price, tenths. */
  price: number;
}

/** The team a round starts from: the previous round's record (carried forward if not saved). */
export interface BaseRound {
  roundNumber: number;
  picks: { playerId: number; purchasePrice: number }[];
  bank: number;
  freeTransfers: number;
  transfersMade: number;
  chip: ChipName | null;
}

export interface Evaluation {
  violations: ErrorDetail[];
  bank: number;
  /** Free transfers available this round; null when unlimited. */
  freeTransfers: number | null;
  transfersMade: number;
  transferCost: number;
  transfersOut: number[];
  transfersIn: number[];
  /** Purchase price per player of the new squad. */
  purchasePrices: Map<number, number>;
  /** Selling price of each player of the base squad. */
  sellingPrices: Map<number, number>;
}

export interface EvaluateInput {
  roundNumber: number;
  base: BaseRound | undefined;
  picks: RulesPick[];
  chip: ChipName | null;
  /** Chips played in other rounds. */
  chipsPlayed: { chip: ChipName; roundNumber: number }[];
  market: Map<number, MarketEntry>;
  seasonBudget: number;
}

export interface TeamRules {
  sport: 'soccer' | 'cricket';
  squadSize: number;
  startersSize: number;
  captainMultiplier: number;
  tripleCaptainMultiplier: number;
  /** Free transfers before `roundNumber`'s deadline given the base; null = unlimited. */
  freeTransfersAt(base: BaseRound | undefined, roundNumber: number): number | null;
  evaluate(input: EvaluateInput): Evaluation;
  chipStates(
    played: { chip: ChipName; roundId: number; roundNumber: number }[],
    round: { id: number; number: number } | null,
  ): ChipState[];
}

export function sellingPrice(purchase: number, current: number): number {
  return rulesSellingPrice(price(purchase), price(current));
}

function detail(v: object): ErrorDetail {
  const { code, ...params } = v as { code: string } & Record<string, unknown>;
  return { code, params };
}

function soccerRules(seasonName: string): TeamRules {
  const rules: SoccerSeasonRules = soccerSeasonRules(
    isSoccerSeason(seasonName) ? seasonName : '2023-24',
  );
  const uses = (played: { chip: ChipName; roundNumber: number }[]): ChipUse[] =>
    played.map((p) => ({ chip: CHIP_TO_RULES[p.chip], round: p.roundNumber }));

  const freeTransfersAt = (base: BaseRound | undefined, roundNumber: number): number | null => {
    if (!base || transfersAreUnlimited(rules, roundNumber, null)) return null;
    let ft = nextFreeTransfers(
      rules,
      base.roundNumber,
      base.freeTransfers,
      base.transfersMade,
      base.chip ? CHIP_TO_RULES[base.chip] : null,
    );
    // Rounds the manager skipped still bank a free transfer each.
    for (let r = base.roundNumber + 1; r < roundNumber; r++)
      ft = nextFreeTransfers(rules, r, ft, 0, null);
    return ft;
  };

  return {
    sport: 'soccer',
    squadSize: rules.squad.size,
    startersSize: rules.lineup.size,
    captainMultiplier: rules.captaincy.captain,
    tripleCaptainMultiplier: rules.captaincy.tripleCaptain,
    freeTransfersAt,
    evaluate(input) {
      const violations: ErrorDetail[] = [];
      const ids = input.picks.map((p) => p.playerId);
      const market = (id: number) => {
        const m = input.market.get(id);
        return m
          ? { position: m.position as PlayerPosition, club: m.clubId, price: price(m.price) }
          : undefined;
      };
      const chip = input.chip ? CHIP_TO_RULES[input.chip] : null;
      let result: Evaluation;
      if (!input.base) {
        const unknown = ids.filter((id) => !input.market.has(id));
        if (unknown.length > 0)
          violations.push({ code: 'UNKNOWN_PLAYER', params: { playerIds: unknown } });
        const squad = ids.flatMap((id) => {
          const m = market(id);
          return m ? [{ element: id, ...m }] : [];
        });
        violations.push(...validateSquad(rules, squad, price(input.seasonBudget)).map(detail));
        let cost = 0;
        for (const p of squad) cost += p.price;
        result = {
          violations,
          bank: input.seasonBudget - cost,
          freeTransfers: null,
          transfersMade: 0,
          transferCost: 0,
          transfersOut: [],
          transfersIn: [],
          purchasePrices: new Map(squad.map((p) => [p.element, p.price])),
          sellingPrices: new Map(),
        };
      } else {
        const free = freeTransfersAt(input.base, input.roundNumber);
        const t = evaluateTransfers(rules, {
          round: input.roundNumber,
          previous: input.base.picks.map((p) => ({
            element: p.playerId,
            purchasePrice: price(p.purchasePrice),
          })),
          bank: price(input.base.bank),
          freeTransfers: free ?? Number.POSITIVE_INFINITY,
          chip,
          next: ids,
          market,
        });
        violations.push(...t.violations.map(detail));
        result = {
          violations,
          bank: t.bankAfter,
          freeTransfers: free,
          transfersMade: t.count,
          transferCost: t.pointsCost,
          transfersOut: [...t.transfersOut],
          transfersIn: [...t.transfersIn],
          purchasePrices: new Map(t.squadAfter.map((p) => [p.element, p.purchasePrice as number])),
          sellingPrices: new Map([...t.sellingPrices].map(([k, v]) => [k, v as number])),
        };
      }
      const lineup = validateLineup(
        rules,
        input.picks.map((p) => ({
          element: p.playerId,
          slot: p.slot,
          isCaptain: p.isCaptain,
          isViceCaptain: p.isViceCaptain,
        })),
        (id) => input.market.get(id)?.position as PlayerPosition | undefined,
      );
      // LINEUP_SIZE repeats SQUAD_SIZE and PLAYER_NOT_IN_SQUAD repeats UNKNOWN_PLAYER.
      violations.push(
        ...lineup
          .filter((v) => v.code !== 'LINEUP_SIZE' && v.code !== 'PLAYER_NOT_IN_SQUAD')
          .map(detail),
      );
      if (chip)
        violations.push(
          ...validateChipUse(rules, input.roundNumber, chip, uses(input.chipsPlayed)).map(detail),
        );
      return result;
    },
    chipStates(played, round) {
      const roundNumber = round?.number ?? rules.rounds + 1;
      const others = played.filter((p) => !round || p.roundId !== round.id);
      const available = new Set(availableChips(rules, roundNumber, uses(others)));
      const names = [...new Set(rules.chips.map((c) => c.chip))].filter(
        (c): c is Exclude<SoccerChip, 'manager'> => c !== 'manager',
      );
      return names.map((c): ChipState => {
        const name = CHIP_FROM_RULES[c];
        const active = round
          ? played.find((p) => p.chip === name && p.roundId === round.id)
          : undefined;
        if (active) return { name, status: 'active', round_id: active.roundId };
        if (available.has(c)) return { name, status: 'available', round_id: null };
        const last = [...others].reverse().find((p) => p.chip === name);
        return { name, status: 'used', round_id: last?.roundId ?? null };
      });
    },
  };
}

function cricketRules(): TeamRules {
  const rules = CRICKET_SQUAD_RULES;
  return {
    sport: 'cricket',
    squadSize: rules.size,
    startersSize: rules.size,
    captainMultiplier: rules.captainMultiplier,
    tripleCaptainMultiplier: rules.captainMultiplier,
    // Every match day is a fresh pick: no transfer accounting.
    freeTransfersAt: () => null,
    evaluate(input) {
      const captain = input.picks.find((p) => p.isCaptain);
      const vice = input.picks.find((p) => p.isViceCaptain);
      const lookup = new Map(
        [...input.market].map(([id, p]) => [
          String(id),
          {
            id: String(id),
            role: p.position as CricketRole,
            credits: p.price / 10,
            team: String(p.clubId),
          },
        ]),
      );
      const result = validateCricketSquad(
        {
          playerIds: input.picks.map((p) => String(p.playerId)),
          captainId: captain ? String(captain.playerId) : null,
          viceCaptainId: vice ? String(vice.playerId) : null,
        },
        lookup,
        { ...rules, budget: input.seasonBudget / 10 },
      );
      const violations = result.violations.map(detail);
      const badSlots = input.picks.filter((p) => p.slot < 1 || p.slot > rules.size);
      if (badSlots.length > 0)
        violations.push({
          code: 'SLOT_INVALID',
          params: { playerIds: badSlots.map((p) => p.playerId) },
        });
      if (input.chip)
        violations.push({
          code: 'CHIP_UNAVAILABLE',
          params: { chip: input.chip, round: input.roundNumber },
        });
      let cost = 0;
      for (const p of input.picks) cost += input.market.get(p.playerId)?.price ?? 0;
      return {
        violations,
        bank: input.seasonBudget - cost,
        freeTransfers: null,
        transfersMade: 0,
        transferCost: 0,
        transfersOut: [],
        transfersIn: [],
        purchasePrices: new Map(
          input.picks.map((p) => [p.playerId, input.market.get(p.playerId)?.price ?? 0]),
        ),
        sellingPrices: new Map(),
      };
    },
    chipStates: () => [],
  };
}

export function teamRulesFor(sport: 'soccer' | 'cricket', seasonName: string): TeamRules {
  return sport === 'cricket' ? cricketRules() : soccerRules(seasonName);
}

export type { Price };
