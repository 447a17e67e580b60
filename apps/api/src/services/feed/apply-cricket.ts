// Cricket over the feed (ADR 0043): a match is its line-up, then its deliveries one ball at a time, then its
// result; a finished match's deliveries can be corrected. The fed match accumulates in fixtures.replay as a
// Cricsheet match (players by name there, with the registry naming their ids, as an imported one), and
// after every accepted message the listed players' stats are the rules engine's extractCricketMatchStats of
// the match so far, scored through jobs/cricket-scoring.ts (the replay's points writer) and the match day's
// team points and live ranks with it. So a fed match scores exactly as the same match replayed or imported,
// ball by ball live and at full time, and a correction's totals equal a full recompute.
import type { FeedMessage } from '@gameweek/contracts/feed';
import type { FeedCricketBall } from '@gameweek/contracts/feed-cricket';
import type { Database } from '@gameweek/db/create-db';
import type { CricsheetDelivery, CricsheetMatch } from '@gameweek/rules/cricket/cricsheet';
import { type CricketOutcome, cricketMatchOutcome } from '@gameweek/rules/cricket/match-result';
import { extractCricketMatchStats } from '@gameweek/rules/cricket/match-stats';
import { totalOvers } from '@gameweek/rules/cricket/replay';
import type { CricketRole } from '@gameweek/rules/cricket/roles';
import { AppError } from '../../errors.ts';
import { scoreCricketRound, scoreFedCricketFixture } from '../../jobs/cricket-scoring.ts';
import { finaliseH2hRound } from '../../jobs/h2h.ts';
import type { LiveEvent } from '../../jobs/live-events.ts';
import {
  correctCricketResult,
  cricketPlayersByRefs,
  fixtureTeamRefs,
  replaceCricketStats,
  upsertCricketStats,
  writeCricketResult,
  writeFixtureReplay,
} from '../../repositories/feed-cricket-repository.ts';
import { roundsFrom } from '../../repositories/feed-repository.ts';
import {
  finishFixture,
  fixtureReplay,
  updateLiveFixture,
} from '../../repositories/fixture-repository.ts';
import { findClockRound } from '../../repositories/round-repository.ts';
import type { ApplyContext, DataOf, FeedFixture, ResolvedMessage } from './feed-apply.ts';
import { kickOff } from './feed-kickoff.ts';

type CricketMessage = Extract<FeedMessage, { kind: `cricket.${string}` }>;

export const isCricketMessage = (message: FeedMessage): message is CricketMessage =>
  message.kind.startsWith('cricket.');

const conflict = (code: string, message: string) =>
  new AppError('CONFLICT', message, { details: [{ code }] });
const invalid = (code: string, message: string, params?: Record<string, unknown>) =>
  new AppError('VALIDATION_FAILED', message, {
    details: [{ code, path: ['data'], ...(params ? { params } : {}) }],
  });

/** The people a ball names who must be players of the season (a substitute fielder need not be). */
function ballPlayers(ball: FeedCricketBall): string[] {
  return [
    ball.batter,
    ball.non_striker,
    ball.bowler,
    ...(ball.wickets ?? []).flatMap((w) => [
      w.player_out,
      ...(w.fielders ?? []).filter((f) => !f.substitute).map((f) => f.name),
    ]),
  ];
}

/** The players a cricket message names by the provider's ids (resolveMessage refuses unknown ones). */
export function cricketPlayerRefs(message: CricketMessage): string[] {
  switch (message.kind) {
    case 'cricket.delivery':
      return ballPlayers(message.data.delivery);
    case 'cricket.result':
      return [];
    case 'cricket.correction':
      return message.data.deliveries.flatMap((d) => ballPlayers(d.delivery));
  }
}

function namedTeams(message: CricketMessage): string[] {
  switch (message.kind) {
    case 'cricket.delivery':
      return [message.data.team];
    case 'cricket.result':
    case 'cricket.correction': {
      const o = message.kind === 'cricket.result' ? message.data.outcome : message.data.outcome;
      return [o?.winner, o?.eliminator].filter((t): t is string => t !== undefined);
    }
  }
}

/**
 * What resolveMessage checks of a cricket message besides its players: the teams it names are the
 * fixture's two (the line-up, shared with soccer, is checked by feed-apply's checkLineup).
 */
export async function checkCricketMessage(
  tx: Database,
  message: CricketMessage,
  fixture: FeedFixture,
): Promise<void> {
  const teams = await fixtureTeamRefs(tx, fixture);
  const unknown = namedTeams(message).filter((t) => t !== teams.home && t !== teams.away);
  if (unknown.length > 0)
    throw invalid('FEED_TEAM_NOT_IN_FIXTURE', 'A team is not of the fixture', { teams: unknown });
}

// ───────────── the fed match (a Cricsheet match in fixtures.replay) ─────────────

interface FedInnings {
  team: string;
  super_over?: boolean;
  target?: { runs?: number; overs?: number };
  overs: { over: number; deliveries: CricsheetDelivery[] }[];
}
interface FedMatch {
  info: {
    teams: string[];
    /** Per team the listed players' names; `registry.people` maps each name to the provider's id. */
    players: Record<string, string[]>;
    registry: { people: Record<string, string> };
    overs?: number;
    outcome?: CricketOutcome;
    /** Fed, not imported: the match is as far as the feed has brought it. */
    fed: true;
  };
  innings: FedInnings[];
}

async function loadFedMatch(tx: Database, fixture: FeedFixture): Promise<FedMatch> {
  const match = (await fixtureReplay(tx, fixture.id)) as FedMatch | null;
  if (fixture.status === 'SCHEDULED' || !match?.info?.fed)
    throw conflict('FEED_NO_LINEUP', 'The match has not started: send its line-up first');
  return match;
}

/** The provider's id → the name the match uses (the player's name, his id too when two share one). */
function namesOf(match: FedMatch): Map<string, string> {
  return new Map(Object.entries(match.info.registry.people).map(([name, id]) => [id, name]));
}

/** A ball as Cricsheet writes it: people by name (a substitute fielder not of the season by his id). */
function toCricsheet(ball: FeedCricketBall, names: Map<string, string>): CricsheetDelivery {
  const name = (id: string) => names.get(id) ?? id;
  return {
    batter: name(ball.batter),
    bowler: name(ball.bowler),
    non_striker: name(ball.non_striker),
    runs: ball.runs,
    ...(ball.extras ? { extras: ball.extras } : {}),
    ...(ball.wickets
      ? {
          wickets: ball.wickets.map((w) => ({
            kind: w.kind,
            player_out: name(w.player_out),
            ...(w.fielders
              ? {
                  fielders: w.fielders.map((f) => ({
                    name: name(f.name),
                    ...(f.substitute ? { substitute: true } : {}),
                  })),
                }
              : {}),
          })),
        }
      : {}),
  };
}

/** A ball's batter, non-striker and the dismissed are of the batting side, its bowler and named fielders
 * of the other: listed in the line-up, or the ball is refused (nobody would be credited for it). */
function checkBallSides(match: FedMatch, battingTeam: string, ball: CricsheetDelivery): void {
  const fielding = match.info.teams.find((t) => t !== battingTeam) ?? '';
  const batting = new Set(match.info.players[battingTeam] ?? []);
  const bowling = new Set(match.info.players[fielding] ?? []);
  const wrong = [
    ...[ball.batter, ball.non_striker, ...(ball.wickets ?? []).map((w) => w.player_out)].filter(
      (n) => !batting.has(n),
    ),
    ...[
      ball.bowler,
      ...(ball.wickets ?? []).flatMap((w) =>
        (w.fielders ?? []).filter((f) => !f.substitute).map((f) => f.name ?? ''),
      ),
    ].filter((n) => !bowling.has(n)),
  ];
  if (wrong.length > 0)
    throw invalid('FEED_PLAYER_NOT_IN_LINEUP', 'A player is not listed for his side', {
      players: wrong.map((n) => match.info.registry.people[n] ?? n),
    });
}

function runsOf(match: FedMatch, team: string): number {
  let runs = 0;
  for (const innings of match.innings)
    if (innings.team === team && !innings.super_over)
      for (const over of innings.overs) for (const d of over.deliveries) runs += d.runs.total;
  return runs;
}

/** Each listed player's stats as text, by the provider's id: what a ball changed is where they differ. */
function statsPrint(match: FedMatch): Map<string, string> {
  return new Map(
    extractCricketMatchStats(match as unknown as CricsheetMatch).players.map((p) => [
      p.playerId,
      JSON.stringify(p.stats),
    ]),
  );
}

/**
 * The match so far stored; the listed players' stats from it (the rules engine's counting) stored and
 * scored by the replay's points writer — only the players whose stats differ from `before` when given (a
 * ball changes two or three), else every listed player; the fixture's overs and runs. Answers the players
 * whose points changed.
 */
async function rescoreMatch(
  { tx, season, now }: ApplyContext,
  fixture: FeedFixture,
  match: FedMatch,
  final: boolean,
  before?: Map<string, string>,
) {
  await writeFixtureReplay(tx, fixture.id, match as unknown as Record<string, unknown>);
  const listed = extractCricketMatchStats(match as unknown as CricsheetMatch).players;
  const touched = before
    ? listed.filter((p) => before.get(p.playerId) !== JSON.stringify(p.stats))
    : listed;
  const found = await cricketPlayersByRefs(
    tx,
    season.seasonId,
    touched.map((p) => p.playerId),
  );
  const byRef = new Map(found.map((p) => [p.externalId, p]));
  const rows = touched.flatMap((p) => {
    const player = byRef.get(p.playerId);
    return player
      ? [{ playerId: player.id, role: player.position as CricketRole, stats: p.stats }]
      : [];
  });
  const statRows = rows.map((r) => ({ playerId: r.playerId, stats: { ...r.stats } }));
  if (before) await upsertCricketStats(tx, fixture.id, statRows);
  else await replaceCricketStats(tx, fixture.id, statRows);
  const [home, away] = match.info.teams as [string, string];
  const score = {
    overs: totalOvers(match as unknown as CricsheetMatch),
    homeScore: runsOf(match, home),
    awayScore: runsOf(match, away),
  };
  const changed =
    rows.length > 0
      ? await scoreFedCricketFixture(
          tx,
          { ...fixture, seasonId: season.seasonId },
          rows,
          final,
          now,
        )
      : [];
  return { score, changed };
}

function fixtureEvents(
  { season, now }: ApplyContext,
  fixture: FeedFixture,
  status: 'LIVE' | 'FINISHED',
  score: { overs: number; homeScore: number; awayScore: number },
  changed: { playerId: number; points: number }[],
): LiveEvent[] {
  const at = now.toISOString();
  const events: LiveEvent[] = [
    {
      type: 'fixture.update',
      seasonId: season.seasonId,
      roundId: fixture.roundId,
      fixtureId: fixture.id,
      status,
      minute: score.overs,
      homeScore: score.homeScore,
      awayScore: score.awayScore,
      at,
    },
  ];
  if (changed.length > 0 || status === 'FINISHED')
    events.push({
      type: 'fixture.points',
      seasonId: season.seasonId,
      roundId: fixture.roundId,
      fixtureId: fixture.id,
      players: changed,
      final: status === 'FINISHED',
      at,
    });
  return events;
}

/**
 * The match day's team points and ranks again: its own round (as final as it is) and, for a correction,
 * every later round already scored (a round's total carries the one before), a finalised round's
 * head-to-head results settled again — the totals and ranks a full recompute gives.
 */
async function rescoreRounds(
  { tx, season, now }: ApplyContext,
  roundId: number,
  later: boolean,
): Promise<LiveEvent[]> {
  const first = await findClockRound(tx, roundId);
  if (!first) return [];
  const all = await roundsFrom(tx, season.seasonId, first.number);
  const events: LiveEvent[] = [];
  for (const round of later ? all : all.slice(0, 1)) {
    if (round.status !== 'LIVE' && round.status !== 'FINISHED' && round.id !== roundId) continue;
    const final = round.finalisedAt !== null;
    await scoreCricketRound(tx, round, final, now);
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

// ───────────── the kinds ─────────────

/**
 * The line-up starts the match (its round locked, the season played by the feed): what was imported ahead of
 * it is forgotten, every listed player scores "playing" at once, as a replayed match at 0 overs. Sent again
 * before the first ball, it replaces the listing.
 */
export async function applyCricketLineup(
  ctx: ApplyContext,
  { fixture }: ResolvedMessage,
  data: DataOf<'fixture.lineup'>,
): Promise<LiveEvent[]> {
  const { tx, season } = ctx;
  const events: LiveEvent[] = [];
  if (fixture.status === 'LIVE') {
    const current = await loadFedMatch(tx, fixture);
    if (current.innings.length > 0)
      throw conflict('FEED_MATCH_STARTED', 'The first ball was bowled: the line-up is set');
  }
  await kickOff(ctx, fixture, events);
  const teams = await fixtureTeamRefs(tx, fixture);
  const ids = data.teams.flatMap((t) => t.starting);
  const found = await cricketPlayersByRefs(tx, season.seasonId, ids);
  const nameOf = new Map(found.map((p) => [p.externalId, p.name]));
  // Names are what the match views show; two players of one match sharing a name keep their id with it.
  const count = new Map<string, number>();
  for (const id of ids) count.set(nameOf.get(id)!, (count.get(nameOf.get(id)!) ?? 0) + 1);
  const nameFor = (id: string) =>
    count.get(nameOf.get(id)!)! > 1 ? `${nameOf.get(id)} (${id})` : nameOf.get(id)!;
  const byTeam = new Map(data.teams.map((t) => [t.team, t.starting]));
  const order = [teams.home, teams.away];
  const match: FedMatch = {
    info: {
      teams: order,
      players: Object.fromEntries(order.map((t) => [t, (byTeam.get(t) ?? []).map(nameFor)])),
      registry: { people: Object.fromEntries(ids.map((id) => [nameFor(id), id])) },
      ...(data.overs !== undefined ? { overs: data.overs } : {}),
      fed: true,
    },
    innings: [],
  };
  const { score, changed } = await rescoreMatch(ctx, fixture, match, false);
  await updateLiveFixture(tx, fixture.id, {
    minute: score.overs,
    homeScore: score.homeScore,
    awayScore: score.awayScore,
  });
  events.push(...fixtureEvents(ctx, fixture, 'LIVE', score, changed));
  events.push(...(await rescoreRounds(ctx, fixture.roundId, false)));
  return events;
}

/** The next ball of the match: where it was bowled must follow the last one. */
export async function applyCricketDelivery(
  ctx: ApplyContext,
  { fixture }: ResolvedMessage,
  data: DataOf<'cricket.delivery'>,
): Promise<LiveEvent[]> {
  const { tx, season } = ctx;
  if (season.clock.mode !== 'live')
    throw conflict('FEED_SEASON_REPLAYED', 'The season clock replays this season');
  if (fixture.status === 'FINISHED')
    throw conflict('FEED_FIXTURE_FINISHED', 'The match is finished; send a correction');
  const match = await loadFedMatch(tx, fixture);
  const ball = toCricsheet(data.delivery, namesOf(match));
  checkBallSides(match, data.team, ball);
  const before = statsPrint(match);
  placeBall(match, data, ball);
  const { score, changed } = await rescoreMatch(ctx, fixture, match, false, before);
  await updateLiveFixture(tx, fixture.id, {
    minute: score.overs,
    homeScore: score.homeScore,
    awayScore: score.awayScore,
  });
  const events = fixtureEvents(ctx, fixture, 'LIVE', score, changed);
  if (changed.length > 0) events.push(...(await rescoreRounds(ctx, fixture.roundId, false)));
  return events;
}

/** Appends the ball at its place: the same innings and over's next ball, a later over's first, or the
 * next innings' first; anything else is refused (a ball missing, or bowled twice). */
function placeBall(
  match: FedMatch,
  data: DataOf<'cricket.delivery'>,
  ball: CricsheetDelivery,
): void {
  const outOfPlace = () =>
    conflict(
      'FEED_DELIVERY_OUT_OF_PLACE',
      `Ball ${data.innings}:${data.over}.${data.ball} does not follow the last ball of the match`,
    );
  let innings = match.innings[data.innings - 1];
  if (!innings) {
    if (data.innings !== match.innings.length + 1) throw outOfPlace();
    innings = { team: data.team, ...(data.super_over ? { super_over: true } : {}), overs: [] };
    match.innings.push(innings);
  } else if (
    data.innings !== match.innings.length ||
    innings.team !== data.team ||
    Boolean(innings.super_over) !== Boolean(data.super_over)
  )
    throw outOfPlace();
  const last = innings.overs.at(-1);
  if (last && data.over === last.over) {
    if (data.ball !== last.deliveries.length + 1) throw outOfPlace();
    last.deliveries.push(ball);
  } else {
    if ((last && data.over < last.over) || data.ball !== 1) throw outOfPlace();
    innings.overs.push({ over: data.over, deliveries: [ball] });
  }
}

/** Full time: the outcome; the match's points final, the match day's scores provisional until finalised. */
export async function applyCricketResult(
  ctx: ApplyContext,
  { fixture }: ResolvedMessage,
  data: DataOf<'cricket.result'>,
): Promise<LiveEvent[]> {
  const { tx, season, now } = ctx;
  if (season.clock.mode !== 'live')
    throw conflict('FEED_SEASON_REPLAYED', 'The season clock replays this season');
  if (fixture.status === 'FINISHED')
    throw conflict('FEED_FIXTURE_FINISHED', 'The match is finished; send a correction');
  const match = await loadFedMatch(tx, fixture);
  match.info.outcome = data.outcome;
  if (data.target) {
    const chasing = match.innings.filter((i) => !i.super_over)[1];
    if (chasing) chasing.target = data.target;
  }
  const { score, changed } = await rescoreMatch(ctx, fixture, match, true);
  await writeCricketResult(tx, fixture.id, {
    home: score.homeScore,
    away: score.awayScore,
    outcome: cricketMatchOutcome(data.outcome, match.info.teams),
  });
  await finishFixture(
    tx,
    fixture.id,
    { minute: score.overs, homeScore: score.homeScore, awayScore: score.awayScore },
    now,
  );
  // The round is finalised by the season clock once every match of it is over (its 'finalise' step).
  return [
    ...fixtureEvents(ctx, fixture, 'FINISHED', score, changed),
    ...(await rescoreRounds(ctx, fixture.roundId, false)),
  ];
}

/** A finished match's balls replaced at their places (and/or its outcome): its points, then every scored
 * match day from its own on, as final as each was. */
export async function applyCricketCorrection(
  ctx: ApplyContext,
  { fixture }: ResolvedMessage,
  data: DataOf<'cricket.correction'>,
): Promise<LiveEvent[]> {
  const { tx } = ctx;
  if (fixture.status !== 'FINISHED')
    throw conflict('FEED_FIXTURE_NOT_FINISHED', 'Only a finished match is corrected');
  const match = await loadFedMatch(tx, fixture);
  const names = namesOf(match);
  for (const d of data.deliveries) {
    const innings = match.innings[d.innings - 1];
    const over = innings?.overs.find((o) => o.over === d.over);
    if (!innings || !over || d.ball > over.deliveries.length)
      throw new AppError('NOT_FOUND', `No ball ${d.innings}:${d.over}.${d.ball} in the match`, {
        details: [{ code: 'FEED_UNKNOWN_DELIVERY', path: ['data', 'deliveries'] }],
      });
    const ball = toCricsheet(d.delivery, names);
    checkBallSides(match, innings.team, ball);
    over.deliveries[d.ball - 1] = ball;
  }
  if (data.outcome) match.info.outcome = data.outcome;
  const { score, changed } = await rescoreMatch(ctx, fixture, match, true);
  await correctCricketResult(tx, fixture.id, {
    home: score.homeScore,
    away: score.awayScore,
    outcome: cricketMatchOutcome(match.info.outcome, match.info.teams),
  });
  const events = fixtureEvents(ctx, fixture, 'FINISHED', score, changed);
  if (changed.length > 0) events.push(...(await rescoreRounds(ctx, fixture.roundId, true)));
  return events;
}
