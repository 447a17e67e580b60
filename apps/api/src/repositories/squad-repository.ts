import { type Database, queryRows } from '@gameweek/db/create-db';
import { picks, rounds, squadRounds, squads, transfers } from '@gameweek/db/schema';
import { and, asc, desc, eq, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';

export type SquadRow = typeof squads.$inferSelect;
export type SquadRoundRow = typeof squadRounds.$inferSelect;
export type PickRow = typeof picks.$inferSelect;
export type ChipValue = NonNullable<SquadRoundRow['chip']>;

export interface TeamSnapshot {
  squad: SquadRow;
  state: SquadRoundState | undefined;
  chipsPlayed: { chip: ChipValue; roundId: number; roundNumber: number }[];
}

interface SnapshotState {
  roundId: number;
  roundNumber: number;
  captain: number;
  vice: number;
  chip: ChipValue | null;
  bank: number;
  freeTransfers: number;
  transfersMade: number;
  transferCost: number;
  savedAt: string;
  picks: { playerId: number; slot: number; purchasePrice: number }[] | null;
}

export interface SquadRoundState {
  squadRound: SquadRoundRow;
  roundNumber: number;
  picks: PickRow[];
}

export class SquadRepository {
  /**
   * GET /v1/user's read in one prepared round trip: the squad, the choices in force for a round
   * (carried forward, Free Hit rounds excluded) with their picks, and every chip played.
   */
  private readonly snapshotQuery;
  private readonly byUserQuery;
  private readonly hasSquadQuery;

  constructor(private readonly db: Database) {
    // GET /v1/config asks it on every signed-in page.
    this.hasSquadQuery = db
      .select({ id: squads.id })
      .from(squads)
      .where(
        and(eq(squads.userId, sql.placeholder('u')), eq(squads.seasonId, sql.placeholder('s'))),
      )
      .limit(1)
      .prepare('has_squad');
    this.byUserQuery = db
      .select()
      .from(squads)
      .where(
        and(eq(squads.userId, sql.placeholder('u')), eq(squads.seasonId, sql.placeholder('s'))),
      )
      .limit(1)
      .prepare('squad_by_user');
    const n = sql.placeholder('n');
    // Qualified on purpose: a one-table select renders columns bare, and a bare "id" inside these
    // subqueries would bind to rounds.id (r), mixing up squads whose id equals a round's.
    const squadIdRef = sql.raw('"squads"."id"');
    this.snapshotQuery = db
      .select({
        squad: squads,
        state: sql<SnapshotState | null>`(
          select json_build_object('roundId', sr.round_id, 'roundNumber', r.number,
                   'captain', sr.captain_player_id, 'vice', sr.vice_captain_player_id, 'chip', sr.chip,
                   'bank', sr.bank, 'freeTransfers', sr.free_transfers, 'transfersMade', sr.transfers_made,
                   'transferCost', sr.transfer_cost, 'savedAt', sr.saved_at,
                   'picks', (select json_agg(json_build_object('playerId', p.player_id, 'slot', p.slot,
                                              'purchasePrice', p.purchase_price) order by p.slot)
                               from picks p where p.squad_id = sr.squad_id and p.round_id = sr.round_id))
            from squad_rounds sr join rounds r on r.id = sr.round_id
           where sr.squad_id = ${squadIdRef} and r.number <= ${n}
             and (r.number = ${n} or sr.chip is null or sr.chip <> 'free_hit')
           order by r.number desc limit 1)`,
        chips: sql<{ chip: ChipValue; roundId: number; roundNumber: number }[]>`(
          select coalesce(json_agg(json_build_object('chip', sr.chip, 'roundId', sr.round_id,
                   'roundNumber', r.number) order by r.number), '[]'::json)
            from squad_rounds sr join rounds r on r.id = sr.round_id
           where sr.squad_id = ${squadIdRef} and sr.chip is not null)`,
      })
      .from(squads)
      .where(
        and(eq(squads.userId, sql.placeholder('u')), eq(squads.seasonId, sql.placeholder('s'))),
      )
      .limit(1)
      .prepare('team_snapshot');
  }

  async snapshot(
    userId: number,
    seasonId: number,
    roundNumber: number,
  ): Promise<TeamSnapshot | undefined> {
    const [row] = await this.snapshotQuery.execute({ u: userId, s: seasonId, n: roundNumber });
    if (!row) return undefined;
    return { squad: row.squad, state: stateOf(row.squad.id, row.state), chipsPlayed: row.chips };
  }

  async hasSquad(userId: number, seasonId: number, tx?: Database): Promise<boolean> {
    const rows = tx
      ? await tx
          .select({ id: squads.id })
          .from(squads)
          .where(and(eq(squads.userId, userId), eq(squads.seasonId, seasonId)))
          .limit(1)
      : await this.hasSquadQuery.execute({ u: userId, s: seasonId });
    return rows.length > 0;
  }

  async findByUser(userId: number, seasonId: number, tx?: Database): Promise<SquadRow | undefined> {
    const rows = tx
      ? await tx
          .select()
          .from(squads)
          .where(and(eq(squads.userId, userId), eq(squads.seasonId, seasonId)))
          .limit(1)
      : await this.byUserQuery.execute({ u: userId, s: seasonId });
    return rows[0];
  }

  async findById(squadId: number, tx: Database = this.db): Promise<SquadRow | undefined> {
    const rows = await tx.select().from(squads).where(eq(squads.id, squadId)).limit(1);
    return rows[0];
  }

  /** Locks the squad row so two saves of one manager run one after the other. */
  async lockByUser(userId: number, seasonId: number, tx: Database): Promise<SquadRow | undefined> {
    const rows = await tx
      .select()
      .from(squads)
      .where(and(eq(squads.userId, userId), eq(squads.seasonId, seasonId)))
      .for('update')
      .limit(1);
    return rows[0];
  }

  async insert(
    s: { tenantId: number; userId: number; seasonId: number; name: string; startRoundId: number },
    tx: Database,
  ): Promise<SquadRow> {
    const rows = await tx.insert(squads).values(s).returning();
    if (!rows[0]) throw new Error('insert into squads returned no row');
    return rows[0];
  }

  /**
   * The choices in force for a round: the squad's own row for that round when it saved one, else the
   * latest earlier round (picks carry forward). `strictlyBefore` gives the base a round's transfers
   * are counted from. Free Hit rounds never carry forward: the squad reverts after them.
   */
  async stateAt(
    squadId: number,
    roundNumber: number,
    opts: { strictlyBefore?: boolean } = {},
    tx: Database = this.db,
  ): Promise<SquadRoundState | undefined> {
    const numberCond = opts.strictlyBefore
      ? lt(rounds.number, roundNumber)
      : lte(rounds.number, roundNumber);
    const rows = await tx
      .select({ squadRound: squadRounds, roundNumber: rounds.number })
      .from(squadRounds)
      .innerJoin(rounds, eq(rounds.id, squadRounds.roundId))
      .where(
        and(
          eq(squadRounds.squadId, squadId),
          numberCond,
          // A Free Hit applies to its own round only.
          or(
            eq(rounds.number, roundNumber),
            isNull(squadRounds.chip),
            ne(squadRounds.chip, 'free_hit'),
          ),
        ),
      )
      .orderBy(desc(rounds.number))
      .limit(1);
    const head = rows[0];
    if (!head) return undefined;
    const pickRows = await tx
      .select()
      .from(picks)
      .where(and(eq(picks.squadId, squadId), eq(picks.roundId, head.squadRound.roundId)))
      .orderBy(asc(picks.slot));
    return { squadRound: head.squadRound, roundNumber: head.roundNumber, picks: pickRows };
  }

  /**
   * What a save is evaluated against, in one round trip: the base the round's transfers count from
   * (`stateAt(…, { strictlyBefore: true })`) with its picks, and every chip played (`chipsPlayed`).
   */
  async saveBase(
    squadId: number,
    roundNumber: number,
    tx: Database,
  ): Promise<{
    base: SquadRoundState | undefined;
    chipsPlayed: { chip: ChipValue; roundId: number; roundNumber: number }[];
  }> {
    const [row] = await queryRows<{
      state: SnapshotState | null;
      chips: TeamSnapshot['chipsPlayed'];
    }>(
      tx,
      sql`select (
          select json_build_object('roundId', sr.round_id, 'roundNumber', r.number,
                   'captain', sr.captain_player_id, 'vice', sr.vice_captain_player_id, 'chip', sr.chip,
                   'bank', sr.bank, 'freeTransfers', sr.free_transfers, 'transfersMade', sr.transfers_made,
                   'transferCost', sr.transfer_cost, 'savedAt', sr.saved_at,
                   'picks', (select json_agg(json_build_object('playerId', p.player_id, 'slot', p.slot,
                                              'purchasePrice', p.purchase_price) order by p.slot)
                               from picks p where p.squad_id = sr.squad_id and p.round_id = sr.round_id))
            from squad_rounds sr join rounds r on r.id = sr.round_id
           where sr.squad_id = ${squadId} and r.number < ${roundNumber}
             and (sr.chip is null or sr.chip <> 'free_hit')
           order by r.number desc limit 1) as state,
        (select coalesce(json_agg(json_build_object('chip', sr.chip, 'roundId', sr.round_id,
                   'roundNumber', r.number) order by r.number), '[]'::json)
            from squad_rounds sr join rounds r on r.id = sr.round_id
           where sr.squad_id = ${squadId} and sr.chip is not null) as chips`,
    );
    return { base: stateOf(squadId, row?.state ?? null), chipsPlayed: row?.chips ?? [] };
  }

  /** Chips played in every round of the season (rounds other than `exceptRoundId`). */
  async chipsPlayed(
    squadId: number,
    tx: Database = this.db,
  ): Promise<{ chip: ChipValue; roundId: number; roundNumber: number }[]> {
    const rows = await tx
      .select({ chip: squadRounds.chip, roundId: squadRounds.roundId, roundNumber: rounds.number })
      .from(squadRounds)
      .innerJoin(rounds, eq(rounds.id, squadRounds.roundId))
      .where(and(eq(squadRounds.squadId, squadId), sql`${squadRounds.chip} is not null`))
      .orderBy(asc(rounds.number));
    return rows.flatMap((r) =>
      r.chip ? [{ chip: r.chip, roundId: r.roundId, roundNumber: r.roundNumber }] : [],
    );
  }

  /** Replaces the round's choices, picks and transfers in one go (inside the caller's transaction). */
  async replaceRound(
    input: {
      squadRound: typeof squadRounds.$inferInsert;
      picks: (typeof picks.$inferInsert)[];
      transfers: (typeof transfers.$inferInsert)[];
    },
    tx: Database,
  ): Promise<void> {
    const { squadId, roundId } = input.squadRound;
    const sr = input.squadRound;
    // One statement for the round row and for clearing what the save replaces (other tables than the
    // one inserted into, so the data-modifying CTEs cannot see or conflict with each other).
    // `round_id + 0`: the planner must not use picks_round_player for the delete. Statistics taken
    // before a round opens say the round has no picks, so it would pick that index and filter every
    // pick of the round by squad: each save then scans all earlier saves of the round (118 ms per
    // save after 10 000 saves into a round; ADR 0016). The squad's own index finds its rows whatever
    // the statistics say.
    await tx.execute(sql`with cleared_picks as (
        delete from picks where squad_id = ${squadId} and round_id + 0 = ${roundId}),
      cleared_transfers as (
        delete from transfers where squad_id = ${squadId} and round_id = ${roundId})
      insert into squad_rounds (squad_id, round_id, captain_player_id, vice_captain_player_id, chip,
                                bank, free_transfers, transfers_made, transfer_cost)
      values (${squadId}, ${roundId}, ${sr.captainPlayerId}, ${sr.viceCaptainPlayerId},
              ${sr.chip ?? null}, ${sr.bank}, ${sr.freeTransfers}, ${sr.transfersMade ?? 0},
              ${sr.transferCost ?? 0})
      on conflict (squad_id, round_id) do update set
        captain_player_id = excluded.captain_player_id,
        vice_captain_player_id = excluded.vice_captain_player_id,
        chip = excluded.chip, bank = excluded.bank, free_transfers = excluded.free_transfers,
        transfers_made = excluded.transfers_made, transfer_cost = excluded.transfer_cost,
        saved_at = now()`);
    // Plain SQL: drizzle's insert builder checks every value of the 15 rows (ADR 0016).
    if (input.picks.length > 0)
      await tx.execute(
        sql`insert into picks (squad_id, round_id, player_id, slot, purchase_price) values ${sql.join(
          input.picks.map(
            (p) => sql`(${p.squadId}, ${p.roundId}, ${p.playerId}, ${p.slot}, ${p.purchasePrice})`,
          ),
          sql`, `,
        )}`,
      );
    if (input.transfers.length > 0) await tx.insert(transfers).values(input.transfers);
  }

  async setChipsUsed(squadId: number, chips: string[], tx: Database): Promise<void> {
    await setSquadChipsUsed(tx, squadId, chips);
  }

  /**
   * Enrols a new squad in the tenant's system leagues (the overall league), creating the overall league
   * first when the tenant's season has none: nothing else guarantees that row (the demo's preparation
   * creates it, a tenant set up by hand may not have it), and without it no manager was ever in the
   * overall league (issue 18). The invite code is unique, so two first saves at once create one league.
   */
  async joinSystemLeagues(
    squadId: number,
    tenantId: number,
    seasonId: number,
    tx: Database,
  ): Promise<void> {
    await tx.execute(
      sql`insert into leagues (tenant_id, season_id, name, kind, invite_code, start_round_id, system)
          select ${tenantId}, ${seasonId}, 'Overall', 'classic', ${`OVERALL-${tenantId}-${seasonId}`},
                 (select id from rounds where season_id = ${seasonId} order by number limit 1), true
           where not exists (select 1 from leagues where tenant_id = ${tenantId}
                               and season_id = ${seasonId} and system)
             and exists (select 1 from rounds where season_id = ${seasonId})
          on conflict (invite_code) do nothing`,
    );
    await tx.execute(
      sql`insert into league_members (league_id, squad_id)
          select id, ${squadId} from leagues
           where tenant_id = ${tenantId} and season_id = ${seasonId} and system
          on conflict do nothing`,
    );
  }
}

/** A squad's round state from the json_build_object shape of `snapshot` and `saveBase`. */
function stateOf(squadId: number, st: SnapshotState | null): SquadRoundState | undefined {
  if (!st) return undefined;
  return {
    roundNumber: st.roundNumber,
    squadRound: {
      squadId,
      roundId: st.roundId,
      captainPlayerId: st.captain,
      viceCaptainPlayerId: st.vice,
      chip: st.chip,
      bank: st.bank,
      freeTransfers: st.freeTransfers,
      transfersMade: st.transfersMade,
      transferCost: st.transferCost,
      savedAt: new Date(st.savedAt),
    },
    picks: (st.picks ?? []).map((p) => ({ squadId, roundId: st.roundId, ...p })),
  };
}

// ── Writes of the season clock, the demo and profile removal (functions taking the transaction
// first, ADR 0006) ──

/** Profile removal: the user's squads keep their history under an anonymous name. */
export async function renameUserSquads(tx: Database, userId: number, name: string): Promise<void> {
  await tx.update(squads).set({ name }).where(eq(squads.userId, userId));
}

/** squads.chips_used, which mirrors the squad_rounds chips. */
export async function setSquadChipsUsed(
  tx: Database,
  squadId: number,
  chips: string[],
): Promise<void> {
  await tx.update(squads).set({ chipsUsed: chips }).where(eq(squads.id, squadId));
}

/** How free transfers roll over when a squad is carried into the next round. */
export interface CarryOverTransfers {
  perRound: number;
  maxBanked: number;
  chipKeepsBanked: boolean;
}

/**
 * Copies into the round every started squad of the season that saved nothing for it: its latest squad
 * (never a Free Hit one) with its picks, no chip, free transfers rolled over by `transfers`. Only the last
 * three rounds are searched (every started squad has a row each round).
 */
export async function carryOverSquadRounds(
  tx: Database,
  round: { id: number; seasonId: number; number: number },
  { perRound, maxBanked, chipKeepsBanked }: CarryOverTransfers,
): Promise<void> {
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
