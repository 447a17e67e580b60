import { randomInt } from 'node:crypto';
import { PG_INT_MAX } from '@gameweek/contracts/common';
import type {
  CreateLeagueBody,
  Game,
  GamesResponse,
  LeaderboardResponse,
  LeagueResponse,
  StandingRow,
} from '@gameweek/contracts/leagues';
import type { Database } from '@gameweek/db/create-db';
import { LRUCache } from 'lru-cache';
import { AppError } from '../errors.ts';
import { isUniqueViolation } from '../lib/pg-errors.ts';
import type {
  Cursor,
  LeagueRepository,
  LeagueRow,
  StandingRecord,
} from '../repositories/league-repository.ts';
import type { SquadRepository } from '../repositories/squad-repository.ts';
import type { SessionUser } from '../repositories/user-repository.ts';
import type { TenantContext, TenantService } from './tenant-service.ts';
import type { UserStatusService } from './user-status-service.ts';

/** The caller's squad as already read (undefined: the user has none this season). */
interface KnownSquad {
  squad: { id: number } | undefined;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newInviteCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(`${c.total}:${c.squadId}`).toString('base64url');
}

export function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  // Totals are whole or half points (cricket vice-captain ×1.5, ADR 0015).
  const m = /^(-?\d{1,12}(?:\.5)?):(\d{1,10})$/.exec(Buffer.from(raw, 'base64url').toString());
  // The squad id is an int4 in the query: a larger one would fail there as a 500.
  if (!m || Number(m[2]) > PG_INT_MAX) {
    throw new AppError('VALIDATION_FAILED', 'Invalid cursor', {
      details: [{ code: 'invalid_cursor', path: ['querystring', 'cursor'] }],
    });
  }
  return { total: Number(m[1]), squadId: Number(m[2]) };
}

function row(r: StandingRecord): StandingRow {
  return {
    rank: r.rank,
    previous_rank: r.previousRank,
    movement: r.previousRank === null ? 0 : r.previousRank - r.rank,
    squad_id: r.squadId,
    user_id: r.userId,
    manager_name: r.managerName,
    team_name: r.teamName,
    round_points: r.roundPoints,
    total: r.total,
  };
}

/** Leagues (classic and head-to-head), their standings and the tenant-wide leaderboard. */
export class LeagueService {
  /**
   * Latest scored round and manager count per tenant and season: read by every leaderboard page, moved
   * by the clock.
   */
  private readonly scoredCache = new LRUCache<
    string,
    { value: Promise<{ roundId?: number; managers: number }>; expires: number }
  >({ max: 10_000 });

  constructor(
    private readonly db: Database,
    private readonly leagues: LeagueRepository,
    private readonly squads: SquadRepository,
    private readonly tenants: TenantService,
    private readonly statuses: UserStatusService,
  ) {}

  /** The latest scored round of the tenant's season (its current one, or one played before). */
  private scored(
    tenantId: number,
    seasonId: number,
  ): Promise<{ roundId?: number; managers: number }> {
    const now = Date.now();
    const key = `${tenantId}:${seasonId}`;
    const hit = this.scoredCache.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = (async () => {
      const roundId = await this.leagues.latestScoredRound(tenantId, seasonId);
      const managers = roundId ? await this.leagues.managersInHistogram(tenantId, roundId) : 0;
      return roundId ? { roundId, managers } : { managers };
    })();
    this.scoredCache.set(key, { value, expires: now + 1_000 });
    value.catch(() => this.scoredCache.delete(key));
    return value;
  }

  /** Called when the clock scores a round, so ranks are read from it at once on this instance. */
  forgetScoredRounds(): void {
    this.scoredCache.clear();
  }

  private season(ctx: TenantContext) {
    if (!ctx.season) throw new AppError('NO_OPEN_ROUND', 'This service has no season configured');
    return ctx.season;
  }

  private async myOverallRow(
    user: SessionUser,
    ctx: TenantContext,
    roundId: number,
    known?: KnownSquad,
  ) {
    const squad = known ? known.squad : await this.mySquad(user, ctx);
    return squad ? this.leagues.overallRow(squad.id, roundId) : undefined;
  }

  private async mySquad(user: SessionUser, ctx: TenantContext) {
    return this.squads.findByUser(user.userId, this.season(ctx).seasonId);
  }

  async overall(
    ctx: TenantContext,
    user: SessionUser | null,
    cursorRaw: string | undefined,
    limit: number,
    /** The user's squad when the caller already read it. */
    known?: KnownSquad,
    /** A season the tenant played before the current one: its leaderboard stays readable (ADR 0041). */
    seasonId?: number,
  ): Promise<LeaderboardResponse> {
    const cursor = decodeCursor(cursorRaw);
    const past = seasonId !== undefined && seasonId !== ctx.season?.seasonId;
    const season = past ? seasonId : ctx.season?.seasonId;
    if (season === undefined)
      return { round: null, rows: [], me: null, next_cursor: null, total_managers: 0 };
    const { roundId, managers: total } = await this.scored(ctx.tenant.id, season);
    if (!roundId) return { round: null, rows: [], me: null, next_cursor: null, total_managers: 0 };
    const mine = async (u: SessionUser) => {
      if (!past) return this.myOverallRow(u, ctx, roundId, known);
      const squad = await this.squads.findByUser(u.userId, season);
      return squad ? this.leagues.overallRow(squad.id, roundId) : undefined;
    };
    const [rows, me, round] = await Promise.all([
      this.leagues.overallPage(ctx.tenant.id, roundId, cursor, limit),
      user ? mine(user) : undefined,
      this.tenants.roundOf(roundId),
    ]);
    const last = rows.at(-1);
    return {
      round: round ? { id: round.id, number: round.number, name: round.name } : null,
      rows: rows.map(row),
      me: me ? row(me) : null,
      next_cursor:
        rows.length === limit && last
          ? encodeCursor({ total: last.total, squadId: last.squadId })
          : null,
      total_managers: total,
    };
  }

  async standings(
    ctx: TenantContext,
    league: LeagueRow,
    user: SessionUser,
    cursorRaw: string | undefined,
    limit: number,
    /** The user's squad (and the league's member count) when the caller already read them. */
    known?: KnownSquad & { members: number },
  ): Promise<LeaderboardResponse> {
    if (league.system) return this.overall(ctx, user, cursorRaw, limit, known);
    const cursor = decodeCursor(cursorRaw);
    const [{ roundId }, squad, members] = await Promise.all([
      this.scored(ctx.tenant.id, league.seasonId),
      known ? known.squad : this.mySquad(user, ctx),
      known ? known.members : this.leagues.memberCount(league.id),
    ]);
    if (!roundId) {
      return { round: null, rows: [], me: null, next_cursor: null, total_managers: members };
    }
    const rounds = await this.leagues.roundsFor(league, roundId);
    const [rows, me, round] = await Promise.all([
      this.leagues.leaguePage(league.id, rounds, cursor, limit),
      squad ? this.leagues.leagueRow(league.id, rounds, squad.id) : undefined,
      this.tenants.roundOf(roundId),
    ]);
    let out = rows.map(row);
    if (league.kind === 'h2h') out = await this.withH2h(league.id, out);
    const last = rows.at(-1);
    return {
      round: round ? { id: round.id, number: round.number, name: round.name } : null,
      rows: out,
      me: me ? row(me) : null,
      next_cursor:
        rows.length === limit && last
          ? encodeCursor({ total: last.total, squadId: last.squadId })
          : null,
      total_managers: members,
    };
  }

  /** H2H tables rank by league points (3 win, 1 draw), then total points. */
  private async withH2h(leagueId: number, rows: StandingRow[]): Promise<StandingRow[]> {
    const matches = await this.leagues.h2hMatches(leagueId);
    const table = new Map<number, { lp: number; w: number; d: number; l: number }>();
    const add = (squadId: number, result: number | null) => {
      if (result === null) return;
      const t = table.get(squadId) ?? { lp: 0, w: 0, d: 0, l: 0 };
      t.lp += result;
      if (result === 3) t.w++;
      else if (result === 1) t.d++;
      else t.l++;
      table.set(squadId, t);
    };
    for (const m of matches) {
      add(m.homeSquadId, m.homeResult);
      if (m.awaySquadId !== null) add(m.awaySquadId, m.awayResult);
    }
    const withTable = rows.map((r) => {
      const t = table.get(r.squad_id) ?? { lp: 0, w: 0, d: 0, l: 0 };
      return { ...r, league_points: t.lp, won: t.w, drawn: t.d, lost: t.l };
    });
    withTable.sort(
      (a, b) => b.league_points - a.league_points || b.total - a.total || a.squad_id - b.squad_id,
    );
    let rank = 0;
    withTable.forEach((r, i) => {
      const prev = withTable[i - 1];
      if (!prev || prev.league_points !== r.league_points || prev.total !== r.total) rank = i + 1;
      r.rank = rank;
    });
    return withTable;
  }

  async games(ctx: TenantContext, user: SessionUser): Promise<GamesResponse> {
    // Squad, leagues with member counts and the active league: one statement.
    const mine = await this.leagues.userLeagues(user.userId, this.season(ctx).seasonId);
    if (mine.squadId === null) return { games: [], active_id: null };
    const squad = { id: mine.squadId };
    const list = mine.leagues;
    const activeId = mine.activeLeagueId;
    const { roundId, managers: totalManagers } = await this.scored(
      ctx.tenant.id,
      this.season(ctx).seasonId,
    );
    const active = list.some((l) => l.id === activeId) ? activeId : (list[0]?.id ?? null);
    const games: Game[] = [];
    for (const l of list) {
      let me: StandingRecord | undefined;
      if (roundId) {
        me = l.system
          ? await this.leagues.overallRow(squad.id, roundId)
          : await this.leagues.leagueRow(l.id, await this.leagues.roundsFor(l, roundId), squad.id);
      }
      games.push({
        id: l.id,
        name: l.name,
        kind: l.kind,
        system: l.system,
        invite_code: l.system ? null : l.inviteCode,
        members: l.system ? totalManagers : l.members,
        rank: me?.rank ?? null,
        previous_rank: me?.previousRank ?? null,
        total: me?.total ?? null,
        active: l.id === active,
        owner: l.ownerUserId === user.userId,
      });
    }
    return { games, active_id: active };
  }

  async switchActive(
    ctx: TenantContext,
    user: SessionUser,
    leagueId: number,
  ): Promise<GamesResponse> {
    const squad = await this.mySquad(user, ctx);
    if (!squad || !(await this.leagues.isMember(leagueId, squad.id))) {
      throw new AppError('NOT_MEMBER', 'You are not in this league');
    }
    await this.leagues.setActiveLeague(user.userId, leagueId);
    return this.games(ctx, user);
  }

  async create(
    ctx: TenantContext,
    user: SessionUser,
    body: CreateLeagueBody,
  ): Promise<LeagueResponse> {
    this.statuses.assertCanPlay(user.status);
    const season = this.season(ctx);
    const squad = await this.mySquad(user, ctx);
    if (!squad) throw new AppError('CONFLICT', 'Build your team before creating a league');
    const { next, current } = await this.tenants.roundsOf(season.seasonId);
    const start = next ?? current;
    if (!start) throw new AppError('NO_OPEN_ROUND', 'The season has no rounds');
    for (let attempt = 0; ; attempt++) {
      try {
        const league = await this.db.transaction(async (tx) => {
          const l = await this.leagues.insert(
            {
              tenantId: ctx.tenant.id,
              seasonId: season.seasonId,
              name: body.name,
              kind: body.kind,
              inviteCode: newInviteCode(),
              ownerUserId: user.userId,
              startRoundId: start.id,
            },
            tx,
          );
          await this.leagues.addMember(l.id, squad.id, tx);
          return l;
        });
        return this.detail(ctx, user, league.id, undefined, 50);
      } catch (err) {
        if (isUniqueViolation(err) && attempt < 3) continue; // invite code collision
        throw err;
      }
    }
  }

  async join(ctx: TenantContext, user: SessionUser, code: string): Promise<LeagueResponse> {
    this.statuses.assertCanPlay(user.status);
    const league = await this.leagues.findByCode(code);
    // A league the operator's staff closed (ADR 0046) takes nobody new: its code is dead.
    if (!league || league.tenantId !== ctx.tenant.id || league.system || league.closedAt) {
      throw new AppError('LEAGUE_NOT_FOUND', 'No league has this invite code', {
        details: [{ code: 'LEAGUE_NOT_FOUND', path: ['body', 'code'] }],
      });
    }
    const squad = await this.mySquad(user, ctx);
    if (!squad) throw new AppError('CONFLICT', 'Build your team before joining a league');
    if (!(await this.leagues.addMember(league.id, squad.id))) {
      throw new AppError('ALREADY_MEMBER', 'You are already in this league');
    }
    return this.detail(ctx, user, league.id, undefined, 50);
  }

  async leave(ctx: TenantContext, user: SessionUser, leagueId: number): Promise<void> {
    const league = await this.leagues.findById(leagueId);
    if (!league || league.tenantId !== ctx.tenant.id)
      throw new AppError('LEAGUE_NOT_FOUND', 'League not found');
    if (league.system)
      throw new AppError('FORBIDDEN', 'The overall league cannot be left', {
        redirect: '/leaderboard',
      });
    const squad = await this.mySquad(user, ctx);
    if (!squad || !(await this.leagues.removeMember(league.id, squad.id))) {
      throw new AppError('NOT_MEMBER', 'You are not in this league');
    }
    if ((await this.leagues.activeLeagueId(user.userId)) === league.id)
      await this.leagues.setActiveLeague(user.userId, null);
  }

  /** One standings page of a league the user may see (any member; everyone for the overall league). */
  async standingsOf(
    ctx: TenantContext,
    user: SessionUser,
    leagueId: number,
    cursor: string | undefined,
    limit: number,
  ): Promise<LeaderboardResponse> {
    const league = await this.leagues.findById(leagueId);
    if (!league || league.tenantId !== ctx.tenant.id)
      throw new AppError('LEAGUE_NOT_FOUND', 'League not found');
    if (!league.system) {
      const squad = await this.mySquad(user, ctx);
      if (!squad || !(await this.leagues.isMember(league.id, squad.id))) {
        throw new AppError('NOT_MEMBER', 'You are not in this league');
      }
    }
    return this.standings(ctx, league, user, cursor, limit);
  }

  async detail(
    ctx: TenantContext,
    user: SessionUser,
    leagueId: number,
    cursor: string | undefined,
    limit: number,
  ): Promise<LeagueResponse> {
    // The league, the caller's squad, membership and member count in one statement. Without a
    // season the league is still looked up first, so the errors come in the same order as before.
    const found = ctx.season
      ? await this.leagues.leagueForUser(leagueId, user.userId, ctx.season.seasonId)
      : undefined;
    const league = ctx.season ? found?.league : await this.leagues.findById(leagueId);
    if (!league || league.tenantId !== ctx.tenant.id)
      throw new AppError('LEAGUE_NOT_FOUND', 'League not found');
    this.season(ctx); // no season: NO_OPEN_ROUND, after the league check as before
    if (!found) throw new AppError('LEAGUE_NOT_FOUND', 'League not found');
    if (!league.system && !found.member)
      throw new AppError('NOT_MEMBER', 'You are not in this league');
    const known = {
      squad: found.squadId === null ? undefined : { id: found.squadId },
      members: found.members,
    };
    const [standings, startRound, matches] = await Promise.all([
      this.standings(ctx, league, user, cursor, limit, known),
      this.tenants.roundOf(league.startRoundId),
      league.kind === 'h2h' ? this.leagues.h2hMatches(league.id) : Promise.resolve([]),
    ]);
    return {
      league: {
        id: league.id,
        name: league.name,
        kind: league.kind,
        system: league.system,
        invite_code: league.system ? null : league.inviteCode,
        members: standings.total_managers,
        owner: league.ownerUserId === user.userId,
        start_round: startRound?.number ?? 1,
      },
      standings,
      matches: matches.map((m) => ({
        round_number: m.roundNumber,
        home: { squad_id: m.homeSquadId, team_name: m.homeName, points: m.homePoints },
        away:
          m.awaySquadId === null
            ? null
            : { squad_id: m.awaySquadId, team_name: m.awayName ?? '', points: m.awayPoints },
        home_result: m.homeResult,
        away_result: m.awayResult,
      })),
    };
  }
}
