// Can a valid squad be picked for every real match? With the literal role rule, no:
// these tests pin the measured shortfall and show the opt-in remedy closes it.
import { describe, expect, it } from 'vitest';
import { deriveCricketCredits } from '../../src/cricket/credits.ts';
import type { CricsheetMatch } from '../../src/cricket/cricsheet.ts';
import { iplKeeperOverrides } from '../../src/cricket/ipl-keepers.ts';
import { scoreCricketMatch } from '../../src/cricket/match-points.ts';
import {
  CRICKET_PLAYABLE_ROLE_THRESHOLDS,
  type CricketRole,
  deriveCricketRoles,
} from '../../src/cricket/roles.ts';
import { findCricketSquadBlockers } from '../../src/cricket/squad-rules.ts';
import { ipl2024Dir, ipl2025Dir, loadSeason } from './data.ts';

function blockedMatches(
  matches: CricsheetMatch[],
  roles: ReturnType<typeof deriveCricketRoles>,
): { blocked: number; lacking: number } {
  const credits = deriveCricketCredits(matches, roles);
  let blocked = 0;
  let lacking = 0;
  for (const m of matches) {
    const pool = scoreCricketMatch('', m, roles).map((p) => ({
      id: p.playerId,
      role: p.role,
      team: p.team,
      credits: credits.get(p.playerId)!.credits,
    }));
    if (findCricketSquadBlockers(pool).length > 0) blocked++;
    // Independent count: a match whose listed players include no WK or no AR.
    const has = (r: CricketRole) => pool.some((p) => p.role === r);
    if (!has('WK') || !has('AR')) lacking++;
  }
  return { blocked, lacking };
}

describe.each([
  ['2024', ipl2024Dir, 19],
  ['2025', ipl2025Dir, 26],
])('IPL %s', { timeout: 60_000 }, (_season, dir, literalBlocked) => {
  const matches = loadSeason(dir).map(([, m]) => m);

  it(`with the issue's role rule, ${literalBlocked} matches admit no valid squad (no WK or no AR)`, () => {
    const { blocked, lacking } = blockedMatches(matches, deriveCricketRoles(matches));
    expect(blocked).toBe(literalBlocked);
    expect(lacking).toBe(blocked);
  });

  it('with the keeper overrides and the playable thresholds, every match admits one', () => {
    const roles = deriveCricketRoles(
      matches,
      iplKeeperOverrides(),
      CRICKET_PLAYABLE_ROLE_THRESHOLDS,
    );
    expect(blockedMatches(matches, roles)).toEqual({ blocked: 0, lacking: 0 });
  });
});
