// What each feed message does to the season (ADR 0039), inside the message's one transaction: the fixture's
// schedule, its live stats and score, its final stats, a correction. Points, live ranks and finalisation go
// through the season clock's own scoring (jobs/soccer-scoring.ts → @gameweek/rules), so a fed fixture is
// scored exactly as a replayed one; this module only turns messages into stats.
import type { FeedMessage } from '@gameweek/contracts/feed';
import { type FeedSeasonMessage, isSeasonMessage } from '@gameweek/contracts/feed-season';
import type { Database } from '@gameweek/db/create-db';
import type { PlayerRound } from '@gameweek/rules/soccer/team-score';
import { AppError } from '../../errors.ts';
import { finaliseH2hRound } from '../../jobs/h2h.ts';
import type { LiveEvent } from '../../jobs/live-events.ts';
import {
  type LiveScoring,
  liveRoundsBefore,
  rescoreLiveRound,
  rescoreLiveRoundsAfter,
} from '../../jobs/live-round-scoring.ts';
import {
  loadPlayerRounds,
  rulesForSeason,
  scoreFedSoccerFixture,
  scoreSoccerRound,
} from '../../jobs/soccer-scoring.ts';
import { fixtureTeamRefs } from '../../repositories/feed-cricket-repository.ts';
import {
  correctFixtureScore,
  findFixtureByRef,
  playersByRefs,
  removeFixturePlayersExcept,
  rescheduleFixture,
  roundByNumber,
  roundsFrom,
  setFixtureSourceScore,
  upsertFixtureStats,
} from '../../repositories/feed-repository.ts';
import {
  findClockFixture,
  finishFixture,
  updateLiveFixture,
} from '../../repositories/fixture-repository.ts';
import { findClockRound } from '../../repositories/round-repository.ts';
import { fixtureStats } from '../../repositories/scoring-repository.ts';
import {
  applyCricketCorrection,
  applyCricketDelivery,
  applyCricketLineup,
  applyCricketResult,
  checkCricketMessage,
  cricketPlayerRefs,
  isCricketMessage,
} from './apply-cricket.ts';
import {
  applyLineup,
  applySeasonMessage,
  type FeedSeason,
  type ResolvedSeasonMessage,
  rederiveDeadlines,
  resolveSeasonMessage,
} from './apply-season.ts';
import { kickOff } from './feed-kickoff.ts';

export type { FeedSeason } from './apply-season.ts';

/** A message on a fixture's stream. */
type FixtureMessage = Exclude<FeedMessage, FeedSeasonMessage>;
export type FeedFixture = NonNullable<Awaited<ReturnType<typeof findFixtureByRef>>>;
type FeedPlayer = Awaited<ReturnType<typeof playersByRefs>>[number];

export interface ResolvedMessage {
  message: FixtureMessage;
  fixture: FeedFixture;
  /** The message's players by the provider's id. */
  players: Map<string, FeedPlayer>;
}

const conflict = (code: string, message: string) =>
  new AppError('CONFLICT', message, { details: [{ code }] });

function playerRefs(message: FixtureMessage): string[] {
  switch (message.kind) {
    case 'fixture.update':
      return [];
    case 'fixture.lineup':
      return message.data.teams.flatMap((t) => [...t.starting, ...t.bench]);
    case 'soccer.live':
      return [
        ...message.data.events.map((e) => e.player),
        ...message.data.players.map((p) => p.player),
      ];
    case 'soccer.result':
    case 'soccer.correction':
      return message.data.players.map((p) => p.player);
    case 'cricket.delivery':
    case 'cricket.result':
    case 'cricket.correction':
      return cricketPlayerRefs(message);
  }
}

/**
 * The fixture and players a message names, or the refusal (NOT_FOUND with FEED_UNKNOWN_FIXTURE or
 * FEED_UNKNOWN_PLAYER and the ids; VALIDATION_FAILED when a player is not of either club or is listed
 * twice, or the kind is not of the season's sport). Checked when the message arrives, held or not.
 */
export async function resolveMessage(
  tx: Database,
  season: FeedSeason,
  message: FeedMessage,
): Promise<ResolvedMessage | ResolvedSeasonMessage> {
  if (isSeasonMessage(message)) return resolveSeasonMessage(tx, season, message);
  const sport = message.kind.split('.')[0];
  if ((sport === 'soccer' || sport === 'cricket') && sport !== season.sport)
    throw new AppError('VALIDATION_FAILED', `${message.kind} is not for a ${season.sport} season`, {
      details: [{ code: 'FEED_KIND_NOT_FOR_SPORT', path: ['kind'] }],
    });
  const fixture = await findFixtureByRef(tx, season.seasonId, message.fixture);
  if (!fixture)
    throw new AppError('NOT_FOUND', `Unknown fixture ${message.fixture}`, {
      details: [
        { code: 'FEED_UNKNOWN_FIXTURE', path: ['fixture'], params: { fixture: message.fixture } },
      ],
    });
  const refs = [...new Set(playerRefs(message))];
  // Each with his club at this fixture, not today's (a line-up or correction of a fixture played before
  // he moved names him under his old club, ADR 0060).
  const found = await playersByRefs(tx, season.seasonId, refs, fixture.id);
  const players = new Map(found.map((p) => [p.externalId, p]));
  const unknown = refs.filter((r) => !players.has(r));
  if (unknown.length > 0)
    throw new AppError('NOT_FOUND', `Unknown player ${unknown.join(', ')}`, {
      details: [{ code: 'FEED_UNKNOWN_PLAYER', path: ['data'], params: { players: unknown } }],
    });
  const outside = found.filter(
    (p) => p.clubId !== fixture.homeClubId && p.clubId !== fixture.awayClubId,
  );
  if (outside.length > 0)
    throw new AppError('VALIDATION_FAILED', 'A player is not of either club of the fixture', {
      details: [
        {
          code: 'FEED_PLAYER_NOT_IN_FIXTURE',
          path: ['data'],
          params: { players: outside.map((p) => p.externalId) },
        },
      ],
    });
  if (message.kind === 'fixture.lineup')
    await checkLineup(tx, season, message.data, fixture, found);
  if (isCricketMessage(message)) await checkCricketMessage(tx, message, fixture);
  if ('players' in message.data) {
    const listed = message.data.players.map((p) => p.player);
    if (new Set(listed).size !== listed.length)
      throw new AppError('VALIDATION_FAILED', 'A player is listed twice', {
        details: [{ code: 'FEED_PLAYER_LISTED_TWICE', path: ['data', 'players'] }],
      });
  }
  return { message, fixture, players };
}

/**
 * A line-up (either sport, ADR 0050) lists the fixture's two teams, each player under the team he is of at
 * this fixture (ADR 0060: the club he had when it started, if he has moved since); cricket's has no bench
 * (every listed player plays), soccer's no overs quota.
 */
async function checkLineup(
  tx: Database,
  season: FeedSeason,
  data: DataOf<'fixture.lineup'>,
  fixture: FeedFixture,
  found: readonly FeedPlayer[],
): Promise<void> {
  const teams = await fixtureTeamRefs(tx, fixture);
  const clubOf = new Map([
    [teams.home, fixture.homeClubId],
    [teams.away, fixture.awayClubId],
  ]);
  const unknown = data.teams.map((t) => t.team).filter((t) => !clubOf.has(t));
  if (unknown.length > 0)
    throw new AppError('VALIDATION_FAILED', 'A team is not of the fixture', {
      details: [{ code: 'FEED_TEAM_NOT_IN_FIXTURE', path: ['data'], params: { teams: unknown } }],
    });
  const playerClub = new Map(found.map((p) => [p.externalId, p.clubId]));
  const elsewhere = data.teams.flatMap((t) =>
    [...t.starting, ...t.bench].filter((ref) => playerClub.get(ref) !== clubOf.get(t.team)),
  );
  if (elsewhere.length > 0)
    throw new AppError('VALIDATION_FAILED', 'A player is listed for a team he is not of', {
      details: [
        {
          code: 'FEED_PLAYER_NOT_IN_TEAM',
          path: ['data', 'teams'],
          params: { players: elsewhere },
        },
      ],
    });
  const cricket = season.sport === 'cricket';
  if (cricket ? data.teams.some((t) => t.bench.length > 0) : data.overs !== undefined)
    throw new AppError(
      'VALIDATION_FAILED',
      cricket ? 'A cricket line-up has no bench' : 'Overs are for cricket',
      { details: [{ code: 'FEED_LINEUP_NOT_FOR_SPORT', path: ['data'] }] },
    );
}

export interface ApplyContext extends LiveScoring {
  season: FeedSeason;
  /** The sender's tenant (a season message may make its season the tenant's current one). */
  tenantId: number;
  now: Date;
}

/** Applies one resolved message in the caller's transaction; answers the live events to publish. */
export async function applyMessage(
  ctx: ApplyContext,
  resolved: ResolvedMessage | ResolvedSeasonMessage,
): Promise<LiveEvent[]> {
  if (isSeasonMessage(resolved.message))
    return applySeasonMessage(ctx, resolved as ResolvedSeasonMessage);
  // The fixture as it is now (a message held earlier was resolved against an older state).
  const fixture = await findFixtureByRef(ctx.tx, ctx.season.seasonId, resolved.message.fixture);
  if (!fixture) throw conflict('FEED_UNKNOWN_FIXTURE', 'The fixture is gone');
  const current = { ...(resolved as ResolvedMessage), fixture };
  switch (current.message.kind) {
    case 'fixture.update':
      return updateFixture(ctx, current, current.message.data);
    case 'fixture.lineup': {
      // One kind for both sports (ADR 0050): a cricket line-up also starts the match (ADR 0043).
      const events =
        ctx.season.sport === 'cricket'
          ? await applyCricketLineup(ctx, current, current.message.data)
          : [];
      events.push(
        ...(await applyLineup(ctx, current.message.fixture, current.players, current.message.data)),
      );
      return events;
    }
    case 'soccer.live':
      return soccerLive(ctx, current, current.message.data);
    case 'soccer.result':
      return soccerResult(ctx, current, current.message.data);
    case 'soccer.correction':
      return soccerCorrection(ctx, current, current.message.data);
    case 'cricket.delivery':
      return applyCricketDelivery(ctx, current, current.message.data);
    case 'cricket.result':
      return applyCricketResult(ctx, current, current.message.data);
    case 'cricket.correction':
      return applyCricketCorrection(ctx, current, current.message.data);
  }
}

export type DataOf<K extends FixtureMessage['kind']> = Extract<FixtureMessage, { kind: K }>['data'];

/** Kick-off, postponement, a move to another round: only before the fixture is played. */
async function updateFixture(
  ctx: ApplyContext,
  { fixture }: ResolvedMessage,
  data: DataOf<'fixture.update'>,
): Promise<LiveEvent[]> {
  const { tx, season, now } = ctx;
  if (fixture.status === 'LIVE' || fixture.status === 'FINISHED')
    throw conflict('FEED_FIXTURE_PLAYED', 'A fixture being played or played cannot be re-dated');
  let roundId = fixture.roundId;
  if (data.round !== undefined) {
    const round = await roundByNumber(tx, season.seasonId, data.round);
    if (!round)
      throw new AppError('NOT_FOUND', `Unknown round ${data.round}`, {
        details: [{ code: 'FEED_UNKNOWN_ROUND', path: ['data', 'round'] }],
      });
    if (round.status === 'FINISHED')
      throw conflict('FEED_ROUND_FINISHED', 'A fixture cannot move into a finished round');
    roundId = round.id;
  }
  const status = data.status ?? (fixture.status === 'POSTPONED' ? 'POSTPONED' : 'SCHEDULED');
  // A fixture leaving or joining a live round changes whether its clubs' players may still play there
  // (pending): the season's live rounds are re-scored by what it changed (ADR 0045).
  const live = season.sport === 'soccer' ? await liveRoundsBefore(ctx, season.seasonId) : [];
  await rescheduleFixture(tx, fixture.id, {
    ...(data.kickoff_at ? { kickoffAt: new Date(data.kickoff_at) } : {}),
    ...(roundId !== fixture.roundId ? { roundId } : {}),
    status,
  });
  // Rounds whose deadline comes from their first kick-off follow their fixtures (ADR 0041).
  await rederiveDeadlines(tx, season, [fixture.roundId, roundId]);
  const rescored: LiveEvent[] = (
    live.length > 0
      ? await rescoreLiveRoundsAfter(ctx, rulesForSeason(season.seasonName), live, now)
      : []
  ).map((id) => ({
    type: 'round.scores',
    seasonId: season.seasonId,
    roundId: id,
    final: false,
    at: now.toISOString(),
  }));
  return [
    ...rescored,
    {
      type: 'fixture.update',
      seasonId: season.seasonId,
      roundId,
      fixtureId: fixture.id,
      status,
      minute: 0,
      homeScore: null,
      awayScore: null,
      at: now.toISOString(),
    },
  ];
}

const EVENT_STAT = {
  goal: 'goals_scored',
  assist: 'assists',
  own_goal: 'own_goals',
  penalty_saved: 'penalties_saved',
  penalty_missed: 'penalties_missed',
  yellow_card: 'yellow_cards',
  red_card: 'red_cards',
  save: 'saves',
} as const;

/** Stats as stored: counts, zero counts left out (as the importer stores them). */
function compact(stats: Record<string, number | undefined>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(stats)) if (v !== undefined && v !== 0) out[k] = v;
  return out;
}

/** Live: events add to the players' counts and the score, running totals replace theirs; points and ranks. */
async function soccerLive(
  ctx: ApplyContext,
  { fixture, players }: ResolvedMessage,
  data: DataOf<'soccer.live'>,
): Promise<LiveEvent[]> {
  const { tx, season, now } = ctx;
  const events: LiveEvent[] = [];
  // The round's players as they stand before this message: live ranks move by what it changes.
  const before = await loadPlayerRounds(tx, season.seasonId, fixture.roundId);
  await kickOff(ctx, fixture, events);
  const live = (await findClockFixture(tx, fixture.id))!;
  const stored = new Map(
    (await fixtureStats(tx, fixture.id)).map((s) => [
      s.playerId,
      { ...s.stats } as Record<string, number>,
    ]),
  );
  const touched = new Set<number>();
  const statsOf = (playerId: number) => {
    const s = stored.get(playerId) ?? {};
    stored.set(playerId, s);
    touched.add(playerId);
    return s;
  };
  // `fixture` was read before the kick-off above: a fixture kicked off by this message stands at 0–0.
  let home = fixture.status === 'LIVE' ? (fixture.homeScore ?? 0) : 0;
  let away = fixture.status === 'LIVE' ? (fixture.awayScore ?? 0) : 0;
  for (const e of data.events) {
    const player = players.get(e.player)!;
    const stats = statsOf(player.id);
    const key = EVENT_STAT[e.type];
    stats[key] = (stats[key] ?? 0) + 1;
    const homeSide = e.side ? e.side === 'home' : player.clubId === fixture.homeClubId;
    if (e.type === 'goal') homeSide ? home++ : away++;
    if (e.type === 'own_goal') homeSide ? away++ : home++;
  }
  for (const p of data.players) Object.assign(statsOf(players.get(p.player)!.id), p.stats);
  await upsertFixtureStats(
    tx,
    fixture.id,
    [...touched].map((playerId) => ({ playerId, stats: compact(stored.get(playerId)!) })),
  );
  const minute = Math.max(live.minute, data.minute);
  await updateLiveFixture(tx, fixture.id, { minute, homeScore: home, awayScore: away });
  const rules = rulesForSeason(season.seasonName);
  const changed = await scoreFedSoccerFixture(tx, rules, fixture, false, now);
  const at = now.toISOString();
  events.push({
    type: 'fixture.update',
    seasonId: season.seasonId,
    roundId: fixture.roundId,
    fixtureId: fixture.id,
    status: 'LIVE',
    minute,
    homeScore: home,
    awayScore: away,
    at,
  });
  if (changed.length > 0) {
    events.push({
      type: 'fixture.points',
      seasonId: season.seasonId,
      roundId: fixture.roundId,
      fixtureId: fixture.id,
      players: changed,
      final: false,
      at,
    });
    events.push(...(await rescoreRounds(ctx, fixture.roundId, false, before)));
  }
  return events;
}

/** Full time: the listed players' final stats are the fixture's whole truth; final points, live ranks. */
async function soccerResult(
  ctx: ApplyContext,
  { fixture, players }: ResolvedMessage,
  data: DataOf<'soccer.result'>,
): Promise<LiveEvent[]> {
  const { tx, season, now } = ctx;
  const events: LiveEvent[] = [];
  const before = await loadPlayerRounds(tx, season.seasonId, fixture.roundId);
  await kickOff(ctx, fixture, events);
  const rows = data.players.map((p) => ({
    playerId: players.get(p.player)!.id,
    stats: compact(p.stats),
  }));
  await removeFixturePlayersExcept(
    tx,
    fixture.id,
    rows.map((r) => r.playerId),
  );
  await upsertFixtureStats(tx, fixture.id, rows);
  await setFixtureSourceScore(tx, fixture.id, { home: data.home_score, away: data.away_score });
  await finishFixture(
    tx,
    fixture.id,
    { minute: 90, homeScore: data.home_score, awayScore: data.away_score },
    now,
  );
  const rules = rulesForSeason(season.seasonName);
  const changed = await scoreFedSoccerFixture(tx, rules, fixture, true, now);
  const at = now.toISOString();
  events.push(
    {
      type: 'fixture.update',
      seasonId: season.seasonId,
      roundId: fixture.roundId,
      fixtureId: fixture.id,
      status: 'FINISHED',
      minute: 90,
      homeScore: data.home_score,
      awayScore: data.away_score,
      at,
    },
    {
      type: 'fixture.points',
      seasonId: season.seasonId,
      roundId: fixture.roundId,
      fixtureId: fixture.id,
      players: changed,
      final: true,
      at,
    },
  );
  // The round is finalised by the season clock once every fixture of it is over (its 'finalise' step).
  events.push(...(await rescoreRounds(ctx, fixture.roundId, false, before)));
  return events;
}

/** A finished fixture's stats corrected: its points, then every scored round from its own on. */
async function soccerCorrection(
  ctx: ApplyContext,
  { fixture, players }: ResolvedMessage,
  data: DataOf<'soccer.correction'>,
): Promise<LiveEvent[]> {
  const { tx, season, now } = ctx;
  if (fixture.status !== 'FINISHED')
    throw conflict('FEED_FIXTURE_NOT_FINISHED', 'Only a finished fixture is corrected');
  await upsertFixtureStats(
    tx,
    fixture.id,
    data.players.map((p) => ({ playerId: players.get(p.player)!.id, stats: compact(p.stats) })),
  );
  if (data.home_score !== undefined || data.away_score !== undefined)
    await correctFixtureScore(tx, fixture.id, {
      home: data.home_score ?? fixture.homeScore ?? 0,
      away: data.away_score ?? fixture.awayScore ?? 0,
    });
  const rules = rulesForSeason(season.seasonName);
  const changed = await scoreFedSoccerFixture(tx, rules, fixture, true, now);
  const events: LiveEvent[] = [
    {
      type: 'fixture.points',
      seasonId: season.seasonId,
      roundId: fixture.roundId,
      fixtureId: fixture.id,
      players: changed,
      final: true,
      at: now.toISOString(),
    },
  ];
  if (changed.length > 0) events.push(...(await rescoreRounds(ctx, fixture.roundId, true)));
  return events;
}

/**
 * Re-scores the fixture's round and, when `later`, every later round already scored (a round's total
 * carries the one before it), each as final as it was: the same totals and ranks a full recompute gives.
 * A finalised round's head-to-head results are settled again from its new scores. A live round whose
 * players' rounds were `before` this message is re-scored by what changed (ADR 0045).
 */
async function rescoreRounds(
  ctx: ApplyContext,
  roundId: number,
  later: boolean,
  before?: ReadonlyMap<number, PlayerRound>,
): Promise<LiveEvent[]> {
  const { tx, season, now } = ctx;
  const rules = rulesForSeason(season.seasonName);
  const first = await findClockRound(tx, roundId);
  if (!first) return [];
  const all = await roundsFrom(tx, season.seasonId, first.number);
  const events: LiveEvent[] = [];
  for (const round of later ? all : all.slice(0, 1)) {
    // Rounds not yet played have no scores to carry a change into.
    if (round.status !== 'LIVE' && round.status !== 'FINISHED' && round.id !== roundId) continue;
    const final = round.finalisedAt !== null;
    if (before && !final && round.id === roundId)
      await rescoreLiveRound(ctx, rules, round, before, now);
    else await scoreSoccerRound(tx, rules, round, final, now);
    if (final) await finaliseH2hRound(tx, round);
    events.push({
      type: 'round.scores',
      seasonId: season.seasonId,
      roundId: round.id,
      final,
      at: now.toISOString(),
    });
  }
  return events;
}
