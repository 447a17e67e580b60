// Live re-scoring of a round by what changed (ADR 0045): the squads a change touches, found through
// picks (round, player), and their live totals and the round's points histograms moved in place, so a
// feed event costs the managers who own the players it changed rather than every manager of the round.
// Functions take the caller's transaction (the feed message's, under the season's scoring lock).
import { type Database, queryRows } from '@gameweek/db/create-db';
import { managerRoundScores } from '@gameweek/db/schema';
import { and, eq, sql } from 'drizzle-orm';

/** Whether the round has manager scores yet (the first scoring of a round writes every squad's row). */
export async function roundHasScores(tx: Database, roundId: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from manager_round_scores where round_id = ${roundId} limit 1`,
  );
  return rows.length > 0;
}

/**
 * The round's first live scores, every squad at 0 points as if no player had played yet: its total the
 * previous round's (the latest earlier round with scores) less its transfer cost, the previous rank, the
 * captain with the armband; then the round's histograms from them. Set-based: a million squads are one
 * insert, not a million rows through the application. Squads whose armband is not the captain's in that
 * state (`armbandElsewhere`: their captain's club plays no match left in the round) are corrected by the
 * caller. Answers the squads written.
 */
export async function seedLiveRound(
  tx: Database,
  round: { id: number; seasonId: number; number: number },
  multipliers: { captain: number; tripleCaptain: number },
  now: Date,
): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with prev as (
          select r.id from rounds r where r.season_id = ${round.seasonId} and r.number < ${round.number}
           order by r.number desc limit 1),
        -- The previous round's rank of each total, from its histogram at once (1 + the managers above):
        -- a live previous round stores no ranks, and a subquery per squad would read the histogram a
        -- million times.
        above as (
          select h.tenant_id, h.points,
                 (1 + coalesce(sum(h.managers) over (partition by h.tenant_id order by h.points desc
                                                     rows between unbounded preceding and 1 preceding), 0))::int as rank
            from points_histograms h
           where h.round_id = (select id from prev) and h.kind = 'total'),
        ins as (
          insert into manager_round_scores (squad_id, round_id, tenant_id, points, transfer_cost, total, rank,
                                            previous_rank, round_rank, detail, final, updated_at)
          select sr.squad_id, ${round.id}::int, s.tenant_id, 0, sr.transfer_cost,
                 coalesce(p.total, 0) - sr.transfer_cost, null,
                 case when p.squad_id is null then null else coalesce(p.rank, a.rank) end, null,
                 jsonb_build_object('autoSubs', '[]'::jsonb, 'captainPlayerId', sr.captain_player_id,
                                    'multiplier', case when sr.chip = 'triple_captain'
                                                       then ${multipliers.tripleCaptain}::int
                                                       else ${multipliers.captain}::int end),
                 false, ${now}
            from squad_rounds sr join squads s on s.id = sr.squad_id
            left join manager_round_scores p on p.squad_id = sr.squad_id and p.round_id = (select id from prev)
            left join above a on a.tenant_id = p.tenant_id and a.points = p.total
           where sr.round_id = ${round.id}
          returning 1)
        select count(*)::int as n from ins`,
  );
  await rebuildHistograms(tx, round.id);
  // The planner's statistics still say the round has no scores: joins on them would scan the round's
  // rows once per squad (ADR 0016's trap). A sample of the table now, inside this transaction.
  await tx.execute(sql`analyze manager_round_scores`);
  return rows[0]?.n ?? 0;
}

/** The round's histograms counted again from its scores (after a set-based write of every squad). */
export async function rebuildHistograms(tx: Database, roundId: number): Promise<void> {
  await tx.execute(sql`delete from points_histograms where round_id = ${roundId}`);
  await tx.execute(sql`insert into points_histograms (tenant_id, round_id, kind, points, managers)
      select tenant_id, round_id, 'total', total, count(*)::int from manager_round_scores
       where round_id = ${roundId} group by tenant_id, round_id, total
      union all
      select tenant_id, round_id, 'round', points - transfer_cost, count(*)::int from manager_round_scores
       where round_id = ${roundId} group by tenant_id, round_id, points - transfer_cost`);
}

/** Squads of the round with a starter (slot 1–11) among `players`, or owning one of `always`. */
export async function squadsWithStarterIn(
  tx: Database,
  roundId: number,
  players: readonly number[],
  always: readonly number[],
): Promise<number[]> {
  if (players.length === 0 && always.length === 0) return [];
  const rows = await queryRows<{ squad_id: number }>(
    tx,
    sql`select distinct k.squad_id from picks k
         where k.round_id = ${roundId}
           and ((k.slot <= 11 and k.player_id = any(${sql.param(players)}::int[]))
                or k.player_id = any(${sql.param(always)}::int[]))`,
  );
  return rows.map((r) => r.squad_id);
}

/**
 * Squads of the round that own one of `touched` and have a starter (slot 1–11) among `starters`, or own
 * one of `always`: those whose automatic substitutions or armband may move, re-scored whole.
 */
export async function squadsToRescoreWhole(
  tx: Database,
  roundId: number,
  touched: readonly number[],
  starters: readonly number[],
  always: readonly number[],
): Promise<number[]> {
  if (touched.length === 0 || (starters.length === 0 && always.length === 0)) return [];
  const rows = await queryRows<{ squad_id: number }>(
    tx,
    sql`select distinct k.squad_id from picks k
         where k.round_id = ${roundId}
           and ((k.slot <= 11 and k.player_id = any(${sql.param(starters)}::int[]))
                or k.player_id = any(${sql.param(always)}::int[]))
           and exists (select 1 from picks t where t.squad_id = k.squad_id and t.round_id = ${roundId}
                          and t.player_id = any(${sql.param(touched)}::int[]))`,
  );
  return rows.map((r) => r.squad_id);
}

export interface PointsChange {
  playerId: number;
  /** New round points − old (whole points: soccer). */
  delta: number;
}

/**
 * Adds each changed player's points delta, times his multiplier, to the live points and total of every
 * squad that owns him, except `except` (re-scored whole) — valid for squads whose line-up and armband
 * the change cannot move: no automatic substitution, the captain wears the armband (×captain, ×triple
 * with Triple Captain), starters count once, the bench only with Bench Boost. The round's histograms
 * move by the same squads (−1 at the old total, +1 at the new). One statement. Answers the squads moved.
 */
export async function addLivePoints(
  tx: Database,
  roundId: number,
  changes: readonly PointsChange[],
  except: readonly number[],
  multipliers: { captain: number; tripleCaptain: number },
  now: Date,
): Promise<number> {
  const moving = changes.filter((c) => c.delta !== 0);
  if (moving.length === 0) return 0;
  const rows = await queryRows<{ moved: number }>(
    tx,
    sql`with c as (select * from unnest(${sql.param(moving.map((m) => m.playerId))}::int[],
                                        ${sql.param(moving.map((m) => m.delta))}::numeric[]) as c(player_id, delta)),
        d as (
          select k.squad_id,
                 sum(c.delta * case when k.player_id = sr.captain_player_id
                                      then case when sr.chip = 'triple_captain' then ${multipliers.tripleCaptain}::int
                                                else ${multipliers.captain}::int end
                                    when k.slot <= 11 or sr.chip = 'bench_boost' then 1 else 0 end) as delta
            from picks k
            join c on c.player_id = k.player_id
            join squad_rounds sr on sr.squad_id = k.squad_id and sr.round_id = k.round_id
           where k.round_id = ${roundId} and not (k.squad_id = any(${sql.param(except)}::int[]))
           group by k.squad_id),
        cur as (
          select m.squad_id, m.tenant_id, m.total as old_total, m.points - m.transfer_cost as old_net, d.delta
            from manager_round_scores m join d on d.squad_id = m.squad_id
           where m.round_id = ${roundId} and d.delta <> 0),
        upd as (
          update manager_round_scores m
             set points = m.points + cur.delta, total = m.total + cur.delta, updated_at = ${now}
            from cur where m.squad_id = cur.squad_id and m.round_id = ${roundId}
          returning 1),
        hist as (
          insert into points_histograms as h (tenant_id, round_id, kind, points, managers)
          select tenant_id, ${roundId}::int, kind, points, sum(n)::int from (
                   select tenant_id, 'total' as kind, old_total as points, -1 as n from cur
                   union all select tenant_id, 'total', old_total + delta, 1 from cur
                   union all select tenant_id, 'round', old_net, -1 from cur
                   union all select tenant_id, 'round', old_net + delta, 1 from cur) x
           group by tenant_id, kind, points having sum(n) <> 0
          on conflict (tenant_id, round_id, kind, points) do update set managers = h.managers + excluded.managers
          returning 1)
        select (select count(*) from upd)::int + 0 * (select count(*) from hist)::int as moved`,
  );
  await dropEmptyHistogramBuckets(tx, roundId);
  return rows[0]?.moved ?? 0;
}

/** Buckets no manager is in any more (a histogram holds only totals someone has, as a full scoring writes). */
async function dropEmptyHistogramBuckets(tx: Database, roundId: number): Promise<void> {
  await tx.execute(sql`delete from points_histograms where round_id = ${roundId} and managers = 0`);
}

/** The stored live scores of some squads of a round (for the histogram's old buckets). */
export async function squadScores(tx: Database, roundId: number, squadIds: readonly number[]) {
  if (squadIds.length === 0) return [];
  return tx
    .select({
      squadId: managerRoundScores.squadId,
      tenantId: managerRoundScores.tenantId,
      points: managerRoundScores.points,
      transferCost: managerRoundScores.transferCost,
      total: managerRoundScores.total,
    })
    .from(managerRoundScores)
    .where(
      and(
        eq(managerRoundScores.roundId, roundId),
        sql`${managerRoundScores.squadId} = any(${sql.param(squadIds)}::int[])`,
      ),
    );
}

export interface RescoredSquad {
  squadId: number;
  tenantId: number;
  points: number;
  total: number;
  oldTotal: number;
  net: number;
  oldNet: number;
  detail: NonNullable<typeof managerRoundScores.$inferInsert.detail>;
}

/** Writes squads re-scored whole (points, total, detail) and moves the histograms by them. */
export async function writeRescoredSquads(
  tx: Database,
  roundId: number,
  squads: readonly RescoredSquad[],
  now: Date,
): Promise<void> {
  if (squads.length === 0) return;
  await tx.execute(sql`update manager_round_scores m
        set points = s.points, total = s.total, detail = s.detail, updated_at = ${now}
       from unnest(${sql.param(squads.map((s) => s.squadId))}::int[],
                   ${sql.param(squads.map((s) => s.points))}::numeric[],
                   ${sql.param(squads.map((s) => s.total))}::numeric[],
                   ${sql.param(squads.map((s) => JSON.stringify(s.detail)))}::jsonb[])
            as s(squad_id, points, total, detail)
      where m.squad_id = s.squad_id and m.round_id = ${roundId}`);
  const moves = new Map<string, { tenantId: number; kind: string; points: number; n: number }>();
  const move = (tenantId: number, kind: string, points: number, n: number) => {
    const key = `${tenantId}|${kind}|${points}`;
    const m = moves.get(key);
    if (m) m.n += n;
    else moves.set(key, { tenantId, kind, points, n });
  };
  for (const s of squads) {
    move(s.tenantId, 'total', s.oldTotal, -1);
    move(s.tenantId, 'total', s.total, 1);
    move(s.tenantId, 'round', s.oldNet, -1);
    move(s.tenantId, 'round', s.net, 1);
  }
  const list = [...moves.values()].filter((m) => m.n !== 0);
  if (list.length > 0)
    await tx.execute(sql`insert into points_histograms as h (tenant_id, round_id, kind, points, managers)
        select t, ${roundId}::int, k, p, n
          from unnest(${sql.param(list.map((m) => m.tenantId))}::int[], ${sql.param(list.map((m) => m.kind))}::text[],
                      ${sql.param(list.map((m) => m.points))}::numeric[], ${sql.param(list.map((m) => m.n))}::int[])
               as x(t, k, p, n)
        on conflict (tenant_id, round_id, kind, points) do update set managers = h.managers + excluded.managers`);
  await dropEmptyHistogramBuckets(tx, roundId);
}
