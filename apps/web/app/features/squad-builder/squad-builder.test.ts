import type { PlayerSummary, Position } from '@gameweek/contracts/player';
import { describe, expect, it } from 'vitest';
import { type DraftContext, draftReducer, emptyDraft, sameDraft } from './draft.ts';
import { blockedReason, type Draft, evaluateDraft, gameRulesFor } from './game-rules.ts';
import { transferCost } from './transfer-cost.ts';

let nextId = 1;
function player(position: Position, club: number, price = 50, over: Partial<PlayerSummary> = {}) {
  const id = nextId++;
  return {
    id,
    name: `P${id}`,
    short_name: `P${id}`,
    position,
    team: { id: club, name: `Club ${club}`, short_name: `C${club}` },
    price,
    form: 0,
    total_points: id,
    selected_by_percent: 0,
    availability: 'a',
    ...over,
  } satisfies PlayerSummary;
}

function soccerSquad(): PlayerSummary[] {
  // 15 players over 5 clubs (3 each), 2/5/5/3, 15 × 6.0 = 90.0
  const shape: Position[] = [
    'GK',
    'GK',
    'DEF',
    'DEF',
    'DEF',
    'DEF',
    'DEF',
    'MID',
    'MID',
    'MID',
    'MID',
    'MID',
    'FWD',
    'FWD',
    'FWD',
  ];
  return shape.map((pos, i) => player(pos, (i % 5) + 1, 60));
}

function build(ctx: DraftContext, players: PlayerSummary[]): Draft {
  return players.reduce<Draft>(
    (d, p) => draftReducer(ctx, d, { type: 'add', player: p }),
    emptyDraft(),
  );
}

const soccer = gameRulesFor('soccer', '2023-24');

describe('soccer squad builder', () => {
  const squad = soccerSquad();
  const market = new Map(squad.map((p) => [p.id, p]));
  const ctx = { rules: soccer, market };

  it('places 15 added players in a valid 4-4-2 with the reserve keeper first on the bench', () => {
    const draft = build(ctx, squad);
    expect(draft.picks.map((p) => p.slot).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    const gks = squad.filter((p) => p.position === 'GK').map((p) => p.id);
    expect(draft.picks.filter((p) => gks.includes(p.playerId)).map((p) => p.slot)).toEqual([1, 12]);
    expect(draft.captainId).not.toBeNull();
    expect(draft.viceCaptainId).not.toBeNull();
    expect(draft.captainId).not.toBe(draft.viceCaptainId);
    const ev = evaluateDraft(soccer, draft, market, 1000, null);
    expect(ev.violations).toEqual([]);
    expect(ev.cost).toBe(900);
    expect(ev.bank).toBe(100);
  });

  it('reports a squad over budget with the overspend', () => {
    const draft = build(ctx, squad);
    const ev = evaluateDraft(soccer, draft, market, 850, null);
    expect(ev.violations).toContainEqual({
      code: 'BUDGET_EXCEEDED',
      params: { budget: 850, cost: 900, over: 50 },
      playerIds: [],
    });
  });

  it('names the players that break the club limit, even in an unfinished squad', () => {
    const same = [player('DEF', 9), player('MID', 9), player('FWD', 9), player('MID', 9)];
    const m = new Map(same.map((p) => [p.id, p]));
    const draft = build({ rules: soccer, market: m }, same);
    const ev = evaluateDraft(soccer, draft, m, 1000, null, { partial: true });
    expect(ev.violations).toEqual([
      {
        code: 'CLUB_LIMIT',
        params: { club: 9, limit: 3 },
        playerIds: same.map((p) => p.id),
      },
    ]);
  });

  it('flags a fourth forward at once but not the missing players of an unfinished squad', () => {
    const fwds = [player('FWD', 1), player('FWD', 2), player('FWD', 3), player('FWD', 4)];
    const m = new Map(fwds.map((p) => [p.id, p]));
    const ev = evaluateDraft(soccer, build({ rules: soccer, market: m }, fwds), m, 1000, null, {
      partial: true,
    });
    expect(ev.violations.map((v) => [v.code, v.params.position])).toEqual([
      ['POSITION_COUNT', 'FWD'],
    ]);
    const full = evaluateDraft(soccer, build({ rules: soccer, market: m }, fwds), m, 1000, null);
    expect(full.violations.map((v) => v.code)).toContain('SQUAD_SIZE');
  });

  it('a bench swap that leaves no keeper in goal is a formation breach', () => {
    const draft = build(ctx, squad);
    const gk = draft.picks.find((p) => p.slot === 1)?.playerId ?? 0;
    const benchDef = draft.picks.find((p) => p.slot === 13)?.playerId ?? 0;
    const swapped = draftReducer(ctx, draft, { type: 'swap', a: gk, b: benchDef });
    const codes = evaluateDraft(soccer, swapped, market, 1000, null).violations.map((v) => v.code);
    expect(codes).toContain('FORMATION');
    expect(sameDraft(draft, swapped)).toBe(false);
    const back = draftReducer(ctx, swapped, { type: 'swap', a: gk, b: benchDef });
    expect(sameDraft(draft, back)).toBe(true);
  });

  it('a transfer takes the freed slot and costs points beyond the free transfers', () => {
    const draft = build(ctx, squad);
    const base = {
      roundNumber: 5,
      picks: draft.picks.map((p) => ({ playerId: p.playerId, purchasePrice: 60 })),
      bank: 100,
      freeTransfers: 1,
      unlimited: false,
      savedCost: 0,
    };
    const outs = squad.filter((p) => p.position === 'MID').slice(0, 2);
    const ins = [player('MID', 6, 55), player('MID', 7, 55)];
    const m2 = new Map([...market, ...ins.map((p) => [p.id, p] as const)]);
    const ctx2 = { rules: soccer, market: m2 };
    let d = draft;
    const slot = d.picks.find((p) => p.playerId === outs[0]?.id)?.slot;
    for (const o of outs) d = draftReducer(ctx2, d, { type: 'remove', playerId: o.id });
    for (const i of ins) d = draftReducer(ctx2, d, { type: 'add', player: i });
    expect(d.picks.find((p) => p.playerId === ins[0]?.id)?.slot).toBe(slot);
    const ev = evaluateDraft(soccer, d, m2, 1000, base);
    expect(ev.transfers).toMatchObject({ count: 2, paid: 1, pointsCost: 4 });
    expect(ev.bank).toBe(110);
    // The confirmation: the free transfer used, one extra at −4.
    expect(ev.transfers && transferCost(ev.transfers, base.savedCost, 4)).toEqual({
      unlimited: false,
      freeUsed: 1,
      extra: 1,
      each: 4,
      points: 4,
    });
    const wildcard = evaluateDraft(soccer, { ...d, chip: 'wildcard' }, m2, 1000, base);
    expect(wildcard.transfers?.pointsCost).toBe(0);
    expect(wildcard.transfers && transferCost(wildcard.transfers, 0, 4)).toEqual({
      unlimited: true,
      freeUsed: 2,
      extra: 0,
      each: 4,
      points: 0,
    });
    // Transfers saved earlier this round already cost 4: this save adds only its own.
    const later = { ...base, freeTransfers: 0, savedCost: 4 };
    const again = evaluateDraft(soccer, d, m2, 1000, later);
    expect(again.transfers?.pointsCost).toBe(12);
    expect(again.transfers && transferCost(again.transfers, later.savedCost, 4)).toMatchObject({
      freeUsed: 0,
      extra: 2,
      points: 8,
    });
  });

  it('says why a player cannot be added', () => {
    const draft = build(ctx, squad.slice(0, 14));
    const ev = evaluateDraft(soccer, draft, market, 1000, null, { partial: true });
    const last = squad[14] as PlayerSummary;
    expect(blockedReason(soccer, ev, draft, last)).toBeNull();
    expect(blockedReason(soccer, ev, draft, squad[0] as PlayerSummary)).toBe('in_squad');
    expect(blockedReason(soccer, ev, draft, player('GK', 8))).toBe('position_full');
    expect(blockedReason(soccer, ev, draft, player('FWD', 1))).toBe('club_full');
    expect(blockedReason(soccer, ev, draft, player('FWD', 8, 999))).toBe('no_money');
  });

  it('toggle adds a player once and removes him on the second tap', () => {
    const first = squad[0] as PlayerSummary;
    const once = draftReducer(ctx, emptyDraft(), { type: 'toggle', player: first });
    expect(once.picks).toEqual([{ playerId: first.id, slot: 1 }]);
    expect(draftReducer(ctx, once, { type: 'toggle', player: first }).picks).toEqual([]);
  });

  // Issue 18, defect 8: benching the captain or vice left the armband on the bench, a squad that
  // could not be saved; as in FPL the player who takes his place gets it.
  it('benching the captain or the vice passes the armband to the player coming in; the squad stays valid', () => {
    const draft = build(ctx, squad);
    const slotOf = (d: Draft, id: number) => d.picks.find((p) => p.playerId === id)?.slot ?? 0;
    const positionOf = (id: number) => market.get(id)?.position;
    const benchFor = (d: Draft, id: number) =>
      d.picks.find((p) => p.slot > 11 && market.get(p.playerId)?.position === positionOf(id))
        ?.playerId ?? 0;
    const c = draft.captainId ?? 0;
    const inForC = benchFor(draft, c);
    const benched = draftReducer(ctx, draft, { type: 'swap', a: c, b: inForC });
    expect(slotOf(benched, c)).toBeGreaterThan(11);
    expect(benched.captainId).toBe(inForC);
    expect(benched.viceCaptainId).toBe(draft.viceCaptainId);
    expect(evaluateDraft(soccer, benched, market, 1000, null).violations).toEqual([]);

    const v = benched.viceCaptainId ?? 0;
    const inForV = benchFor(benched, v);
    // The bench player is tapped first this time: the order of the two taps does not matter.
    const both = draftReducer(ctx, benched, { type: 'swap', a: inForV, b: v });
    expect(both.viceCaptainId).toBe(inForV);
    expect(both.captainId).toBe(inForC);
    expect(evaluateDraft(soccer, both, market, 1000, null).violations).toEqual([]);

    // Two starters trading places keep their armbands.
    const starter = draft.picks.find((p) => p.slot <= 11 && p.playerId !== c)?.playerId ?? 0;
    const within = draftReducer(ctx, draft, { type: 'swap', a: c, b: starter });
    expect([within.captainId, within.viceCaptainId]).toEqual([c, draft.viceCaptainId]);
  });

  it('moving the captain to vice swaps the armbands', () => {
    const draft = build(ctx, squad);
    const c = draft.captainId ?? 0;
    const v = draft.viceCaptainId ?? 0;
    const next = draftReducer(ctx, draft, { type: 'vice', playerId: c });
    expect([next.captainId, next.viceCaptainId]).toEqual([v, c]);
  });
});

describe('cricket squad builder', () => {
  const cricket = gameRulesFor('cricket', '2024');
  const roles: Position[] = [
    'WK',
    'BAT',
    'BAT',
    'BAT',
    'BAT',
    'AR',
    'AR',
    'BOWL',
    'BOWL',
    'BOWL',
    'BOWL',
  ];
  const xi = roles.map((r, i) => player(r, i < 6 ? 1 : 2, 90));
  const market = new Map(xi.map((p) => [p.id, p]));
  const ctx = { rules: cricket, market };

  it('eleven within roles, credits and teams with a captain is valid', () => {
    const draft = build(ctx, xi);
    expect(draft.picks).toHaveLength(11);
    const ev = evaluateDraft(cricket, draft, market, 1000, null);
    expect(ev.violations).toEqual([]);
    expect(ev.bank).toBe(10);
  });

  it('reports credits over the limit and the role minimum', () => {
    const pricey = roles.map((r) => player(r === 'WK' ? 'BAT' : r, 3, 100));
    const m = new Map(pricey.map((p) => [p.id, p]));
    const ev = evaluateDraft(cricket, build({ rules: cricket, market: m }, pricey), m, 1000, null);
    const codes = ev.violations.map((v) => v.code);
    expect(codes).toContain('CREDITS_EXCEEDED');
    expect(codes).toContain('TEAM_LIMIT');
    expect(ev.violations.find((v) => v.code === 'ROLE_COUNT')?.params).toMatchObject({
      role: 'WK',
      min: 1,
      actual: 0,
    });
  });
});
