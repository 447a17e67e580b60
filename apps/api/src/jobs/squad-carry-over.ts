// At a deadline, managers who saved nothing for the round play it with their last team: their latest squad
// (a Free Hit squad is never carried: FPL restores the team from before it) is copied into the round, with
// free transfers rolled over per the season's rules and no chip. Every started squad gets a row each round,
// so only the last few rounds are searched (keeps the deadline step flat as the season goes on).
import type { Database } from '@gameweek/db/create-db';
import { sql } from 'drizzle-orm';
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
  await tx.execute(sql`
    with missing as (
      select s.id as squad_id from squads s join rounds start on start.id = s.start_round_id
      where s.season_id = ${round.seasonId} and start.number <= ${round.number}
        and not exists (select 1 from squad_rounds x where x.squad_id = s.id and x.round_id = ${round.id})
    ),
    latest as (
      select distinct on (sr.squad_id) sr.squad_id, sr.free_transfers, sr.transfers_made, sr.chip
      from squad_rounds sr join rounds r on r.id = sr.round_id join missing m on m.squad_id = sr.squad_id
      where r.number < ${round.number} and r.number >= ${round.number - 3}
      order by sr.squad_id, r.number desc
    ),
    source as (
      select distinct on (sr.squad_id) sr.squad_id, sr.round_id, sr.captain_player_id, sr.vice_captain_player_id, sr.bank
      from squad_rounds sr join rounds r on r.id = sr.round_id join missing m on m.squad_id = sr.squad_id
      where r.number < ${round.number} and r.number >= ${round.number - 3}
        and (sr.chip is null or sr.chip <> 'free_hit')
      order by sr.squad_id, r.number desc
    ),
    inserted as (
      insert into squad_rounds (squad_id, round_id, captain_player_id, vice_captain_player_id, chip, bank,
                                free_transfers, transfers_made, transfer_cost)
      select s.squad_id, ${round.id}, s.captain_player_id, s.vice_captain_player_id, null, s.bank,
             case when l.chip in ('wildcard', 'free_hit') and not ${chipKeepsBanked} then ${perRound}
                  else least(${maxBanked}, greatest(0, l.free_transfers - l.transfers_made) + ${perRound}) end,
             0, 0
      from source s join latest l on l.squad_id = s.squad_id
      returning squad_id
    )
    insert into picks (squad_id, round_id, player_id, slot, purchase_price)
    select p.squad_id, ${round.id}, p.player_id, p.slot, p.purchase_price
    from picks p join source s on s.squad_id = p.squad_id and s.round_id = p.round_id
    where p.squad_id in (select squad_id from inserted)`);
}
