// `npm run verify:feed -- cricket <cricsheet-dir> [--db pglite|postgres] [--port 4435] [--window 8]
//   [--duplicates 0.3] [--seed 1] [--csv fed.csv]`
//
// The cricket proof of issue 21 (ADR 0043): on a fresh database (verify-feed-db.ts, as the FPL proof's:
// PGlite in a temporary directory; --db postgres, the default with DATABASE_URL set, a scratch database on
// that server or else a throwaway cluster), the season's skeleton — teams, players with their roles,
// match days, fixtures — is made by the bulk importer (the season in clock.mode 'live'), and everything the
// importer knew of how the matches went (stats, points, the Cricsheet match, runs, result) is wiped. The API
// then listens on --port, and every match of the folder is sent by the Cricsheet adapter through
// POST /feed/v1/messages over HTTP, signed with a feed key: its line-up, each ball, its result — every
// message sent once more with probability --duplicates and the stream shuffled within --window messages.
// The season clock locks each match day at its deadline before its matches and finalises it after.
// Finally the fed points of every listed player of every match are read back from the database and compared,
// row by row, with `npm run verify:cricket`'s output for the same folder: run with the season's roles (the
// ones the game plays with, written to a roles CSV for verify:cricket's --roles) they must all match; run
// with verify:cricket's own derived roles, the rows that differ are exactly those whose role differs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { FeedMessage } from '@gameweek/contracts/feed';
import { queryRows } from '@gameweek/db/create-db';
import { importCricketSeason } from '@gameweek/db/import/cricket';
import { seedDefaultTenants, tenantIdBySlug } from '@gameweek/db/seed/tenants';
import { cricsheetPlayerId } from '@gameweek/rules/cricket/cricsheet';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { testEnv } from '../src/env.ts';
import { cricsheetMatchMessages } from '../src/feed-providers/cricsheet/cricsheet-messages.ts';
import { readCricsheetFolder } from '../src/feed-providers/cricsheet/cricsheet-source.ts';
import { FeedClient } from '../src/feed-providers/feed-client.ts';
import { LiveEvents } from '../src/jobs/live-events.ts';
import { tickSeasonClock } from '../src/jobs/season-clock.ts';
import { openVerifyDb, verifyDbDriver } from './verify-feed-db.ts';

const PROVIDER = 'cricsheet';
const CRICKET_TENANT = 'white-label-cricket';
const ROOT = resolve(import.meta.dirname, '../../..');

/** A seeded PRNG (mulberry32): the same --seed shuffles the same way. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every message, some twice, each moved at most `window` places from its turn. */
export function duplicateAndShuffle<T>(
  items: readonly T[],
  window: number,
  duplicates: number,
  rand: () => number,
): T[] {
  const out: T[] = [];
  for (const item of items) {
    out.push(item);
    if (rand() < duplicates) out.push(item);
  }
  for (let start = 0; start < out.length; start += window) {
    const end = Math.min(out.length, start + window);
    for (let i = end - 1; i > start; i--) {
      const j = start + Math.floor(rand() * (i - start + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
  }
  return out;
}

/** verify:cricket's stdout: `match_id,player,team,role,points` lines (CSV-quoted), then `players: N`. */
function parseVerifyCricket(stdout: string) {
  const rows: { match: string; player: string; team: string; role: string; points: number }[] = [];
  let total = -1;
  for (const line of stdout.split('\n')) {
    if (line === '') continue;
    const m = /^players: (\d+)$/.exec(line);
    if (m) {
      total = Number(m[1]);
      continue;
    }
    const cells: string[] = [];
    for (const c of line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)) {
      if (c.index === line.length && c[0] === '') break;
      const v = c[1]!;
      cells.push(v.startsWith('"') ? v.slice(1, -1).replaceAll('""', '"') : v);
    }
    const [match, player, team, role, points] = cells;
    rows.push({ match: match!, player: player!, team: team!, role: role!, points: Number(points) });
  }
  if (total !== rows.length) throw new Error('verify:cricket printed no or a wrong players line');
  return rows;
}

function runVerifyCricket(dir: string, rolesCsv?: string) {
  const args = ['--import', 'tsx', 'packages/rules/scripts/verify-cricket.ts', dir];
  if (rolesCsv) args.push('--roles', rolesCsv);
  const run = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`verify:cricket failed: ${run.stderr}`);
  return parseVerifyCricket(run.stdout);
}

export async function verifyFeed(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      db: { type: 'string' },
      port: { type: 'string', default: '4435' },
      window: { type: 'string', default: '8' },
      duplicates: { type: 'string', default: '0.3' },
      seed: { type: 'string', default: '1' },
      csv: { type: 'string' },
    },
  });
  const [dirArg] = positionals;
  const driver = verifyDbDriver(values.db);
  if (!dirArg || positionals.length !== 1 || !driver) {
    process.stderr.write(
      'usage: npm run verify:feed -- cricket <cricsheet-dir> [--db pglite|postgres] [--port 4435] ' +
        '[--window 8] [--duplicates 0.3] [--seed 1] [--csv fed.csv]\n',
    );
    return 2;
  }
  const dir = resolve(process.env.INIT_CWD ?? process.cwd(), dirArg);
  const window = Number(values.window);
  const duplicates = Number(values.duplicates);
  const rand = random(Number(values.seed));
  const log = (line: string) => process.stderr.write(`${line}\n`);

  // ── a fresh database with the season's skeleton, nothing of how its matches went ──
  const testDb = await openVerifyDb(driver);
  const db = testDb.db;
  log(`verify:feed cricket ${dirArg} on ${testDb.label}`);
  const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(db, q);
  await seedDefaultTenants(db);
  const tenantId = await tenantIdBySlug(db, CRICKET_TENANT);
  const [domain] = await rows<{ domain: string }>(
    sql`select domain from tenant_domains where tenant_id = ${tenantId} order by domain limit 1`,
  );
  const imported = await importCricketSeason(db, dir, { tenantDomain: domain!.domain });
  const seasonId = imported.seasonId;
  await rows(sql`delete from player_fixture_stats where fixture_id in
                   (select id from fixtures where season_id = ${seasonId}) returning 1`);
  await rows(sql`update fixtures set replay = null, source_home_score = null, source_away_score = null,
                   outcome = null where season_id = ${seasonId} returning id`);
  const [clock] = await rows<{ mode: string }>(
    sql`select clock->>'mode' as mode from seasons where id = ${seasonId}`,
  );
  log(
    `skeleton: ${imported.clubs} teams, ${imported.players} players, ${imported.rounds} match days, ` +
      `${imported.fixtures} fixtures (clock.mode '${clock!.mode}'; the importer's stats and matches wiped)`,
  );

  // ── the API over HTTP, its clock the season's time ──
  let now = new Date(0);
  const events = new LiveEvents();
  const app = await buildApp({ env: testEnv(), db, clock: () => now, events });
  const key = await app.services.feedKeys.create(tenantId, PROVIDER);
  const port = Number(values.port);
  await app.listen({ host: '127.0.0.1', port });
  const client = new FeedClient({ baseUrl: `http://127.0.0.1:${port}`, key, clock: () => now });
  const tick = async (at: Date) => {
    now = at;
    await tickSeasonClock(db, at, { events });
  };

  const counts = { sent: 0, applied: 0, held: 0, repeated: 0, refused: 0 };
  const refusals: string[] = [];
  try {
    const sources = new Map(readCricsheetFolder(dir).map((s) => [s.fixture, s]));
    const fixtures = await rows<{
      ref: string;
      round: number;
      deadline: Date;
      kickoff: Date;
    }>(
      sql`select f.external_id as ref, r.number as round, r.deadline_at as deadline, f.kickoff_at as kickoff
            from fixtures f join rounds r on r.id = f.round_id
           where f.season_id = ${seasonId} order by r.number, f.kickoff_at, f.external_id`,
    );
    const rounds = [...new Set(fixtures.map((f) => f.round))];
    const sending = Date.now();
    let messages = 0;
    for (const round of rounds) {
      const ofRound = fixtures.filter((f) => f.round === round);
      await tick(new Date(ofRound[0]!.deadline));
      now = new Date(ofRound[0]!.kickoff);
      const stream: FeedMessage[] = ofRound.flatMap((f) =>
        cricsheetMatchMessages(PROVIDER, sources.get(f.ref)!, () => now),
      );
      messages += stream.length;
      for (const message of duplicateAndShuffle(stream, window, duplicates, rand)) {
        const reply = await client.send(message);
        counts.sent++;
        if (reply.repeated) counts.repeated++;
        else if (reply.status === 200) counts.applied++;
        else if (reply.status === 202) counts.held++;
        else {
          counts.refused++;
          refusals.push(
            `${'fixture' in message ? message.fixture : ''}#${message.sequence}: ${JSON.stringify(reply.body)}`,
          );
        }
      }
      // Full time of the day's last match: the clock finalises the match day.
      await tick(new Date(new Date(ofRound.at(-1)!.kickoff).getTime() + 4 * 3_600_000));
      if (round % 10 === 0)
        log(`  match day ${round} of ${rounds.length} fed (${counts.sent} calls)`);
    }
    const [state] = await rows<{
      unfinished: number;
      open_rounds: number;
      held: number;
      applied: number;
    }>(
      sql`select
            (select count(*)::int from fixtures where season_id = ${seasonId} and status <> 'FINISHED') as unfinished,
            (select count(*)::int from rounds where season_id = ${seasonId} and status <> 'FINISHED') as open_rounds,
            (select count(*)::int from feed_messages where season_id = ${seasonId} and status = 'held') as held,
            (select count(*)::int from feed_messages where season_id = ${seasonId} and status = 'applied') as applied`,
    );
    log(
      `fed: ${sources.size} matches, ${messages} messages (${counts.sent - messages} duplicates, ` +
        `shuffled within ${window}) over HTTP in ${((Date.now() - sending) / 1000).toFixed(0)} s (${testDb.label}): ` +
        `${counts.applied} applied at once, ${counts.held} held then released, ${counts.repeated} ` +
        `repeats answered as the first time, ${counts.refused} refused`,
    );
    for (const r of refusals.slice(0, 10)) log(`  refused ${r}`);
    log(
      `after the feed: ${state!.applied} messages applied, ${state!.held} still held, ` +
        `${state!.unfinished} fixtures not finished, ${state!.open_rounds} match days not final`,
    );

    // ── what was ingested: every listed player's final points, by the fed line-ups ──
    const fed = await rows<{
      match: string;
      player: string;
      name: string;
      role: string;
      points: number;
      final: boolean;
      replay: {
        info: { players: Record<string, string[]>; registry: { people: Record<string, string> } };
      };
    }>(
      sql`select f.external_id as match, pl.external_id as player, pl.name, pl.position as role,
                 p.points, p.final, f.replay
            from player_fixture_points p join fixtures f on f.id = p.fixture_id
            join players pl on pl.id = p.player_id
           where f.season_id = ${seasonId} order by f.external_id, p.player_id`,
    );
    const fedRows = new Map<string, { name: string; team: string; role: string; points: number }>();
    for (const r of fed) {
      const info = r.replay.info;
      const name = Object.entries(info.registry.people).find(([, id]) => id === r.player)?.[0];
      const team = Object.entries(info.players).find(([, names]) =>
        names.includes(name ?? ''),
      )?.[0];
      if (!r.final) throw new Error(`${r.match} ${r.player}: points not final`);
      fedRows.set(`${r.match}|${r.player}`, {
        name: r.name,
        team: team ?? '?',
        role: r.role,
        points: r.points,
      });
    }
    if (values.csv)
      writeFileSync(
        values.csv,
        `${[...fedRows].map(([k, v]) => [k.split('|')[0], v.name, v.team, v.role, v.points].join(',')).join('\n')}\nplayers: ${fedRows.size}\n`,
      );

    // ── verify:cricket on the same folder: with the season's roles, then with its own ──
    const work = mkdtempSync(join(tmpdir(), 'verify-feed-cricket-'));
    const rolesCsv = join(work, 'season-roles.csv');
    const roles = await rows<{ id: string; role: string }>(
      sql`select external_id as id, position as role from players where season_id = ${seasonId} order by 1`,
    );
    writeFileSync(rolesCsv, `player,role\n${roles.map((r) => `${r.id},${r.role}`).join('\n')}\n`);
    const idOf = new Map<string, (name: string) => string>();
    for (const [ref, s] of sources) idOf.set(ref, (name) => cricsheetPlayerId(s.match, name));
    const compare = (expected: ReturnType<typeof parseVerifyCricket>) => {
      let points = 0;
      let role = 0;
      let team = 0;
      const roleExplained: string[] = [];
      const unexplained: string[] = [];
      for (const e of expected) {
        const got = fedRows.get(`${e.match}|${idOf.get(e.match)!(e.player)}`);
        if (got?.team === e.team) team++;
        if (got?.role === e.role) role++;
        if (got?.points === e.points) points++;
        else if (got && got.role !== e.role) roleExplained.push(`${e.match} ${e.player}`);
        else
          unexplained.push(
            `${e.match} ${e.player}: fed ${got?.points}, verify:cricket ${e.points}`,
          );
      }
      return { n: expected.length, points, role, team, roleExplained, unexplained };
    };
    const withSeasonRoles = compare(runVerifyCricket(dir, rolesCsv));
    const ownRoles = compare(runVerifyCricket(dir));
    rmSync(work, { recursive: true, force: true });

    const out = (line: string) => process.stdout.write(`${line}\n`);
    out(`fed rows: ${fedRows.size}, verify:cricket rows: ${withSeasonRoles.n}`);
    out(
      `points: matched ${withSeasonRoles.points} of ${withSeasonRoles.n} rows ` +
        `(verify:cricket --roles <the season's roles>)`,
    );
    out(`roles: matched ${withSeasonRoles.role} of ${withSeasonRoles.n} rows`);
    out(`teams: matched ${withSeasonRoles.team} of ${withSeasonRoles.n} rows`);
    out(
      `points: matched ${ownRoles.points} of ${ownRoles.n} rows (verify:cricket's own roles; ` +
        `${ownRoles.roleExplained.length} rows differ where its role differs from the game's, ` +
        `${ownRoles.unexplained.length} otherwise)`,
    );
    for (const u of [...withSeasonRoles.unexplained, ...ownRoles.unexplained].slice(0, 10))
      out(`  differs: ${u}`);
    const ok =
      counts.refused === 0 &&
      state!.held === 0 &&
      state!.unfinished === 0 &&
      fedRows.size === withSeasonRoles.n &&
      withSeasonRoles.points === withSeasonRoles.n &&
      withSeasonRoles.role === withSeasonRoles.n &&
      withSeasonRoles.team === withSeasonRoles.n &&
      ownRoles.unexplained.length === 0;
    return ok ? 0 : 1;
  } finally {
    await app.close();
    await testDb.close();
  }
}
