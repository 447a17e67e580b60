// GET /v1/fixtures/{fixtureId}: the match page (ADR 0060) — the fixture as the fixtures page shows it, and
// each side's line-up as the data feed sent it (soccer: starting XI and bench; cricket: the listed players).
import type { LineupTeam, MatchResponse } from '@gameweek/contracts/match';
import { LRUCache } from 'lru-cache';
import { AppError, notFound } from '../errors.ts';
import type { LineupRecord, LineupRepository } from '../repositories/lineup-repository.ts';
import { fixtureOut } from './home/sections.ts';
import type { TenantContext } from './tenant-service.ts';

/** Fixtures whose line-up is kept at once (a season has 380 soccer, 74 cricket). */
const MAX_FIXTURES = 2_000;
/**
 * A line-up is dropped when any instance stores a new one (the `fixture.lineup` event, carried to every
 * instance: ADR 0063); the TTL bounds what an event lost on the way (a failed NOTIFY) can leave behind.
 */
const LINEUP_TTL_MS = 60_000;

export class MatchService {
  // Keyed by fixture: a fixture's line-up is the same for every viewer and language (players' names are
  // the data's), and the fixture is checked against the caller's season before the cache is read.
  private readonly lineups = new LRUCache<number, Promise<LineupRecord[]>>({
    max: MAX_FIXTURES,
    ttl: LINEUP_TTL_MS,
  });

  constructor(
    private readonly repo: LineupRepository,
    /** The season clock's now: a score or result shows only once the clock reached it. */
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The feed stored a new line-up of this fixture (plugins/app/services.ts listens). */
  forget(fixtureId: number): void {
    this.lineups.delete(fixtureId);
  }

  /** Events may have been missed (`live.resync`): every line-up is read again. */
  forgetAll(): void {
    this.lineups.clear();
  }

  async match(ctx: TenantContext, fixtureId: number): Promise<MatchResponse> {
    if (!ctx.season) throw new AppError('NO_OPEN_ROUND', 'This service has no season configured');
    const fixture = await this.repo.fixture(ctx.season.seasonId, fixtureId, this.clock());
    if (!fixture) throw notFound('Fixture');
    const rows = await this.lineup(fixtureId);
    const side = (team: LineupTeam['team']): LineupTeam => {
      const own = rows.filter((r) => r.clubId === team.id);
      const player = (r: LineupRecord) => ({ id: r.playerId, name: r.name, position: r.position });
      return {
        team,
        starting: own.filter((r) => r.starting).map(player),
        bench: own.filter((r) => !r.starting).map(player),
      };
    };
    const out = fixtureOut(fixture);
    const teams = [out.home, out.away].map((t) => ({
      id: t.id,
      name: t.name,
      short_name: t.short_name,
    }));
    return {
      fixture: out,
      lineups: rows.length === 0 ? [] : teams.map(side),
    };
  }

  private lineup(fixtureId: number): Promise<LineupRecord[]> {
    const hit = this.lineups.get(fixtureId);
    if (hit) return hit;
    const value = this.repo.lineup(fixtureId);
    this.lineups.set(fixtureId, value);
    value.catch(() => this.lineups.delete(fixtureId));
    return value;
  }
}
