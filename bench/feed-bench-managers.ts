// `npm run bench:feed`'s managers: N squads for the live round made in bulk SQL (generate_series, insert …
// select), each a copy of one of the demo's simulated squads (valid by construction: built and checked by
// demo/simulate-managers.ts) with its captain and vice, 3 % on Bench Boost and 3 % on Triple Captain, and a
// previous round's final total spread like a real overall league's, so the live histogram has a real
// spread of totals and ranks move.
import { type Database, queryRows } from '@gameweek/db/create-db';
import { sql } from 'drizzle-orm';

export interface BenchManagersInput {
  tenantId: number;
  seasonId: number;
  /** The round played live (its picks and squad rounds are made). */
  roundId: number;
  /** The round before it (its final totals are made). */
  previousRoundId: number;
  /** The first round (the squads' start). */
  firstRoundId: number;
  count: number;
}

const step = async (log: (line: string) => void, name: string, run: () => Promise<unknown>) => {
  const t = Date.now();
  await run();
  log(`  ${name}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
};

export async function createBenchManagers(
  db: Database,
  input: BenchManagersInput,
  log: (line: string) => void,
): Promise<void> {
  const { tenantId, seasonId, roundId, previousRoundId, firstRoundId, count } = input;
  // Templates: the demo's squads as they stood in the previous round.
  await db.execute(sql`drop table if exists bench_templates`);
  await db.execute(sql`create unlogged table bench_templates as
      select row_number() over (order by sr.squad_id)::int - 1 as idx, sr.squad_id,
             sr.captain_player_id, sr.vice_captain_player_id, sr.bank
        from squad_rounds sr join squads s on s.id = sr.squad_id
       where sr.round_id = ${previousRoundId} and s.tenant_id = ${tenantId}`);
  const [{ templates } = { templates: 0 }] = await queryRows<{ templates: number }>(
    db,
    sql`select count(*)::int as templates from bench_templates`,
  );
  if (templates === 0) throw new Error('no demo squads to copy');
  log(`  ${templates} demo squads as templates`);
  const [{ first } = { first: 0 }] = await queryRows<{ first: number }>(
    db,
    sql`select coalesce(max(id), 0)::int + 1 as first from users`,
  );
  // Bulk load: one transaction with the foreign-key triggers off (the rows reference what exists by
  // construction) and the picks' secondary indexes built once afterwards instead of row by row.
  await db.execute(sql`drop index picks_round_player`);
  await db.execute(sql`drop index picks_squad_round_slot`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    await step(log, 'users', () =>
      tx.execute(sql`insert into users (id, tenant_id, status, name)
          overriding system value
          select ${first} + g, ${tenantId}, 'active', 'Bench manager ' || g
            from generate_series(0, ${count - 1}) g`),
    );
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`,
    );
    await step(log, 'squads', () =>
      tx.execute(sql`insert into squads (tenant_id, user_id, season_id, name, start_round_id)
          select ${tenantId}, u.id, ${seasonId}, 'Bench FC ' || (u.id - ${first}), ${firstRoundId}
            from users u where u.id >= ${first} order by u.id`),
    );
    await tx.execute(sql`drop table if exists bench_squads`);
    await tx.execute(sql`create unlogged table bench_squads as
        select s.id as squad_id, (s.user_id - ${first}) % ${templates} as idx, s.user_id - ${first} as n
          from squads s where s.user_id >= ${first}`);
    await step(log, 'squad rounds', () =>
      tx.execute(sql`insert into squad_rounds (squad_id, round_id, captain_player_id, vice_captain_player_id,
                                               chip, bank, free_transfers)
          select b.squad_id, ${roundId}, t.captain_player_id, t.vice_captain_player_id,
                 (case when b.n % 33 = 7 then 'bench_boost' when b.n % 33 = 8 then 'triple_captain' end)::chip,
                 t.bank, 1
            from bench_squads b join bench_templates t on t.idx = b.idx`),
    );
    await step(log, `picks (${count * 15})`, () =>
      tx.execute(sql`insert into picks (squad_id, round_id, player_id, slot, purchase_price)
          select b.squad_id, ${roundId}, p.player_id, p.slot, p.purchase_price
            from bench_squads b join bench_templates t on t.idx = b.idx
            join picks p on p.squad_id = t.squad_id and p.round_id = ${previousRoundId}`),
    );
    // Previous totals: roughly normal around the demo's own (sum of three uniforms).
    await step(log, 'previous round scores', () =>
      tx.execute(sql`insert into manager_round_scores (squad_id, round_id, tenant_id, points, transfer_cost,
                                                       total, detail, final, updated_at)
          select b.squad_id, ${previousRoundId}, ${tenantId}, 20 + (hashint4(b.n) & 63), 0,
                 120 + (hashint4(b.n + 1) & 127) + (hashint4(b.n + 2) & 127) + (hashint4(b.n + 3) & 127),
                 '{"autoSubs":[],"captainPlayerId":null,"multiplier":2}'::jsonb, true, now()
            from bench_squads b`),
    );
    // The previous round is live in the demo at this point: its ranks are read from its histogram
    // (ADR 0045), rebuilt here for the whole tenant.
    await step(log, 'previous round histogram', async () => {
      await tx.execute(
        sql`delete from points_histograms where round_id = ${previousRoundId} and tenant_id = ${tenantId}`,
      );
      await tx.execute(sql`insert into points_histograms (tenant_id, round_id, kind, points, managers)
          select ${tenantId}::int, ${previousRoundId}::int, 'total', total, count(*) from manager_round_scores
           where round_id = ${previousRoundId} and tenant_id = ${tenantId} group by total
          union all
          select ${tenantId}::int, ${previousRoundId}::int, 'round', points - transfer_cost, count(*) from manager_round_scores
           where round_id = ${previousRoundId} and tenant_id = ${tenantId} group by points - transfer_cost`);
    });
    // The demo's own squads carried into the live round here, as the deadline would: the clock's
    // carry-over then has nothing to add (with a million squads its query spilled for minutes on this
    // machine — see the report of session 15).
    await step(log, 'demo squads carried over', async () => {
      await tx.execute(sql`insert into squad_rounds (squad_id, round_id, captain_player_id, vice_captain_player_id,
                                                     bank, free_transfers)
          select t.squad_id, ${roundId}, t.captain_player_id, t.vice_captain_player_id, t.bank, 1
            from bench_templates t
           where not exists (select 1 from squad_rounds x where x.squad_id = t.squad_id and x.round_id = ${roundId})`);
      await tx.execute(sql`insert into picks (squad_id, round_id, player_id, slot, purchase_price)
          select p.squad_id, ${roundId}, p.player_id, p.slot, p.purchase_price
            from bench_templates t join picks p on p.squad_id = t.squad_id and p.round_id = ${previousRoundId}
           where not exists (select 1 from picks x where x.squad_id = t.squad_id and x.round_id = ${roundId})`);
    });
  });
  await step(log, 'picks indexes', () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
      await tx.execute(
        sql`create unique index picks_squad_round_slot on picks using btree (squad_id, round_id, slot)`,
      );
      await tx.execute(
        sql`create index picks_round_player on picks using btree (round_id, player_id)`,
      );
    }),
  );
  await db.execute(sql`drop table bench_squads`);
  await db.execute(sql`drop table bench_templates`);
  await step(log, 'vacuum analyze', () =>
    db.execute(
      sql`vacuum analyze users, squads, squad_rounds, picks, manager_round_scores, points_histograms`,
    ),
  );
}
