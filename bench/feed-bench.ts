// `npm run bench:feed` (issue 21): a full matchday of live events for the 10 fixtures of a real round of
// FPL 2023-24, sent as signed feed messages over HTTP at 10× real pace (90 minutes in 9) to the real API on a
// throwaway PostgreSQL cluster with durable defaults, with 1 000 000 managers holding valid squads. Prints
// messages/s and p50/p99 of event → live ranks: the time from sending a message to its answer, which the API
// gives only after the transaction that wrote the live totals and the points histogram (ranks) committed;
// the API's own Prometheus histogram of the same span (ADR 0040) is printed beside it. The live round is held
// in the API's memory (ADR 0049): the managers' rows are written after the answer, and the bench prints how
// far behind they fell.
//
// Env: BENCH_MANAGERS (default 1000000), BENCH_PACE (times real pace, default 10; `max` sends each
// fixture's next message as soon as the last is answered), BENCH_ROUND (default 5), BENCH_PORT (4510),
// BENCH_TEMPLATES (demo squads copied, default 500), BENCH_API_NODE_ARGS (node flags for the API).
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { prepareDemo } from '@gameweek/api/demo/prepare-demo';
import { tickSeasonClock } from '@gameweek/api/jobs/season-clock';
import { FeedKeys } from '@gameweek/api/services/feed/feed-keys';
import { signFeedRequest } from '@gameweek/api/services/feed/feed-signature';
import { createDb, queryRows } from '@gameweek/db/create-db';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { startThrowawayPostgres } from '@gameweek/db/testing/throwaway-postgres';
import { sql } from 'drizzle-orm';
import { childPids } from '../scripts/child-pids.mjs';
import { waitForUrl } from '../scripts/wait-for-url.mjs';
import { createBenchManagers } from './feed-bench-managers.ts';
import { type MatchdayFixture, matchdayMessages } from './feed-bench-matchday.ts';

const MANAGERS = Number(process.env.BENCH_MANAGERS ?? 1_000_000);
const PACE_ENV = process.env.BENCH_PACE ?? '10';
const PACE = PACE_ENV === 'max' ? Number.POSITIVE_INFINITY : Number(PACE_ENV);
const ROUND = Number(process.env.BENCH_ROUND ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4510);
const TEMPLATES = Number(process.env.BENCH_TEMPLATES ?? 500);
const PROVIDER = 'bench-feed';
const FEED_KEY_SECRET = 'bench-feed-key-secret-not-for-production';
const REAL_MINUTE_MS = 60_000;
const root = join(import.meta.dirname, '..');

const log = (line: string) => console.log(line);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** User and system CPU of a process, and with `exited` of its children that ended (cutime, cstime). */
function cpuMs(pid: number, exited = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(f[11]) + Number(f[12]);
    return (exited ? own + Number(f[13]) + Number(f[14]) : own) * 10;
  } catch {
    return 0;
  }
}
/** PostgreSQL's CPU: the postmaster, its backends now, and those that ended (each connection's). */
const treeCpuMs = (pid: number) => childPids(pid).reduce((s, c) => s + cpuMs(c), cpuMs(pid, true));

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** p-th percentile from a Prometheus histogram's cumulative buckets (the bucket's upper bound). */
function histogramPercentile(buckets: [number, number][], count: number, p: number): string {
  const target = (p / 100) * count;
  for (const [le, n] of buckets)
    if (n >= target) return Number.isFinite(le) ? `≤ ${le} s` : '> 10 s';
  return 'n/a';
}

async function main() {
  const started = Date.now();
  log(`bench:feed — ${MANAGERS} managers, ${PACE_ENV}× pace, round ${ROUND}; load ${load()}`);
  const cluster = await startThrowawayPostgres({ durable: true });
  let api: ChildProcess | undefined;
  const stop = () => {
    if (api?.pid && api.exitCode === null) process.kill(-api.pid, 'SIGTERM');
    cluster.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  try {
    const handle = await createDb({ url: cluster.url, poolSize: 4 });
    const db = handle.db;
    const anchor = new Date();
    const demo = await prepareDemo(db, {
      dataRoot: dataRoot(),
      managers: { soccer: TEMPLATES, cricket: 4 },
      cricket: false,
      now: anchor,
      // Round ROUND opens now and its deadline passes a second later: its squads are locked before the
      // first kick-off message.
      timing: { openRound: ROUND, nextDeadlineInMs: 1_000 },
      log: () => {},
    });
    const seasonId = demo.soccerSeasonId;
    log(`demo season prepared (FPL 2023-24, ${TEMPLATES} demo managers): ${sec(started)}`);
    const [tenant] = await queryRows<{ id: number }>(
      db,
      sql`select id from tenants where slug = 'white-label-soccer'`,
    );
    const roundRows = await queryRows<{ id: number; number: number }>(
      db,
      sql`select id, number from rounds where season_id = ${seasonId} and number in (1, ${ROUND - 1}, ${ROUND}) order by number`,
    );
    const roundId = roundRows.find((r) => r.number === ROUND)!.id;
    const fixtures = await matchdayFixtures(db, seasonId, roundId);
    log(`round ${ROUND}: ${fixtures.length} fixtures`);

    // The feed plays the season from now on (clock.mode live, ADR 0039).
    await db.execute(
      sql`update seasons set clock = jsonb_set(clock, '{mode}', '"live"') where id = ${seasonId}`,
    );
    const t = Date.now();
    log(`creating ${MANAGERS} managers:`);
    await createBenchManagers(
      db,
      {
        tenantId: tenant!.id,
        seasonId,
        roundId,
        previousRoundId: roundRows.find((r) => r.number === ROUND - 1)!.id,
        firstRoundId: roundRows.find((r) => r.number === 1)!.id,
        count: MANAGERS,
      },
      log,
    );
    log(`managers created: ${sec(t)}`);
    // The clock at the live round's deadline: it locks that round (and whatever fell due before); later
    // rounds' deadlines, which the demo's timing put minutes after, stay in the future.
    const [deadline] = await queryRows<{ at: string }>(
      db,
      sql`select deadline_at as at from rounds where id = ${roundId}`,
    );
    const tick = await tickSeasonClock(db, new Date(new Date(deadline!.at).getTime() + 1_000));
    log(`clock: ${tick.steps.length} steps`);
    const ownership = await queryRows<{ name: string; owned: number; captained: number }>(
      db,
      sql`select pl.name, round(100.0 * count(*) / ${MANAGERS + TEMPLATES})::int as owned,
                 round(100.0 * count(*) filter (where sr.captain_player_id = k.player_id) / ${MANAGERS + TEMPLATES})::int as captained
            from picks k join players pl on pl.id = k.player_id
            join squad_rounds sr on sr.squad_id = k.squad_id and sr.round_id = k.round_id
           where k.round_id = ${roundId} group by pl.name order by count(*) desc limit 5`,
    );
    log(
      `most owned: ${ownership.map((o) => `${o.name} ${o.owned}% (c ${o.captained}%)`).join(', ')}`,
    );
    const key = await new FeedKeys(db, FEED_KEY_SECRET, () => new Date()).create(
      tenant!.id,
      PROVIDER,
    );
    await handle.close();

    // BENCH_API_NODE_ARGS: extra node flags for the API, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (the
    // profile is written when the API exits after the run; NODE_OPTIONS does not take --cpu-prof).
    const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
    api = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: cluster.url,
        DEMO: 'false',
        CLOCK: 'false',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        FEED_KEY_SECRET,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    const base = `http://127.0.0.1:${PORT}`;
    await waitForUrl(`${base}/readyz`);
    // The API builds the live round's scores in memory when it starts (ADR 0049) — in production at the
    // deadline, well before the first kick-off. The matchday starts once it holds them.
    const warmStarted = Date.now();
    const gauge = async (name: string) => {
      const text = await (await fetch(`${base}/metrics`)).text();
      const m = new RegExp(`^${name}\\{round="${roundId}"\\} (\\d+)`, 'm').exec(text);
      return m ? Number(m[1]) : 0;
    };
    while ((await gauge('gameweek_live_round_squads')) < MANAGERS) {
      if (Date.now() - warmStarted > 20 * 60_000)
        throw new Error('the API did not hold the live round within 20 minutes');
      await new Promise((r) => setTimeout(r, 500));
    }
    log(`live round held in memory by the API: ${sec(warmStarted)} after its start`);
    while ((await gauge('gameweek_live_round_unflushed')) > 0)
      await new Promise((r) => setTimeout(r, 500));
    log(`its rows written: ${sec(warmStarted)} after the API's start; load ${load()}`);
    const postmaster = Number(
      readFileSync(join(cluster.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const cpu0 = { api: cpuMs(api.pid!), pg: treeCpuMs(postmaster) };

    let retries = 0;
    const send = async (message: unknown): Promise<number> => {
      const body = JSON.stringify(message);
      const path = '/feed/v1/messages';
      const sentAt = performance.now();
      // node:http rather than fetch: fetch gives up on an answer after 300 s, and a slow answer is
      // what this bench measures.
      const { status, answer } = await new Promise<{ status: number; answer: string }>(
        (resolve, reject) => {
          const req = request(
            base + path,
            {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                ...signFeedRequest(key, 'POST', path, body),
              },
            },
            (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (c: string) => {
                text += c;
              });
              res.on('end', () => resolve({ status: res.statusCode ?? 0, answer: text }));
            },
          );
          req.on('error', reject);
          req.end(body);
        },
      );
      if (status === 503) {
        // "Briefly unavailable": a provider sends it again; the latency counts from the first send.
        retries++;
        await new Promise((r) => setTimeout(r, 1_000));
        await send(message);
        return performance.now() - sentAt;
      }
      const ms = performance.now() - sentAt;
      if (status !== 200) throw new Error(`message refused ${status}: ${answer}`);
      return ms;
    };

    log(`sending ${fixtures.length} fixtures × 90 messages at ${PACE_ENV}× pace; load ${load()}`);
    const latencies: { ms: number; kind: string; minute: number }[] = [];
    const matchStart = performance.now();
    let lastLog = matchStart;
    // The managers' rows not yet written (the flush lag, in rows), sampled through the matchday.
    let maxUnflushed = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        maxUnflushed = Math.max(maxUnflushed, await gauge('gameweek_live_round_unflushed'));
        await new Promise((r) => setTimeout(r, 1_000));
      }
    })();
    await Promise.all(
      fixtures.map(async (fixture) => {
        for (const { minute, message } of matchdayMessages(PROVIDER, fixture)) {
          const due = matchStart + (minute * REAL_MINUTE_MS) / PACE;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          const ms = await send(message);
          latencies.push({ ms, kind: message.kind, minute });
          if (performance.now() - lastLog > 30_000) {
            lastLog = performance.now();
            log(`  minute ${minute}: ${latencies.length} messages; load ${load()}`);
          }
        }
      }),
    );
    const elapsed = (performance.now() - matchStart) / 1000;
    const lastAnswer = Date.now();
    sampling = false;
    await sampler;
    while ((await gauge('gameweek_live_round_unflushed')) > 0)
      await new Promise((r) => setTimeout(r, 200));
    const flushedAfter = Date.now() - lastAnswer;
    const cpu1 = { api: cpuMs(api.pid!), pg: treeCpuMs(postmaster) };

    const metrics = await (await fetch(`${base}/metrics`)).text();
    const buckets: [number, number][] = [];
    let count = 0;
    let sum = 0;
    for (const line of metrics.split('\n')) {
      const b = /^gameweek_feed_event_to_ranks_seconds_bucket\{le="([^"]+)"\} (\d+)/.exec(line);
      if (b)
        buckets.push([b[1] === '+Inf' ? Number.POSITIVE_INFINITY : Number(b[1]), Number(b[2])]);
      const c = /^gameweek_feed_event_to_ranks_seconds_count (\d+)/.exec(line);
      if (c) count = Number(c[1]);
      const s = /^gameweek_feed_event_to_ranks_seconds_sum ([\d.e+-]+)/.exec(line);
      if (s) sum = Number(s[1]);
    }

    const all = latencies.map((l) => l.ms).sort((a, b) => a - b);
    const live = latencies
      .filter((l) => l.kind === 'soccer.live')
      .map((l) => l.ms)
      .sort((a, b) => a - b);
    const results = latencies
      .filter((l) => l.kind === 'soccer.result')
      .map((l) => l.ms)
      .sort((a, b) => a - b);
    const fmt = (xs: number[]) =>
      `p50 ${percentile(xs, 50).toFixed(0)} ms, p99 ${percentile(xs, 99).toFixed(0)} ms, max ${xs.at(-1)?.toFixed(0)} ms`;
    log('');
    log(
      `managers:            ${MANAGERS} (+${TEMPLATES} demo) on PostgreSQL (durable), round ${ROUND}`,
    );
    log(
      `messages:            ${latencies.length} in ${elapsed.toFixed(1)} s = ${(latencies.length / elapsed).toFixed(2)} messages/s (${PACE_ENV}× pace)`,
    );
    log(
      `event → live ranks:  ${fmt(all)} (all messages, client round trip; ${retries} sent again after a 503)`,
    );
    log(`  soccer.live:       ${fmt(live)} (${live.length})`);
    log(`  soccer.result:     ${fmt(results)} (${results.length})`);
    log(
      `  /metrics:          ${count} ranked, mean ${((sum / Math.max(1, count)) * 1000).toFixed(0)} ms, p50 ${histogramPercentile(buckets, count, 50)}, p99 ${histogramPercentile(buckets, count, 99)}`,
    );
    log(
      `cpu during the matchday: api ${((cpu1.api - cpu0.api) / 1000).toFixed(1)} s, postgres ${((cpu1.pg - cpu0.pg) / 1000).toFixed(1)} s of ${elapsed.toFixed(0)} s wall; load ${load()}`,
    );
    log(
      `rows flushed:        at most ${maxUnflushed} managers' rows behind (sampled each second); all written ${(flushedAfter / 1000).toFixed(1)} s after the last answer`,
    );
    const slowest = [...latencies].sort((a, b) => b.ms - a.ms).slice(0, 5);
    log(`slowest: ${slowest.map((l) => `${l.kind}@${l.minute} ${l.ms.toFixed(0)} ms`).join(', ')}`);
    log(`total bench time ${sec(started)}`);
  } finally {
    stop();
  }
}

const sec = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** The round's fixtures with each player's imported final stats (read before the feed clears them). */
async function matchdayFixtures(
  db: Parameters<typeof queryRows>[0],
  seasonId: number,
  roundId: number,
): Promise<MatchdayFixture[]> {
  const fixtures = await queryRows<{
    id: number;
    ref: string;
    home_club_id: number;
    away_club_id: number;
    home: number;
    away: number;
  }>(
    db,
    sql`select id, external_id as ref, home_club_id, away_club_id, coalesce(source_home_score, 0) as home,
               coalesce(source_away_score, 0) as away
          from fixtures where season_id = ${seasonId} and round_id = ${roundId} order by kickoff_at, id`,
  );
  const stats = await queryRows<{
    fixture_id: number;
    player_id: number;
    ref: string;
    club_id: number;
    stats: Record<string, number | boolean>;
  }>(
    db,
    sql`select s.fixture_id, s.player_id, p.external_id as ref, p.club_id, s.stats
          from player_fixture_stats s join players p on p.id = s.player_id
          join fixtures f on f.id = s.fixture_id
         where f.round_id = ${roundId} order by s.fixture_id, s.player_id`,
  );
  return fixtures.map((f) => ({
    id: f.id,
    ref: f.ref,
    homeScore: f.home,
    awayScore: f.away,
    players: stats
      // A player the season lists at another club (a transfer later in the season) is left out: the
      // feed refuses a player of neither club.
      .filter(
        (s) =>
          s.fixture_id === f.id && (s.club_id === f.home_club_id || s.club_id === f.away_club_id),
      )
      .map((s) => ({
        playerId: s.player_id,
        ref: s.ref,
        side: s.club_id === f.home_club_id ? ('home' as const) : ('away' as const),
        stats: s.stats,
      })),
  }));
}

await main();
