// What a live round's in-memory scores (ADR 0049) read and write: the round's squads in one compact read,
// the previous round's totals and ranks, the round's scores version, the points histograms moved by what
// an event changed, and the managers' rows flushed in batches, set-based. Functions take the caller's
// transaction (the feed message's under the season's scoring lock, or a flush batch's).
import { type Database, queryRows } from '@gameweek/db/create-db';
import { sql } from 'drizzle-orm';

/** The round's scores version (ADR 0049): bumped by every transaction that changes its scores. */
export async function roundScoresVersion(tx: Database, roundId: number): Promise<number> {
  const [row] = await queryRows<{ v: number }>(
    tx,
    sql`select scores_version as v from rounds where id = ${roundId}`,
  );
  return row?.v ?? 0;
}

/** Bumps the round's scores version in the caller's transaction; answers the new one. */
export async function bumpRoundScoresVersion(tx: Database, roundId: number): Promise<number> {
  const [row] = await queryRows<{ v: number }>(
    tx,
    sql`update rounds set scores_version = scores_version + 1 where id = ${roundId} returning scores_version as v`,
  );
  return row?.v ?? 0;
}

/**
 * Serialises the writers of a round's manager_round_scores rows: a live flush batch and a whole scoring
 * (writeManagerRoundScores). Live events do not take it: they write no manager rows.
 */
export async function lockRoundScoreRows(tx: Database, roundId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(2127, ${roundId}::int)`);
}

/** Whether the round has manager scores stored. */
export async function roundHasScores(tx: Database, roundId: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from manager_round_scores where round_id = ${roundId} limit 1`,
  );
  return rows.length > 0;
}

export interface LiveSquadRow {
  squad_id: number;
  tenant_id: number;
  captain: number;
  vice: number;
  chip: string | null;
  transfer_cost: number;
  /** The previous round's total (null: no previous row). */
  prev_total: number | null;
  /** The previous round's rank: stored, or 1 + the managers above from its histogram. */
  prev_rank: number | null;
  /** "playerId:slot,playerId:slot,…" in slot order: one short string instead of 15 rows. */
  picks: string | null;
}

/**
 * Every squad of the round with its choices, picks and previous total and rank, in one statement. The
 * previous round is the latest earlier one (a postponed-away round leaves a gap); its ranks come from a
 * window over its histogram, not a subquery per squad.
 */
export async function loadLiveSquads(
  tx: Database,
  round: { id: number; seasonId: number; number: number },
): Promise<LiveSquadRow[]> {
  return queryRows<LiveSquadRow>(
    tx,
    sql`with prev as (
          select r.id from rounds r where r.season_id = ${round.seasonId} and r.number < ${round.number}
           order by r.number desc limit 1),
        above as (
          select h.tenant_id, h.points,
                 (1 + coalesce(sum(h.managers) over (partition by h.tenant_id order by h.points desc
                                                     rows between unbounded preceding and 1 preceding), 0))::int as rank
            from points_histograms h
           where h.round_id = (select id from prev) and h.kind = 'total')
        select sr.squad_id, s.tenant_id, sr.captain_player_id as captain, sr.vice_captain_player_id as vice,
               sr.chip::text as chip, sr.transfer_cost::float8 as transfer_cost,
               p.total::float8 as prev_total,
               case when p.squad_id is null then null else coalesce(p.rank, a.rank) end as prev_rank,
               (select string_agg(k.player_id::text || ':' || k.slot::text, ',' order by k.slot)
                  from picks k where k.squad_id = sr.squad_id and k.round_id = sr.round_id) as picks
          from squad_rounds sr join squads s on s.id = sr.squad_id
          left join manager_round_scores p on p.squad_id = sr.squad_id and p.round_id = (select id from prev)
          left join above a on a.tenant_id = p.tenant_id and a.points = p.total
         where sr.round_id = ${round.id}
         order by sr.squad_id`,
  );
}

export interface HistogramBucket {
  tenantId: number;
  kind: 'total' | 'round';
  points: number;
  managers: number;
}

/** The round's histograms replaced by these buckets (a few hundred rows). */
export async function replaceHistograms(
  tx: Database,
  roundId: number,
  buckets: readonly HistogramBucket[],
): Promise<void> {
  await tx.execute(sql`delete from points_histograms where round_id = ${roundId}`);
  if (buckets.length === 0) return;
  await tx.execute(sql`insert into points_histograms (tenant_id, round_id, kind, points, managers)
      select t, ${roundId}::int, k, p, n
        from unnest(${sql.param(buckets.map((b) => b.tenantId))}::int[],
                    ${sql.param(buckets.map((b) => b.kind))}::text[],
                    ${sql.param(buckets.map((b) => b.points))}::numeric[],
                    ${sql.param(buckets.map((b) => b.managers))}::int[]) as x(t, k, p, n)`);
}

/** The round's histograms moved by these (signed) counts; buckets left empty deleted. */
export async function moveHistograms(
  tx: Database,
  roundId: number,
  moves: readonly HistogramBucket[],
): Promise<void> {
  if (moves.length === 0) return;
  await tx.execute(sql`insert into points_histograms as h (tenant_id, round_id, kind, points, managers)
      select t, ${roundId}::int, k, p, n
        from unnest(${sql.param(moves.map((b) => b.tenantId))}::int[],
                    ${sql.param(moves.map((b) => b.kind))}::text[],
                    ${sql.param(moves.map((b) => b.points))}::numeric[],
                    ${sql.param(moves.map((b) => b.managers))}::int[]) as x(t, k, p, n)
      on conflict (tenant_id, round_id, kind, points) do update set managers = h.managers + excluded.managers`);
  await tx.execute(sql`delete from points_histograms where round_id = ${roundId} and managers = 0`);
}

/** Managers' live rows to write, column by column (LiveRoundState.takeDirty). */
export interface FlushRows {
  squadIds: Int32Array;
  tenantIds: Int32Array;
  points: Float64Array;
  transferCosts: Float64Array;
  totals: Float64Array;
  /** 0: no previous rank. */
  previousRanks: Int32Array;
  /** The captain and his multiplier: the detail of a row whose `details` entry is null. */
  captains: Int32Array;
  multipliers: Int32Array;
  /** JSON text of a row's detail, null for the default one (captain's armband, no substitution). */
  details: (string | null)[];
}

/** A numeric column as a PostgreSQL array literal: one native join, no encoding per element. */
const arrayLiteral = (values: Int32Array | Float64Array) => `{${values.join(',')}}`;

/**
 * Writes managers' live rows of the round, set-based (one insert … select from unnest, rows that exist
 * updated): live rows carry no rank (ranks come from the histogram, ADR 0045) and are not final. The rows
 * are derived from the players' rounds and picks, which the API rebuilds them from after a crash, so the
 * commit does not wait for the WAL's flush to disk (ADR 0061).
 */
export async function flushLiveRows(
  tx: Database,
  roundId: number,
  rows: FlushRows,
  now: Date,
): Promise<void> {
  if (rows.squadIds.length === 0) return;
  await tx.execute(sql`set local synchronous_commit = off`);
  await tx.execute(sql`insert into manager_round_scores as m (squad_id, round_id, tenant_id, points,
                              transfer_cost, total, rank, previous_rank, round_rank, detail, final, updated_at)
      select s, ${roundId}::int, t, p, c, tot, null, nullif(pr, 0), null,
             coalesce(d, jsonb_build_object('autoSubs', '[]'::jsonb, 'captainPlayerId', cap, 'multiplier', mul)),
             false, ${now}
        from unnest(${arrayLiteral(rows.squadIds)}::int[], ${arrayLiteral(rows.tenantIds)}::int[],
                    ${arrayLiteral(rows.points)}::numeric[], ${arrayLiteral(rows.transferCosts)}::numeric[],
                    ${arrayLiteral(rows.totals)}::numeric[], ${arrayLiteral(rows.previousRanks)}::int[],
                    ${arrayLiteral(rows.captains)}::int[], ${arrayLiteral(rows.multipliers)}::int[],
                    ${sql.param(rows.details)}::jsonb[]) as x(s, t, p, c, tot, pr, cap, mul, d)
      on conflict (squad_id, round_id) do update
         set tenant_id = excluded.tenant_id, points = excluded.points, transfer_cost = excluded.transfer_cost,
             total = excluded.total, rank = null, previous_rank = excluded.previous_rank, round_rank = null,
             detail = excluded.detail, final = false, updated_at = excluded.updated_at`);
}

/** The locked or live, not final, soccer rounds of seasons the feed plays (clock mode `live`): warmed. */
export async function liveFedRounds(
  db: Database,
): Promise<{ id: number; seasonId: number; number: number; seasonName: string }[]> {
  return queryRows(
    db,
    sql`select r.id, r.season_id as "seasonId", r.number, se.name as "seasonName"
          from rounds r join seasons se on se.id = r.season_id join competitions c on c.id = se.competition_id
         where r.status in ('LOCKED', 'LIVE') and r.finalised_at is null and c.sport = 'soccer'
           and se.clock->>'mode' = 'live'
         order by r.id`,
  );
}
