// The rules engine runs in the browser (it is pure), so every breach shows next to its cause before
// saving. This adapter picks the sport's rules from the tenant config and turns the engine's
// violations into one shape: a code, params for the translated sentence, and the players involved.
// The server runs the same engine on save and stays the authority.
import type { PlayerSummary, Position } from '@gameweek/contracts/player';
import type { ChipName } from '@gameweek/contracts/user';
import { CRICKET_SQUAD_RULES, validateCricketSquad } from '@gameweek/rules/cricket/squad-rules';
import { price } from '@gameweek/rules/shared/units';
import { CHIP_TO_RULES } from '@gameweek/rules/soccer/chip-names';
import type { PlayerPosition } from '@gameweek/rules/soccer/positions';
import {
  isSoccerSeason,
  type SoccerSeasonRules,
  soccerSeasonRules,
} from '@gameweek/rules/soccer/season-rules';
import { validateLineup, validateSquad } from '@gameweek/rules/soccer/squad-validation';
import { evaluateTransfers, transfersAreUnlimited } from '@gameweek/rules/soccer/transfers';

export type Sport = 'soccer' | 'cricket';

export interface PositionQuota {
  position: Position;
  min: number;
  max: number;
}

export interface GameRules {
  sport: Sport;
  squadSize: number;
  startersSize: number;
  /** Squad quotas (soccer: exact counts; cricket: min..max per role). */
  quotas: PositionQuota[];
  /** Formation limits of the starting XI (soccer); cricket starts everyone. */
  lineup: PositionQuota[] | null;
  maxPerClub: number;
  /** Points per transfer beyond the free ones (soccer). */
  extraTransferCost: number;
  chips: ChipName[];
  soccer: SoccerSeasonRules | null;
}

export function gameRulesFor(sport: Sport, seasonName: string): GameRules {
  if (sport === 'cricket') {
    const r = CRICKET_SQUAD_RULES;
    return {
      sport,
      squadSize: r.size,
      startersSize: r.size,
      quotas: (['WK', 'BAT', 'AR', 'BOWL'] as const).map((position) => ({
        position,
        ...r.roleLimits[position],
      })),
      lineup: null,
      maxPerClub: r.maxPerTeam,
      extraTransferCost: 0,
      chips: [],
      soccer: null,
    };
  }
  const rules = soccerSeasonRules(isSoccerSeason(seasonName) ? seasonName : '2023-24');
  const positions = ['GK', 'DEF', 'MID', 'FWD'] as const;
  return {
    sport,
    squadSize: rules.squad.size,
    startersSize: rules.lineup.size,
    quotas: positions.map((position) => ({
      position,
      min: rules.squad.perPosition[position],
      max: rules.squad.perPosition[position],
    })),
    lineup: positions.map((position) => ({
      position,
      min: rules.lineup.min[position],
      max: rules.lineup.max[position],
    })),
    maxPerClub: rules.squad.maxPerClub,
    extraTransferCost: rules.transfers.extraCost,
    chips: ['wildcard', 'free_hit', 'bench_boost', 'triple_captain'],
    soccer: rules,
  };
}

export interface DraftPick {
  playerId: number;
  /** Soccer: 1..11 start, 12..15 bench in order. Cricket: 1..11. */
  slot: number;
}

export interface Draft {
  picks: DraftPick[];
  captainId: number | null;
  viceCaptainId: number | null;
  chip: ChipName | null;
}

export interface Violation {
  code: string;
  params: Record<string, string | number>;
  playerIds: number[];
}

/** The saved team the transfers are counted from (absent when building a first squad). */
export interface TransferBase {
  roundNumber: number;
  picks: { playerId: number; purchasePrice: number }[];
  bank: number;
  /** Free transfers still available this round. */
  freeTransfers: number;
  unlimited: boolean;
  /** Points already deducted for transfers saved earlier this round. */
  savedCost: number;
}

export interface TransferPreview {
  count: number;
  paid: number;
  pointsCost: number;
  unlimited: boolean;
  out: number[];
  in: number[];
  sellingPrices: Map<number, number>;
}

export interface DraftEvaluation {
  violations: Violation[];
  /** Money spent on the draft, tenths (selling price for kept players when transferring). */
  cost: number;
  bank: number;
  transfers: TransferPreview | null;
  countByPosition: Map<string, number>;
  countByClub: Map<number, number>;
}

function paramsOf(v: object): { params: Record<string, string | number>; playerIds: number[] } {
  const params: Record<string, string | number> = {};
  let playerIds: number[] = [];
  for (const [k, value] of Object.entries(v)) {
    if (k === 'code') continue;
    if (k === 'playerIds' && Array.isArray(value)) playerIds = value.map(Number);
    else if (k === 'playerId') playerIds = [Number(value)];
    else if (typeof value === 'number' || typeof value === 'string') params[k] = value;
  }
  return { params, playerIds };
}

function toViolation(v: { code: string }): Violation {
  return { code: v.code, ...paramsOf(v) };
}

/**
 * Runs the engine over a draft. `partial` drafts (still being built) get only the breaches that more
 * picks cannot fix (over budget, club limit, a quota exceeded), so the user sees a breach as soon as
 * he causes it without being nagged about an unfinished squad.
 */
export function evaluateDraft(
  rules: GameRules,
  draft: Draft,
  market: ReadonlyMap<number, PlayerSummary>,
  budget: number,
  base: TransferBase | null,
  options: { partial?: boolean } = {},
): DraftEvaluation {
  const players = draft.picks.flatMap((p) => {
    const m = market.get(p.playerId);
    return m ? [m] : [];
  });
  const countByPosition = new Map<string, number>();
  const countByClub = new Map<number, number>();
  for (const p of players) {
    countByPosition.set(p.position, (countByPosition.get(p.position) ?? 0) + 1);
    countByClub.set(p.team.id, (countByClub.get(p.team.id) ?? 0) + 1);
  }
  let violations: Violation[] = [];
  let cost = 0;
  let bank = budget;
  let transfers: TransferPreview | null = null;

  if (rules.sport === 'cricket') {
    const captain = draft.captainId;
    const vice = draft.viceCaptainId;
    const lookup = new Map(
      players.map((p) => [
        String(p.id),
        {
          id: String(p.id),
          role: p.position as 'WK' | 'BAT' | 'AR' | 'BOWL',
          credits: p.price / 10,
          team: String(p.team.id),
        },
      ]),
    );
    const result = validateCricketSquad(
      {
        playerIds: draft.picks.map((p) => String(p.playerId)),
        captainId: captain === null ? null : String(captain),
        viceCaptainId: vice === null ? null : String(vice),
      },
      lookup,
      { ...CRICKET_SQUAD_RULES, budget: budget / 10 },
    );
    violations = result.violations.map(toViolation);
    for (const p of players) cost += p.price;
    bank = budget - cost;
  } else if (rules.soccer) {
    const soccer = rules.soccer;
    const chip = draft.chip ? CHIP_TO_RULES[draft.chip] : null;
    const squad = players.map((p) => ({
      element: p.id,
      position: p.position as PlayerPosition,
      club: p.team.id,
      price: price(p.price),
    }));
    if (base && base.picks.length > 0) {
      const unlimited =
        base.unlimited || transfersAreUnlimited(soccer, base.roundNumber, chip ?? null);
      const t = evaluateTransfers(soccer, {
        round: base.roundNumber,
        previous: base.picks.map((p) => ({
          element: p.playerId,
          purchasePrice: price(p.purchasePrice),
        })),
        bank: price(base.bank),
        freeTransfers: unlimited ? Number.POSITIVE_INFINITY : base.freeTransfers,
        chip,
        next: draft.picks.map((p) => p.playerId),
        market: (id) => {
          const m = market.get(id);
          return m
            ? { position: m.position as PlayerPosition, club: m.team.id, price: price(m.price) }
            : undefined;
        },
      });
      violations = t.violations.map(toViolation);
      bank = t.bankAfter;
      for (const p of t.squadAfter) {
        const kept = base.picks.find((b) => b.playerId === p.element);
        cost += kept ? (t.sellingPrices.get(p.element) ?? p.purchasePrice) : p.purchasePrice;
      }
      transfers = {
        count: t.count,
        paid: t.paidTransfers,
        pointsCost: t.pointsCost + base.savedCost,
        unlimited,
        out: [...t.transfersOut],
        in: [...t.transfersIn],
        sellingPrices: new Map([...t.sellingPrices].map(([k, v]) => [k, v as number])),
      };
    } else {
      violations = validateSquad(soccer, squad, price(budget)).map(toViolation);
      for (const p of squad) cost += p.price;
      bank = budget - cost;
    }
    const positionOf = (id: number) => market.get(id)?.position as PlayerPosition | undefined;
    violations.push(
      ...validateLineup(
        soccer,
        draft.picks.map((p) => ({
          element: p.playerId,
          slot: p.slot,
          isCaptain: p.playerId === draft.captainId,
          isViceCaptain: p.playerId === draft.viceCaptainId,
        })),
        positionOf,
      )
        // LINEUP_SIZE repeats SQUAD_SIZE.
        .filter((v) => v.code !== 'LINEUP_SIZE')
        .map(toViolation),
    );
  }

  if (options.partial) violations = violations.filter((v) => isFixableOnlyByRemoving(v));
  return { violations, cost, bank, transfers, countByPosition, countByClub };
}

/** Breaches that adding players can never fix: shown while a squad is still incomplete. */
function isFixableOnlyByRemoving(v: Violation): boolean {
  switch (v.code) {
    case 'BUDGET_EXCEEDED':
    case 'CREDITS_EXCEEDED':
    case 'INSUFFICIENT_FUNDS':
    case 'CLUB_LIMIT':
    case 'TEAM_LIMIT':
    case 'DUPLICATE_PLAYER':
      return true;
    case 'POSITION_COUNT':
      return Number(v.params.actual) > Number(v.params.expected);
    case 'ROLE_COUNT':
      return Number(v.params.actual) > Number(v.params.max);
    default:
      return false;
  }
}

/** Why a player cannot be added right now (null when he can): the quota, the club limit or money. */
export function blockedReason(
  rules: GameRules,
  evaluation: DraftEvaluation,
  draft: Draft,
  player: PlayerSummary,
): 'in_squad' | 'squad_full' | 'position_full' | 'club_full' | 'no_money' | null {
  if (draft.picks.some((p) => p.playerId === player.id)) return 'in_squad';
  if (draft.picks.length >= rules.squadSize) return 'squad_full';
  const quota = rules.quotas.find((q) => q.position === player.position);
  if (quota && (evaluation.countByPosition.get(player.position) ?? 0) >= quota.max)
    return 'position_full';
  if ((evaluation.countByClub.get(player.team.id) ?? 0) >= rules.maxPerClub) return 'club_full';
  if (player.price > evaluation.bank) return 'no_money';
  return null;
}
