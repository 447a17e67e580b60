import type { Database } from '@gameweek/db/create-db';
import {
  leagueMembers,
  leagues,
  picks,
  rounds,
  squadRounds,
  squads,
  transfers,
} from '@gameweek/db/schema';
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

  constructor(private readonly db: Database) {
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
    const st = row.state;
    const state: SquadRoundState | undefined = st
      ? {
          roundNumber: st.roundNumber,
          squadRound: {
            squadId: row.squad.id,
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
          picks: (st.picks ?? []).map((p) => ({
            squadId: row.squad.id,
            roundId: st.roundId,
            ...p,
          })),
        }
      : undefined;
    return { squad: row.squad, state, chipsPlayed: row.chips };
  }

  async hasSquad(userId: number, seasonId: number, tx: Database = this.db): Promise<boolean> {
    const rows = await tx
      .select({ id: squads.id })
      .from(squads)
      .where(and(eq(squads.userId, userId), eq(squads.seasonId, seasonId)))
      .limit(1);
    return rows.length > 0;
  }

  async findByUser(
    userId: number,
    seasonId: number,
    tx: Database = this.db,
  ): Promise<SquadRow | undefined> {
    const rows = await tx
      .select()
      .from(squads)
      .where(and(eq(squads.userId, userId), eq(squads.seasonId, seasonId)))
      .limit(1);
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
    await tx
      .insert(squadRounds)
      .values(input.squadRound)
      .onConflictDoUpdate({
        target: [squadRounds.squadId, squadRounds.roundId],
        set: {
          captainPlayerId: input.squadRound.captainPlayerId,
          viceCaptainPlayerId: input.squadRound.viceCaptainPlayerId,
          chip: input.squadRound.chip ?? null,
          bank: input.squadRound.bank,
          freeTransfers: input.squadRound.freeTransfers,
          transfersMade: input.squadRound.transfersMade ?? 0,
          transferCost: input.squadRound.transferCost ?? 0,
          savedAt: sql`now()`,
        },
      });
    await tx.delete(picks).where(and(eq(picks.squadId, squadId), eq(picks.roundId, roundId)));
    if (input.picks.length > 0) await tx.insert(picks).values(input.picks);
    await tx
      .delete(transfers)
      .where(and(eq(transfers.squadId, squadId), eq(transfers.roundId, roundId)));
    if (input.transfers.length > 0) await tx.insert(transfers).values(input.transfers);
  }

  async setChipsUsed(squadId: number, chips: string[], tx: Database): Promise<void> {
    await tx.update(squads).set({ chipsUsed: chips }).where(eq(squads.id, squadId));
  }

  /** Enrols a new squad in the tenant's system leagues (the overall league). */
  async joinSystemLeagues(
    squadId: number,
    tenantId: number,
    seasonId: number,
    tx: Database,
  ): Promise<void> {
    const system = await tx
      .select({ id: leagues.id })
      .from(leagues)
      .where(
        and(
          eq(leagues.tenantId, tenantId),
          eq(leagues.seasonId, seasonId),
          eq(leagues.system, true),
        ),
      );
    if (system.length === 0) return;
    await tx
      .insert(leagueMembers)
      .values(system.map((l) => ({ leagueId: l.id, squadId })))
      .onConflictDoNothing();
  }
}
