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

interface Cached<T> {
  value: Promise<T>;
  expires: number;
}

/**
 * Read-through with the promise cached, not its result: when an entry expires under load, the
 * requests arriving meanwhile share one query instead of each sending its own. A failed load is
 * forgotten at once so the next request retries.
 */
function cached<K, T>(
  map: Map<K, Cached<T>>,
  key: K,
  now: number,
  ttlMs: number,
  load: () => Promise<T>,
): Promise<T> {
  const hit = map.get(key);
  if (hit && hit.expires > now) return hit.value;
  const value = load();
  const entry = { value, expires: now + ttlMs };
  map.set(key, entry);
  value.catch(() => {
    if (map.get(key) === entry) map.delete(key);
  });
  return value;
}

/**
 * Resolves the tenant from the `domain` header (falling back to Host) and keeps tenant config in
 * memory: it changes rarely and is read on every request. Rounds move with the season clock, so they
 * are cached for a second only; the save transaction re-reads the round anyway.
 */
export class TenantService {
  private readonly byDomain = new Map<string, Cached<TenantContext | null>>();
  private readonly roundById = new Map<number, Cached<RoundRow | undefined>>();
  private readonly rounds = new Map<
    number,
    Cached<{ current: RoundRow | null; next: RoundRow | null }>
  >();

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
    const candidates = [domain, this.opts.defaultDomain].filter((d): d is string => !!d);
    for (const d of candidates) {
      const ctx = await this.lookup(d, now);
      if (ctx) return ctx;
    }
    throw new AppError(
      'UNKNOWN_TENANT',
      `No service is configured for domain ${domain ?? '(none)'}`,
      {
        redirect: '/domain_404',
      },
    );
  }

  private lookup(domain: string, now: number): Promise<TenantContext | null> {
    return cached(this.byDomain, domain, now, this.opts.ttlMs ?? 30_000, async () => {
      const tenant = await this.repo.findByDomain(domain);
      return tenant ? this.contextOf(tenant) : null;
    });
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

  /** Called when the season clock moves a round, so reads see it at once on this instance. */
  invalidateRounds(): void {
    this.rounds.clear();
    this.roundById.clear();
  }

  invalidate(): void {
    this.byDomain.clear();
    this.rounds.clear();
    this.roundById.clear();
  }
}
