// What the operator watches of a tenant's feeds (ADR 0039): each fixture's last applied sequence number,
// last message and lag, the messages held for a gap, the latest refused messages with their reasons, and
// the calls counted by outcome.
import type { FeedStatus } from '@gameweek/contracts/feed';
import type { Database } from '@gameweek/db/create-db';
import {
  feedCallCounters,
  refusedFeedMessages,
  seasonFeedCursors,
  tenantFeedSeason,
} from '../../repositories/feed-repository.ts';
import { tenantFeedSeasonIds } from '../../repositories/feed-season-repository.ts';

const REFUSED_SHOWN = 50;

export class FeedStatusService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
  ) {}

  async status(tenantId: number): Promise<FeedStatus> {
    const now = this.clock();
    const counts = await feedCallCounters(this.db, tenantId);
    const season = await tenantFeedSeason(this.db, tenantId);
    // The current season's streams, and those of every season a provider declared for the tenant (a new
    // season being built before it becomes current, ADR 0041).
    const seasonIds = [
      ...new Set([
        ...(season ? [season.seasonId] : []),
        ...(await tenantFeedSeasonIds(this.db, tenantId)),
      ]),
    ];
    const cursors = [];
    const heldOf = new Map<string, number[]>();
    for (const seasonId of seasonIds) {
      const of = await seasonFeedCursors(this.db, seasonId);
      cursors.push(...of.cursors);
      for (const h of of.held) {
        const k = `${seasonId}\u0000${h.provider}\u0000${h.fixtureRef}`;
        heldOf.set(k, [...(heldOf.get(k) ?? []), h.sequence ?? 0]);
      }
    }
    const refused = await refusedFeedMessages(this.db, tenantId, REFUSED_SHOWN);
    return {
      now: now.toISOString(),
      counters: {
        applied: counts.get('applied') ?? 0,
        held: counts.get('held') ?? 0,
        refused: counts.get('refused') ?? 0,
        repeated: counts.get('repeated') ?? 0,
      },
      fixtures: cursors.map((c) => ({
        season_id: c.seasonId,
        provider: c.provider,
        fixture: c.fixtureRef,
        applied_through: c.appliedThrough,
        last_received_at: c.lastReceivedAt?.toISOString() ?? null,
        lag_ms:
          c.lastReceivedAt && c.lastSentAt
            ? c.lastReceivedAt.getTime() - c.lastSentAt.getTime()
            : null,
        held: heldOf.get(`${c.seasonId}\u0000${c.provider}\u0000${c.fixtureRef}`) ?? [],
      })),
      refused: refused.map((r) => ({
        message_id: r.id,
        provider: r.provider,
        fixture: r.fixtureRef ?? '',
        sequence: r.sequence ?? 0,
        kind: r.kind ?? '',
        reason: r.reason ?? '',
        received_at: r.receivedAt.toISOString(),
      })),
    };
  }
}
