import { isHostname, MAX_DOMAIN_LENGTH } from '@gameweek/contracts/domain';
import type { Database } from '@gameweek/db/create-db';
import { LRUCache } from 'lru-cache';
import { AppError } from '../errors.ts';
import type {
  RoundRow,
  SeasonInfo,
  TenantRepository,
  TenantRow,
} from '../repositories/tenant-repository.ts';

export interface TenantContext {
  tenant: TenantRow;
  season: SeasonInfo | null;
}

/** Known tenants kept at once (each a few KB); far above any real deployment's domain count. */
const MAX_TENANTS = 1_000;
/** Names that matched no tenant, remembered briefly so a burst of one bad name costs one query. */
const MAX_UNKNOWN = 1_000;
const UNKNOWN_TTL_MS = 5_000;
/** Rounds kept at once (a season has ≤ 74 of them). */
const MAX_ROUNDS = 2_000;

interface Cached<T> {
  value: Promise<T>;
  expires: number;
}

/**
 * Read-through with the promise cached, not its result: when an entry expires under load, the
 * requests arriving meanwhile share one query instead of each sending its own. A failed load is
 * forgotten at once so the next request retries.
 */
function cached<K extends {}, T>(
  cache: LRUCache<K, Cached<T>>,
  key: K,
  now: number,
  ttlMs: number,
  load: () => Promise<T>,
): Promise<T> {
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value;
  const value = load();
  const entry = { value, expires: now + ttlMs };
  cache.set(key, entry);
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}

/**
 * Resolves the tenant from the `domain` header (falling back to Host) and keeps tenant config in
 * memory: it changes rarely and is read on every request. Rounds move with the season clock, so they
 * are cached for a second only; the save transaction re-reads the round anyway.
 *
 * Every cache is an LRU with a size cap (issue 17: every unknown domain used to stay forever). A
 * failed or empty load is not kept; a name that matched nothing is only remembered in a small,
 * short-lived negative cache, so a burst of one bad name costs one query.
 */
export class TenantService {
  // Known tenants only: a load that finds none is dropped from here and remembered in `unknownDomains`.
  private readonly byDomain = new LRUCache<string, Cached<TenantContext | null>>({
    max: MAX_TENANTS,
  });
  private readonly unknownDomains = new LRUCache<string, true>({
    max: MAX_UNKNOWN,
    ttl: UNKNOWN_TTL_MS,
  });
  private readonly roundById = new LRUCache<number, Cached<RoundRow | undefined>>({
    max: MAX_ROUNDS,
  });
  private readonly rounds = new LRUCache<
    number,
    Cached<{ current: RoundRow | null; next: RoundRow | null }>
  >({ max: MAX_ROUNDS });

  constructor(
    private readonly repo: TenantRepository,
    private readonly opts: {
      ttlMs?: number;
      roundTtlMs?: number;
      defaultDomain?: string | undefined;
    } = {},
  ) {}

  static domainFrom(headers: { domain?: string | string[]; host?: string }): string | undefined {
    const raw =
      typeof headers.domain === 'string' && headers.domain ? headers.domain : headers.host;
    if (!raw) return undefined;
    // Strip a scheme, a path and a port; host names are case-insensitive.
    return raw
      .replace(/^[a-z]+:\/\//i, '')
      .split('/')[0]
      ?.replace(/:\d+$/, '')
      .toLowerCase();
  }

  async resolve(domain: string | undefined, now = Date.now()): Promise<TenantContext> {
    const candidates = [domain, this.opts.defaultDomain].filter(
      (d): d is string => !!d && isHostname(d),
    );
    for (const d of candidates) {
      const ctx = await this.lookup(d, now);
      if (ctx) return ctx;
    }
    const shown = domain && domain.length <= MAX_DOMAIN_LENGTH ? domain : '(none)';
    throw new AppError('UNKNOWN_TENANT', `No service is configured for domain ${shown}`, {
      redirect: '/domain_404',
    });
  }

  private async lookup(domain: string, now: number): Promise<TenantContext | null> {
    if (this.unknownDomains.has(domain)) return null;
    const ctx = await cached(this.byDomain, domain, now, this.opts.ttlMs ?? 30_000, async () => {
      const tenant = await this.repo.findByDomain(domain);
      return tenant ? this.contextOf(tenant) : null;
    });
    if (!ctx) {
      this.byDomain.delete(domain);
      this.unknownDomains.set(domain, true);
    }
    return ctx;
  }

  /** Forgets the cached tenants and rounds (a tenant moved to another season, ADR 0041). */
  forget(): void {
    this.byDomain.clear();
    this.rounds.clear();
    this.roundById.clear();
  }

  /** How many entries the caches hold (they are bounded; tests and metrics read this). */
  get cacheSizes(): { domains: number; unknownDomains: number; rounds: number } {
    return {
      domains: this.byDomain.size,
      unknownDomains: this.unknownDomains.size,
      rounds: this.rounds.size + this.roundById.size,
    };
  }

  async byServiceId(serviceId: string): Promise<TenantContext | undefined> {
    const tenant = await this.repo.findByServiceId(serviceId);
    return tenant ? this.contextOf(tenant) : undefined;
  }

  private async contextOf(tenant: TenantRow): Promise<TenantContext> {
    const season = tenant.seasonId ? ((await this.repo.seasonInfo(tenant.seasonId)) ?? null) : null;
    return { tenant, season };
  }

  async roundsOf(
    seasonId: number,
    now = Date.now(),
  ): Promise<{ current: RoundRow | null; next: RoundRow | null }> {
    return cached(this.rounds, seasonId, now, this.opts.roundTtlMs ?? 1_000, async () => {
      const [current, next] = await Promise.all([
        this.repo.currentRound(seasonId),
        this.repo.nextRound(seasonId),
      ]);
      return { current: current ?? null, next: next ?? null };
    });
  }

  /** A round by id from the per-season round list (cached like the current/next rounds). */
  async roundOf(roundId: number): Promise<RoundRow | undefined> {
    const value = await cached(
      this.roundById,
      roundId,
      Date.now(),
      this.opts.roundTtlMs ?? 1_000,
      () => this.repo.roundById(roundId),
    );
    // An unknown round is not remembered: it may be created in a moment.
    if (!value) this.roundById.delete(roundId);
    return value;
  }

  /** A round by id read inside `tx`, never from the cache (what decides a save is re-read in its transaction). */
  roundIn(roundId: number, tx: Database): Promise<RoundRow | undefined> {
    return this.repo.roundById(roundId, tx);
  }

  /** Called when the season clock moves a round, so reads see it at once on this instance. */
  invalidateRounds(): void {
    this.rounds.clear();
    this.roundById.clear();
  }

  invalidate(): void {
    this.byDomain.clear();
    this.unknownDomains.clear();
    this.rounds.clear();
    this.roundById.clear();
  }
}
