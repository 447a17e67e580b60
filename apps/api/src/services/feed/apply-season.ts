// Season-level feed messages (ADR 0041), inside the message's one transaction: which season a message is
// for (the season stream `season:<ref>` or a fixture's stream), then the competition and season, teams,
// players (position/role, price, availability), rounds with deadlines (from the first kick-off by the
// game's rule when none is sent), fixtures created and moved, a fixture's line-up, and the tenant's
// current season. A message naming a team, player or fixture that is not known is refused whole before
// anything of it is written; a refusal raised later rolls the whole message back (feed-ingest.ts).
import type { FeedMessage } from '@gameweek/contracts/feed';
import {
  FEED_CRICKET_ROLES,
  FEED_SOCCER_POSITIONS,
  type FeedAvailability,
  type FeedFixturesUpsert,
  type FeedLineup,
  type FeedPlayersUpsert,
  type FeedRoundsUpsert,
  type FeedSeasonMessage,
  type FeedSeasonUpsert,
  type FeedTeamsUpsert,
  isSeasonMessage,
  seasonStreamRef,
} from '@gameweek/contracts/feed-season';
import type { Database } from '@gameweek/db/create-db';
import { AppError } from '../../errors.ts';
import type { LiveEvent } from '../../jobs/live-events.ts';
import {
  type LiveScoring,
  liveRoundsBefore,
  rescoreLiveRoundsAfter,
} from '../../jobs/live-round-scoring.ts';
import { rulesForSeason } from '../../jobs/soccer-scoring.ts';
import {
  type CursorKey,
  findFixtureByRef,
  rescheduleFixture,
  tenantFeedSeason,
} from '../../repositories/feed-repository.ts';
import {
  clubsByRefs,
  competitionByCode,
  deadlineBeforeKickoffMs,
  declareFeedSeason,
  firstKickoffs,
  insertFixture,
  insertRound,
  keepClubsOfStartedFixtures,
  mappedFeedSeason,
  nextPricedRound,
  type PlayerUpsert,
  pickedPlayerIds,
  renameCompetition,
  reopenRounds,
  replaceLineup,
  seasonContents,
  seasonFixturesByRefs,
  seasonHasSquads,
  seasonPlayersByRefs,
  seasonRecord,
  seasonRoundsByNumber,
  setSeasonBudget,
  setTenantSeason,
  tenantSportAndSeason,
  updateFixtureSchedule,
  updateRound,
  upsertClubs,
  upsertPlayers,
  upsertRoundPrices,
} from '../../repositories/feed-season-repository.ts';
import { notifyTenantChange } from '../../repositories/tenant-changes-repository.ts';

export type FeedSeason = NonNullable<Awaited<ReturnType<typeof tenantFeedSeason>>>;

const DEFAULT_BUDGET = 1000;

const conflict = (code: string, message: string, params?: Record<string, unknown>) =>
  new AppError('CONFLICT', message, { details: [{ code, ...(params ? { params } : {}) }] });
const invalid = (code: string, message: string, path: (string | number)[], params?: object) =>
  new AppError('VALIDATION_FAILED', message, {
    details: [{ code, path, ...(params ? { params: params as Record<string, unknown> } : {}) }],
  });
const unknown = (code: string, what: string, refs: string[], param: string) =>
  new AppError('NOT_FOUND', `Unknown ${what} ${refs.join(', ')}`, {
    details: [{ code, path: ['data'], params: { [param]: refs } }],
  });

// ───────────── which season and stream ─────────────

/** Where a message goes: its season, and the cursor it is ordered by. */
export interface FeedStream {
  season: FeedSeason;
  key: CursorKey;
  /** The season was declared (created or mapped) by this message: it is gone if the message is refused. */
  declared: boolean;
}

/** The stream's ref a message is ordered by: its fixture, or its season's stream. */
export function streamRefOf(message: FeedMessage): string {
  return isSeasonMessage(message) ? seasonStreamRef(message.season) : message.fixture;
}

/**
 * The season and stream of a message, in its transaction. Season-stream messages go to the season the
 * provider's season id is mapped to for the tenant; a `season.upsert` numbered 1 for an id not mapped yet
 * declares it. Per-fixture messages go to the season they name, or the tenant's current one.
 */
export async function openStream(
  tx: Database,
  sender: { tenantId: number; provider: string },
  message: FeedMessage,
  now: Date,
): Promise<FeedStream> {
  const seasonRef = message.season;
  const streamRef = streamRefOf(message);
  if (!isSeasonMessage(message) && message.fixture.startsWith('season:'))
    throw invalid('FEED_FIXTURE_REF_RESERVED', "'season:' begins a season stream's ref", [
      'fixture',
    ]);
  let season: FeedSeason | undefined;
  let declared = false;
  if (seasonRef !== undefined) {
    const key = { tenantId: sender.tenantId, provider: sender.provider, seasonRef };
    season = await mappedFeedSeason(tx, key);
    if (!season && message.kind === 'season.upsert' && message.sequence === 1) {
      await declareSeason(tx, key, message.data, now);
      season = await mappedFeedSeason(tx, key);
      declared = true;
    }
    if (!season)
      throw new AppError('NOT_FOUND', `Unknown season ${seasonRef}`, {
        details: [
          {
            code: 'FEED_UNKNOWN_SEASON',
            path: ['season'],
            params: { season: seasonRef },
            message: "A season's stream begins with its season.upsert numbered 1",
          },
        ],
      });
  } else {
    season = await tenantFeedSeason(tx, sender.tenantId);
    if (!season) throw conflict('FEED_NO_SEASON', 'The tenant has no season');
  }
  return {
    season,
    declared,
    key: { seasonId: season.seasonId, provider: sender.provider, fixtureRef: streamRef },
  };
}

async function declareSeason(
  tx: Database,
  key: { tenantId: number; provider: string; seasonRef: string },
  data: FeedSeasonUpsert,
  now: Date,
): Promise<void> {
  const tenant = await tenantSportAndSeason(tx, key.tenantId);
  if (tenant?.context !== data.competition.sport)
    throw invalid(
      'FEED_SEASON_SPORT_MISMATCH',
      `A ${data.competition.sport} season is not for this tenant`,
      ['data', 'competition', 'sport'],
    );
  const competition = await competitionByCode(tx, data.competition.code);
  if (competition && competition.sport !== data.competition.sport)
    throw invalid(
      'FEED_SEASON_SPORT_MISMATCH',
      `Competition ${data.competition.code} is ${competition.sport}`,
      ['data', 'competition', 'sport'],
    );
  await declareFeedSeason(tx, {
    ...key,
    competition: data.competition,
    name: data.name,
    budget: data.budget ?? DEFAULT_BUDGET,
    now,
  });
}

// ───────────── resolve: every reference checked before anything is written ─────────────

export interface ResolvedSeasonMessage {
  message: FeedSeasonMessage;
  fixture?: undefined;
  /** The season's teams the message names, by the provider's id. */
  clubs: Map<string, number>;
}

/**
 * The teams a season message names, or the refusal (FEED_UNKNOWN_TEAM with the ids; a player's
 * position not of the season's sport; an item listed twice). Teams sent in the same `teams.upsert`
 * are not references.
 */
export async function resolveSeasonMessage(
  tx: Database,
  season: FeedSeason,
  message: FeedSeasonMessage,
): Promise<ResolvedSeasonMessage> {
  const once = (ids: string[], what: string) => {
    const seen = new Set<string>();
    const twice = ids.filter((id) => seen.size === seen.add(id).size);
    if (twice.length > 0)
      throw invalid('FEED_LISTED_TWICE', `A ${what} is listed twice`, ['data'], {
        [what]: [...new Set(twice)],
      });
  };
  let teamRefs: string[] = [];
  switch (message.kind) {
    case 'season.upsert':
      break;
    case 'teams.upsert':
      once(
        message.data.teams.map((t) => t.team),
        'team',
      );
      break;
    case 'rounds.upsert':
      once(
        message.data.rounds.map((r) => String(r.number)),
        'round',
      );
      break;
    case 'players.upsert': {
      once(
        message.data.players.map((p) => p.player),
        'player',
      );
      const allowed: readonly string[] =
        season.sport === 'cricket' ? FEED_CRICKET_ROLES : FEED_SOCCER_POSITIONS;
      const wrong = message.data.players.filter((p) => !allowed.includes(p.position));
      if (wrong.length > 0)
        throw invalid(
          'FEED_POSITION_NOT_FOR_SPORT',
          `A ${season.sport} player's position is one of ${allowed.join(', ')}`,
          ['data', 'players'],
          { players: wrong.map((p) => p.player) },
        );
      teamRefs = message.data.players.map((p) => p.team);
      break;
    }
    case 'fixtures.upsert':
      once(
        message.data.fixtures.map((f) => f.fixture),
        'fixture',
      );
      teamRefs = message.data.fixtures.flatMap((f) => [f.home, f.away]);
      break;
  }
  const refs = [...new Set(teamRefs)];
  const found = await clubsByRefs(tx, season.seasonId, refs);
  const clubs = new Map(found.map((c) => [c.externalId, c.id]));
  const missing = refs.filter((r) => !clubs.has(r));
  if (missing.length > 0) throw unknown('FEED_UNKNOWN_TEAM', 'team', missing, 'teams');
  return { message, clubs };
}

// ───────────── apply ─────────────

export interface SeasonApplyContext extends LiveScoring {
  season: FeedSeason;
  tenantId: number;
  now: Date;
}

/** Applies one resolved season message in the caller's transaction. */
export async function applySeasonMessage(
  ctx: SeasonApplyContext,
  resolved: ResolvedSeasonMessage,
): Promise<LiveEvent[]> {
  const { message } = resolved;
  switch (message.kind) {
    case 'season.upsert':
      return upsertSeason(ctx, message.data);
    case 'teams.upsert':
      await upsertTeams(ctx, message.data);
      return [];
    case 'players.upsert':
      await upsertSeasonPlayers(ctx, resolved.clubs, message.data);
      return [];
    case 'rounds.upsert':
      await upsertRounds(ctx, message.data);
      return [];
    case 'fixtures.upsert':
      return upsertFixtures(ctx, resolved.clubs, message.data);
  }
}

async function upsertSeason(ctx: SeasonApplyContext, data: FeedSeasonUpsert): Promise<LiveEvent[]> {
  const { tx, season } = ctx;
  const record = (await seasonRecord(tx, season.seasonId))!;
  if (
    record.competitionCode !== data.competition.code ||
    record.name !== data.name ||
    season.sport !== data.competition.sport
  )
    throw conflict(
      'FEED_SEASON_MISMATCH',
      `This season id means ${record.competitionCode} ${record.name}`,
      { competition: record.competitionCode, season: record.name },
    );
  if (record.competitionName !== data.competition.name)
    await renameCompetition(tx, record.competitionId, data.competition.name);
  if (data.budget !== undefined && data.budget !== record.budget) {
    if (await seasonHasSquads(tx, season.seasonId))
      throw conflict('FEED_SEASON_STARTED', 'Managers have squads: the budget is fixed');
    await setSeasonBudget(tx, season.seasonId, data.budget);
  }
  return data.current ? makeCurrent(ctx) : [];
}

/**
 * The season lifecycle: the tenant's game moves to this season. Nothing of the previous season is
 * changed: its rounds, points, squads and leagues stay under its own id. By the game's rules a squad
 * does not cross seasons (new players, new prices: every manager picks a new squad within the budget;
 * the overall league of the new season is made with the first squad); within the season the clock
 * carries each squad from round to round at every deadline (jobs/squad-carry-over.ts).
 */
async function makeCurrent({
  tx,
  season,
  tenantId,
  now,
}: SeasonApplyContext): Promise<LiveEvent[]> {
  const tenant = (await tenantSportAndSeason(tx, tenantId))!;
  if (tenant.seasonId === season.seasonId) return [];
  if (tenant.context !== season.sport)
    throw invalid('FEED_SEASON_SPORT_MISMATCH', `A ${season.sport} season is not for this tenant`, [
      'data',
      'current',
    ]);
  const contents = await seasonContents(tx, season.seasonId);
  if (contents.rounds === 0 || contents.players === 0 || contents.fixtures === 0)
    throw conflict(
      'FEED_SEASON_NOT_READY',
      'A season becomes current once it has rounds, fixtures and players',
      contents,
    );
  await setTenantSeason(tx, tenantId, season.seasonId);
  // Every API instance and web server reads the tenant again once this commits (ADR 0059); this
  // instance's own caches follow the season.current event at once.
  await notifyTenantChange(tx, { tenant_id: tenantId, area: 'season', locale: null });
  return [{ type: 'season.current', seasonId: season.seasonId, tenantId, at: now.toISOString() }];
}

async function upsertTeams({ tx, season }: SeasonApplyContext, data: FeedTeamsUpsert) {
  await upsertClubs(
    tx,
    season.seasonId,
    data.teams.map((t) => ({
      ref: t.team,
      name: t.name,
      shortName: t.short_name,
      ...(t.strength !== undefined ? { strength: t.strength } : {}),
    })),
  );
}

/** FPL's letters, which the game shows (contracts/player.ts PlayerAvailability). */
const AVAILABILITY_LETTER: Record<FeedAvailability, string> = {
  available: 'a',
  doubtful: 'd',
  injured: 'i',
  suspended: 's',
  unavailable: 'u',
  not_in_squad: 'n',
};

async function upsertSeasonPlayers(
  { tx, season }: SeasonApplyContext,
  clubs: Map<string, number>,
  data: FeedPlayersUpsert,
): Promise<void> {
  const existing = await seasonPlayersByRefs(
    tx,
    season.seasonId,
    data.players.map((p) => p.player),
  );
  const known = new Map(existing.map((p) => [p.externalId, p]));
  const moved = existing.filter((p) => {
    const sent = data.players.find((s) => s.player === p.externalId)!;
    return sent.position !== p.position;
  });
  const picked = await pickedPlayerIds(
    tx,
    moved.map((p) => p.id),
  );
  if (picked.size > 0)
    throw conflict(
      'FEED_PLAYER_POSITION_FIXED',
      "A picked player's position does not change during the season",
      { players: moved.filter((p) => picked.has(p.id)).map((p) => p.externalId) },
    );
  // A player moving club keeps the one he leaves in its fixtures already played (ADR 0060).
  await keepClubsOfStartedFixtures(
    tx,
    data.players.flatMap((p) => {
      const was = known.get(p.player);
      const to = clubs.get(p.team)!;
      return was && was.clubId !== to ? [{ playerId: was.id, fromClubId: was.clubId }] : [];
    }),
  );
  const rows: PlayerUpsert[] = data.players.map((p) => ({
    ref: p.player,
    clubId: clubs.get(p.team)!,
    name: p.name,
    fullName: p.full_name ?? p.name,
    position: p.position,
    price: p.price,
    availability: AVAILABILITY_LETTER[p.availability?.status ?? 'available'],
    chanceOfPlaying: p.availability?.chance ?? null,
    news: p.availability?.news ?? '',
  }));
  const ids = await upsertPlayers(tx, season.seasonId, rows);
  // A new or changed price is the price of the round to be played next (the clock applies a round's
  // prices when it opens, so a price sent now survives the opening).
  const repriced = data.players.filter((p) => known.get(p.player)?.price !== p.price);
  const next = await nextPricedRound(tx, season.seasonId);
  if (next)
    await upsertRoundPrices(
      tx,
      next.id,
      repriced.map((p) => ({ playerId: ids.get(p.player)!, price: p.price })),
    );
}

const DEFAULT_ROUND_NAME = { soccer: 'Gameweek', cricket: 'Match day' } as const;

/** A round's deadline is moved only while managers can still pick for it. */
const beforeDeadline = (status: string) => status === 'NOT_STARTED' || status === 'OPEN';

const replayed = () =>
  conflict(
    'FEED_SEASON_REPLAYED',
    "The clock replays this season: its schedule is the replay's (names and real times only)",
  );

/**
 * Rounds created, renamed, or given the provider's deadline (then no longer derived). A round sent
 * without `deadline_at` keeps its deadline. In a replayed season only names and real deadlines change.
 */
async function upsertRounds({ tx, season }: SeasonApplyContext, data: FeedRoundsUpsert) {
  const replay = season.clock.mode === 'replay';
  const byNumber = await seasonRoundsByNumber(tx, season.seasonId);
  let moved = false;
  for (const r of data.rounds) {
    const round = byNumber.get(r.number);
    const sent = r.deadline_at ? new Date(r.deadline_at) : undefined;
    const name = round && r.name !== round.name ? { name: r.name } : {};
    if (!round) {
      if (replay) throw replayed();
      if (!sent)
        throw invalid(
          'FEED_ROUND_NO_DEADLINE',
          `Round ${r.number} has no deadline and no fixtures to take one from`,
          ['data', 'rounds'],
          { round: r.number },
        );
      await insertRound(tx, season.seasonId, {
        number: r.number,
        name: r.name,
        deadlineAt: sent,
        fromKickoff: false,
      });
      moved = true;
      continue;
    }
    if (replay) {
      await updateRound(tx, round.id, { ...name, ...(sent ? { realDeadlineAt: sent } : {}) });
      continue;
    }
    const movable =
      sent !== undefined &&
      beforeDeadline(round.status) &&
      (sent.getTime() !== round.deadlineAt.getTime() || round.deadlineFromKickoff);
    await updateRound(tx, round.id, {
      ...name,
      ...(movable ? { deadlineAt: sent, fromKickoff: false } : {}),
    });
    if (movable) moved = true;
  }
  if (moved) await reopenRounds(tx, season.seasonId);
  return moved;
}

/**
 * Creates fixtures and moves them (kick-off, round, postponement); rounds they name that do not exist
 * are created; every round whose deadline comes from its first kick-off and that managers can still
 * pick for takes its deadline again.
 */
async function upsertFixtures(
  ctx: SeasonApplyContext,
  clubs: Map<string, number>,
  data: FeedFixturesUpsert,
): Promise<LiveEvent[]> {
  const { tx, season, now } = ctx;
  const byNumber = await seasonRoundsByNumber(tx, season.seasonId);
  const existing = new Map(
    (
      await seasonFixturesByRefs(
        tx,
        season.seasonId,
        data.fixtures.map((f) => f.fixture),
      )
    ).map((f) => [f.externalId, f]),
  );
  if (season.clock.mode === 'replay') {
    await restateReplayedFixtures(tx, byNumber, existing, clubs, data);
    return [];
  }
  const unscheduled = data.fixtures.filter(
    (f) => !existing.has(f.fixture) && (f.round === null || f.kickoff_at === null),
  );
  if (unscheduled.length > 0)
    throw invalid(
      'FEED_FIXTURE_UNSCHEDULED',
      'A new fixture needs a round and a kick-off',
      ['data', 'fixtures'],
      { fixtures: unscheduled.map((f) => f.fixture) },
    );
  const rule = deadlineBeforeKickoffMs(season.sport);
  const touched = new Set<number>();
  const events: LiveEvent[] = [];
  // Fixtures postponed or moved out of (or into) a live round change whether their clubs' players may
  // still play there: its live scores move by what changed (ADR 0045).
  const live = season.sport === 'soccer' ? await liveRoundsBefore(ctx, season.seasonId) : [];
  let created = false;
  // Rounds named for the first time: created with the deadline of their first kick-off.
  for (const f of data.fixtures) {
    if (f.round === null || f.kickoff_at === null || byNumber.has(f.round)) continue;
    const kickoffs = data.fixtures
      .filter((g) => g.round === f.round && g.kickoff_at !== null)
      .map((g) => Date.parse(g.kickoff_at!));
    const deadlineAt = new Date(Math.min(...kickoffs) - rule);
    const id = await insertRound(tx, season.seasonId, {
      number: f.round,
      name: `${DEFAULT_ROUND_NAME[season.sport]} ${f.round}`,
      deadlineAt,
      fromKickoff: true,
    });
    created = true;
    byNumber.set(f.round, {
      id,
      number: f.round,
      name: '',
      status: 'NOT_STARTED',
      deadlineAt,
      deadlineFromKickoff: true,
    });
  }
  for (const f of data.fixtures) {
    const home = clubs.get(f.home)!;
    const away = clubs.get(f.away)!;
    const round = f.round === null ? undefined : byNumber.get(f.round)!;
    const difficulty = {
      ...(f.home_difficulty ? { homeDifficulty: f.home_difficulty } : {}),
      ...(f.away_difficulty ? { awayDifficulty: f.away_difficulty } : {}),
    };
    const known = existing.get(f.fixture);
    if (!known) {
      if (round!.status === 'FINISHED')
        throw conflict('FEED_ROUND_FINISHED', 'A fixture cannot be added to a finished round', {
          fixture: f.fixture,
        });
      await insertFixture(tx, season.seasonId, {
        ref: f.fixture,
        roundId: round!.id,
        homeClubId: home,
        awayClubId: away,
        kickoffAt: new Date(f.kickoff_at!),
        ...difficulty,
      });
      touched.add(round!.id);
      continue;
    }
    if (known.status === 'LIVE' || known.status === 'FINISHED') {
      // History: a played fixture keeps its teams and round (its kick-off time is not re-dated).
      if (known.homeClubId !== home || known.awayClubId !== away || known.roundId !== round?.id)
        throw conflict(
          'FEED_FIXTURE_PLAYED',
          'A fixture being played or played keeps its round and teams',
          { fixture: f.fixture },
        );
      continue;
    }
    const postponed = round === undefined || f.kickoff_at === null;
    const status = postponed ? ('POSTPONED' as const) : ('SCHEDULED' as const);
    const kickoffAt = f.kickoff_at === null ? undefined : new Date(f.kickoff_at);
    const changed =
      known.homeClubId !== home ||
      known.awayClubId !== away ||
      known.status !== status ||
      (round !== undefined && known.roundId !== round.id) ||
      (kickoffAt !== undefined && known.kickoffAt.getTime() !== kickoffAt.getTime());
    if (round && round.id !== known.roundId) {
      if (round.status === 'FINISHED')
        throw conflict('FEED_ROUND_FINISHED', 'A fixture cannot move into a finished round', {
          fixture: f.fixture,
        });
      await rescheduleFixture(tx, known.id, { roundId: round.id });
      touched.add(round.id);
    }
    await updateFixtureSchedule(tx, known.id, {
      homeClubId: home,
      awayClubId: away,
      status,
      ...(kickoffAt ? { kickoffAt } : {}),
      ...difficulty,
    });
    touched.add(known.roundId);
    if (changed)
      events.push({
        type: 'fixture.update',
        seasonId: season.seasonId,
        roundId: round?.id ?? known.roundId,
        fixtureId: known.id,
        status,
        minute: 0,
        homeScore: null,
        awayScore: null,
        at: now.toISOString(),
      });
  }
  const moved = await rederiveDeadlines(tx, season, [...touched]);
  // New rounds open when the round before them locks (rederiveDeadlines did it if a deadline moved).
  if (created && !moved) await reopenRounds(tx, season.seasonId);
  if (live.length > 0)
    for (const id of await rescoreLiveRoundsAfter(
      ctx,
      rulesForSeason(season.seasonName),
      live,
      now,
    ))
      events.push({
        type: 'round.scores',
        seasonId: season.seasonId,
        roundId: id,
        final: false,
        at: now.toISOString(),
      });
  return events;
}

/**
 * A replayed season's fixtures are the replay's (their kick-offs mapped onto demo time, ADR 0005): the
 * feed may restate them — the same round and teams — and record their real kick-off and difficulty.
 */
async function restateReplayedFixtures(
  tx: Database,
  byNumber: Awaited<ReturnType<typeof seasonRoundsByNumber>>,
  existing: Map<string, Awaited<ReturnType<typeof seasonFixturesByRefs>>[number]>,
  clubs: Map<string, number>,
  data: FeedFixturesUpsert,
): Promise<void> {
  for (const f of data.fixtures) {
    const known = existing.get(f.fixture);
    const round = f.round === null ? undefined : byNumber.get(f.round);
    if (
      !known ||
      !round ||
      f.kickoff_at === null ||
      known.roundId !== round.id ||
      known.homeClubId !== clubs.get(f.home) ||
      known.awayClubId !== clubs.get(f.away)
    )
      throw replayed();
    await updateFixtureSchedule(tx, known.id, {
      realKickoffAt: new Date(f.kickoff_at),
      ...(f.home_difficulty ? { homeDifficulty: f.home_difficulty } : {}),
      ...(f.away_difficulty ? { awayDifficulty: f.away_difficulty } : {}),
    });
  }
}

/**
 * Rounds whose deadline comes from their first kick-off take it again (their fixtures moved), while
 * managers can still pick for them; then the rounds not started open when the one before them locks.
 * True when a deadline moved.
 */
export async function rederiveDeadlines(
  tx: Database,
  season: FeedSeason,
  roundIds: readonly number[],
): Promise<boolean> {
  if (roundIds.length === 0) return false;
  const rule = deadlineBeforeKickoffMs(season.sport);
  const rounds = [...(await seasonRoundsByNumber(tx, season.seasonId)).values()].filter(
    (r) => roundIds.includes(r.id) && r.deadlineFromKickoff && beforeDeadline(r.status),
  );
  const kickoffs = await firstKickoffs(
    tx,
    rounds.map((r) => r.id),
  );
  let moved = false;
  for (const r of rounds) {
    const first = kickoffs.get(r.id);
    // A round left with no fixture (all moved away: a blank round) keeps its last deadline.
    if (!first) continue;
    const deadlineAt = new Date(first.getTime() - rule);
    if (deadlineAt.getTime() === r.deadlineAt.getTime()) continue;
    await updateRound(tx, r.id, { deadlineAt });
    moved = true;
  }
  // Only rounds whose deadlines the feed derives move: a season imported or mapped onto demo time keeps
  // the openings its schedule gave it.
  if (moved) await reopenRounds(tx, season.seasonId);
  return moved;
}

// ───────────── line-ups (on the fixture's stream) ─────────────

/** The fixture's line-up replaced (players resolved by feed-apply: known, of either team). */
export async function applyLineup(
  { tx, season, now }: { tx: Database; season: FeedSeason; now: Date },
  fixtureRef: string,
  players: Map<string, { id: number; clubId: number }>,
  data: FeedLineup,
): Promise<LiveEvent[]> {
  const fixture = await findFixtureByRef(tx, season.seasonId, fixtureRef);
  if (!fixture) throw conflict('FEED_UNKNOWN_FIXTURE', 'The fixture is gone');
  if (fixture.status === 'FINISHED')
    throw conflict('FEED_FIXTURE_FINISHED', 'The fixture is finished; its line-up is history');
  // Slots count per team and kind, in the provider's order (home team's first as listed); each player
  // is stored under the team he is listed for (checkLineup: his club at this fixture).
  const row = (ref: string, starting: boolean, i: number) => ({
    playerId: players.get(ref)!.id,
    clubId: players.get(ref)!.clubId,
    starting,
    slot: i + 1,
  });
  await replaceLineup(
    tx,
    fixture.id,
    data.teams.flatMap((t) => [
      ...t.starting.map((ref, i) => row(ref, true, i)),
      ...t.bench.map((ref, i) => row(ref, false, i)),
    ]),
  );
  // The app's match page caches line-ups per fixture (services/lineup-service.ts): this drops it.
  return [
    {
      type: 'fixture.lineup',
      seasonId: season.seasonId,
      roundId: fixture.roundId,
      fixtureId: fixture.id,
      at: now.toISOString(),
    },
  ];
}
