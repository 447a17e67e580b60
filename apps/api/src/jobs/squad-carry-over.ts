// At a deadline, managers who saved nothing for the round play it with their last team: their latest squad
// (a Free Hit squad is never carried: FPL restores the team from before it) is copied into the round, with
// free transfers rolled over per the season's rules and no chip. Every started squad gets a row each round,
// so only the last few rounds are searched (keeps the deadline step flat as the season goes on).
import type { Database } from '@gameweek/db/create-db';
import { carryOverSquadRounds } from '../repositories/squad-repository.ts';
import { rulesForSeason } from './soccer-scoring.ts';

export async function carryOverSquads(
  tx: Database,
  round: {
    id: number;
    seasonId: number;
    number: number;
    seasonName: string;
    sport?: 'soccer' | 'cricket';
  },
): Promise<void> {
  // Soccer rolls free transfers over (1 per round, at most maxBanked); a cricket team is re-picked per match
  // day and has no transfer budget to carry.
  let perRound = 0;
  let maxBanked = 0;
  let chipKeepsBanked = true;
  if ((round.sport ?? 'soccer') === 'soccer') {
    const t = rulesForSeason(round.seasonName).transfers;
    perRound = t.perRound;
    maxBanked = t.maxBanked;
    chipKeepsBanked = t.chipKeepsBanked;
  }
  await carryOverSquadRounds(tx, round, { perRound, maxBanked, chipKeepsBanked });
}
