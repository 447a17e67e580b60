// `npm run verify:feed -- fpl <season-dir>`: a whole FPL season played through the data-feed API over HTTP
// by the FPL-JSON adapter, then every player's stored points and bonus compared with FPL's published ones —
// the same `points: matched M of N rows` / `bonus: matched M of N rows` lines as `verify:fpl`, computed from
// what the game ingested.
//
// On a fresh database (verify-feed-db.ts: `--db pglite` in a temporary directory, `--db postgres` a scratch
// database on the DATABASE_URL server — the default when it is set — or a throwaway cluster; the tenants
// seeded and nothing else) the adapter creates the season over
// the feed — season, teams, players, gameweeks, fixtures, made current (fpl-feed-season.ts) — and keeps
// it in step as FPL's bootstrap-static moves (players who change clubs, prices). The API listens on
// VERIFY_FEED_PORT (default 4415). The recorded FPL API of the season (feed-providers/fpl-json/recorded) is served
// on loopback; per gameweek its fixtures go live (minute 30, 70), provisionally finished, finished, the
// adapter polls after each step, and the gameweek's messages are sent twice each, shuffled within a window
// (--window, default 8; --seed) — repeats, holds and releases on every fixture.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { FeedMessage } from '@gameweek/contracts/feed';
import { queryRows } from '@gameweek/db/create-db';
import { parseFplGameweekRows, parseFplPlayers } from '@gameweek/rules/soccer/fpl-season-data';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/env.ts';
import { FeedClient, type FeedOutcome } from '../src/feed-providers/feed-client.ts';
import { FplFeedAdapter } from '../src/feed-providers/fpl-json/fpl-adapter.ts';
import { FplSource } from '../src/feed-providers/fpl-json/fpl-source.ts';
import {
  deliveryOrder,
  seededRandom,
} from '../src/feed-providers/fpl-json/recorded/delivery-order.ts';
import {
  loadRecordedSeason,
  RecordedFpl,
} from '../src/feed-providers/fpl-json/recorded/recorded-season.ts';
import { startRecordedFplServer } from '../src/feed-providers/fpl-json/recorded/recorded-server.ts';
import { tickSeasonClock } from '../src/jobs/season-clock.ts';
import { seedFeedTenant, sendSeasonStream, startSeasonThroughFeed } from './fpl-feed-season.ts';
import { openVerifyDb, type VerifyDb, verifyDbDriver } from './verify-feed-db.ts';

const PROVIDER = 'fpl-json';
const MAX_SHOWN = 20;

export async function verifyFeedFpl(dir: string, argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      window: { type: 'string', default: '4' },
      seed: { type: 'string', default: '21' },
      rounds: { type: 'string' },
      db: { type: 'string' },
    },
  });
  const driver = verifyDbDriver(values.db);
  if (!driver) {
    console.error('verify:feed fpl: --db pglite|postgres');
    return 2;
  }
  const window = Number(values.window);
  const rnd = seededRandom(Number(values.seed));
  const started = performance.now();
  const lap = (what: string) =>
    console.log(`  ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  let handle: VerifyDb | undefined;
  let closeAll = async () => {};
  try {
    handle = await openVerifyDb(driver);
    const db = handle.db;
    console.log(`verify:feed fpl ${dir} on ${handle.label}`);
    const now = new Date();
    const tenantId = await seedFeedTenant(db, now);
    const env = loadEnv({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
    const app = await buildApp({ env, db });
    const key = await app.services.feedKeys.create(tenantId, PROVIDER);
    const port = Number(process.env.VERIFY_FEED_PORT ?? 4415);
    await app.listen({ port, host: '127.0.0.1' });
    const recorded = new RecordedFpl(loadRecordedSeason(dir));
    const server = await startRecordedFplServer(recorded);
    closeAll = async () => {
      await server.close();
      await app.close();
    };
    const adapter = new FplFeedAdapter({
      source: new FplSource({ baseUrl: server.baseUrl }),
      provider: PROVIDER,
      season: { season: recorded.data.season, name: recorded.data.season },
    });
    const sender = new FeedClient({ baseUrl: `http://127.0.0.1:${port}`, key, backoffMs: 500 });
    const fed = await startSeasonThroughFeed(db, tenantId, adapter, sender, now);
    const seasonId = fed.seasonId;
    let seasonMessages = fed.seasonAnswers.length / 2;
    lap(`season created over the feed (${seasonMessages} season messages); rounds locked`);
    const counts: Record<FeedOutcome, number> = { applied: 0, held: 0, repeated: 0, refused: 0 };
    const refusals: string[] = [];
    let distinct = 0;
    const send = async (messages: FeedMessage[]) => {
      distinct += messages.length;
      for (const message of deliveryOrder(messages, window, rnd)) {
        const answer = await sender.send(message);
        counts[answer.outcome]++;
        if (answer.outcome === 'refused')
          refusals.push(
            `  ${'fixture' in message ? `fixture ${message.fixture}` : `season ${message.season}`} #${message.sequence} ${message.kind}: ${answer.status} ${JSON.stringify(answer.body)}`,
          );
      }
    };
    // Each look: the season stream's changes first, in order (a transfer before the match), then the matches'.
    const poll = async () => {
      const planned = await adapter.poll();
      seasonMessages += (await sendSeasonStream(sender, planned)).length / 2;
      return planned.filter((p) => p.stream === 'fixture').map((p) => p.message);
    };

    // Before the first kick-off: every fixture's schedule.
    await send(fed.fixtureMessages.map((p) => p.message));
    const events = [
      ...new Set(recorded.data.fixtures.map((f) => f.event).filter((e): e is number => e !== null)),
    ].sort((a, b) => a - b);
    const only = values.rounds ? Number(values.rounds) : events.length;
    for (const event of events.slice(0, only)) {
      const ids = recorded.fixtureIds(event);
      const messages: FeedMessage[] = [];
      for (const progress of [
        { state: 'live', minute: 30 },
        { state: 'live', minute: 70 },
        { state: 'provisional' },
        { state: 'finished' },
      ] as const) {
        for (const id of ids) recorded.setProgress(id, progress);
        messages.push(...(await poll()));
      }
      recorded.markChecked(event);
      messages.push(...(await poll()));
      await send(messages);
      if (event % 5 === 0 || event === events.at(-1)) lap(`gameweek ${event} sent`);
    }
    // The clock finalises every round whose fixtures are all over.
    const tick = await tickSeasonClock(db, new Date(), {
      onStepError: (k, e) => console.error(k, e),
    });
    lap(`clock: ${tick.steps.length} steps after the feed`);

    // What the game stored, against FPL's published rows.
    const stored = await queryRows<{
      fixture: string;
      element: string;
      points: number;
      bonus: number;
      final: boolean;
    }>(
      db,
      sql`select f.external_id as fixture, pl.external_id as element, p.points, p.final,
                 coalesce((p.stats->>'bonus')::int, 0) as bonus
            from player_fixture_points p join fixtures f on f.id = p.fixture_id
            join players pl on pl.id = p.player_id where f.season_id = ${seasonId}`,
    );
    const byKey = new Map(stored.map((s) => [`${s.fixture}:${s.element}`, s]));
    const players = new Map(
      parseFplPlayers(readFileSync(join(dir, 'players_raw.csv'), 'utf8')).map((p) => [p.id, p]),
    );
    const rows = parseFplGameweekRows(readFileSync(join(dir, 'merged_gw.csv'), 'utf8'), players);
    const playedFixtures = new Set(
      recorded.data.fixtures
        .filter((f) => f.event !== null && events.slice(0, only).includes(f.event))
        .map((f) => f.id),
    );
    const checkedRows = rows.filter((r) => playedFixtures.has(r.fixture));
    let pointsMatched = 0;
    let bonusMatched = 0;
    const mismatches: string[] = [];
    for (const row of checkedRows) {
      const s = byKey.get(`${row.fixture}:${row.element}`);
      const points = s?.final === false ? Number.NaN : (s?.points ?? 0);
      const where = `  GW${row.round} fixture ${row.fixture} element ${row.element} (${row.position})`;
      if (points === row.totalPoints) pointsMatched++;
      else
        mismatches.push(
          `${where}: stored ${s ? `${s.points}${s.final ? '' : ' (not final)'}` : 'nothing'}, FPL ${row.totalPoints}`,
        );
      if ((s?.bonus ?? 0) === row.stats.bonus) bonusMatched++;
      else mismatches.push(`${where}: bonus stored ${s?.bonus ?? 0}, FPL ${row.stats.bonus}`);
    }
    const [rounds] = await queryRows<{ finished: number; all: number }>(
      db,
      sql`select count(*) filter (where status = 'FINISHED')::int as finished, count(*)::int as all
            from rounds where season_id = ${seasonId}`,
    );
    for (const line of [...refusals, ...mismatches].slice(0, MAX_SHOWN)) console.log(line);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `matches: ${distinct} messages, each sent twice, each match's shuffled within ${window}: ` +
        `applied ${counts.applied}, held ${counts.held}, repeated ${counts.repeated}, refused ${counts.refused}`,
    );
    console.log(
      `season stream: ${seasonMessages} messages (season, teams, players, gameweeks, fixtures; ` +
        'players who moved clubs and prices as FPL changed them), each sent twice in order',
    );
    console.log(
      `rounds finalised: ${rounds!.finished} of ${rounds!.all}; ${seconds} s on ${handle.label}`,
    );
    console.log(
      `season ${recorded.data.season}: ${checkedRows.length} rows, ${playedFixtures.size} fixtures`,
    );
    console.log(`points: matched ${pointsMatched} of ${checkedRows.length} rows`);
    console.log(`bonus: matched ${bonusMatched} of ${checkedRows.length} rows`);
    return pointsMatched === checkedRows.length &&
      bonusMatched === checkedRows.length &&
      counts.refused === 0
      ? 0
      : 1;
  } finally {
    await closeAll();
    await handle?.close();
  }
}
