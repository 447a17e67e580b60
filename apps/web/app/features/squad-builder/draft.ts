// Editing a squad as pure state changes, so a tap is one cheap reducer step and the same steps are
// tested without a browser.
import type { PlayerSummary } from '@gameweek/contracts/player';
import type { ChipName, Pick, QuickPicksResponse } from '@gameweek/contracts/user';
import { substitute } from '@gameweek/rules/shared/lineup';
import type { Draft, DraftPick, GameRules } from './game-rules.ts';

/** Where a newly added player goes in a 4-4-2: starters by position, then the bench in order. */
const SOCCER_TEMPLATE: Record<string, number[]> = {
  GK: [1, 12],
  DEF: [2, 3, 4, 5, 13],
  MID: [6, 7, 8, 9, 14],
  FWD: [10, 11, 15],
};

export type DraftAction =
  | { type: 'add'; player: PlayerSummary }
  | { type: 'remove'; playerId: number }
  /** Add if absent, remove if present: the list's one button. */
  | { type: 'toggle'; player: PlayerSummary }
  | { type: 'swap'; a: number; b: number }
  | { type: 'captain'; playerId: number }
  | { type: 'vice'; playerId: number }
  | { type: 'chip'; chip: ChipName | null }
  | { type: 'replace'; draft: Draft };

export interface DraftContext {
  rules: GameRules;
  market: ReadonlyMap<number, PlayerSummary>;
}

export function emptyDraft(): Draft {
  return { picks: [], captainId: null, viceCaptainId: null, chip: null };
}

export function draftFromPicks(picks: readonly Pick[], chip: ChipName | null): Draft {
  return {
    picks: picks.map((p) => ({ playerId: p.player.id, slot: p.slot })),
    captainId: picks.find((p) => p.is_captain)?.player.id ?? null,
    viceCaptainId: picks.find((p) => p.is_vice_captain)?.player.id ?? null,
    chip,
  };
}

export function draftFromQuickPicks(q: QuickPicksResponse, chip: ChipName | null): Draft {
  return {
    picks: q.picks.map((p) => ({ playerId: p.player_id, slot: p.slot })),
    captainId: q.captain_id,
    viceCaptainId: q.vice_captain_id,
    chip,
  };
}

function freeSlot(ctx: DraftContext, picks: readonly DraftPick[], position: string): number | null {
  const taken = new Set(picks.map((p) => p.slot));
  if (ctx.rules.sport === 'soccer') {
    for (const s of SOCCER_TEMPLATE[position] ?? []) if (!taken.has(s)) return s;
  }
  for (let s = 1; s <= ctx.rules.squadSize; s++) if (!taken.has(s)) return s;
  return null;
}

/** Captain and vice default to the two best starters once the squad is complete. */
function withDefaultArmbands(ctx: DraftContext, draft: Draft): Draft {
  if (draft.picks.length !== ctx.rules.squadSize) return draft;
  if (draft.captainId !== null && draft.viceCaptainId !== null) return draft;
  const starters = draft.picks
    .filter((p) => p.slot <= ctx.rules.startersSize)
    .map((p) => ctx.market.get(p.playerId))
    .filter((p): p is PlayerSummary => p !== undefined)
    .sort((a, b) => b.total_points - a.total_points || b.price - a.price);
  let captainId = draft.captainId;
  let viceCaptainId = draft.viceCaptainId;
  for (const p of starters) {
    if (captainId === null && p.id !== viceCaptainId) captainId = p.id;
    else if (viceCaptainId === null && p.id !== captainId) viceCaptainId = p.id;
  }
  return { ...draft, captainId, viceCaptainId };
}

export function draftReducer(ctx: DraftContext, draft: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case 'add': {
      if (draft.picks.some((p) => p.playerId === action.player.id)) return draft;
      const slot = freeSlot(ctx, draft.picks, action.player.position);
      if (slot === null) return draft;
      return withDefaultArmbands(ctx, {
        ...draft,
        picks: [...draft.picks, { playerId: action.player.id, slot }],
      });
    }
    case 'toggle':
      return draftReducer(
        ctx,
        draft,
        draft.picks.some((p) => p.playerId === action.player.id)
          ? { type: 'remove', playerId: action.player.id }
          : { type: 'add', player: action.player },
      );
    case 'remove':
      return {
        ...draft,
        picks: draft.picks.filter((p) => p.playerId !== action.playerId),
        captainId: draft.captainId === action.playerId ? null : draft.captainId,
        viceCaptainId: draft.viceCaptainId === action.playerId ? null : draft.viceCaptainId,
      };
    case 'swap':
      // The armband passes to the player coming into the XI (rules/shared/lineup.ts).
      return substitute(draft, action.a, action.b, ctx.rules.startersSize);
    case 'captain':
      return {
        ...draft,
        captainId: action.playerId,
        viceCaptainId:
          draft.viceCaptainId === action.playerId ? draft.captainId : draft.viceCaptainId,
      };
    case 'vice':
      return {
        ...draft,
        viceCaptainId: action.playerId,
        captainId: draft.captainId === action.playerId ? draft.viceCaptainId : draft.captainId,
      };
    case 'chip':
      return { ...draft, chip: action.chip };
    case 'replace':
      return action.draft;
  }
}

/** The same squad and armbands (order-insensitive): nothing to save. */
export function sameDraft(a: Draft, b: Draft): boolean {
  if (a.captainId !== b.captainId || a.viceCaptainId !== b.viceCaptainId || a.chip !== b.chip)
    return false;
  if (a.picks.length !== b.picks.length) return false;
  const slots = new Map(a.picks.map((p) => [p.playerId, p.slot]));
  return b.picks.every((p) => slots.get(p.playerId) === p.slot);
}
