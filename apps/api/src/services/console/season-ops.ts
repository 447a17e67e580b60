// The console's season operations (issue 22, ADR 0053). Nothing here has its own way of changing the
// season: the feed status is the feed's FeedStatusService; finalising is the season clock's finalise
// step; a stat correction is a `soccer.correction` message resolved and applied by the feed's own
// resolveMessage/applyMessage (jobs/soccer-scoring.ts scores it), under the season's scoring lock, in one
// transaction with its audit entry. A dry run is the same transaction rolled back.
import type {
  OpsFeedStatusResponse,
  OpsFixture,
  OpsFixtureStatsResponse,
  OpsRoundFixturesResponse,
  StatCorrectionResponse,
} from '@gameweek/contracts/admin-ops';
import { CORRECTABLE_STATS } from '@gameweek/contracts/admin-ops';
import { FeedMessageSchema } from '@gameweek/contracts/feed';
import type { Database } from '@gameweek/db/create-db';
import { AppError } from '../../errors.ts';
import type { LiveEvent, LiveEvents } from '../../jobs/live-events.ts';
import { finaliseRoundNow } from '../../jobs/season-clock.ts';
import type {
  ConsoleOpsRepository,
  OpsFixtureRow,
} from '../../repositories/console-ops-repository.ts';
import { tenantFeedSeason } from '../../repositories/feed-repository.ts';
import { unfinishedFixtures } from '../../repositories/fixture-repository.ts';
import { previousRoundFinal } from '../../repositories/round-repository.ts';
import { lockSeasonScoring } from '../../repositories/scoring-repository.ts';
import { applyMessage, resolveMessage } from '../feed/feed-apply.ts';
import type { FeedIngest } from '../feed/feed-ingest.ts';
import type { FeedStatusService } from '../feed/feed-status.ts';
import type { AuditService } from './audit.ts';
import { DryRun, managerEffect, orDryRun } from './correction-effect.ts';
import type { Actor } from './staff-admin.ts';

/** The provider name a console correction's message carries (never a key's: it is not sent over HTTP). */
export const CONSOLE_PROVIDER = 'console';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function fixtureView(f: OpsFixtureRow): OpsFixture {
  return {
    id: f.id,
    ref: f.ref,
    round: f.round,
    round_id: f.roundId,
    home: { name: f.homeName, short_name: f.homeShort },
    away: { name: f.awayName, short_name: f.awayShort },
    kickoff_at: f.kickoffAt.toISOString(),
    status: f.status,
    minute: f.minute,
    home_score: f.homeScore,
    away_score: f.awayScore,
    finished_at: iso(f.finishedAt),
  };
}

const notFound = (what: string) => new AppError('NOT_FOUND', `No such ${what} in this season`);

export class SeasonOpsService {
  constructor(
    private readonly db: Database,
    private readonly repo: ConsoleOpsRepository,
    private readonly feedStatus: FeedStatusService,
    private readonly audit: AuditService,
    private readonly events: LiveEvents,
    private readonly clock: () => Date,
    /** The feed's scoring transaction (its live scores in memory, ADR 0049): a correction is a feed message. */
    private readonly ingest: Pick<FeedIngest, 'scored' | 'live'>,
  ) {}

  private async season(tenantId: number, tx: Database = this.db) {
    const season = await tenantFeedSeason(tx, tenantId);
    if (!season) throw new AppError('NOT_FOUND', 'This tenant has no season');
    return season;
  }

  // ── feed status ──

  async feed(tenantId: number): Promise<OpsFeedStatusResponse> {
    const [feed, keys] = await Promise.all([
      this.feedStatus.status(tenantId),
      this.repo.keysWithLastCall(tenantId),
    ]);
    const named = await this.repo.fixturesByRefs(
      feed.fixtures
        .filter((f) => !f.fixture.startsWith('season:'))
        .map((f) => ({ seasonId: f.season_id, ref: f.fixture })),
    );
    return {
      feed,
      keys: keys.map((k) => ({
        key_id: k.key_id,
        provider: k.provider,
        created_at: iso(k.created_at)!,
        retires_at: iso(k.retires_at),
        last_call:
          k.at === null
            ? null
            : {
                at: iso(k.at)!,
                method: k.method ?? '',
                path: k.path ?? '',
                status_code: Number(k.status_code ?? 0),
                outcome: k.outcome ?? '',
              },
      })),
      fixtures: named.map((f) => ({ ...fixtureView(f), season_id: f.seasonId })),
    };
  }

  // ── a round's fixtures, finalising ──

  async roundFixtures(tenantId: number, roundId: number): Promise<OpsRoundFixturesResponse> {
    const season = await this.season(tenantId);
    const round = await this.repo.roundIn(season.seasonId, roundId);
    if (!round) throw notFound('round');
    const [list, unfinished, previousFinal] = await Promise.all([
      this.repo.roundFixtures(round.id),
      unfinishedFixtures(this.db, round.id),
      previousRoundFinal(this.db, season.seasonId, round.number),
    ]);
    return {
      round: {
        id: round.id,
        number: round.number,
        status: round.status,
        finalised_at: iso(round.finalisedAt),
      },
      finalise: {
        ready:
          (round.status === 'LOCKED' || round.status === 'LIVE') &&
          unfinished === 0 &&
          previousFinal,
        unfinished,
        previous_final: previousFinal,
      },
      fixtures: list.map(fixtureView),
    };
  }

  /**
   * Finalises a round now with the clock's own step: final scores, ranks, head-to-head. Idempotent: a
   * round already final answers changed=false and records nothing. Refused (409) while the round has
   * not been played (ROUND_NOT_PLAYED), has fixtures to finish (FIXTURES_UNFINISHED) or follows a round
   * not final (PREVIOUS_ROUND_NOT_FINAL).
   */
  async finalise(actor: Actor, roundId: number, reason: string) {
    const now = this.clock();
    let published: LiveEvent[] = [];
    const result = await this.db.transaction(async (tx) => {
      const season = await this.season(actor.tenantId, tx);
      await lockSeasonScoring(tx, season.seasonId);
      const round = await this.repo.roundIn(season.seasonId, roundId, tx);
      if (!round) throw notFound('round');
      if (round.finalisedAt)
        return {
          round_id: round.id,
          status: round.status,
          finalised_at: round.finalisedAt.toISOString(),
          changed: false,
        };
      const refuse = (code: string, message: string, params?: Record<string, unknown>) =>
        new AppError('CONFLICT', message, { details: [{ code, ...(params ? { params } : {}) }] });
      if (round.status !== 'LOCKED' && round.status !== 'LIVE')
        throw refuse('ROUND_NOT_PLAYED', 'The round has not been played', {
          status: round.status,
        });
      const unfinished = await unfinishedFixtures(tx, round.id);
      if (unfinished > 0)
        throw refuse('FIXTURES_UNFINISHED', `${unfinished} fixture(s) still to finish`, {
          fixtures: unfinished,
        });
      if (!(await previousRoundFinal(tx, season.seasonId, round.number)))
        throw refuse('PREVIOUS_ROUND_NOT_FINAL', 'The round before is not final yet');
      published = await finaliseRoundNow(tx, round.id, now);
      const after = await this.repo.roundIn(season.seasonId, roundId, tx);
      if (!after?.finalisedAt) throw new Error(`round ${round.id} was not finalised`);
      await this.audit.record(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: 'round.finalise',
        targetType: 'round',
        targetId: String(round.id),
        before: { status: round.status, finalised_at: null },
        after: { status: after.status, finalised_at: after.finalisedAt.toISOString() },
        reason,
      });
      return {
        round_id: round.id,
        status: after.status,
        finalised_at: after.finalisedAt.toISOString(),
        changed: true,
      };
    });
    for (const e of published) this.events.publish(e);
    return result;
  }

  // ── stat corrections ──

  async fixtureStats(tenantId: number, fixtureId: number): Promise<OpsFixtureStatsResponse> {
    const season = await this.season(tenantId);
    const fixture = await this.repo.fixtureIn(season.seasonId, fixtureId);
    if (!fixture) throw notFound('fixture');
    const list = await this.repo.fixturePlayers({ ...fixture, seasonId: season.seasonId });
    return {
      fixture: fixtureView(fixture),
      sport: season.sport,
      stat_keys: season.sport === 'soccer' ? [...CORRECTABLE_STATS.soccer] : [],
      players: list.map((p) => ({
        id: p.id,
        ref: p.ref,
        name: p.name,
        club: p.club,
        position: p.position,
        stats: { ...(p.stats ?? {}) },
        points: p.points,
      })),
    };
  }

  /**
   * Corrects one player's stats in a finished fixture: the stats given replace the stored ones (the
   * others stay). Applied as the feed applies a `soccer.correction` — the fixture's points, then every
   * scored round from its own on, final rounds again final — and answered with the re-score it caused in
   * this tenant. `dryRun`: the same, rolled back.
   */
  async correct(
    actor: Actor,
    fixtureId: number,
    body: { player_id: number; stats: Record<string, number>; reason: string; dry_run: boolean },
  ): Promise<StatCorrectionResponse> {
    const now = this.clock();
    let published: LiveEvent[] = [];
    return orDryRun(async () => {
      const result = await this.ingest.scored(async (tx, afterCommit) => {
        const season = await this.season(actor.tenantId, tx);
        const fixture = await this.repo.fixtureIn(season.seasonId, fixtureId, tx);
        if (!fixture) throw notFound('fixture');
        if (season.sport !== 'soccer')
          throw new AppError('CONFLICT', 'Cricket is corrected ball by ball by its provider', {
            details: [{ code: 'CORRECTION_NOT_FOR_SPORT', params: { sport: season.sport } }],
          });
        const unknown = Object.keys(body.stats).filter(
          (k) => !(CORRECTABLE_STATS.soccer as readonly string[]).includes(k),
        );
        if (unknown.length > 0)
          throw new AppError('VALIDATION_FAILED', 'Not a stat of the sport', {
            details: [
              { code: 'UNKNOWN_STAT', path: ['body', 'stats'], params: { stats: unknown } },
            ],
          });
        const players = await this.repo.fixturePlayers(
          { ...fixture, seasonId: season.seasonId },
          tx,
        );
        const player = players.find((p) => p.id === body.player_id);
        if (!player) throw notFound('player in this fixture');
        const statsBefore: Record<string, number> = Object.fromEntries(
          Object.entries(player.stats ?? {}).map(([k, v]) => [k, Number(v)]),
        );
        const statsAfter = { ...statsBefore, ...body.stats };
        // The feed's own message, checked by the feed's own schema.
        const message = FeedMessageSchema.parse({
          provider: CONSOLE_PROVIDER,
          fixture: fixture.ref,
          sequence: 1,
          kind: 'soccer.correction',
          data: { players: [{ player: player.ref, stats: statsAfter }] },
        });
        await lockSeasonScoring(tx, season.seasonId);
        const resolved = await resolveMessage(tx, season, message);
        const managersBefore = await this.repo.managerPoints(actor.tenantId, fixture.roundId, tx);
        published = await applyMessage(
          { tx, season, tenantId: actor.tenantId, now, live: this.ingest.live, afterCommit },
          resolved,
        );
        const managersAfter = await this.repo.managerPoints(actor.tenantId, fixture.roundId, tx);
        const playerAfter = await this.repo.playerInFixture(fixture.id, player.id, tx);
        const { affected, example } = managerEffect(managersBefore, managersAfter);
        const result: StatCorrectionResponse = {
          applied: !body.dry_run,
          fixture_id: fixture.id,
          player_id: player.id,
          stats_before: statsBefore,
          stats_after: statsAfter,
          player_points_before: player.points,
          player_points_after: playerAfter?.points ?? null,
          managers_affected: affected,
          example,
          rounds_rescored: published.filter((e) => e.type === 'round.scores').length,
        };
        if (body.dry_run) throw new DryRun(result);
        await this.audit.record(tx, {
          tenantId: actor.tenantId,
          staffId: actor.staffId,
          action: 'fixture.correction',
          targetType: 'fixture',
          targetId: String(fixture.id),
          before: {
            player_id: player.id,
            stats: statsBefore,
            points: player.points,
          },
          after: {
            player_id: player.id,
            stats: statsAfter,
            points: result.player_points_after,
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
}
