// Head-to-head leagues: pairings per round by the circle method (every member meets every other once per
// cycle; an odd member count gives one bye, played against the league's average), results at finalisation:
// 3 points for a win, 1 for a draw, 0 for a loss, on net round points (after transfer hits).
import type { Database } from '@gameweek/db/create-db';
import {
  h2hLeagueIds,
  insertPairings,
  memberSquadIds,
  roundMatches,
  setMatchResult,
} from '../repositories/h2h-repository.ts';
import { netRoundPoints } from '../repositories/scoring-repository.ts';

/** Circle-method pairings for round index k (0-based) of members sorted by id; null = bye. */
export function circlePairings(members: readonly number[], k: number): [number, number | null][] {
  const list: (number | null)[] = [...members];
  if (list.length % 2 === 1) list.push(null);
  const n = list.length;
  if (n < 2) return [];
  const fixed = list[0]!;
  const rest = list.slice(1);
  const shift = k % (n - 1);
  const rotated = [...rest.slice(n - 1 - shift), ...rest.slice(0, n - 1 - shift)];
  const order = [fixed, ...rotated];
  const pairs: [number, number | null][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = order[i] ?? null;
    const b = order[n - 1 - i] ?? null;
    if (a === null && b !== null) pairs.push([b, null]);
    else if (a !== null) pairs.push([a, b]);
  }
  return pairs;
}

export async function pairH2hRound(
  tx: Database,
  round: { id: number; seasonId: number; number: number },
) {
  for (const leagueId of await h2hLeagueIds(tx, round.seasonId)) {
    const pairs = circlePairings(await memberSquadIds(tx, leagueId), round.number - 1);
    if (pairs.length === 0) continue;
    await insertPairings(tx, leagueId, round.id, pairs);
  }
}

export async function finaliseH2hRound(tx: Database, round: { id: number }) {
  const matches = await roundMatches(tx, round.id);
  if (matches.length === 0) return;
  const squadIds = [
    ...new Set(
      matches.flatMap((m) => (m.awaySquadId ? [m.homeSquadId, m.awaySquadId] : [m.homeSquadId])),
    ),
  ];
  const net = await netRoundPoints(tx, round.id, squadIds);
  // A bye is played against the league's average net score that round (rounded down), as in FPL.
  const byLeague = new Map<number, number[]>();
  for (const m of matches) {
    const list = byLeague.get(m.leagueId) ?? [];
    list.push(net.get(m.homeSquadId) ?? 0);
    if (m.awaySquadId) list.push(net.get(m.awaySquadId) ?? 0);
    byLeague.set(m.leagueId, list);
  }
  for (const m of matches) {
    const home = net.get(m.homeSquadId) ?? 0;
    const all = byLeague.get(m.leagueId) ?? [0];
    const away = m.awaySquadId
      ? (net.get(m.awaySquadId) ?? 0)
      : Math.floor(all.reduce((a, b) => a + b, 0) / all.length);
    const result = (a: number, b: number) => (a > b ? 3 : a === b ? 1 : 0);
    await setMatchResult(tx, m.id, {
      homePoints: home,
      awayPoints: away,
      homeResult: result(home, away),
      awayResult: m.awaySquadId ? result(away, home) : null,
    });
  }
}
