// The public home sections of a tenant (GET /v1/fixtures, /v1/table, /v1/live/matches, /v1/news …): reads
// the rounds, fixtures, points and content, and assembles each section. The sport's own figures live in
// services/home/ (soccer-home.ts, cricket-home.ts; what both share in sections.ts).
import type {
  ClubStandingsResponseSchema,
  ContentResponseSchema,
  FixturesResponseSchema,
  GameweekOverviewSchema,
  LiveMatchesResponseSchema,
  NextFixturesResponseSchema,
  PlayerListResponseSchema,
  TeamOfTheWeekSchema,
  TrendsResponseSchema,
} from '@gameweek/contracts/home';
import { bestLineup } from '@gameweek/rules/shared/best-lineup';
import { AppError, notFound } from '../errors.ts';
import type { ContentRepository } from '../repositories/content-repository.ts';
import type { HomeRepository } from '../repositories/home-repository.ts';
import type { RoundRow, TenantRepository } from '../repositories/tenant-repository.ts';
import { CricketHome } from './home/cricket-home.ts';
import {
  clampFdr,
  fixtureOut,
  lineupLimits,
  newsPage,
  type Out,
  pct,
  roundInfo,
  summary,
  withPlayers,
} from './home/sections.ts';
import { commentary, soccerClubTable, soccerMatchReport } from './home/soccer-home.ts';
import type { PlayerCatalogue } from './player-catalogue.ts';
import type { TenantContext, TenantService } from './tenant-service.ts';

/** How many of a club's next fixtures a player's card shows. */
const NEXT_FIXTURES = 3;

export { fixtureOut, newsPage } from './home/sections.ts';
export { commentary } from './home/soccer-home.ts';

/** The public home sections of a tenant: fixtures, tables, round summaries, live matches, trends. */
export class HomeService {
  /** The cricket tenant's table, commentary and reports. */
  private readonly cricket: CricketHome;

  constructor(
    private readonly repo: HomeRepository,
    private readonly tenantsRepo: TenantRepository,
    private readonly tenants: TenantService,
    private readonly catalogue: PlayerCatalogue,
    private readonly contentRepo: ContentRepository,
    /** The season clock's now: nothing dated after it leaves these reads (issue 18). */
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.cricket = new CricketHome(repo, tenants, clock);
  }

  private season(ctx: TenantContext) {
    if (!ctx.season) throw new AppError('NO_OPEN_ROUND', 'This service has no season configured');
    return ctx.season;
  }

  /** The requested round number, else the current round (else the next). */
  private async round(ctx: TenantContext, number?: number): Promise<RoundRow | null> {
    const season = this.season(ctx);
    if (number !== undefined) {
      const r = await this.tenantsRepo.roundByNumber(season.seasonId, number);
      if (!r) throw notFound('Round');
      return r;
    }
    const { current, next } = await this.tenants.roundsOf(season.seasonId);
    return current ?? next;
  }

  async fixtures(ctx: TenantContext, number?: number): Promise<Out<typeof FixturesResponseSchema>> {
    const round = await this.round(ctx, number ?? undefined);
    if (!round) return { round: null, fixtures: [] };
    const rows = await this.repo.fixturesOfRound(round.id, this.clock());
    return { round: roundInfo(round), fixtures: rows.map(fixtureOut) };
  }

  /**
   * Each club's next three fixtures from the round managers pick for (the next open round, else the
   * current one): a player's card shows them with their difficulty.
   */
  async nextFixtures(ctx: TenantContext): Promise<Out<typeof NextFixturesResponseSchema>> {
    const season = this.season(ctx);
    const { current, next } = await this.tenants.roundsOf(season.seasonId);
    const from = next ?? current;
    if (!from) return { round: null, next_fixtures: {} };
    const rows = await this.repo.nextFixturesByClub(season.seasonId, from.number, NEXT_FIXTURES);
    const byClub: Record<string, Out<typeof NextFixturesResponseSchema>['next_fixtures'][string]> =
      {};
    for (const r of rows) {
      const list = byClub[String(r.clubId)] ?? [];
      list.push({
        round: r.round,
        opponent_id: r.opponentId,
        opponent_short_name: r.opponentShort,
        is_home: r.isHome,
        difficulty: clampFdr(r.difficulty),
      });
      byClub[String(r.clubId)] = list;
    }
    return { round: roundInfo(from), next_fixtures: byClub };
  }

  async clubTable(ctx: TenantContext): Promise<Out<typeof ClubStandingsResponseSchema>> {
    const season = this.season(ctx);
    const finished = await this.repo.fixturesByStatus(season.seasonId, ['FINISHED'], this.clock());
    if (ctx.tenant.context === 'cricket') return this.cricket.table(finished);
    return soccerClubTable(finished);
  }

  private async roundPoints(ctx: TenantContext, round: RoundRow) {
    const season = this.season(ctx);
    const [points, catalogue] = await Promise.all([
      this.repo.roundPlayerPoints(round.id),
      this.catalogue.get(ctx.tenant.id, season.seasonId),
    ]);
    return { points, catalogue };
  }

  async playersOfTheWeek(
    ctx: TenantContext,
    number?: number,
  ): Promise<Out<typeof PlayerListResponseSchema>> {
    const round = await this.round(ctx, number);
    if (!round) return { round: null, players: [] };
    const { points, catalogue } = await this.roundPoints(ctx, round);
    const top = [...points]
      .sort((a, b) => b.points - a.points || a.playerId - b.playerId)
      .slice(0, 5);
    return { round: roundInfo(round), players: withPlayers(top, catalogue) };
  }

  async teamOfTheWeek(
    ctx: TenantContext,
    number?: number,
  ): Promise<Out<typeof TeamOfTheWeekSchema>> {
    const round = await this.round(ctx, number);
    const empty = { round: roundInfo(round), formation: '', points: 0, players: [] };
    if (!round) return empty;
    const { points, catalogue } = await this.roundPoints(ctx, round);
    const { size, limits } = lineupLimits(ctx);
    const candidates = points.flatMap((p) => {
      const pl = catalogue.players.get(p.playerId);
      return pl ? [{ id: p.playerId, position: pl.position, points: p.points }] : [];
    });
    const best = bestLineup(candidates, size, limits);
    if (!best) return empty;
    const byId = new Map(points.map((p) => [p.playerId, p.points]));
    return {
      round: roundInfo(round),
      // The goalkeeper is implied in soccer formations (4-4-2); cricket lists every role count.
      formation: (ctx.tenant.context === 'soccer' ? best.counts.slice(1) : best.counts).join('-'),
      points: best.points,
      players: withPlayers(
        best.ids.map((id) => ({ playerId: id, points: byId.get(id) ?? 0 })),
        catalogue,
      ),
    };
  }

  async topPlayers(
    ctx: TenantContext,
    limit: number,
  ): Promise<Out<typeof PlayerListResponseSchema>> {
    const season = this.season(ctx);
    const catalogue = await this.catalogue.get(ctx.tenant.id, season.seasonId);
    const top = [...catalogue.players.values()]
      .sort((a, b) => b.total_points - a.total_points || a.id - b.id)
      .slice(0, limit);
    return {
      round: null,
      players: top.map((p) => ({ player: summary(p), points: p.total_points })),
    };
  }

  async gameweek(ctx: TenantContext, number?: number): Promise<Out<typeof GameweekOverviewSchema>> {
    const round = await this.round(ctx, number);
    if (!round)
      return {
        round: null,
        average: null,
        highest: null,
        managers: 0,
        most_captained: null,
        top_player: null,
      };
    const [summaryRow, captains, { points, catalogue }] = await Promise.all([
      this.repo.roundSummary(ctx.tenant.id, round.id),
      this.repo.captainCounts(ctx.tenant.id, round.id),
      this.roundPoints(ctx, round),
    ]);
    const cap = captains[0];
    const capPlayer = cap ? catalogue.players.get(cap.playerId) : undefined;
    const top = [...points].sort((a, b) => b.points - a.points || a.playerId - b.playerId)[0];
    const topPlayer = top ? catalogue.players.get(top.playerId) : undefined;
    return {
      round: roundInfo(round),
      average: summaryRow.average,
      highest: summaryRow.top
        ? {
            points: summaryRow.top.points,
            manager_name: summaryRow.top.managerName,
            team_name: summaryRow.top.teamName,
            user_id: summaryRow.top.userId,
          }
        : null,
      managers: summaryRow.managers,
      most_captained:
        cap && capPlayer ? { player: summary(capPlayer), percent: pct(cap.n, cap.total) } : null,
      top_player: top && topPlayer ? { player: summary(topPlayer), points: top.points } : null,
    };
  }

  async liveMatches(ctx: TenantContext): Promise<Out<typeof LiveMatchesResponseSchema>> {
    const season = this.season(ctx);
    const { current } = await this.tenants.roundsOf(season.seasonId);
    // Live fixtures, else those of the current round (recent results keep the section alive).
    let fixtures = await this.repo.fixturesByStatus(season.seasonId, ['LIVE'], this.clock());
    if (fixtures.length === 0 && current)
      fixtures = (await this.repo.fixturesOfRound(current.id, this.clock())).filter(
        (f) => f.status !== 'SCHEDULED',
      );
    if (ctx.tenant.context === 'cricket') {
      const lines = await this.cricket.commentary(fixtures);
      return {
        matches: fixtures.map((f) => ({ ...fixtureOut(f), commentary: lines.get(f.id) ?? [] })),
      };
    }
    const stats = await this.repo.sourceStats(fixtures.map((f) => f.id));
    return {
      matches: fixtures.map((f) => ({
        ...fixtureOut(f),
        commentary: commentary(
          f,
          stats.filter((s) => s.fixtureId === f.id),
        ),
      })),
    };
  }

  /**
   * Tenant-entered items; news also gets a report of each finished match of the current round
   * (newsPage: the reports never crowd the tenant's own news out).
   */
  async content(
    ctx: TenantContext,
    kind: 'news' | 'video',
    language: string | undefined,
    limit: number,
  ): Promise<Out<typeof ContentResponseSchema>> {
    const locales = [language, ctx.tenant.defaultLanguage, 'en'].filter((l): l is string => !!l);
    const rows = await this.contentRepo.items(
      ctx.tenant.id,
      kind,
      [...new Set(locales)],
      limit * 3,
      this.clock(),
    );
    // One item per slug, in the best locale available.
    const bySlug = new Map<string, (typeof rows)[number]>();
    for (const r of rows) {
      const prev = bySlug.get(r.slug);
      if (!prev || locales.indexOf(r.locale) < locales.indexOf(prev.locale)) bySlug.set(r.slug, r);
    }
    const items: Out<typeof ContentResponseSchema>['items'] = [...bySlug.values()].map((r) => ({
      id: `item-${r.id}`,
      kind,
      title: r.title,
      body: r.body,
      url: r.url,
      image_url: r.imageUrl,
      published_at: r.publishedAt.toISOString(),
    }));
    const reports: typeof items = [];
    if (kind === 'news' && ctx.season && ctx.tenant.context === 'soccer') {
      const { current } = await this.tenants.roundsOf(ctx.season.seasonId);
      const finished = current
        ? (await this.repo.fixturesOfRound(current.id, this.clock())).filter(
            (f) => f.status === 'FINISHED',
          )
        : [];
      const stats = await this.repo.sourceStats(finished.map((f) => f.id));
      for (const f of finished)
        reports.push(
          soccerMatchReport(
            f,
            commentary(
              f,
              stats.filter((s) => s.fixtureId === f.id),
            ),
          ),
        );
    }
    if (kind === 'news' && ctx.season && ctx.tenant.context === 'cricket')
      reports.push(...(await this.cricket.reports(ctx.season.seasonId)));
    return { items: newsPage(items, reports, limit) };
  }

  async trends(ctx: TenantContext): Promise<Out<typeof TrendsResponseSchema>> {
    const season = this.season(ctx);
    const { current, next } = await this.tenants.roundsOf(season.seasonId);
    const round = next ?? current;
    const catalogue = await this.catalogue.get(ctx.tenant.id, season.seasonId);
    const mostSelected = [...catalogue.players.values()]
      .filter((p) => p.selected_by_percent > 0)
      .sort((a, b) => b.selected_by_percent - a.selected_by_percent || a.id - b.id)
      .slice(0, 10)
      .map((p) => ({ player: summary(p), percent: p.selected_by_percent }));
    if (!round)
      return {
        round: null,
        most_selected: mostSelected,
        most_captained: [],
        transfers_in: [],
        transfers_out: [],
      };
    const captainRound = current ?? round;
    const [captains, ins, outs] = await Promise.all([
      this.repo.captainCounts(ctx.tenant.id, captainRound.id),
      this.repo.transferCounts(ctx.tenant.id, round.id, 'in'),
      this.repo.transferCounts(ctx.tenant.id, round.id, 'out'),
    ]);
    const withCount = (rows: { playerId: number; n: number }[]) =>
      rows.flatMap((r) => {
        const p = catalogue.players.get(r.playerId);
        return p ? [{ player: summary(p), count: r.n }] : [];
      });
    return {
      round: roundInfo(round),
      most_selected: mostSelected,
      most_captained: captains.flatMap((c) => {
        const p = catalogue.players.get(c.playerId);
        return p ? [{ player: summary(p), percent: pct(c.n, c.total) }] : [];
      }),
      transfers_in: withCount(ins),
      transfers_out: withCount(outs),
    };
  }
}
