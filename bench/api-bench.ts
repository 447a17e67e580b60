// `npm run bench:api`: the API against a throwaway PostgreSQL 15 with durable defaults (fsync and
// synchronous_commit on), 100 000 managers filled with bulk SQL, the API pinned to core 0 and
// autocannon (this process) on core 1. Measures GET /v1/user, a league leaderboard page deep in the
// overall league, and POST /v1/user saves (a different user and a unique Idempotency-Key per save).
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createDb } from '@gameweek/db/create-db';
import { leagues, rounds } from '@gameweek/db/schema';
import { createSoccerSeason, createTenant } from '@gameweek/db/testing/factories';
import { freePort, startThrowawayPostgres } from '@gameweek/db/testing/throwaway-postgres';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';

const MANAGERS = Number(process.env.BENCH_MANAGERS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const DOMAIN = 'bench.test';

function pin(pid: number, core: number) {
  try {
    execFileSync('taskset', ['-cp', String(core), String(pid)], { stdio: 'ignore' });
  } catch {
    console.warn(`taskset unavailable: process ${pid} not pinned`);
  }
}

const token = (i: number) => `bench-token-${String(i).padStart(8, '0')}-xxxxxxxxxxxxxxxx`;

async function main() {
  pin(process.pid, 1);
  const t0 = Date.now();
  const pgCluster = await startThrowawayPostgres({ durable: true });
  const handle = await createDb({ url: pgCluster.url, poolSize: 4 });
  const db = handle.db;
  console.log(`postgres (durable) started and migrated in ${Date.now() - t0} ms`);

  // Game data: 20 clubs × 15 players, 3 rounds; round 1 played, round 2 open.
  const season = await createSoccerSeason(db, {
    clubs: 20,
    rounds: 3,
    start: new Date(Date.now() + 30 * 86_400_000),
  });
  const [r1, r2] = season.roundIds as [number, number];
  await db.update(rounds).set({ status: 'FINISHED' }).where(eq(rounds.id, r1));
  await db.update(rounds).set({ status: 'OPEN' }).where(eq(rounds.id, r2));
  const tenant = await createTenant(db, { domain: DOMAIN, seasonId: season.seasonId });
  const [overall] = await db
    .insert(leagues)
    .values({
      tenantId: tenant.id,
      seasonId: season.seasonId,
      name: 'Overall',
      kind: 'classic',
      inviteCode: 'BENCH-OVERALL',
      startRoundId: r1,
      system: true,
    })
    .returning();

  // Six valid squads (positions dealt round-robin over clubs: ≤ 3 per club); manager i plays squad i % 6.
  const per = { GK: 2, DEF: 5, MID: 5, FWD: 3 } as const;
  const squadsPattern = Array.from({ length: 6 }, (_, offset) => {
    const taken = new Map<string, number>();
    let g = offset * 3;
    const take = (pos: keyof typeof per) => {
      const club = g++ % 20;
      const key = `${pos}:${club}`;
      const k = taken.get(key) ?? 0;
      taken.set(key, k + 1);
      return season.players[pos][club * per[pos] + k]!;
    };
    const gk = [take('GK'), take('GK')];
    const def = Array.from({ length: 5 }, () => take('DEF'));
    const mid = Array.from({ length: 5 }, () => take('MID'));
    const fwd = Array.from({ length: 3 }, () => take('FWD'));
    return [
      gk[0]!,
      ...def.slice(0, 4),
      ...mid.slice(0, 4),
      ...fwd.slice(0, 2),
      gk[1]!,
      def[4]!,
      mid[4]!,
      fwd[2]!,
    ];
  });
  const patternSql = sql.raw(
    `(values ${squadsPattern.flatMap((ids, p) => ids.map((id, s) => `(${p}, ${s + 1}, ${id})`)).join(', ')}) as pat(p, slot, player_id)`,
  );

  const t1 = Date.now();
  const far = new Date(Date.now() + 365 * 86_400_000).toISOString();
  await db.execute(sql`
    insert into users (tenant_id, status, email, name, preferred_language)
    select ${tenant.id}, 'active', 'm' || i || '@bench.test', 'Manager ' || i, 'en' from generate_series(1, ${MANAGERS}) i`);
  await db.execute(sql`
    insert into sessions (token_hash, user_id, expires_at)
    select encode(sha256(convert_to('bench-token-' || lpad(u.rn::text, 8, '0') || '-xxxxxxxxxxxxxxxx', 'UTF8')), 'hex'), u.id, ${far}::timestamptz
      from (select id, row_number() over (order by id) as rn from users where tenant_id = ${tenant.id}) u`);
  await db.execute(sql`
    insert into squads (tenant_id, user_id, season_id, name, start_round_id)
    select ${tenant.id}, id, ${season.seasonId}, 'Team ' || id, ${r1} from users where tenant_id = ${tenant.id}`);
  await db.execute(sql`
    insert into squad_rounds (squad_id, round_id, captain_player_id, vice_captain_player_id, bank, free_transfers)
    select s.id, ${r1}, c.player_id, v.player_id, 1000 - 15 * 50, 0
      from squads s
      join ${patternSql} on pat.slot = 6 and pat.p = s.id % 6
      join (select p, player_id from ${patternSql} where slot = 6) c on c.p = s.id % 6
      join (select p, player_id from ${patternSql} where slot = 7) v on v.p = s.id % 6
     where s.tenant_id = ${tenant.id}`);
  await db.execute(sql`
    insert into picks (squad_id, round_id, player_id, slot, purchase_price)
    select s.id, ${r1}, pat.player_id, pat.slot, 50
      from squads s join ${patternSql} on pat.p = s.id % 6
     where s.tenant_id = ${tenant.id}`);
  await db.execute(sql`
    insert into league_members (league_id, squad_id) select ${overall!.id}, id from squads where tenant_id = ${tenant.id}`);
  // Round 1 totals: a bell-ish curve between 10 and 120; ranks and the histogram as the clock writes them.
  await db.execute(sql`
    insert into manager_round_scores (squad_id, round_id, tenant_id, points, total, final, updated_at)
    select id, ${r1}, ${tenant.id}, t, t, true, now()
      from (select id, (10 + (hashtext(id::text) & 1023) % 56 + (hashtext('x' || id) & 1023) % 56)::int as t
              from squads where tenant_id = ${tenant.id}) s`);
  await db.execute(sql`
    insert into points_histograms (tenant_id, round_id, kind, points, managers)
    select ${tenant.id}, ${r1}, 'total', total, count(*)::int from manager_round_scores
     where tenant_id = ${tenant.id} and round_id = ${r1} group by total`);
  await db.execute(sql`
    update manager_round_scores m set rank = 1 + coalesce((select sum(h.managers) from points_histograms h
      where h.tenant_id = m.tenant_id and h.round_id = m.round_id and h.kind = 'total' and h.points > m.total), 0)
     where m.tenant_id = ${tenant.id} and m.round_id = ${r1}`);
  await db.execute(sql`vacuum analyze`);
  const [{ n } = { n: 0 }] = (
    (await db.execute(sql`select count(*)::int as n from picks`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  console.log(`filled ${MANAGERS} managers (${n} picks) in ${Date.now() - t1} ms`);
  // A cursor deep in the overall league: the page after the median total.
  const [median] = (
    (await db.execute(
      sql`select total, squad_id from manager_round_scores where round_id = ${r1}
           order by total desc, squad_id asc offset ${Math.floor(MANAGERS / 2)} limit 1`,
    )) as unknown as { rows: { total: number; squad_id: number }[] }
  ).rows;
  const deepCursor = Buffer.from(`${median!.total}:${median!.squad_id}`).toString('base64url');
  await handle.close();
  if (process.env.BENCH_KEEP_DB) {
    // Diagnostics: leave the filled cluster running for psql/EXPLAIN and stop here.
    console.log(
      `filled database kept at ${pgCluster.url} (${pgCluster.dir}); stop it with pg_ctl -D ${pgCluster.dir}/data stop`,
    );
    return;
  }

  // The API in its own process on core 0.
  const port = await freePort();
  const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: pgCluster.url,
      DEMO: '0',
      CLOCK: '0',
      LOG_LEVEL: 'warn',
      DB_POOL_SIZE: process.env.BENCH_POOL ?? '20',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  pin(api.pid!, 0);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.ok) break;
    } catch {}
    if (i > 300) throw new Error('API did not start');
    await new Promise((r) => setTimeout(r, 100));
  }

  const results: { name: string; rps: number; p99: number; non2xx: number; errors: number }[] = [];
  const run = async (
    name: string,
    opts: {
      method?: 'GET' | 'POST';
      path: string;
      connections: number;
      body?: (i: number) => string;
      key?: boolean;
    },
  ) => {
    let i = 0;
    const instance = autocannon({
      url: base,
      connections: opts.connections,
      duration: DURATION,
      requests: [
        {
          method: opts.method ?? 'GET',
          path: opts.path,
          setupRequest: (req: autocannon.Request) => {
            const n = (i++ % MANAGERS) + 1;
            const headers: Record<string, string> = {
              domain: DOMAIN,
              authorization: `Bearer ${token(n)}`,
              'content-type': 'application/json',
            };
            if (opts.key) headers['idempotency-key'] = `bench-${process.pid}-${i}`;
            return { ...req, headers, ...(opts.body ? { body: opts.body(n) } : {}) };
          },
        },
      ],
    });
    const r = await instance;
    results.push({
      name,
      rps: Math.round(r.requests.average),
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
    });
    console.log(
      `${name}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
        `non-2xx ${r.non2xx}, errors ${r.errors}, total ${r.requests.total}`,
    );
  };

  // Warm-up: caches (tenant, rounds, player catalogue) and the JIT.
  await run('warm-up GET /v1/user', { path: '/v1/user', connections: 20 });
  results.length = 0;
  await run('GET /v1/user', { path: '/v1/user', connections: 50 });
  await run('GET /v1/leagues/{overall}/standings (page after the median)', {
    path: `/v1/leagues/${overall!.id}/standings?limit=50&cursor=${deepCursor}`,
    connections: 50,
  });
  // Saves: user n keeps its round-1 squad (no transfers) and moves the armband: a real write each time.
  await run('POST /v1/user (distinct users, unique Idempotency-Key)', {
    method: 'POST',
    path: '/v1/user',
    connections: 50,
    key: true,
    body: (n) => {
      // Squad pattern p = squad id % 6 and squad ids follow user order from 1.
      const ids = squadsPattern[n % 6]!;
      return JSON.stringify({
        round_id: r2,
        picks: ids.map((player_id, s) => ({ player_id, slot: s + 1 })),
        captain_id: ids[5 + (n % 3)],
        vice_captain_id: ids[9],
        chip: null,
      });
    },
  });

  process.kill(-api.pid!, 'SIGTERM');
  await once(api, 'exit').catch(() => undefined);
  pgCluster.stop();

  console.log('\nsummary (API on core 0, autocannon on core 1, PostgreSQL 15 durable, unpinned):');
  const targets: Record<string, { rps: number; p99: number }> = {
    'GET /v1/user': { rps: 5000, p99: 25 },
    'GET /v1/leagues/{overall}/standings (page after the median)': { rps: 5000, p99: 25 },
    'POST /v1/user (distinct users, unique Idempotency-Key)': { rps: 1500, p99: 100 },
  };
  for (const r of results) {
    const target = targets[r.name];
    const ok = target && r.rps >= target.rps && r.p99 < target.p99 && r.non2xx === 0;
    console.log(
      `${r.name.padEnd(62)} ${String(r.rps).padStart(6)} req/s  p99 ${String(r.p99).padStart(4)} ms  ` +
        `${target ? `target ≥ ${target.rps}/s, p99 < ${target.p99} ms: ${ok ? 'met' : 'NOT met'}` : ''}` +
        `${r.non2xx ? `  (${r.non2xx} non-2xx)` : ''}`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
