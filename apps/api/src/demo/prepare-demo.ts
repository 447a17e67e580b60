// Everything `npm start` needs before serving a living game: tenants and their content, FPL 2023-24 for the
// soccer tenant and IPL 2024 for the cricket tenant, both seasons mapped onto demo time, simulated managers
// (a few thousand soccer managers in classic and head-to-head leagues; cricket managers who pick an XI per
// match day, in classic leagues), and the clock caught up to "now" so the first rounds are played and
// finalised, one is live and the next is open. Idempotent: a second call on a prepared database only lets the
// clock catch up.
import { join } from 'node:path';
import type { Database } from '@gameweek/db/create-db';
import { importCricketSeason } from '@gameweek/db/import/cricket';
import { importFplSeason } from '@gameweek/db/import/fpl';
import { demoWebUrl, seedDefaultTenants } from '@gameweek/db/seed/tenants';
import { hash32 } from '@gameweek/rules/soccer/replay';
import { liveEvents } from '../jobs/live-events.ts';
import { type ClockOptions, tickSeasonClock } from '../jobs/season-clock.ts';
import { hasJob, markJobDone } from '../repositories/clock-repository.ts';
import {
  addLeagueMembers,
  ensureSystemLeague,
  insertLeagueIfNew,
  simulatedSquads,
} from '../repositories/demo-repository.ts';
import { firstRoundId, seasonName } from '../repositories/round-repository.ts';
import { TenantRepository } from '../repositories/tenant-repository.ts';
import { FeedFixturesService } from '../services/feed/feed-fixtures.ts';
import { FeedIngest } from '../services/feed/feed-ingest.ts';
import { createCricketManagers } from './cricket-managers.ts';
import { ensureDemoFeedKey } from './demo-feed-key.ts';
import { playDemoFeedUntil } from './demo-feed-play.ts';
import { demoCricketSeason, demoSoccerSeason } from './demo-feed-source.ts';
import {
  DEMO_FEED_PROVIDER,
  type DemoFeedKey,
  DemoFeedProvider,
  type DemoSeasonSource,
  inProcessFeedTransport,
} from './demo-provider.ts';
import {
  DEFAULT_DEMO_TIMING,
  type DemoTiming,
  mapSeasonToDemoTime,
  shiftUnfinishedSchedule,
} from './demo-time.ts';
import { createSimulatedManagers, rng } from './simulate-managers.ts';

export interface PrepareDemoOptions {
  /** The shared data directory (holds fpl/2023-24 and cricket/cricsheet_ipl_2024). */
  dataRoot: string;
  /** Simulated managers per tenant (default 3000 soccer, 1000 cricket). */
  managers?: { soccer?: number; cricket?: number };
  /** The demo's "now" (default the wall clock). */
  now?: Date;
  timing?: Partial<DemoTiming>;
  /** Progress lines (default console.log). */
  log?: (line: string) => void;
  clock?: ClockOptions;
  /** Import IPL 2024 for the cricket tenant and replay it on the clock (default true). */
  cricket?: boolean;
  /** The demo tenants' public web URL from their host (default: demoWebUrlFromEnv()). */
  webUrl?: (host: string) => string;
  /**
   * Play both seasons through the data feed (ADR 0044, cricket ADR 0050): they become
   * `clock.mode = 'live'`, the demo provider gets a feed key per tenant (made with FEED_KEY_SECRET, handed
   * over in `keyFile`), and what happened before now is bulk-loaded through the feed's own ingestion.
   * Without it the clock replays the matches itself (ADR 0005), as the API tests that only need the real
   * seasons use it.
   */
  feed?: { keySecret: string; keyFile?: string };
}

/**
 * Where `npm start` serves the web app, so the demo tenants' e-mailed links open it:
 * DEMO_WEB_URL ('http://{host}:3000', {host} = the tenant's host) or else WEB_PORT on the tenant's
 * host (scripts/start.mjs's children inherit WEB_PORT; both default to 3000).
 */
export function demoWebUrlFromEnv(
  env: Record<string, string | undefined> = process.env,
): (host: string) => string {
  return demoWebUrl(env.DEMO_WEB_URL ?? `http://{host}:${env.WEB_PORT ?? '3000'}`);
}

export interface PrepareDemoResult {
  prepared: boolean;
  soccerSeasonId: number;
  cricketSeasonId: number | null;
  managers: number;
  leagues: number;
  clockSteps: number;
  /** The demo provider's key (with `feed`); the soccer tenant's. */
  feedKey?: DemoFeedKey & { tenantId: number };
  /** The demo provider's key for the cricket tenant (with `feed` and cricket). */
  cricketFeedKey?: DemoFeedKey & { tenantId: number };
  ms: Record<string, number>;
}

const DEMO_MARKER = 'demo:prepared:soccer';
const DEMO_CRICKET_MARKER = 'demo:prepared:cricket';

export async function prepareDemo(
  db: Database,
  options: PrepareDemoOptions,
): Promise<PrepareDemoResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? new Date();
  const timing = { ...DEFAULT_DEMO_TIMING, ...options.timing };
  const ms: Record<string, number> = {};
  let t = Date.now();
  const lap = (name: string) => {
    ms[name] = Date.now() - t;
    t = Date.now();
  };

  const tenantIds = await seedDefaultTenants(db, now, options.webUrl ?? demoWebUrlFromEnv());
  lap('seed');
  const soccerTenantId = tenantIds.get('white-label-soccer')!;
  const tenantRepository = new TenantRepository(db);
  const marker = await hasJob(db, DEMO_MARKER);
  let soccerSeasonId: number;
  let cricketSeasonId: number | null = null;
  let managers = 0;
  let leagueCount = 0;
  if (!marker) {
    const imported = await importFplSeason(db, join(options.dataRoot, 'fpl', '2023-24'), {
      tenantDomain: 'localhost',
    });
    soccerSeasonId = imported.seasonId;
    lap('import');
    log(
      `demo: imported FPL 2023-24 (${imported.players} players, ${imported.fixtures} fixtures, ${imported.stats} stat rows)`,
    );
    await mapSeasonToDemoTime(
      db,
      soccerSeasonId,
      now,
      timing,
      true,
      options.feed ? 'live' : 'replay',
    );
    const first = await firstRoundId(db, soccerSeasonId);
    managers = await createSimulatedManagers(db, {
      tenantId: soccerTenantId,
      seasonId: soccerSeasonId,
      seasonName: '2023-24',
      roundId: first!,
      count: options.managers?.soccer ?? 3000,
      prefix: 'soccer',
    });
    lap('managers');
    leagueCount = await createDemoLeagues(db, soccerTenantId, soccerSeasonId, first!);
    lap('leagues');
    log(`demo: ${managers} simulated managers in ${leagueCount} leagues`);
    await markJobDone(db, DEMO_MARKER, 'demo', now);
  } else {
    soccerSeasonId = (await tenantRepository.findById(soccerTenantId))!.seasonId!;
  }
  // Cricket has its own marker, so a database prepared before cricket played on the clock gets it too (the
  // import upserts, filling fixtures.replay; an unplayed season is mapped to demo time from now).
  let cricketPrepared = false;
  if (options.cricket ?? true) {
    const cricketTenantId = tenantIds.get('white-label-cricket')!;
    const cricketMarker = await hasJob(db, DEMO_CRICKET_MARKER);
    if (!cricketMarker) {
      const cricket = await importCricketSeason(
        db,
        join(options.dataRoot, 'cricket', 'cricsheet_ipl_2024'),
        {
          tenantDomain: 'cricket.localhost',
        },
      );
      lap('cricket');
      log(
        `demo: imported IPL 2024 (${cricket.players} players, ${cricket.fixtures} matches on ${cricket.rounds} match days)`,
      );
      cricketSeasonId = cricket.seasonId;
      await mapSeasonToDemoTime(
        db,
        cricketSeasonId,
        now,
        timing,
        true,
        options.feed ? 'live' : 'replay',
      );
      const firstMatchDay = await firstRoundId(db, cricketSeasonId);
      const cricketManagers = await createCricketManagers(db, {
        tenantId: cricketTenantId,
        seasonId: cricketSeasonId,
        roundId: firstMatchDay!,
        count: options.managers?.cricket ?? 1000,
        prefix: 'cricket',
      });
      const cricketLeagues = await createDemoLeagues(
        db,
        cricketTenantId,
        cricketSeasonId,
        firstMatchDay!,
        { classic: 10, h2h: 0 },
        CRICKET_LEAGUE_NAMES,
      );
      managers += cricketManagers;
      leagueCount += cricketLeagues;
      lap('cricket-managers');
      log(`demo: ${cricketManagers} simulated cricket managers in ${cricketLeagues} leagues`);
      await markJobDone(db, DEMO_CRICKET_MARKER, 'demo', now);
      cricketPrepared = true;
    } else {
      cricketSeasonId = (await tenantRepository.findById(cricketTenantId))?.seasonId ?? null;
    }
  }
  // Every run, not only the first: a database prepared before the demo had an overall league gets it,
  // with every squad already saved enrolled (later squads join when first saved, team-service).
  await ensureOverallLeague(db, soccerTenantId, soccerSeasonId);
  if (cricketSeasonId !== null)
    await ensureOverallLeague(db, tenantIds.get('white-label-cricket')!, cricketSeasonId);
  // Catching up, provisional manager scores matter only for the round that is live now.
  const clockOptions = { provisionalWindowMs: timing.roundMs, ...options.clock };
  let clockSteps: number;
  let feedKey: PrepareDemoResult['feedKey'];
  let cricketFeedKey: PrepareDemoResult['cricketFeedKey'];
  if (options.feed) {
    // The matches before now through the feed's own ingestion (the bulk load), taking turns with the clock:
    // one provider per tenant, each with the tenant's key.
    const feed = options.feed;
    let at = now;
    const ingest = new FeedIngest(db, options.clock?.events ?? liveEvents, () => at);
    const fixtures = new FeedFixturesService(db);
    const providerFor = async (tenantId: number, tenantSlug: string, source: DemoSeasonSource) => {
      const key = await ensureDemoFeedKey(db, {
        master: feed.keySecret,
        tenantId,
        tenantSlug,
        ...(feed.keyFile ? { file: feed.keyFile } : {}),
        now,
      });
      const provider = new DemoFeedProvider({
        source,
        matchMs: timing.matchMs,
        transport: inProcessFeedTransport(
          { ingest, fixtures },
          { tenantId, provider: DEMO_FEED_PROVIDER, keyId: key.keyId },
        ),
        log,
      });
      return { key: { ...key, tenantId }, provider };
    };
    const soccer = await providerFor(
      soccerTenantId,
      'white-label-soccer',
      demoSoccerSeason(options.dataRoot),
    );
    feedKey = soccer.key;
    const providers = [soccer.provider];
    if (cricketSeasonId !== null) {
      const cricket = await providerFor(
        tenantIds.get('white-label-cricket')!,
        'white-label-cricket',
        demoCricketSeason(options.dataRoot),
      );
      cricketFeedKey = cricket.key;
      providers.push(cricket.provider);
    }
    const played = await playDemoFeedUntil(db, providers, now, {
      clock: clockOptions,
      setNow: (t) => {
        at = t;
      },
    });
    clockSteps = played.steps.length;
  } else {
    clockSteps = (await tickSeasonClock(db, now, clockOptions)).steps.length;
  }
  lap('clock');
  // Give back the time preparation took (only on the wall clock: a caller-given `now` is a test's time).
  if (!options.now) {
    const took = Date.now() - now.getTime();
    if (!marker) await shiftUnfinishedSchedule(db, soccerSeasonId, took);
    if (cricketPrepared && cricketSeasonId !== null)
      await shiftUnfinishedSchedule(db, cricketSeasonId, took);
  }
  log(`demo: clock caught up (${clockSteps} steps)`);
  return {
    prepared: !marker,
    soccerSeasonId,
    cricketSeasonId,
    managers,
    leagues: leagueCount,
    clockSteps,
    ...(feedKey ? { feedKey } : {}),
    ...(cricketFeedKey ? { cricketFeedKey } : {}),
    ms,
  };
}

const SOCCER_LEAGUE_NAMES = [
  'Office League',
  'Family Cup',
  'Friday Five-a-side',
  'Old School Friends',
  'The Pundits',
  'Derby Day',
  'Sunday League',
  'Champions Club',
  'Park Rangers',
  'Top Bins',
  'Clean Sheets Society',
  'Last Minute Winners',
];
const CRICKET_LEAGUE_NAMES = [
  'Office XI',
  'Family Cup',
  'Powerplay Club',
  'Death Overs',
  'The Pundits',
  'Super Over Society',
  'Boundary Riders',
  'Night Watchmen',
  'Gully Cricket',
  'Golden Ducks',
];

/**
 * The tenant's overall (system) league for the season, with every squad of the season in it. Saving a
 * squad enrols it in the system leagues that exist (SquadRepository.joinSystemLeagues), so without this
 * row no manager of the demo was ever in the overall league: /v1/user/games answered [] (issue 18).
 */
export async function ensureOverallLeague(
  db: Database,
  tenantId: number,
  seasonId: number,
): Promise<number> {
  const first = await firstRoundId(db, seasonId);
  if (first === undefined) throw new Error(`season ${seasonId} has no rounds`);
  return ensureSystemLeague(db, tenantId, seasonId, first);
}

/**
 * Classic leagues of 20–200 members and head-to-head leagues of 8–20, drawn deterministically from the
 * tenant's simulated managers; invite codes DEMOC01…/DEMOH01… so the same call twice adds nothing.
 */
export async function createDemoLeagues(
  db: Database,
  tenantId: number,
  seasonId: number,
  startRoundId: number,
  counts = { classic: 12, h2h: 8 },
  names: readonly string[] = SOCCER_LEAGUE_NAMES,
): Promise<number> {
  const pool = await simulatedSquads(db, tenantId, seasonId);
  if (pool.length < 8) return 0;
  const seasonTitle = await seasonName(db, seasonId);
  let created = 0;
  for (const kind of ['classic', 'h2h'] as const) {
    const n = kind === 'classic' ? counts.classic : counts.h2h;
    for (let i = 0; i < n; i++) {
      const random = rng(hash32(tenantId, seasonId, kind === 'classic' ? 1 : 2, i));
      const size =
        kind === 'classic' ? 20 + Math.floor(random() * 180) : 8 + Math.floor(random() * 13);
      const code = `DEMO${kind === 'classic' ? 'C' : 'H'}${String(i + 1).padStart(2, '0')}${tenantId}`;
      const owner = pool[Math.floor(random() * pool.length)]!;
      const leagueId = await insertLeagueIfNew(db, {
        tenantId,
        seasonId,
        name: `${names[i % names.length]}${kind === 'h2h' ? ' H2H' : ''} ${seasonTitle ?? ''}`.trim(),
        kind,
        inviteCode: code,
        ownerUserId: owner.userId,
        startRoundId,
      });
      if (leagueId === undefined) continue;
      created++;
      const members = new Set<number>([owner.squadId]);
      while (members.size < Math.min(size, pool.length))
        members.add(pool[Math.floor(random() * pool.length)]!.squadId);
      await addLeagueMembers(db, leagueId, [...members]);
    }
  }
  return created;
}
