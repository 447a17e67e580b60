import type { PlayerSummary } from '@gameweek/contracts/player';
import { LRUCache } from 'lru-cache';
import type { PlayerRecord, PlayerRepository } from '../repositories/player-repository.ts';

export interface CataloguePlayer extends PlayerSummary {
  record: PlayerRecord;
  /** Points per round number. */
  history: Map<number, number>;
  minutes: number;
}

export interface Catalogue {
  players: Map<number, CataloguePlayer>;
  builtAt: number;
}

type Selection = Awaited<ReturnType<PlayerRepository['selectionCounts']>>;

/** Rounds that make up "form" (FPL: average over roughly the last month, ~4 rounds). */
const FORM_ROUNDS = 4;
/** Tenant seasons whose catalogue is kept at once. */
const MAX_SEASONS = 200;

/**
 * Every player of a season with derived numbers (total points, form, selected-by), rebuilt at most
 * every `ttlMs` per tenant. These aggregates are read by nearly every call and change only when the
 * clock scores fixtures, so computing them per request would be waste.
 */
export class PlayerCatalogue {
  // Keyed by tenant and season, so only real tenants reach them; the cap (a catalogue is about 1 MB)
  // still puts a ceiling on memory, whatever the number of tenants (issue 17).
  private readonly cache = new LRUCache<string, { value: Promise<Catalogue>; expires: number }>({
    max: MAX_SEASONS,
  });
  private readonly selection = new LRUCache<string, { value: Promise<Selection>; expires: number }>(
    { max: MAX_SEASONS },
  );

  constructor(
    private readonly repo: PlayerRepository,
    private readonly ttlMs = 30_000,
    /**
     * "Selected by" counts every squad's latest picks: a scan of the whole picks table (seconds of
     * PostgreSQL CPU at 100 000 managers). It is a slow-moving statistic, so it is refreshed on its
     * own, rarer cadence, in the background once a first value exists (ADR 0016).
     */
    private readonly selectionTtlMs = 600_000,
  ) {}

  get(tenantId: number, seasonId: number, now = Date.now()): Promise<Catalogue> {
    const key = `${tenantId}:${seasonId}`;
    const hit = this.cache.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit) {
      // Stale: keep answering with the previous catalogue while one rebuild runs (no latency spike).
      hit.expires = now + this.ttlMs;
      const previous = hit.value;
      const next = this.build(tenantId, seasonId);
      next.then(
        () => this.cache.set(key, { value: next, expires: Date.now() + this.ttlMs }),
        () => undefined,
      );
      return previous;
    }
    const value = this.build(tenantId, seasonId);
    this.cache.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => this.cache.delete(key));
    return value;
  }

  invalidate(): void {
    this.cache.clear();
  }

  private selectionOf(tenantId: number, seasonId: number, now = Date.now()): Promise<Selection> {
    const key = `${tenantId}:${seasonId}`;
    const hit = this.selection.get(key);
    if (hit && hit.expires > now) return hit.value;
    const next = this.repo.selectionCounts(tenantId, seasonId);
    if (hit) {
      // Stale: answer with the previous counts while one refresh runs.
      hit.expires = now + this.selectionTtlMs;
      next.then(
        () => this.selection.set(key, { value: next, expires: Date.now() + this.selectionTtlMs }),
        () => undefined,
      );
      return hit.value;
    }
    this.selection.set(key, { value: next, expires: now + this.selectionTtlMs });
    next.catch(() => this.selection.delete(key));
    return next;
  }

  private async build(tenantId: number, seasonId: number): Promise<Catalogue> {
    const [records, points, selection] = await Promise.all([
      this.repo.listForSeason(seasonId),
      this.repo.roundPoints(seasonId),
      this.selectionOf(tenantId, seasonId),
    ]);
    const history = new Map<number, Map<number, number>>();
    const minutes = new Map<number, number>();
    let lastRound = 0;
    for (const p of points) {
      let h = history.get(p.playerId);
      if (!h) {
        h = new Map();
        history.set(p.playerId, h);
      }
      h.set(p.roundNumber, p.points);
      minutes.set(p.playerId, (minutes.get(p.playerId) ?? 0) + p.minutes);
      if (p.roundNumber > lastRound) lastRound = p.roundNumber;
    }
    const players = new Map<number, CataloguePlayer>();
    for (const r of records) {
      const h = history.get(r.id) ?? new Map<number, number>();
      let total = 0;
      for (const v of h.values()) total += v;
      let formSum = 0;
      for (let n = lastRound; n > lastRound - FORM_ROUNDS && n > 0; n--) formSum += h.get(n) ?? 0;
      const selected = selection.counts.get(r.id) ?? 0;
      players.set(r.id, {
        id: r.id,
        name: r.name,
        short_name: r.name,
        position: r.position,
        team: { id: r.clubId, name: r.clubName, short_name: r.clubShortName },
        price: r.price,
        form:
          lastRound > 0 ? Math.round((formSum / Math.min(FORM_ROUNDS, lastRound)) * 10) / 10 : 0,
        total_points: total,
        selected_by_percent:
          selection.squads > 0 ? Math.round((selected / selection.squads) * 1000) / 10 : 0,
        availability: r.availability,
        // What the feed says of his availability, only when it says something (lists stay small).
        ...(r.chanceOfPlaying !== null ? { chance_of_playing: r.chanceOfPlaying } : {}),
        ...(r.news ? { news: r.news } : {}),
        record: r,
        history: h,
        minutes: minutes.get(r.id) ?? 0,
      });
    }
    return { players, builtAt: Date.now() };
  }
}
