// The console's match operations (issue 22, ADR 0058), like its stat corrections (ADR 0053) nothing of
// their own: a cricket delivery is corrected by the feed's `cricket.correction` and a fixture postponed or
// re-dated by the feed's `fixture.update` — each message built here, checked by the feed's own schema,
// resolved and applied by the feed's resolveMessage/applyMessage in the feed's scoring transaction
// (FeedIngest.scored, under the season's scoring lock), with its audit entry. A dry run is the same
// transaction rolled back.
import type {
  DeliveryCorrectionResponse,
  FixtureScheduleResponse,
  MatchBall,
  MatchDeliveriesResponse,
} from '@gameweek/contracts/admin-match';
import {
  type DeliveryCorrectionBodySchema,
  FIELDER_KINDS,
  FIELDER_REQUIRED_KINDS,
  type FixtureScheduleBodySchema,
} from '@gameweek/contracts/admin-match';
import { type FeedMessage, FeedMessageSchema } from '@gameweek/contracts/feed';
import type { FeedCricketBall } from '@gameweek/contracts/feed-cricket';
import type { Database } from '@gameweek/db/create-db';
import type { CricsheetDelivery } from '@gameweek/rules/cricket/cricsheet';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import type { LiveEvent, LiveEvents } from '../../jobs/live-events.ts';
import type { TenantChangeNotifier } from '../../jobs/tenant-changes.ts';
import type { ConsoleMatchRepository } from '../../repositories/console-match-repository.ts';
import type { ConsoleOpsRepository } from '../../repositories/console-ops-repository.ts';
import { cricketPlayersByRefs } from '../../repositories/feed-cricket-repository.ts';
import { roundByNumber, tenantFeedSeason } from '../../repositories/feed-repository.ts';
import { fixtureReplay } from '../../repositories/fixture-repository.ts';
import { lockSeasonScoring } from '../../repositories/scoring-repository.ts';
import { applyMessage, type FeedSeason, resolveMessage } from '../feed/feed-apply.ts';
import type { FeedIngest } from '../feed/feed-ingest.ts';
import type { AuditService } from './audit.ts';
import { DryRun, managerEffect, orDryRun } from './correction-effect.ts';
import { CONSOLE_PROVIDER, fixtureView } from './season-ops.ts';
import type { Actor } from './staff-admin.ts';

type DeliveryCorrectionBody = z.output<typeof DeliveryCorrectionBodySchema>;
type FixtureScheduleBody = z.output<typeof FixtureScheduleBodySchema>;

/** The fed match as apply-cricket.ts keeps it in fixtures.replay (a Cricsheet match, people by name). */
interface StoredMatch {
  info?: {
    teams?: string[];
    players?: Record<string, string[]>;
    registry?: { people?: Record<string, string> };
    fed?: boolean;
  };
  innings?: {
    team: string;
    super_over?: boolean;
    overs?: { over: number; deliveries: CricsheetDelivery[] }[];
  }[];
}

const notFound = (what: string) => new AppError('NOT_FOUND', `No such ${what} in this season`);
const conflict = (code: string, message: string, params?: Record<string, unknown>) =>
  new AppError('CONFLICT', message, { details: [{ code, ...(params ? { params } : {}) }] });
const invalid = (code: string, message: string, path: (string | number)[]) =>
  new AppError('VALIDATION_FAILED', message, { details: [{ code, path: ['body', ...path] }] });

/** A stored ball with its people by the provider's ids (a substitute fielder not of the season keeps his). */
function ballView(d: CricsheetDelivery, ball: number, people: Record<string, string>): MatchBall {
  const ref = (name: string) => people[name] ?? name;
  return {
    ball,
    batter: ref(d.batter),
    bowler: ref(d.bowler),
    non_striker: ref(d.non_striker),
    runs: {
      batter: d.runs.batter,
      extras: d.runs.extras,
      total: d.runs.total,
      ...(d.runs.non_boundary ? { non_boundary: true } : {}),
    },
    extras: { ...(d.extras ?? {}) },
    wickets: (d.wickets ?? []).map((w) => ({
      kind: w.kind,
      player_out: ref(w.player_out),
      fielders: (w.fielders ?? []).flatMap((f) =>
        f.name ? [{ name: ref(f.name), ...(f.substitute ? { substitute: true } : {}) }] : [],
      ),
    })),
  };
}

/** The ball as the feed's message carries it: the stored people, the edited runs, extras and wickets. */
function correctedBall(stored: MatchBall, body: DeliveryCorrectionBody): FeedCricketBall {
  const extras = Object.fromEntries(Object.entries(body.extras).filter(([, v]) => (v ?? 0) > 0));
  const extraRuns = Object.values(extras).reduce((sum, v) => sum + (v ?? 0), 0);
  return {
    batter: stored.batter,
    bowler: stored.bowler,
    non_striker: stored.non_striker,
    runs: {
      batter: body.runs.batter,
      extras: extraRuns,
      total: body.runs.batter + extraRuns,
      ...(body.runs.non_boundary ? { non_boundary: true } : {}),
    },
    ...(Object.keys(extras).length > 0 ? { extras } : {}),
    ...(body.wickets.length > 0
      ? {
          wickets: body.wickets.map((w) => ({
            kind: w.kind,
            player_out: w.player_out,
            ...(w.fielders.length > 0 ? { fielders: w.fielders } : {}),
          })),
        }
      : {}),
  };
}

/** The wickets as the Laws have them: the fielders a kind names, a batter at the crease out. */
function checkWickets(stored: MatchBall, body: DeliveryCorrectionBody): void {
  body.wickets.forEach((w, i) => {
    if (FIELDER_REQUIRED_KINDS.includes(w.kind) && w.fielders.length === 0)
      throw invalid('FIELDER_REQUIRED', `A ${w.kind} names its fielder`, [
        'wickets',
        i,
        'fielders',
      ]);
    if (!FIELDER_KINDS.includes(w.kind) && w.fielders.length > 0)
      throw invalid('NO_FIELDER_FOR_KIND', `A ${w.kind} names no fielder`, [
        'wickets',
        i,
        'fielders',
      ]);
    if (w.player_out !== stored.batter && w.player_out !== stored.non_striker)
      throw invalid('PLAYER_OUT_NOT_AT_CREASE', 'The player out is the batter or the non-striker', [
        'wickets',
        i,
        'player_out',
      ]);
  });
}

/** The feed's own message, checked by the feed's own schema (a refusal is the API's error object). */
function feedMessage(raw: unknown): FeedMessage {
  const parsed = FeedMessageSchema.safeParse(raw);
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', 'Not a message the feed accepts', {
      details: parsed.error.issues.slice(0, 10).map((i) => ({
        code: i.code,
        path: ['body', ...i.path.map(String)],
        message: i.message,
      })),
    });
  return parsed.data;
}

export class MatchOpsService {
  constructor(
    private readonly db: Database,
    private readonly ops: ConsoleOpsRepository,
    private readonly repo: ConsoleMatchRepository,
    private readonly audit: AuditService,
    private readonly events: LiveEvents,
    private readonly clock: () => Date,
    /** The feed's scoring transaction (its live scores in memory, ADR 0049). */
    private readonly ingest: Pick<FeedIngest, 'scored' | 'live'>,
    /** The rounds' deadlines moved: every instance reads its rounds again (ADR 0059), as for a moved deadline. */
    private readonly changes: TenantChangeNotifier,
  ) {}

  private async season(tenantId: number, tx: Database = this.db): Promise<FeedSeason> {
    const season = await tenantFeedSeason(tx, tenantId);
    if (!season) throw new AppError('NOT_FOUND', 'This tenant has no season');
    return season as FeedSeason;
  }

  private async fixture(season: FeedSeason, fixtureId: number, tx: Database = this.db) {
    const fixture = await this.ops.fixtureIn(season.seasonId, fixtureId, tx);
    if (!fixture) throw notFound('fixture');
    return fixture;
  }

  // ── a cricket match's deliveries ──

  /** The match's deliveries as the feed stored them, its listed players, and whether a ball can be corrected. */
  async deliveries(tenantId: number, fixtureId: number): Promise<MatchDeliveriesResponse> {
    const season = await this.season(tenantId);
    const fixture = await this.fixture(season, fixtureId);
    const base = { fixture: fixtureView(fixture), sport: season.sport };
    if (season.sport !== 'cricket')
      return { ...base, blocked: 'CORRECTION_NOT_FOR_SPORT', teams: [], innings: [] };
    const match = ((await fixtureReplay(this.db, fixture.id)) ?? {}) as StoredMatch;
    // A match the feed has not played holds the clock's replay of the source, its future included.
    if (!match.info?.fed) return { ...base, blocked: 'CORRECTION_NOT_FED', teams: [], innings: [] };
    const people = match.info?.registry?.people ?? {};
    const listed = match.info?.teams ?? [];
    const refs = listed.flatMap((t) => (match.info?.players?.[t] ?? []).map((n) => people[n] ?? n));
    const [found, points] = await Promise.all([
      cricketPlayersByRefs(this.db, season.seasonId, refs),
      this.repo.fixturePoints(this.db, fixture.id),
    ]);
    const byRef = new Map(found.map((p) => [p.externalId, p]));
    const blocked = fixture.status !== 'FINISHED' ? 'FEED_FIXTURE_NOT_FINISHED' : null;
    return {
      ...base,
      blocked,
      teams: listed.map((team) => ({
        team,
        players: (match.info?.players?.[team] ?? []).map((name) => {
          const ref = people[name] ?? name;
          const player = byRef.get(ref);
          return {
            ref,
            name: player?.name ?? name,
            id: player?.id ?? null,
            role: player?.position ?? null,
            points: player ? (points.get(player.id) ?? null) : null,
          };
        }),
      })),
      innings: (match.innings ?? []).map((innings, i) => ({
        number: i + 1,
        team: innings.team,
        super_over: Boolean(innings.super_over),
        overs: (innings.overs ?? []).map((o) => ({
          over: o.over,
          balls: o.deliveries.map((d, b) => ballView(d, b + 1, people)),
        })),
      })),
    };
  }

  /**
   * Corrects one ball of a finished fed match as the feed's `cricket.correction`: the match's points,
   * then every scored round from the match's on, final rounds again final; answered with what it
   * changed in this tenant. `dry_run`: the same, rolled back.
   */
  async correctDelivery(
    actor: Actor,
    fixtureId: number,
    body: DeliveryCorrectionBody,
  ): Promise<DeliveryCorrectionResponse> {
    const now = this.clock();
    let published: LiveEvent[] = [];
    return orDryRun(async () => {
      const result = await this.ingest.scored(async (tx, afterCommit) => {
        const season = await this.season(actor.tenantId, tx);
        const fixture = await this.fixture(season, fixtureId, tx);
        if (season.sport !== 'cricket')
          throw conflict('CORRECTION_NOT_FOR_SPORT', 'Only a cricket match has deliveries', {
            sport: season.sport,
          });
        await lockSeasonScoring(tx, season.seasonId);
        const match = ((await fixtureReplay(tx, fixture.id)) ?? {}) as StoredMatch;
        if (!match.info?.fed)
          throw conflict('CORRECTION_NOT_FED', 'This match was not played through the feed');
        const people = match.info.registry?.people ?? {};
        const stored = match.innings?.[body.innings - 1]?.overs?.find((o) => o.over === body.over)
          ?.deliveries[body.ball - 1];
        if (!stored)
          throw new AppError(
            'NOT_FOUND',
            `No ball ${body.innings}:${body.over}.${body.ball} in the match`,
            { details: [{ code: 'FEED_UNKNOWN_DELIVERY', path: ['body'] }] },
          );
        const before = ballView(stored, body.ball, people);
        checkWickets(before, body);
        const message = feedMessage({
          provider: CONSOLE_PROVIDER,
          fixture: fixture.ref,
          sequence: 1,
          kind: 'cricket.correction',
          data: {
            deliveries: [
              {
                innings: body.innings,
                over: body.over,
                ball: body.ball,
                delivery: correctedBall(before, body),
              },
            ],
          },
        });
        // Unknown players and players of neither club are refused here, a player not listed for his
        // side by the feed's correction itself (FEED_PLAYER_NOT_IN_LINEUP), as a provider's would be.
        const resolved = await resolveMessage(tx, season, message);
        const [pointsBefore, managersBefore] = await Promise.all([
          this.repo.fixturePoints(tx, fixture.id),
          this.ops.managerPoints(actor.tenantId, fixture.roundId, tx),
        ]);
        published = await applyMessage(
          { tx, season, tenantId: actor.tenantId, now, live: this.ingest.live, afterCommit },
          resolved,
        );
        const [pointsAfter, managersAfter, replay] = await Promise.all([
          this.repo.fixturePoints(tx, fixture.id),
          this.ops.managerPoints(actor.tenantId, fixture.roundId, tx),
          fixtureReplay(tx, fixture.id),
        ]);
        const afterMatch = replay as StoredMatch;
        const afterBall = afterMatch.innings?.[body.innings - 1]?.overs?.find(
          (o) => o.over === body.over,
        )?.deliveries[body.ball - 1];
        const changedIds = [...new Set([...pointsBefore.keys(), ...pointsAfter.keys()])].filter(
          (id) => pointsBefore.get(id) !== pointsAfter.get(id),
        );
        const named = await this.ops.fixturePlayers({ ...fixture, seasonId: season.seasonId }, tx);
        const nameOf = new Map(named.map((p) => [p.id, p]));
        const { affected, example } = managerEffect(managersBefore, managersAfter);
        const result: DeliveryCorrectionResponse = {
          applied: !body.dry_run,
          fixture_id: fixture.id,
          innings: body.innings,
          over: body.over,
          ball: body.ball,
          before,
          after: afterBall ? ballView(afterBall, body.ball, people) : before,
          players: changedIds
            .map((id) => ({
              id,
              ref: nameOf.get(id)?.ref ?? '',
              name: nameOf.get(id)?.name ?? String(id),
              points_before: pointsBefore.get(id) ?? null,
              points_after: pointsAfter.get(id) ?? null,
            }))
            .sort((a, b) => a.name.localeCompare(b.name)),
          managers_affected: affected,
          example,
          rounds_rescored: published.filter((e) => e.type === 'round.scores').length,
        };
        if (body.dry_run) throw new DryRun(result);
        const at = { innings: body.innings, over: body.over, ball: body.ball };
        await this.audit.record(tx, {
          tenantId: actor.tenantId,
          staffId: actor.staffId,
          action: 'fixture.delivery_correction',
          targetType: 'fixture',
          targetId: String(fixture.id),
          before: {
            ...at,
            delivery: result.before,
            points: Object.fromEntries(result.players.map((p) => [p.ref, p.points_before])),
          },
          after: {
            ...at,
            delivery: result.after,
            points: Object.fromEntries(result.players.map((p) => [p.ref, p.points_after])),
            managers_affected: affected,
          },
          reason: body.reason,
        });
        return result;
      });
      for (const e of published) this.events.publish(e);
      return result;
    });
  }

  // ── postponing and re-dating a fixture ──

  /**
   * Postpones, puts back or re-dates a fixture not yet played as the feed's `fixture.update` (its round's
   * deadline follows its first kick-off, ADR 0041; a live soccer round is re-scored by what it changed,
   * ADR 0045); answered with what it does to the rounds: deadlines, each club's matches per round
   * (0: a blank round for it, 2+: a double), this tenant's teams holding a player of either club.
   */
  async reschedule(
    actor: Actor,
    fixtureId: number,
    body: FixtureScheduleBody,
  ): Promise<FixtureScheduleResponse> {
    const now = this.clock();
    const roundsMoved = { tenant_id: actor.tenantId, area: 'rounds', locale: null } as const;
    let published: LiveEvent[] = [];
    return orDryRun(async () => {
      const result = await this.ingest.scored(async (tx, afterCommit) => {
        const season = await this.season(actor.tenantId, tx);
        const fixture = await this.fixture(season, fixtureId, tx);
        const message = feedMessage({
          provider: CONSOLE_PROVIDER,
          fixture: fixture.ref,
          sequence: 1,
          kind: 'fixture.update',
          data: {
            ...(body.kickoff_at ? { kickoff_at: body.kickoff_at } : {}),
            ...(body.round !== undefined ? { round: body.round } : {}),
            ...(body.status ? { status: body.status } : {}),
          },
        });
        await lockSeasonScoring(tx, season.seasonId);
        const resolved = await resolveMessage(tx, season, message);
        const clubIds = [fixture.homeClubId, fixture.awayClubId];
        // The rounds it leaves and joins (an unknown or finished round is refused by the feed below).
        const target =
          body.round !== undefined && body.round !== fixture.round
            ? ((await roundByNumber(tx, season.seasonId, body.round)) ?? null)
            : null;
        const roundIds = [fixture.roundId, ...(target ? [target.id] : [])];
        const [deadlinesBefore, matchesBefore, managers] = await Promise.all([
          this.repo.roundDeadlines(tx, roundIds),
          this.repo.clubMatches(tx, clubIds, roundIds),
          this.repo.squadsWithClubPlayers(tx, actor.tenantId, clubIds, roundIds),
        ]);
        published = await applyMessage(
          { tx, season, tenantId: actor.tenantId, now, live: this.ingest.live, afterCommit },
          resolved,
        );
        const [after, deadlinesAfter, matchesAfter] = await Promise.all([
          this.ops.fixtureIn(season.seasonId, fixture.id, tx),
          this.repo.roundDeadlines(tx, roundIds),
          this.repo.clubMatches(tx, clubIds, roundIds),
        ]);
        const deadlineAfter = new Map(deadlinesAfter.map((d) => [d.id, d.deadlineAt]));
        const matchesAfterOf = new Map(matchesAfter.map((m) => [`${m.clubId}:${m.roundId}`, m]));
        const result: FixtureScheduleResponse = {
          applied: !body.dry_run,
          before: fixtureView(fixture),
          after: fixtureView(after!),
          deadlines: deadlinesBefore.map((d) => ({
            round: d.number,
            before: d.deadlineAt.toISOString(),
            after: (deadlineAfter.get(d.id) ?? d.deadlineAt).toISOString(),
          })),
          clubs: matchesBefore.map((m) => ({
            club: m.club,
            round: m.round,
            matches_before: m.matches,
            matches_after: matchesAfterOf.get(`${m.clubId}:${m.roundId}`)?.matches ?? m.matches,
          })),
          managers_with_players: managers,
        };
        if (body.dry_run) throw new DryRun(result);
        const view = (f: FixtureScheduleResponse['before']) => ({
          round: f.round,
          kickoff_at: f.kickoff_at,
          status: f.status,
        });
        await this.audit.record(tx, {
          tenantId: actor.tenantId,
          staffId: actor.staffId,
          action: 'fixture.reschedule',
          targetType: 'fixture',
          targetId: String(fixture.id),
          before: view(result.before),
          after: { ...view(result.after), clubs: result.clubs, deadlines: result.deadlines },
          reason: body.reason,
        });
        await this.changes.notify(tx, roundsMoved);
        return result;
      });
      this.changes.committed(roundsMoved);
      for (const e of published) this.events.publish(e);
      return result;
    });
  }
}
