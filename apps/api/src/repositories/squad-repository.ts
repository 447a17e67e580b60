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

export interface SquadRoundState {
  squadRound: SquadRoundRow;
  roundNumber: number;
  picks: PickRow[];
}

export class SquadRepository {
  constructor(private readonly db: Database) {}

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
