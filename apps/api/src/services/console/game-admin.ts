// Leagues and season operations in the console (ADR 0046): search, rename and close leagues,
// remove a member (the manager is told by e-mail, as the app tells users things today); list rounds
// and move a deadline, with an answer that says what the move does.
import type { ConsoleLeague } from '@gameweek/contracts/admin-game';
import type { Database } from '@gameweek/db/create-db';
import { AppError } from '../../errors.ts';
import type { TenantChangeNotifier } from '../../jobs/tenant-changes.ts';
import type { ConsoleRepository } from '../../repositories/console-repository.ts';
import type { LeagueNotice } from '../mail/templates.ts';
import type { AuditService } from './audit.ts';
import type { Informed, LeagueNotifier } from './league-notice.ts';
import type { Actor } from './staff-admin.ts';

type LeagueRead = NonNullable<Awaited<ReturnType<ConsoleRepository['leagueIn']>>>;
type RoundRead = Awaited<ReturnType<ConsoleRepository['roundsOf']>>[number];

const leagueView = (r: LeagueRead): ConsoleLeague => ({
  id: r.league.id,
  name: r.league.name,
  kind: r.league.kind,
  invite_code: r.league.inviteCode,
  system: r.league.system,
  members: r.members,
  owner:
    r.league.ownerUserId !== null
      ? { user_id: r.league.ownerUserId, name: r.ownerName ?? '' }
      : null,
  closed_at: r.league.closedAt?.toISOString() ?? null,
  created_at: r.league.createdAt.toISOString(),
});

const roundView = (r: RoundRead) => ({
  id: r.round.id,
  number: r.round.number,
  name: r.round.name,
  status: r.round.status,
  opens_at: r.round.opensAt.toISOString(),
  deadline_at: r.round.deadlineAt.toISOString(),
  first_kickoff_at: r.firstKickoffAt ? new Date(r.firstKickoffAt).toISOString() : null,
  finalised_at: r.round.finalisedAt?.toISOString() ?? null,
  saved_teams: r.savedTeams,
});

export interface SeasonOf {
  /** The tenant's season, or null when it has none. */
  seasonId: number | null;
  superAdmin: boolean;
}

export class GameAdminService {
  constructor(
    private readonly db: Database,
    private readonly repo: ConsoleRepository,
    private readonly audit: AuditService,
    private readonly notifier: LeagueNotifier,
    private readonly clock: () => Date,
    /** A moved deadline: every instance reads the rounds again (TenantService, ADR 0059). */
    private readonly changes: TenantChangeNotifier,
  ) {}

  // ── leagues ──

  async searchLeagues(tenantId: number, q: string, limit: number) {
    return { leagues: (await this.repo.searchLeagues(tenantId, q, limit)).map(leagueView) };
  }

  private async leagueIn(tenantId: number, leagueId: number, tx?: Database) {
    const l = await this.repo.leagueIn(tenantId, leagueId, tx);
    if (!l) throw new AppError('LEAGUE_NOT_FOUND', 'League not found');
    return l;
  }

  async league(tenantId: number, leagueId: number) {
    const l = await this.leagueIn(tenantId, leagueId);
    const members = await this.repo.leagueMembers(leagueId);
    return {
      league: leagueView(l),
      members: members.map((m) => ({
        user_id: m.userId,
        squad_id: m.squadId,
        manager_name: m.managerName,
        team_name: m.teamName,
        joined_at: m.joinedAt.toISOString(),
      })),
    };
  }

  private privateLeague(l: LeagueRead): void {
    if (l.league.system) {
      throw new AppError('FORBIDDEN', 'The overall league is the tenant’s own: it cannot change', {
        details: [{ code: 'SYSTEM_LEAGUE' }],
      });
    }
  }

  /** The league's manager (its owner) told what support did, when the league has one. */
  private tellOwner(l: LeagueRead, notice: LeagueNotice, productName: string): Promise<Informed> {
    if (l.league.ownerUserId === null) return Promise.resolve('none');
    return this.notifier.inform(
      { email: l.ownerEmail, msisdn: l.ownerMsisdn, language: l.ownerLanguage ?? 'en' },
      notice,
      productName,
    );
  }

  /** Renamed (an offensive name); the league's manager is told. */
  async rename(actor: Actor, leagueId: number, name: string, reason: string, productName: string) {
    const { before, after } = await this.db.transaction(async (tx) => {
      const l = await this.leagueIn(actor.tenantId, leagueId, tx);
      this.privateLeague(l);
      await this.repo.renameLeague(leagueId, name, tx);
      await this.audit.record(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: 'league.rename',
        targetType: 'league',
        targetId: String(leagueId),
        before: { name: l.league.name },
        after: { name },
        reason,
      });
      return { before: l, after: (await this.repo.leagueIn(actor.tenantId, leagueId, tx))! };
    });
    const informed =
      before.league.name === name
        ? ('none' as const)
        : await this.tellOwner(
            after,
            { kind: 'leagueRenamed', old: before.league.name, league: name },
            productName,
          );
    return { ...leagueView(after), informed };
  }

  /** Closed: its invite code is dead; members keep their standings; the manager is told. */
  async close(actor: Actor, leagueId: number, reason: string, productName: string) {
    const after = await this.db.transaction(async (tx) => {
      const l = await this.leagueIn(actor.tenantId, leagueId, tx);
      this.privateLeague(l);
      if (l.league.closedAt) {
        throw new AppError('CONFLICT', 'The league is closed already', {
          details: [{ code: 'LEAGUE_CLOSED' }],
        });
      }
      const at = this.clock();
      await this.repo.closeLeague(leagueId, at, tx);
      await this.audit.record(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: 'league.close',
        targetType: 'league',
        targetId: String(leagueId),
        before: { closed_at: null },
        after: { closed_at: at.toISOString() },
        reason,
      });
      return (await this.repo.leagueIn(actor.tenantId, leagueId, tx))!;
    });
    const informed = await this.tellOwner(
      after,
      { kind: 'leagueClosed', league: after.league.name },
      productName,
    );
    return { ...leagueView(after), informed };
  }

  /** The member's team leaves the league; the manager is told (e-mail, else SMS). */
  async removeMember(
    actor: Actor,
    leagueId: number,
    userId: number,
    reason: string,
    productName: string,
  ) {
    const removed = await this.db.transaction(async (tx) => {
      const l = await this.leagueIn(actor.tenantId, leagueId, tx);
      this.privateLeague(l);
      const member = await this.repo.memberOf(leagueId, userId, tx);
      if (!member || !(await this.repo.removeMember(leagueId, member.squadId, tx))) {
        throw new AppError('NOT_MEMBER', 'This manager is not in the league');
      }
      await this.audit.record(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: 'league.remove_member',
        targetType: 'league',
        targetId: String(leagueId),
        before: { user_id: userId, squad_id: member.squadId, member: true },
        after: { user_id: userId, squad_id: member.squadId, member: false },
        reason,
      });
      return { league: l.league.name, member };
    });
    const informed = await this.notifier.inform(
      removed.member,
      { kind: 'memberRemoved', league: removed.league, team: removed.member.teamName },
      productName,
    );
    return { league_id: leagueId, user_id: userId, informed };
  }

  // ── season operations ──

  private seasonOf(season: SeasonOf): number {
    if (season.seasonId === null) throw new AppError('NOT_FOUND', 'This tenant has no season');
    return season.seasonId;
  }

  async rounds(tenantId: number, season: SeasonOf) {
    const seasonId = this.seasonOf(season);
    const [rows, shared] = await Promise.all([
      this.repo.roundsOf(tenantId, seasonId),
      this.repo.tenantsSharingSeason(seasonId, tenantId),
    ]);
    return { season_id: seasonId, shared_with_tenants: shared, rounds: rows.map(roundView) };
  }

  /**
   * Moves a round's deadline. Only before the round locks (NOT_STARTED or OPEN): once locked, teams
   * are carried over and the round is played, so a live round's deadline cannot move. The new one
   * must be in the future, after the round opens and the previous deadline, and no later than the
   * first kick-off. Saved teams are kept either way. A season other tenants play moves for them
   * too: only a super-admin may do that, and says so with confirm_shared.
   */
  async moveDeadline(
    actor: Actor,
    season: SeasonOf,
    roundId: number,
    body: { deadline_at: string; reason: string; confirm_shared: boolean },
  ) {
    const seasonId = this.seasonOf(season);
    const deadline = new Date(body.deadline_at);
    const now = this.clock();
    // The rounds are the season's: every tenant playing it reads them again.
    const roundsMoved = { tenant_id: actor.tenantId, area: 'rounds', locale: null } as const;
    const result = await this.db.transaction(async (tx) => {
      const found = await this.repo.roundForMove(seasonId, roundId, tx);
      if (!found) throw new AppError('NOT_FOUND', 'No such round in this tenant’s season');
      const { round, firstKickoffAt, previousDeadlineAt } = found;
      if (round.status !== 'NOT_STARTED' && round.status !== 'OPEN') {
        throw new AppError(
          'CONFLICT',
          `${round.name} is ${round.status}: its deadline has passed`,
          {
            details: [{ code: 'ROUND_LOCKED', params: { status: round.status } }],
          },
        );
      }
      const invalid = (code: string, params: Record<string, string>) =>
        new AppError('VALIDATION_FAILED', 'The new deadline is not possible', {
          details: [{ code, path: ['body', 'deadline_at'], params }],
        });
      if (deadline.getTime() <= now.getTime())
        throw invalid('DEADLINE_IN_PAST', { now: now.toISOString() });
      if (deadline.getTime() <= round.opensAt.getTime())
        throw invalid('DEADLINE_BEFORE_OPENING', { opens_at: round.opensAt.toISOString() });
      if (previousDeadlineAt && deadline.getTime() <= previousDeadlineAt.getTime())
        throw invalid('DEADLINE_BEFORE_PREVIOUS', {
          previous_deadline_at: previousDeadlineAt.toISOString(),
        });
      if (firstKickoffAt && deadline.getTime() > firstKickoffAt.getTime())
        throw invalid('DEADLINE_AFTER_KICKOFF', { first_kickoff_at: firstKickoffAt.toISOString() });
      const shared = await this.repo.tenantsSharingSeason(seasonId, actor.tenantId, tx);
      if (shared > 0 && !(season.superAdmin && body.confirm_shared)) {
        throw new AppError(
          'FORBIDDEN',
          `${shared} other tenant(s) play this season: a super-admin moves its deadlines`,
          { details: [{ code: 'SEASON_SHARED', params: { tenants: shared } }] },
        );
      }
      const moved = await this.repo.setDeadline(round.id, deadline, tx);
      const saved = await this.repo.savedTeams(actor.tenantId, round.id, tx);
      await this.audit.record(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: 'round.deadline',
        targetType: 'round',
        targetId: String(round.id),
        before: { deadline_at: round.deadlineAt.toISOString() },
        after: { deadline_at: deadline.toISOString(), other_tenants: shared },
        reason: body.reason,
      });
      const effects: {
        code:
          | 'SAVED_TEAMS_KEPT'
          | 'EDIT_WINDOW_SHORTER'
          | 'EDIT_WINDOW_LONGER'
          | 'ROUND_NOT_OPEN_YET'
          | 'OTHER_TENANTS_AFFECTED'
          | 'ROUND_IN_PLAY_UNCHANGED';
        params?: Record<string, string | number>;
      }[] = [{ code: 'SAVED_TEAMS_KEPT', params: { saved_teams: saved } }];
      const diff = Math.round((deadline.getTime() - round.deadlineAt.getTime()) / 60_000);
      if (diff < 0) effects.push({ code: 'EDIT_WINDOW_SHORTER', params: { minutes: -diff } });
      if (diff > 0) effects.push({ code: 'EDIT_WINDOW_LONGER', params: { minutes: diff } });
      if (round.status === 'NOT_STARTED')
        effects.push({
          code: 'ROUND_NOT_OPEN_YET',
          params: { opens_at: round.opensAt.toISOString() },
        });
      if (shared > 0) effects.push({ code: 'OTHER_TENANTS_AFFECTED', params: { tenants: shared } });
      // A round being played keeps its teams and live scores: only this round's deadline moved.
      const inPlay = await this.repo.roundInPlay(seasonId, tx);
      if (inPlay)
        effects.push({ code: 'ROUND_IN_PLAY_UNCHANGED', params: { round: inPlay.number } });
      await this.changes.notify(tx, roundsMoved);
      return {
        round: roundView({ round: moved, firstKickoffAt, savedTeams: saved }),
        previous_deadline_at: round.deadlineAt.toISOString(),
        effects,
      };
    });
    this.changes.committed(roundsMoved);
    return result;
  }
}
