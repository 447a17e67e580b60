// What every home section shares, whatever the sport: the contract types, the player summary and round
// info shapes, a fixture as the contract has it, the line-up limits of a team of the week, the news page that
// mixes a tenant's items with match reports, and the report's date.
import type { CommentaryLineSchema } from '@gameweek/contracts/home';
import type { PlayerSummary } from '@gameweek/contracts/player';
import { CRICKET_SQUAD_RULES } from '@gameweek/rules/cricket/squad-rules';
import { isSoccerSeason, soccerSeasonRules } from '@gameweek/rules/soccer/season-rules';
import type { z } from 'zod';
import type { FixtureRecord } from '../../repositories/home-repository.ts';
import type { RoundRow } from '../../repositories/tenant-repository.ts';
import type { Catalogue, CataloguePlayer } from '../player-catalogue.ts';
import type { TenantContext } from '../tenant-service.ts';

export type Out<T extends z.ZodType> = z.infer<T>;
export type CommentaryLine = Out<typeof CommentaryLineSchema>;

export const summary = (p: CataloguePlayer): PlayerSummary => {
  const { record: _r, history: _h, minutes: _m, ...s } = p;
  return s;
};
export const roundInfo = (r: RoundRow | null | undefined) =>
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
    outcome: f.outcome,
  };
}
export const clampFdr = (d: number) => Math.min(5, Math.max(1, Math.round(d)));

/** Position limits of a starting line-up, from the rules engine. */
export function lineupLimits(ctx: TenantContext): {
  size: number;
  limits: [string, number, number][];
} {
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

/**
 * A match report is published when the clock finishes the match. (It was kick-off + 2 h / + 4 h, real
 * match lengths, which on the accelerated replay dated reports hours after now.)
 */
export const reportedAt = (f: FixtureRecord) => new Date(f.finishedAt ?? f.kickoffAt).toISOString();

export const pct = (n: number, total: number) =>
  total > 0 ? Math.round((n / total) * 1000) / 10 : 0;

export function withPlayers(rows: { playerId: number; points: number }[], catalogue: Catalogue) {
  return rows.flatMap((r) => {
    const p = catalogue.players.get(r.playerId);
    return p ? [{ player: summary(p), points: r.points }] : [];
  });
}
