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
    const { cursors, held } = season
      ? await seasonFeedCursors(this.db, season.seasonId)
      : { cursors: [], held: [] };
    const heldOf = new Map<string, number[]>();
    for (const h of held) {
      const k = `${h.provider}\u0000${h.fixtureRef}`;
      heldOf.set(k, [...(heldOf.get(k) ?? []), h.sequence ?? 0]);
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
        provider: c.provider,
        fixture: c.fixtureRef,
        applied_through: c.appliedThrough,
        last_received_at: c.lastReceivedAt?.toISOString() ?? null,
        lag_ms:
          c.lastReceivedAt && c.lastSentAt
            ? c.lastReceivedAt.getTime() - c.lastSentAt.getTime()
            : null,
        held: heldOf.get(`${c.provider}\u0000${c.fixtureRef}`) ?? [],
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
