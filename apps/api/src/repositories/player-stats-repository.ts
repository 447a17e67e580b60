import { type Database, queryRows } from '@gameweek/db/create-db';
import { sql } from 'drizzle-orm';

/** SQL only: season stat totals per player and a player's price per round. */
export class PlayerStatsRepository {
  constructor(private readonly db: Database) {}

  /** Sums every numeric stat (booleans count 1) of the points rows the clock has written. */
  async seasonTotals(seasonId: number): Promise<Map<number, Record<string, number>>> {
    const rows = await queryRows<{ playerId: number; key: string; total: number | string }>(
      this.db,
      sql`select pfp.player_id as "playerId", kv.key as key,
                 sum(case jsonb_typeof(kv.value)
                       when 'number' then (kv.value #>> '{}')::numeric
                       when 'boolean' then (case when kv.value = 'true'::jsonb then 1 else 0 end)
                       else 0 end)::int as total
            from player_fixture_points pfp
            join rounds r on r.id = pfp.round_id
            cross join lateral jsonb_each(pfp.stats) kv
           where r.season_id = ${seasonId}
           group by 1, 2`,
    );
    const out = new Map<number, Record<string, number>>();
    for (const r of rows) {
      const id = Number(r.playerId);
      const m = out.get(id) ?? {};
      m[r.key] = Number(r.total);
      out.set(id, m);
    }
    return out;
  }

  /**
   * The price of each round that has opened by `now` (the season clock's): the importer stores the whole
   * season's prices and the replay applies a round's price when it opens, so later ones are the future.
   */
  async priceHistory(playerId: number, now: Date): Promise<{ round: number; price: number }[]> {
    const rows = await queryRows<{ round: number | string; price: number | string }>(
      this.db,
      sql`select r.number as round, pp.price as price
            from player_prices pp join rounds r on r.id = pp.round_id
           where pp.player_id = ${playerId} and r.opens_at <= ${now}
           order by r.number`,
    );
    return rows.map((r) => ({ round: Number(r.round), price: Number(r.price) }));
  }
}
