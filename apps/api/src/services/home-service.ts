import type {
  ClubStandingsResponseSchema,
  CommentaryLineSchema,
  ContentResponseSchema,
  FixturesResponseSchema,
  GameweekOverviewSchema,
  LiveMatchesResponseSchema,
  PlayerListResponseSchema,
  TeamOfTheWeekSchema,
  TrendsResponseSchema,
} from '@gameweek/contracts/home';
import type { PlayerSummary } from '@gameweek/contracts/player';
import {
  type CricketReplay,
  cricketCommentary,
  cricketMatchReport,
  cricketPointsTable,
} from '@gameweek/rules/cricket/home-figures';
import { CRICKET_SQUAD_RULES } from '@gameweek/rules/cricket/squad-rules';
import { bestLineup } from '@gameweek/rules/shared/best-lineup';
import { type ReplayPlayer, revealSoccerFixture } from '@gameweek/rules/soccer/replay';
import { isSoccerSeason, soccerSeasonRules } from '@gameweek/rules/soccer/season-rules';
import type { z } from 'zod';
import { AppError, notFound } from '../errors.ts';
import type { ContentRepository } from '../repositories/content-repository.ts';
import type { FixtureRecord, HomeRepository } from '../repositories/home-repository.ts';
import type { RoundRow, TenantRepository } from '../repositories/tenant-repository.ts';
import type { Catalogue, CataloguePlayer, PlayerCatalogue } from './player-catalogue.ts';
import type { TenantContext, TenantService } from './tenant-service.ts';

type Out<T extends z.ZodType> = z.infer<T>;
type CommentaryLine = Out<typeof CommentaryLineSchema>;

const summary = (p: CataloguePlayer): PlayerSummary => {
  const { record: _r, history: _h, minutes: _m, ...s } = p;
  return s;
};
const roundInfo = (r: RoundRow | null | undefined) =>
  r ? { id: r.id, number: r.number, name: r.name, status: r.status } : null;

export function fixtureOut(f: FixtureRecord) {
  return {
    id: f.id,
    round_number: f.roundNumber,
    kickoff: new Date(f.kickoffAt).toISOString(),
    status: f.status,
    minute: f.minute,
    home: {
      id: f.homeId,
      name: f.homeName,
      short_name: f.homeShort,
      score: f.homeScore,
      difficulty: clampFdr(f.homeDifficulty),
    },
    away: {
      id: f.awayId,
      name: f.awayName,
      short_name: f.awayShort,
      score: f.awayScore,
      difficulty: clampFdr(f.awayDifficulty),
    },
    result_text: f.resultText,
  };
}
const clampFdr = (d: number) => Math.min(5, Math.max(1, Math.round(d)));

/** Position limits of a starting line-up, from the rules engine. */
function lineupLimits(ctx: TenantContext): { size: number; limits: [string, number, number][] } {
  if (ctx.tenant.context === 'cricket') {
    return {
      size: CRICKET_SQUAD_RULES.size,
      limits: Object.entries(CRICKET_SQUAD_RULES.roleLimits).map(([r, l]) => [r, l.min, l.max]),
    };
  }
  const name = ctx.season?.seasonName ?? '';
  const rules = soccerSeasonRules(isSoccerSeason(name) ? name : '2023-24');
  return {
    size: rules.lineup.size,
    limits: Object.keys(rules.lineup.min).map((p) => [
      p,
      rules.lineup.min[p as keyof typeof rules.lineup.min],
      rules.lineup.max[p as keyof typeof rules.lineup.max],
    ]),
  };
}

/**
 * One page of news, newest first, from the tenant's own items and the generated match reports.
 * The reports alone would fill it after every round (a Premier League round is ten matches, home
 * shows five items), so the operator's news would never be seen: the tenant's newest items keep
 * up to half the page (rounded up); the rest goes to whatever is newest.
 */
export function newsPage<T extends { published_at: string }>(
  tenantItems: readonly T[],
  reports: readonly T[],
  limit: number,
): T[] {
  const newestFirst = (a: T, b: T) =>
    a.published_at < b.published_at ? 1 : a.published_at > b.published_at ? -1 : 0;
  const own = [...tenantItems].sort(newestFirst);
  const kept = own.slice(0, Math.min(own.length, Math.ceil(limit / 2)));
  const rest = [...own.slice(kept.length), ...reports]
    .sort(newestFirst)
    .slice(0, limit - kept.length);
  return [...kept, ...rest].sort(newestFirst).slice(0, limit);
}

const EVENT_TEXT: Record<
  string,
  { kind: CommentaryLine['kind']; text: (who: string, club: string) => string }
> = {
  goals_scored: { kind: 'goal', text: (w, c) => `GOAL! ${w} scores for ${c}.` },
  own_goals: { kind: 'own_goal', text: (w, c) => `Own goal by ${w} (${c}).` },
  assists: { kind: 'assist', text: (w, c) => `${w} (${c}) with the assist.` },
  yellow_cards: { kind: 'yellow_card', text: (w, c) => `Yellow card for ${w} (${c}).` },
  red_cards: { kind: 'red_card', text: (w, c) => `Red card! ${w} (${c}) is sent off.` },
  penalties_saved: { kind: 'penalty_saved', text: (w, c) => `Penalty saved by ${w} (${c})!` },
  penalties_missed: { kind: 'penalty_missed', text: (w, c) => `${w} (${c}) misses from the spot.` },
};

/**
 * Commentary from the stats: the replay reveals each fixture's final stats minute by minute
 * (packages/rules soccer/replay.ts), so an event's minute is where its count first goes up.
 */
export function commentary(
  f: FixtureRecord,
  players: {
    playerId: number;
    clubId: number;
    name: string;
    stats: Record<string, number | boolean>;
  }[],
): CommentaryLine[] {
  const lines: CommentaryLine[] = [];
  if (f.status === 'SCHEDULED' || f.status === 'POSTPONED') return lines;
  lines.push({
    minute: 0,
    kind: 'kick_off',
    side: null,
    player: null,
    text: `Kick-off: ${f.homeName} v ${f.awayName}.`,
  });
  const replay: ReplayPlayer[] = players.map((p) => ({
    playerId: p.playerId,
    side: p.clubId === f.homeId ? 'home' : 'away',
    stats: p.stats,
  }));
  const byId = new Map(players.map((p) => [p.playerId, p]));
  const upTo = f.status === 'FINISHED' ? 90 : Math.min(90, f.minute);
  let prev = revealSoccerFixture(f.id, replay, 0);
  for (let m = 1; m <= upTo; m++) {
    const now = revealSoccerFixture(f.id, replay, m);
    const before = new Map(prev.players.map((p) => [p.playerId, p.stats]));
    for (const p of now.players) {
      const was = before.get(p.playerId) ?? {};
      for (const [stat, event] of Object.entries(EVENT_TEXT)) {
        const delta = (p.stats[stat] ?? 0) - (was[stat] ?? 0);
        const who = byId.get(p.playerId);
        if (delta <= 0 || !who) continue;
        const side = who.clubId === f.homeId ? 'home' : 'away';
        const club = side === 'home' ? f.homeName : f.awayName;
        for (let k = 0; k < delta; k++) {
          lines.push({
            minute: m,
            kind: event.kind,
            side,
            player: { id: p.playerId, name: who.name },
            text: event.text(who.name, club),
          });
        }
      }
    }
    prev = now;
  }
  if (f.status === 'FINISHED') {
    lines.push({
      minute: 90,
      kind: 'full_time',
      side: null,
      player: null,
      text: `Full time: ${f.homeName} ${f.homeScore ?? 0}–${f.awayScore ?? 0} ${f.awayName}.`,
    });
  }
  return lines;
}

/** The public home sections of a tenant: fixtures, tables, round summaries, live matches, trends. */
export class HomeService {
  constructor(
    private readonly repo: HomeRepository,
    private readonly tenantsRepo: TenantRepository,
    private readonly tenants: TenantService,
    private readonly catalogue: PlayerCatalogue,
    private readonly contentRepo: ContentRepository,
    /** The season clock's now: nothing dated after it leaves these reads (issue 18). */
    private readonly clock: () => Date = () => new Date(),
  ) {}

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

  async clubTable(ctx: TenantContext): Promise<Out<typeof ClubStandingsResponseSchema>> {
    const season = this.season(ctx);
    const finished = await this.repo.fixturesByStatus(season.seasonId, ['FINISHED'], this.clock());
    if (ctx.tenant.context === 'cricket') return this.cricketTable(finished);
    const table = new Map<number, Out<typeof ClubStandingsResponseSchema>['table'][number]>();
    const entry = (id: number, name: string, short: string) => {
      let e = table.get(id);
      if (!e) {
        e = {
          position: 0,
          team: { id, name, short_name: short },
          played: 0,
          won: 0,
          drawn: 0,
          lost: 0,
          goals_for: 0,
          goals_against: 0,
          goal_difference: 0,
          points: 0,
          form: [],
        };
        table.set(id, e);
      }
      return e;
    };
    for (const f of finished) {
      if (f.homeScore === null || f.awayScore === null) continue;
      const h = entry(f.homeId, f.homeName, f.homeShort);
      const a = entry(f.awayId, f.awayName, f.awayShort);
      for (const [me, gf, ga] of [
        [h, f.homeScore, f.awayScore],
        [a, f.awayScore, f.homeScore],
      ] as const) {
        me.played++;
        me.goals_for += gf;
        me.goals_against += ga;
        const r: 'W' | 'D' | 'L' = gf > ga ? 'W' : gf === ga ? 'D' : 'L';
        if (r === 'W') me.won++;
        else if (r === 'D') me.drawn++;
        else me.lost++;
        me.points += r === 'W' ? 3 : r === 'D' ? 1 : 0;
        me.form = [...me.form, r].slice(-5);
      }
    }
    const rows = [...table.values()].map((e) => ({
      ...e,
      goal_difference: e.goals_for - e.goals_against,
    }));
    rows.sort(
      (x, y) =>
        y.points - x.points ||
        y.goal_difference - x.goal_difference ||
        y.goals_for - x.goals_for ||
        x.team.name.localeCompare(y.team.name),
    );
    rows.forEach((r, i) => {
      r.position = i + 1;
    });
    return { table: rows };
  }

  /** The IPL points table (2 a win, 1 a no result) with net run rate, from the stored matches. */
  private async cricketTable(
    finished: FixtureRecord[],
  ): Promise<Out<typeof ClubStandingsResponseSchema>> {
    const replays = await this.cricketReplays(finished.map((f) => f.id));
    const team = (id: number, name: string, short: string) => ({ id, name, short_name: short });
    const rows = cricketPointsTable(
      finished.flatMap((f) => {
        const match = replays.get(f.id);
        return match
          ? [
              {
                home: team(f.homeId, f.homeName, f.homeShort),
                away: team(f.awayId, f.awayName, f.awayShort),
                match,
              },
            ]
          : [];
      }),
    );
    return {
      table: rows.map((r, i) => ({
        position: i + 1,
        team: r.team,
        played: r.played,
        won: r.won,
        drawn: 0,
        lost: r.lost,
        no_result: r.no_result,
        goals_for: r.runs_for,
        goals_against: r.runs_against,
        goal_difference: r.runs_for - r.runs_against,
        points: r.points,
        form: r.form,
        net_run_rate: r.net_run_rate,
      })),
    };
  }

  private async cricketReplays(fixtureIds: number[]): Promise<Map<number, CricketReplay>> {
    const rows = await this.repo.replays(fixtureIds);
    return new Map(
      rows.flatMap((r) =>
        r.replay ? [[r.id, r.replay as unknown as CricketReplay] as const] : [],
      ),
    );
  }

  /** Ball-by-ball commentary of each cricket fixture, up to the overs the clock has revealed. */
  private async cricketLines(fixtures: FixtureRecord[]): Promise<Map<number, CommentaryLine[]>> {
    const ids = fixtures.map((f) => f.id);
    const [replays, players] = await Promise.all([
      this.cricketReplays(ids),
      this.repo.fixturePlayers(ids),
    ]);
    const out = new Map<number, CommentaryLine[]>();
    for (const f of fixtures) {
      const match = replays.get(f.id);
      if (!match || f.status === 'SCHEDULED' || f.status === 'POSTPONED') {
        out.set(f.id, []);
        continue;
      }
      const byExternal = new Map(
        players.filter((p) => p.fixtureId === f.id).map((p) => [p.externalId, p.playerId]),
      );
      const people = match.info.registry?.people ?? {};
      const [homeTeam] = match.info.teams;
      out.set(
        f.id,
        cricketCommentary(
          match,
          f.status === 'FINISHED' ? Number.POSITIVE_INFINITY : f.minute,
          (t) => (t === homeTeam ? 'home' : 'away'),
          (name) => {
            const ext = people[name];
            return ext === undefined ? undefined : byExternal.get(ext);
          },
        ),
      );
    }
    return out;
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
      const lines = await this.cricketLines(fixtures);
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
      for (const f of finished) {
        const lines = commentary(
          f,
          stats.filter((s) => s.fixtureId === f.id),
        );
        const goals = lines.filter((l) => l.kind === 'goal' || l.kind === 'own_goal');
        const scorers = goals.map(
          (g) => `${g.player?.name ?? ''} ${g.minute}'${g.kind === 'own_goal' ? ' (o.g.)' : ''}`,
        );
        const cards = lines.filter((l) => l.kind === 'red_card').map((l) => l.player?.name ?? '');
        reports.push({
          id: `report-${f.id}`,
          kind: 'match_report',
          title: `${f.homeName} ${f.homeScore ?? 0}–${f.awayScore ?? 0} ${f.awayName}`,
          body: [
            goals.length ? `Goals: ${scorers.join(', ')}.` : 'A goalless draw.',
            cards.length ? `Sent off: ${cards.join(', ')}.` : '',
          ]
            .filter(Boolean)
            .join(' '),
          url: null,
          image_url: null,
          published_at: reportedAt(f),
        });
      }
    }
    if (kind === 'news' && ctx.season && ctx.tenant.context === 'cricket')
      reports.push(...(await this.cricketReports(ctx.season.seasonId)));
    return { items: newsPage(items, reports, limit) };
  }

  /** A report of each finished match of the current match day: result, top scorer, best bowler. */
  private async cricketReports(
    seasonId: number,
  ): Promise<Out<typeof ContentResponseSchema>['items']> {
    const { current } = await this.tenants.roundsOf(seasonId);
    const finished = current
      ? (await this.repo.fixturesOfRound(current.id, this.clock())).filter(
          (f) => f.status === 'FINISHED',
        )
      : [];
    const ids = finished.map((f) => f.id);
    const [replays, players] = await Promise.all([
      this.cricketReplays(ids),
      this.repo.fixturePlayers(ids),
    ]);
    return finished.flatMap((f) => {
      const match = replays.get(f.id);
      if (!match) return [];
      const top = players
        .filter((p) => p.fixtureId === f.id && p.points !== null)
        .sort((a, b) => (b.points ?? 0) - (a.points ?? 0) || a.playerId - b.playerId)[0];
      const report = cricketMatchReport(
        match,
        f.resultText,
        top ? { name: top.name, points: top.points ?? 0 } : null,
      );
      return [
        {
          id: `report-${f.id}`,
          kind: 'match_report' as const,
          title: report.title,
          body: report.body,
          url: null,
          image_url: null,
          published_at: reportedAt(f),
        },
      ];
    });
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

/**
 * A match report is published when the clock finishes the match. (It was kick-off + 2 h / + 4 h, real
 * match lengths, which on the accelerated replay dated reports hours after now.)
 */
const reportedAt = (f: FixtureRecord) => new Date(f.finishedAt ?? f.kickoffAt).toISOString();

const pct = (n: number, total: number) => (total > 0 ? Math.round((n / total) * 1000) / 10 : 0);

function withPlayers(rows: { playerId: number; points: number }[], catalogue: Catalogue) {
  return rows.flatMap((r) => {
    const p = catalogue.players.get(r.playerId);
    return p ? [{ player: summary(p), points: r.points }] : [];
  });
}
