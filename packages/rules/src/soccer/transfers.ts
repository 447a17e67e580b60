// Transfers between rounds: how many, what they cost in points, the money they free or consume, and
// the free transfers carried into the next round. Prices are tenths; a player is sold for his
// purchase price plus half of any rise, rounded down to 0.1m, or for the current price if it fell.
import type { Points, Price } from '../shared/units.ts';
import type { PlayerPosition } from './positions.ts';
import type { SoccerChip, SoccerSeasonRules } from './season-rules.ts';
import { type SquadViolation, validateSquad } from './squad-validation.ts';

export interface OwnedPlayer {
  readonly element: number;
  readonly purchasePrice: Price;
}

export interface MarketPlayer {
  readonly position: PlayerPosition;
  readonly club: number;
  /** Current price. */
  readonly price: Price;
}

export type TransferViolation =
  | SquadViolation
  | { readonly code: 'UNKNOWN_PLAYER'; readonly playerIds: readonly number[] }
  | { readonly code: 'INSUFFICIENT_FUNDS'; readonly bank: Price; readonly shortfall: Price };

export function sellingPrice(purchase: Price, current: Price): Price {
  if (current <= purchase) return current;
  return (purchase + Math.floor((current - purchase) / 2)) as Price;
}

export type TransferRules = Pick<SoccerSeasonRules, 'squad' | 'transfers'>;

/** Transfers are free for everyone in round 1, in the season's unlimited rounds and on a chip. */
export function transfersAreUnlimited(
  rules: TransferRules,
  round: number,
  chip: SoccerChip | null,
): boolean {
  return (
    round === 1 ||
    rules.transfers.unlimitedRounds.includes(round) ||
    chip === 'wildcard' ||
    chip === 'freehit'
  );
}

export interface TransferInput {
  readonly round: number;
  readonly previous: readonly OwnedPlayer[];
  readonly bank: Price;
  /** Free transfers available for this round. */
  readonly freeTransfers: number;
  readonly chip: SoccerChip | null;
  /** Elements of the squad after the transfers. */
  readonly next: readonly number[];
  readonly market: (element: number) => MarketPlayer | undefined;
}

export interface TransferResult {
  readonly transfersOut: readonly number[];
  readonly transfersIn: readonly number[];
  readonly count: number;
  /** Transfers beyond the free ones, each costing `rules.transfers.extraCost`. */
  readonly paidTransfers: number;
  readonly pointsCost: Points;
  /** Selling price of every player of the previous squad. */
  readonly sellingPrices: ReadonlyMap<number, Price>;
  readonly bankAfter: Price;
  /** Kept players keep their purchase price; new ones are bought at the current price. */
  readonly squadAfter: readonly OwnedPlayer[];
  readonly violations: readonly TransferViolation[];
}

export function evaluateTransfers(rules: TransferRules, input: TransferInput): TransferResult {
  const violations: TransferViolation[] = [];
  const previousIds = new Set(input.previous.map((p) => p.element));
  const nextIds = new Set(input.next);
  const transfersOut = input.previous.filter((p) => !nextIds.has(p.element)).map((p) => p.element);
  const transfersIn = [...nextIds].filter((e) => !previousIds.has(e));

  const unknown = [...new Set([...input.next, ...previousIds])].filter(
    (e) => input.market(e) === undefined,
  );
  if (unknown.length > 0) violations.push({ code: 'UNKNOWN_PLAYER', playerIds: unknown });

  const sellingPrices = new Map<number, Price>();
  for (const p of input.previous) {
    const current = input.market(p.element)?.price ?? p.purchasePrice;
    sellingPrices.set(p.element, sellingPrice(p.purchasePrice, current));
  }
  let bank = input.bank as number;
  for (const e of transfersOut) bank += sellingPrices.get(e)!;
  for (const e of transfersIn) bank -= input.market(e)?.price ?? 0;
  if (bank < 0)
    violations.push({ code: 'INSUFFICIENT_FUNDS', bank: input.bank, shortfall: -bank as Price });

  const purchase = new Map(input.previous.map((p) => [p.element, p.purchasePrice]));
  const squadAfter: OwnedPlayer[] = input.next.map((element) => ({
    element,
    purchasePrice: purchase.get(element) ?? input.market(element)?.price ?? (0 as Price),
  }));
  // In season the budget is the bank, not 100.0: a squad whose value rose may exceed it.
  const known = input.next.flatMap((element) => {
    const m = input.market(element);
    return m === undefined ? [] : [{ element, position: m.position, club: m.club, price: m.price }];
  });
  violations.push(...validateSquad(rules, known, Number.POSITIVE_INFINITY as Price));

  const count = transfersOut.length;
  const paidTransfers = transfersAreUnlimited(rules, input.round, input.chip)
    ? 0
    : Math.max(0, count - input.freeTransfers);
  return {
    transfersOut,
    transfersIn,
    count,
    paidTransfers,
    pointsCost: (paidTransfers * rules.transfers.extraCost) as Points,
    sellingPrices,
    bankAfter: bank as Price,
    squadAfter,
    violations,
  };
}

/** Free transfers available for round + 1, given this round's free transfers and what was done. */
export function nextFreeTransfers(
  rules: TransferRules,
  round: number,
  freeTransfers: number,
  transfersMade: number,
  chip: SoccerChip | null,
): number {
  const { perRound, maxBanked, chipKeepsBanked, topUps } = rules.transfers;
  const topUp = topUps.find((t) => t.round === round + 1);
  let next: number;
  if (chip === 'wildcard' || chip === 'freehit') {
    next = chipKeepsBanked ? freeTransfers + perRound : perRound;
  } else if (transfersAreUnlimited(rules, round, chip)) {
    next = freeTransfers + perRound;
  } else {
    next = Math.max(0, freeTransfers - transfersMade) + perRound;
  }
  next = Math.min(maxBanked, next);
  return topUp === undefined ? next : Math.max(next, topUp.freeTransfers);
}
