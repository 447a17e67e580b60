import { describe, expect, it } from 'vitest';
import { SOCCER_SEASON_RULES } from '../../src/soccer/season-rules.ts';
import {
  type LineupPick,
  validateLineup,
  validateSquad,
} from '../../src/soccer/squad-validation.ts';
import { createSquad, tenths } from './factories.ts';

const rules = SOCCER_SEASON_RULES['2025-26'];

describe('validateSquad', () => {
  it('accepts 2 GK, 5 DEF, 5 MID, 3 FWD within budget and club limit', () => {
    expect(validateSquad(rules, createSquad())).toEqual([]);
  });

  it('reports size, position counts and duplicates with the players involved', () => {
    const squad = createSquad();
    squad[14] = { ...squad[14]!, element: 1, position: 'GK' };
    expect(validateSquad(rules, squad.slice(1))).toEqual([
      { code: 'SQUAD_SIZE', expected: 15, actual: 14 },
      { code: 'POSITION_COUNT', position: 'FWD', expected: 3, actual: 2, playerIds: [13, 14] },
    ]);
    expect(validateSquad(rules, squad)).toEqual([
      { code: 'DUPLICATE_PLAYER', playerIds: [1] },
      { code: 'POSITION_COUNT', position: 'GK', expected: 2, actual: 3, playerIds: [1, 2, 1] },
      { code: 'POSITION_COUNT', position: 'FWD', expected: 3, actual: 2, playerIds: [13, 14] },
    ]);
  });

  it('reports the budget overrun in tenths', () => {
    const squad = createSquad([{ price: tenths(160) }]); // 90.0 + 10.0 = 100.0: still fine
    expect(validateSquad(rules, squad)).toEqual([]);
    const over = createSquad([{ price: tenths(161) }]);
    expect(validateSquad(rules, over)).toEqual([
      { code: 'BUDGET_EXCEEDED', budget: 1000, cost: 1001, over: 1 },
    ]);
  });

  it('reports a fourth player from one club', () => {
    const squad = createSquad([{}, { club: 1 }]); // element 2 joins club 1 (1, 6, 11)
    expect(validateSquad(rules, squad)).toEqual([
      { code: 'CLUB_LIMIT', club: 1, limit: 3, playerIds: [1, 2, 6, 11] },
    ]);
  });
});

describe('validateLineup', () => {
  const squad = createSquad();
  const positionOf = (e: number) => squad.find((p) => p.element === e)?.position;
  /** 4-4-2 with 12 = reserve GK: slots in the order given. */
  const lineup = (order: number[], captain = 3, vice = 4): LineupPick[] =>
    order.map((element, i) => ({
      element,
      slot: i + 1,
      isCaptain: element === captain,
      isViceCaptain: element === vice,
    }));
  const valid = [1, 3, 4, 5, 6, 8, 9, 10, 11, 13, 14, 2, 7, 12, 15];

  it('accepts a 4-4-2 with the reserve GK first on the bench', () => {
    expect(validateLineup(rules, lineup(valid), positionOf)).toEqual([]);
  });

  it('reports formation breaches with the players of that position', () => {
    // 2-5-3: DEF 5 and 6 swapped for MID 12 and FWD 15.
    const twoDef = [1, 3, 4, 12, 15, 8, 9, 10, 11, 13, 14, 2, 7, 5, 6];
    expect(validateLineup(rules, lineup(twoDef), positionOf)).toEqual([
      { code: 'FORMATION', position: 'DEF', min: 3, max: 5, actual: 2, playerIds: [3, 4] },
    ]);
  });

  it('reports armband problems and the reserve goalkeeper slot', () => {
    const benchGkOutfield = [1, 3, 4, 5, 6, 8, 9, 10, 11, 13, 14, 7, 2, 12, 15];
    expect(validateLineup(rules, lineup(benchGkOutfield, 7, 7), positionOf)).toEqual([
      { code: 'RESERVE_GK_SLOT', playerIds: [7] },
      { code: 'CAPTAIN_NOT_IN_XI', playerIds: [7] },
      { code: 'VICE_CAPTAIN_NOT_IN_XI', playerIds: [7] },
      { code: 'CAPTAIN_IS_VICE_CAPTAIN', playerIds: [7] },
    ]);
    expect(validateLineup(rules, lineup(valid, 99, 4), positionOf)).toEqual([
      { code: 'CAPTAIN_COUNT', actual: 0, playerIds: [] },
    ]);
  });

  it('reports two goalkeepers in the XI', () => {
    const twoGk = [1, 2, 4, 5, 6, 8, 9, 10, 11, 13, 14, 3, 7, 12, 15];
    expect(validateLineup(rules, lineup(twoGk, 4, 5), positionOf)).toEqual([
      { code: 'FORMATION', position: 'GK', min: 1, max: 1, actual: 2, playerIds: [1, 2] },
      { code: 'RESERVE_GK_SLOT', playerIds: [3] },
    ]);
  });
});
