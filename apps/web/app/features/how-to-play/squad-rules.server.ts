import type { Position } from '@gameweek/contracts/player';
import { CRICKET_ROLES } from '@gameweek/rules/cricket/roles';
import { CRICKET_SQUAD_RULES } from '@gameweek/rules/cricket/squad-rules';
import { CHIP_FROM_RULES, type ProductChipName } from '@gameweek/rules/soccer/chip-names';
import {
  isSoccerSeason,
  SOCCER_SEASONS,
  soccerSeasonRules,
} from '@gameweek/rules/soccer/season-rules';

/** The squad, lineup, captaincy, transfer and chip rules as the engine holds them, for display. */
export interface SquadRulesView {
  context: 'soccer' | 'cricket';
  size: number;
  /** Tenths (soccer money) or credits × 10 (cricket), formatted by the page. */
  budget: number;
  quotas: { position: Position; min: number; max: number }[];
  lineup: { position: Position; min: number; max: number }[];
  maxPerClub: number;
  captain: number;
  vice: number | null;
  transfers: { free: number; banked: number; cost: number } | null;
  chips: ProductChipName[];
}

export function squadRulesView(context: 'soccer' | 'cricket', seasonName: string): SquadRulesView {
  if (context === 'cricket') {
    const r = CRICKET_SQUAD_RULES;
    return {
      context,
      size: r.size,
      budget: r.budget * 10,
      quotas: CRICKET_ROLES.map((position) => ({ position, ...r.roleLimits[position] })),
      lineup: [],
      maxPerClub: r.maxPerTeam,
      captain: r.captainMultiplier,
      vice: r.viceCaptainMultiplier,
      transfers: null,
      chips: [],
    };
  }
  const season = isSoccerSeason(seasonName)
    ? seasonName
    : SOCCER_SEASONS[SOCCER_SEASONS.length - 1]!;
  const r = soccerSeasonRules(season);
  const positions = ['GK', 'DEF', 'MID', 'FWD'] as const;
  return {
    context,
    size: r.squad.size,
    budget: r.squad.budget,
    quotas: positions.map((p) => ({
      position: p,
      min: r.squad.perPosition[p],
      max: r.squad.perPosition[p],
    })),
    lineup: positions.map((p) => ({ position: p, min: r.lineup.min[p], max: r.lineup.max[p] })),
    maxPerClub: r.squad.maxPerClub,
    captain: r.captaincy.captain,
    vice: null,
    transfers: {
      free: r.transfers.perRound,
      banked: r.transfers.maxBanked,
      cost: r.transfers.extraCost,
    },
    chips: [
      ...new Set(r.chips.flatMap((c) => (c.chip === 'manager' ? [] : [CHIP_FROM_RULES[c.chip]]))),
    ],
  };
}
