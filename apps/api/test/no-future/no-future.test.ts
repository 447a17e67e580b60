// Issue 18, "No future": nothing dated after the season clock's now leaves the API. On the seasons `npm
// start` serves (real FPL 2023-24 and IPL 2024), at several random instants of the replay, a crawler walks
// every GET route of the OpenAPI document — as a guest and as a signed-in manager with a team, in both
// tenants — filling path and round parameters from ids found in earlier answers, and fails on any fixture
// result, score, match event, price or news item that the clock has not reached yet. The truth it checks
// against is the schedule in the database (kick-offs, demo finish times, round openings), not the answers.
// The seed is printed on failure; NO_FUTURE_SEED replays one.
import { queryRows } from '@gameweek/db/create-db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { DEFAULT_DEMO_TIMING } from '../../src/demo/demo-time.ts';
import { rng } from '../../src/demo/simulate-managers.ts';
import { testEnv } from '../../src/env.ts';
import { LiveEvents } from '../../src/jobs/live-events.ts';
import { tickSeasonClock } from '../../src/jobs/season-clock.ts';
import {
  CRICKET_DOMAIN,
  prepareRealSeason,
  type RealSeason,
  SOCCER_DOMAIN,
  saveSuggestedTeam,
} from '../helpers/real-season.ts';
import { auth, DRIVERS, demoLogin, json } from '../helpers/setup.ts';

const ANCHOR = new Date('2026-03-01T12:00:00Z');
const SEED = Number(process.env.NO_FUTURE_SEED ?? 18);
const POINTS = 4;
/** How far into the replay the instants fall: about seven rounds of both seasons. */
const SPAN_MS = 7 * DEFAULT_DEMO_TIMING.roundMs;
/** Routes that stream (server-sent events) instead of answering. */
const STREAMS = new Set(['/v1/live']);

interface Schedule {
  fixtures: Map<number, { kickoff: number; finish: number; round: number; sport: Sport }>;
  /** Round number → when it opened (the replay applies that round's prices then). */
  opens: Map<number, number>;
}

async function scheduleOf(season: RealSeason): Promise<Schedule> {
  const fx = await queryRows<{
    id: number;
    kickoff: Date | string;
    match_ms: number;
    round: number;
    sport: Sport;
  }>(
    season.testDb.db,
    sql`select f.id, f.kickoff_at as kickoff, (s.clock->>'matchMs')::int as match_ms, r.number as round,
               c.sport
          from fixtures f join seasons s on s.id = f.season_id join rounds r on r.id = f.round_id
          join competitions c on c.id = s.competition_id`,
  );
  const rounds = await queryRows<{ season_id: number; number: number; opens: Date | string }>(
    season.testDb.db,
    sql`select season_id, number, opens_at as opens from rounds`,
  );
  return {
    fixtures: new Map(
      fx.map((f) => {
        const kickoff = new Date(f.kickoff).getTime();
        return [f.id, { kickoff, finish: kickoff + f.match_ms, round: f.round, sport: f.sport }];
      }),
    ),
    opens: new Map(
      rounds
        .filter((r) => r.season_id === season.demo.soccerSeasonId)
        .map((r) => [r.number, new Date(r.opens).getTime()]),
    ),
  };
}

type Json = unknown;
type Sport = 'soccer' | 'cricket';
const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every violation of "nothing after now" in one answer. */
function futureIn(body: Json, now: number, schedule: Schedule, sport: Sport): string[] {
  const found: string[] = [];
  const iso = (t: number) => new Date(t).toISOString();
  const walk = (v: Json, path: string) => {
    if (Array.isArray(v)) {
      for (const [i, x] of v.entries()) walk(x, `${path}[${i}]`);
      return;
    }
    if (!isObject(v)) return;
    // A fixture: its score once kicked off, its result once finished, events once they happened.
    if ('kickoff' in v && isObject(v.home) && isObject(v.away) && typeof v.id === 'number') {
      const f = schedule.fixtures.get(v.id);
      if (f) {
        const started = f.kickoff <= now;
        const finished = f.finish <= now;
        if (!started && (v.home.score != null || v.away.score != null))
          found.push(`${path}: score of fixture ${v.id} kicking off ${iso(f.kickoff)}`);
        if (!started && v.status !== 'SCHEDULED' && v.status !== 'POSTPONED')
          found.push(`${path}: status ${String(v.status)} of fixture ${v.id} before kick-off`);
        if (!finished && v.outcome != null)
          found.push(
            `${path}: result ${JSON.stringify(v.outcome)} of fixture ${v.id} ending ${iso(f.finish)}`,
          );
        if (!finished && v.status === 'FINISHED')
          found.push(`${path}: fixture ${v.id} FINISHED before ${iso(f.finish)}`);
        if (!started && Array.isArray(v.commentary) && v.commentary.length > 0)
          found.push(`${path}: commentary of fixture ${v.id} before kick-off`);
      }
    }
    // A news item or report, and anything else that carries its own date.
    for (const key of ['published_at', 'at']) {
      const at = v[key];
      if (typeof at === 'string' && !Number.isNaN(Date.parse(at)) && Date.parse(at) > now)
        found.push(`${path}.${key}: ${at} is after now`);
    }
    // A price history: one point per round that has opened (soccer rounds; cricket has no prices).
    if (Array.isArray(v.prices) && sport === 'soccer') {
      for (const p of v.prices) {
        if (!isObject(p) || typeof p.round !== 'number') continue;
        const opens = schedule.opens.get(p.round);
        if (opens === undefined || opens > now)
          found.push(`${path}.prices: price of round ${p.round} opening ${iso(opens ?? 0)}`);
      }
    }
    // Points per round: only rounds with a match kicked off.
    if (Array.isArray(v.history)) {
      const started = new Set(
        [...schedule.fixtures.values()]
          .filter((f) => f.sport === sport && f.kickoff <= now)
          .map((f) => f.round),
      );
      for (const h of v.history)
        if (isObject(h) && typeof h.round === 'number' && !started.has(h.round))
          found.push(`${path}.history: points of round ${h.round}, not started`);
    }
    for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
  };
  walk(body, '$');
  return found;
}

/** Ids per kind, collected from the answers seen so far. */
class Ids {
  players = new Set<number>();
  leagues = new Set<number>();
  users = new Set<number>();
  roundIds = new Set<number>();
  roundNumbers = new Set<number>();
  collect(v: Json, parent = '') {
    if (Array.isArray(v)) {
      for (const x of v) this.collect(x, parent);
      return;
    }
    if (!isObject(v)) return;
    if (typeof v.id === 'number') {
      if (parent === 'player' || parent === 'players') this.players.add(v.id);
      if (parent === 'games' || parent === 'league') this.leagues.add(v.id);
      if (parent === 'round' && typeof v.number === 'number') {
        this.roundIds.add(v.id);
        this.roundNumbers.add(v.number);
      }
    }
    if (typeof v.user_id === 'number') this.users.add(v.user_id);
    if (typeof v.round_number === 'number') this.roundNumbers.add(v.round_number);
    for (const [k, x] of Object.entries(v)) this.collect(x, k);
  }
  /** A few of each, spread over the set (first, last and some between). */
  sample(set: Set<number>, n: number): number[] {
    const all = [...set].sort((a, b) => a - b);
    if (all.length <= n) return all;
    return Array.from({ length: n }, (_, i) => all[Math.round((i * (all.length - 1)) / (n - 1))]!);
  }
}

interface Route {
  path: string;
  query: string[];
}

async function getRoutes(app: FastifyInstance): Promise<Route[]> {
  const doc = json<{
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  }>(await app.inject({ url: '/docs/json' }));
  return Object.entries(doc.paths)
    .filter(([path, ops]) => ops.get && !STREAMS.has(path))
    .map(([path, ops]) => ({
      path,
      query: (ops.get!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    }));
}

/** Every GET route, static ones first so the parameterised ones get ids from their answers. */
async function crawl(
  app: FastifyInstance,
  headers: Record<string, string>,
  check: (url: string, body: Json) => void,
): Promise<number> {
  const routes = await getRoutes(app);
  const ids = new Ids();
  let requests = 0;
  const fetch = async (url: string) => {
    const res = await app.inject({ url, headers });
    requests++;
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
    if (res.statusCode !== 200 || !String(res.headers['content-type'] ?? '').includes('json'))
      return;
    const body = res.json() as Json;
    ids.collect(body);
    check(url, body);
  };
  const withQuery = (path: string, query: string[]) => {
    if (!query.includes('round')) return [path];
    const rounds = [...ids.roundNumbers];
    const next = Math.max(0, ...rounds) + 1;
    return [path, ...[...new Set([...rounds, next, next + 1])].map((n) => `${path}?round=${n}`)];
  };
  const staticRoutes = routes.filter((r) => !r.path.includes('{'));
  for (const r of staticRoutes) await fetch(r.path);
  // A second pass: round numbers seen anywhere in the first.
  for (const r of staticRoutes)
    for (const url of withQuery(r.path, r.query).slice(1)) await fetch(url);
  for (const r of routes.filter((x) => x.path.includes('{'))) {
    const values: Record<string, number[] | string[]> = {
      id: r.path.startsWith('/v1/players')
        ? ids.sample(ids.players, 6)
        : r.path.startsWith('/v1/leagues')
          ? ids.sample(ids.leagues, 4)
          : ids.sample(ids.users, 3),
      roundId: ids.sample(ids.roundIds, 4),
      round: ids.sample(ids.roundNumbers, 4),
      page: ['terms-and-conditions', 'privacy-policy'],
    };
    const names = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    let urls = [r.path];
    for (const name of names) {
      const vs = values[name] ?? [];
      urls = urls.flatMap((u) => vs.map((v) => u.replace(`{${name}}`, String(v))));
    }
    for (const url of urls) await fetch(url);
  }
  return requests;
}

describe.each(DRIVERS)('nothing after the season clock’s now leaves the API (%s)', (driver) => {
  let season: RealSeason;
  let schedule: Schedule;
  const tokens = new Map<string, string>();
  const random = rng(SEED);
  const instants = Array.from(
    { length: POINTS },
    () => ANCHOR.getTime() + Math.floor(random() * SPAN_MS),
  ).sort((a, b) => a - b);

  beforeAll(async () => {
    season = await prepareRealSeason(driver, ANCHOR);
    schedule = await scheduleOf(season);
    // Managers with a team in each tenant, saved before the open round's deadline.
    const app = await buildApp({ env: testEnv(), db: season.testDb.db, clock: () => ANCHOR });
    for (const domain of [SOCCER_DOMAIN, CRICKET_DOMAIN]) {
      const token = await demoLogin(app, domain);
      await saveSuggestedTeam(app, token, domain);
      tokens.set(domain, token);
    }
    await app.close();
  }, 900_000);
  afterAll(() => season?.testDb.close());

  it.each(instants.map((t, i) => [i + 1, t] as const))(
    `instant %i of ${POINTS} (seed ${SEED})`,
    async (_, at) => {
      const now = new Date(at);
      await tickSeasonClock(season.testDb.db, now, {
        events: new LiveEvents(),
        provisionalWindowMs: DEFAULT_DEMO_TIMING.roundMs,
      });
      const app = await buildApp({
        env: testEnv(),
        db: season.testDb.db,
        clock: () => now,
        events: new LiveEvents(),
      });
      try {
        const violations: string[] = [];
        let requests = 0;
        for (const [domain, sport] of [
          [SOCCER_DOMAIN, 'soccer'],
          [CRICKET_DOMAIN, 'cricket'],
        ] as const) {
          for (const headers of [{ domain }, auth(tokens.get(domain)!, domain)]) {
            const who = 'authorization' in headers ? 'manager' : 'guest';
            requests += await crawl(app, headers, (url, body) => {
              for (const v of futureIn(body, at, schedule, sport))
                violations.push(`${sport} ${who} ${url} ${v}`);
            });
          }
        }
        expect(requests).toBeGreaterThan(50);
        // One example of each kind of leak (ids, numbers and dates blanked), so the report stays short.
        const kinds = new Map<string, string>();
        for (const v of violations) {
          const kind = v.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z|\d+|"[^"]*"/g, '#');
          if (!kinds.has(kind)) kinds.set(kind, v);
        }
        expect(
          [...kinds.values()],
          `at ${now.toISOString()} (seed ${SEED}), ${violations.length} in all`,
        ).toEqual([]);
      } finally {
        await app.close();
      }
    },
    300_000,
  );
});
