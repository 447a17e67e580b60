// The season clock's bookkeeping (ADR 0006, jobs → repositories): which step falls due next and the `jobs`
// rows that make each step run at most once. Like every repository the clock uses, these are functions
// whose first argument is the database or the step's transaction.
import type { Database } from '@gameweek/db/create-db';
import { jobs } from '@gameweek/db/schema';
import { eq, sql } from 'drizzle-orm';

export type StepKind = 'open' | 'lock' | 'start' | 'finish' | 'finalise';

export interface DueStep {
  kind: StepKind;
  id: number;
  runAt: Date;
}

/** The step that fell due first at `now` (failed steps still waiting for their backoff excluded). */
export async function nextDueStep(db: Database, now: Date): Promise<DueStep | undefined> {
  const result = (await db.execute(sql`
    with clocked as (
      -- Every season's rounds open, lock and finalise on the clock, either sport: a live season's matches
      -- are played by the data feed (ADR 0039), never started or finished here, so a live cricket season —
      -- declared by the feed (ADR 0041) or bulk-imported and fed match by match (ADR 0043) — only has its
      -- match days locked at their deadlines and finalised once their matches are over.
      select s.id from seasons s
    ), replayed as (
      -- Seasons whose matches the clock plays; a live season's fixtures are played by the data feed
      -- (ADR 0039): kick-off, live stats and full time arrive as messages, rounds still move by the clock.
      select id from clocked where id in (select id from seasons where clock->>'mode' is distinct from 'live')
    )
    select kind, id, run_at from (
      select 'open' as kind, r.id, r.opens_at as run_at from rounds r
        where r.status = 'NOT_STARTED' and r.opens_at <= ${now} and r.season_id in (select id from clocked)
      union all
      select 'lock', r.id, r.deadline_at from rounds r
        where r.status = 'OPEN' and r.deadline_at <= ${now} and r.season_id in (select id from clocked)
      union all
      select 'start', f.id, f.kickoff_at from fixtures f join rounds r on r.id = f.round_id
        where f.status = 'SCHEDULED' and f.kickoff_at <= ${now} and r.status in ('LOCKED', 'LIVE')
          and f.season_id in (select id from replayed)
      union all
      select 'finish', f.id, f.kickoff_at + ((s.clock->>'matchMs')::int * interval '1 millisecond')
        from fixtures f join seasons s on s.id = f.season_id
        where f.status = 'LIVE' and s.clock->>'mode' is distinct from 'live'
          and f.kickoff_at + ((s.clock->>'matchMs')::int * interval '1 millisecond') <= ${now}
      union all
      select 'finalise', r.id, greatest(r.deadline_at, coalesce(
          (select max(f.finished_at) from fixtures f where f.round_id = r.id), r.deadline_at))
        from rounds r
        where r.status in ('LOCKED', 'LIVE')
          and not exists (select 1 from fixtures f where f.round_id = r.id and f.status in ('SCHEDULED', 'LIVE'))
          and not exists (select 1 from rounds p where p.season_id = r.season_id and p.number < r.number
                          and p.finalised_at is null)
    ) due
    -- A step that failed waits for its backoff (jobs.run_at of a failed row is its next attempt); the
    -- others go on meanwhile, so one broken step does not hold up other rounds, seasons or tenants.
    where not exists (
      select 1 from jobs j
       where j.key = case when due.kind in ('start', 'finish') then 'fixture:' else 'round:' end
                     || due.id || ':' || due.kind
         and j.status = 'failed' and j.run_at > ${now})
    -- Steps due at the same instant: a fixture ends before its round is finalised, a round locks at its
    -- deadline before the next one opens at that same instant, and kick-offs come last.
    order by run_at, case kind when 'finish' then 0 when 'finalise' then 1 when 'lock' then 2
                               when 'open' then 3 else 4 end, id
    limit 1`)) as unknown as { rows: { kind: StepKind; id: number; run_at: Date | string }[] };
  const row = result.rows[0];
  if (!row) return undefined;
  return { kind: row.kind, id: Number(row.id), runAt: new Date(row.run_at) };
}

export interface JobRef {
  key: string;
  kind: string;
  payload: Record<string, number>;
}

/** Claims the job's row inside the step's transaction; false when the step already completed. */
export async function claimJob(
  tx: Database,
  job: JobRef,
  runAt: Date,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(jobs)
    .values({ ...job, runAt, status: 'done', attempts: 1, doneAt: now })
    .onConflictDoUpdate({
      target: jobs.key,
      set: { status: 'done', doneAt: now, attempts: sql`${jobs.attempts} + 1`, lastError: null },
      setWhere: sql`${jobs.status} <> 'done'`,
    })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Records a failed attempt; run_at becomes the next attempt's time (exponential backoff from `now`).
 * Returns the number of attempts so far.
 */
export async function recordJobFailure(
  db: Database,
  job: JobRef,
  message: string,
  now: Date,
  retry: { baseMs: number; maxMs: number },
): Promise<number> {
  const rows = await db
    .insert(jobs)
    .values({
      ...job,
      runAt: new Date(now.getTime() + retry.baseMs),
      status: 'failed',
      attempts: 1,
      lastError: message,
    })
    .onConflictDoUpdate({
      target: jobs.key,
      set: {
        status: 'failed',
        attempts: sql`${jobs.attempts} + 1`,
        lastError: message,
        runAt: sql`${now}::timestamptz + least(${retry.maxMs}::float8,
                   ${retry.baseMs}::float8 * power(2, ${jobs.attempts})) * interval '1 millisecond'`,
      },
      setWhere: sql`${jobs.status} <> 'done'`,
    })
    .returning({ attempts: jobs.attempts });
  return rows[0]?.attempts ?? 0;
}

/** Whether a marker job (a one-off like the demo's preparation) has a row. */
export async function hasJob(db: Database, key: string): Promise<boolean> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.key, key));
  return row !== undefined;
}

/** Writes a marker job as done (nothing when it exists). */
export async function markJobDone(
  db: Database,
  key: string,
  kind: string,
  now: Date,
): Promise<void> {
  await db
    .insert(jobs)
    .values({ key, kind, runAt: now, status: 'done', doneAt: now })
    .onConflictDoNothing();
}
