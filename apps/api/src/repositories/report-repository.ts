// The console's reports (ADR 0046): aggregates per day (UTC) and per round, one tenant at a time.
import { type Database, queryRows } from '@gameweek/db/create-db';
import { sql } from 'drizzle-orm';

export interface DailyRow {
  day: string;
  active_users: number;
  new_subscribers: number;
  churned: number;
  charges_succeeded: number;
  charges_failed: number;
  revenue_minor: number;
  currency: string;
}

export interface RoundRow {
  round: number;
  name: string;
  status: string;
  teams_saved: number;
  managers_scored: number;
  average_points: number | null;
  top_points: number | null;
}

export class ReportRepository {
  constructor(private readonly db: Database) {}

  /** One row per day from `from` to `to` (inclusive, UTC dates), zeros on quiet days. */
  async daily(tenantId: number, from: string, to: string): Promise<DailyRow[]> {
    return queryRows<DailyRow>(
      this.db,
      sql`with days as (
            select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d
          ),
          tenant_users as (select id from users where tenant_id = ${tenantId}),
          activity as (
            select (s.created_at at time zone 'UTC')::date as day, s.user_id
              from sessions s join tenant_users u on u.id = s.user_id
             where s.created_at >= ${from}::date and s.created_at < ${to}::date + 1
            union
            select (sr.saved_at at time zone 'UTC')::date, q.user_id
              from squad_rounds sr join squads q on q.id = sr.squad_id
             where q.tenant_id = ${tenantId}
               and sr.saved_at >= ${from}::date and sr.saved_at < ${to}::date + 1
          ),
          moves as (
            select (h.at at time zone 'UTC')::date as day, h.from_status, h.to_status
              from user_status_history h join tenant_users u on u.id = h.user_id
             where h.at >= ${from}::date and h.at < ${to}::date + 1
          ),
          charges as (
            select (e.received_at at time zone 'UTC')::date as day, e.type,
                   (e.payload ->> 'amount_minor')::int as amount, e.payload ->> 'currency' as currency
              from operator_events e join tenant_users u on u.id = e.user_id
             where e.type in ('charge.succeeded', 'charge.failed')
               and e.outcome not like 'ignored%'
               and e.received_at >= ${from}::date and e.received_at < ${to}::date + 1
          )
          select to_char(d.day, 'YYYY-MM-DD') as day,
                 (select count(distinct a.user_id)::int from activity a where a.day = d.day) as active_users,
                 (select count(*)::int from moves m where m.day = d.day and m.to_status = 'active'
                     and m.from_status in ('registered', 'cancelled', 'unknown', 'guest')) as new_subscribers,
                 (select count(*)::int from moves m where m.day = d.day and (m.to_status = 'cancelled'
                     or (m.to_status = 'deleted' and m.from_status in ('active', 'suspended')))) as churned,
                 (select count(*)::int from charges c where c.day = d.day and c.type = 'charge.succeeded') as charges_succeeded,
                 (select count(*)::int from charges c where c.day = d.day and c.type = 'charge.failed') as charges_failed,
                 (select coalesce(sum(c.amount), 0)::int from charges c where c.day = d.day and c.type = 'charge.succeeded') as revenue_minor,
                 coalesce((select string_agg(distinct c.currency, '+') from charges c where c.day = d.day), '') as currency
            from days d
           order by d.day`,
    );
  }

  /** The tenant's season, round by round: teams saved, managers scored, average and top points. */
  async rounds(tenantId: number, seasonId: number): Promise<RoundRow[]> {
    return queryRows<RoundRow>(
      this.db,
      sql`select r.number as round, r.name, r.status::text as status,
                 (select count(*)::int from squad_rounds sr join squads q on q.id = sr.squad_id
                   where sr.round_id = r.id and q.tenant_id = ${tenantId}) as teams_saved,
                 (select count(*)::int from manager_round_scores m
                   where m.round_id = r.id and m.tenant_id = ${tenantId}) as managers_scored,
                 (select round(avg(m.points - m.transfer_cost), 1)::float8 from manager_round_scores m
                   where m.round_id = r.id and m.tenant_id = ${tenantId}) as average_points,
                 (select max(m.points - m.transfer_cost)::float8 from manager_round_scores m
                   where m.round_id = r.id and m.tenant_id = ${tenantId}) as top_points
            from rounds r
           where r.season_id = ${seasonId}
           order by r.number`,
    );
  }
}
