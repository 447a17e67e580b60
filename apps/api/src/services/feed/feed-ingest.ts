// Feed messages in (ADR 0039): read the envelope, take the fixture's cursor, answer a repeat as the first
// time, hold a message that runs ahead until the gap fills, refuse whole what names an unknown fixture or
// player, apply the next one in its own transaction and then every held one it releases, in order. Every
// message is stored with its first answer; every call is logged with who sent it.
import { createHash } from 'node:crypto';
import type { ErrorResponse } from '@gameweek/contracts/error';
import { type FeedAck, type FeedMessage, FeedMessageSchema } from '@gameweek/contracts/feed';
import { isSeasonMessage } from '@gameweek/contracts/feed-season';
import type { Database } from '@gameweek/db/create-db';
import { AppError } from '../../errors.ts';
import type { LiveEvent, LiveEvents } from '../../jobs/live-events.ts';
import { LiveScores } from '../../jobs/live-scores.ts';
import {
  advanceFeedCursor,
  type CursorKey,
  type FeedCallInsert,
  findSequencedMessage,
  insertFeedMessage,
  lockFeedCursor,
  logFeedCall,
  updateFeedMessage,
} from '../../repositories/feed-repository.ts';
import { lockSeasonScoring } from '../../repositories/scoring-repository.ts';
import { type FeedStream, openStream, streamRefOf } from './apply-season.ts';
import { applyMessage, type FeedSeason, resolveMessage } from './feed-apply.ts';
import type { FeedSender } from './feed-keys.ts';

export type FeedOutcome = 'applied' | 'held' | 'repeated' | 'refused';

export interface FeedAnswer {
  statusCode: number;
  body: FeedAck | ErrorResponse;
  outcome: FeedOutcome;
  /** The refusal's error code (refused only). */
  code?: string;
}

const conflict = (code: string, message: string) =>
  new AppError('CONFLICT', message, { details: [{ code }] });

export function errorBody(err: AppError): ErrorResponse {
  const body: ErrorResponse = { statusCode: err.statusCode, code: err.code, message: err.message };
  if (err.details) body.details = err.details;
  return body;
}

/** What makes two messages the same message: everything but the provider's send time. */
function contentHash(message: FeedMessage): string {
  const { sent_at: _sentAt, ...content } = message;
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/** Where ingestion reports what it did (the Prometheus counters, ADR 0040). */
export interface FeedMetricsSink {
  count(outcome: FeedOutcome): void;
  /** Seconds from a message's arrival to the commit of the live ranks it changed. */
  ranked(seconds: number): void;
}

const NO_METRICS: FeedMetricsSink = { count: () => {}, ranked: () => {} };

export class FeedIngest {
  /** The live rounds' scores in memory (ADR 0049); by default flushed after each message. */
  readonly live: LiveScores;

  constructor(
    private readonly db: Database,
    private readonly events: LiveEvents,
    private readonly clock: () => Date,
    private readonly metrics: FeedMetricsSink = NO_METRICS,
    live?: LiveScores,
  ) {
    this.live = live ?? new LiveScores(db, { flushMs: 0 });
  }

  /**
   * Runs one message's transaction with what its live scoring leaves to do once it committed: the
   * in-memory live scores move to it, and their rows are flushed before the answer when the live scores
   * flush after each message. The console's stat corrections (services/console/season-ops.ts) apply
   * the feed's correction through it too.
   */
  async scored<T>(
    run: (tx: Database, afterCommit: (fn: () => void) => void) => Promise<T>,
  ): Promise<T> {
    const after: (() => void)[] = [];
    const result = await this.db.transaction((tx) => run(tx, (fn) => after.push(fn)));
    for (const fn of after) fn();
    if (after.length > 0 && this.live.flushesEachMessage) await this.live.flush();
    return result;
  }

  /** One message (the raw body) from an authenticated sender: the answer to send and what became of it. */
  async receive(sender: FeedSender, rawBody: string): Promise<FeedAnswer> {
    const arrived = performance.now();
    // One sender's messages are taken one at a time in this process: they queue here, not each in a
    // transaction holding a pooled connection while it waits for the season's scoring lock (ten
    // full-time messages at once took the whole pool, and the next call found no connection).
    const key = `${sender.tenantId}|${sender.provider}`;
    const previous = this.queues.get(key) ?? Promise.resolve();
    const turn = previous.then(() => this.take(sender, rawBody, arrived));
    const settled = turn.then(
      () => {},
      () => {},
    );
    this.queues.set(key, settled);
    try {
      const answer = await turn;
      this.metrics.count(answer.outcome);
      return answer;
    } finally {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    }
  }

  /** The tail of each sender's queue (tenant and provider); an entry lives while messages wait. */
  private readonly queues = new Map<string, Promise<void>>();

  private rankedSince(arrived: number, published: readonly LiveEvent[]): void {
    if (published.some((e) => e.type === 'round.scores'))
      this.metrics.ranked((performance.now() - arrived) / 1000);
  }

  private async take(sender: FeedSender, rawBody: string, arrived: number): Promise<FeedAnswer> {
    const now = this.clock();
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      const err = new AppError('VALIDATION_FAILED', 'Body is not JSON', {
        details: [{ code: 'FEED_BODY_NOT_JSON' }],
      });
      return this.refuse(sender, undefined, undefined, err, now);
    }
    const parsed = FeedMessageSchema.safeParse(body);
    if (!parsed.success) {
      const err = new AppError('VALIDATION_FAILED', 'Not a feed message', {
        details: parsed.error.issues.slice(0, 20).map((i) => ({
          code: i.code,
          // As Fastify's own validation names them: where in the request, then the field.
          path: ['body', ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
          message: i.message,
        })),
      });
      return this.refuse(sender, undefined, undefined, err, now);
    }
    const message = parsed.data;
    if (message.provider !== sender.provider)
      return this.refuse(
        sender,
        undefined,
        message,
        new AppError('FORBIDDEN', 'The message names another provider than its key', {
          details: [{ code: 'FEED_PROVIDER_MISMATCH', path: ['provider'] }],
        }),
        now,
      );
    const bodyHash = contentHash(message);
    const sentAt = message.sent_at ? new Date(message.sent_at) : null;
    let published: LiveEvent[] = [];
    let first: { answer: FeedAnswer; id?: number };
    // The message's season and stream (a fixture's, or a season's own: ADR 0041), found in its transaction.
    let stream: FeedStream | undefined;
    try {
      first = await this.scored(async (tx, afterCommit) => {
        stream = await openStream(tx, sender, message, now);
        const { season, key } = stream;
        const through = await lockFeedCursor(tx, key);
        const existing = await findSequencedMessage(tx, key, message.sequence);
        if (existing) {
          if (existing.bodyHash !== bodyHash)
            throw conflict('FEED_SEQUENCE_REUSED', 'This sequence number came with other content');
          return {
            answer: {
              statusCode: existing.responseStatus,
              body: existing.response as FeedAck | ErrorResponse,
              outcome: 'repeated' as const,
            },
          };
        }
        if (message.sequence <= through)
          throw conflict('FEED_SEQUENCE_PASSED', 'This sequence number was passed over');
        const held = message.sequence > through + 1;
        // A season stream's message may name what the messages before it create (players of teams
        // sent earlier): held, it is checked when its turn comes (ADR 0041).
        const resolved =
          held && isSeasonMessage(message) ? undefined : await resolveMessage(tx, season, message);
        if (resolved && !held) {
          await lockSeasonScoring(tx, season.seasonId);
          published = await applyMessage(
            { tx, season, tenantId: sender.tenantId, now, live: this.live, afterCommit },
            resolved,
          );
        }
        const status = held ? ('held' as const) : ('applied' as const);
        const id = await insertFeedMessage(tx, {
          tenantId: sender.tenantId,
          seasonId: season.seasonId,
          provider: message.provider,
          keyId: sender.keyId,
          fixtureRef: key.fixtureRef,
          fixtureId: resolved?.fixture?.id ?? null,
          sequence: message.sequence,
          kind: message.kind,
          bodyHash,
          body: message,
          status,
          responseStatus: held ? 202 : 200,
          response: {},
          sentAt,
          receivedAt: now,
          appliedAt: held ? null : now,
        });
        if (!held) await advanceFeedCursor(tx, key, message.sequence, { at: now, sentAt });
        const ack: FeedAck = {
          status,
          message_id: id,
          fixture: key.fixtureRef,
          sequence: message.sequence,
          applied_through: held ? through : message.sequence,
          released: [],
        };
        await updateFeedMessage(tx, id, { response: ack });
        return { answer: { statusCode: held ? 202 : 200, body: ack, outcome: status }, id };
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // A season this message declared was rolled back with it.
      const season = stream && !stream.declared ? stream.season : undefined;
      return this.refuse(sender, season, message, err, now);
    }
    for (const e of published) this.events.publish(e);
    this.rankedSince(arrived, published);
    if (first.answer.outcome !== 'applied' || first.id === undefined || !stream)
      return first.answer;

    // The gap this message filled may release held ones: each in its own transaction, in order.
    const { released, through } = await this.releaseHeld(
      sender.tenantId,
      stream.season,
      stream.key,
      now,
      arrived,
    );
    if (released.length === 0) return first.answer;
    const ack: FeedAck = { ...(first.answer.body as FeedAck), applied_through: through, released };
    await updateFeedMessage(this.db, first.id, { response: ack });
    return { ...first.answer, body: ack };
  }

  /** Applies the held messages that follow the cursor, one transaction each; a refused one is skipped. */
  private async releaseHeld(
    tenantId: number,
    season: FeedSeason,
    key: CursorKey,
    now: Date,
    arrived: number,
  ): Promise<{ released: number[]; through: number }> {
    const released: number[] = [];
    let through = 0;
    for (;;) {
      let published: LiveEvent[] = [];
      let step: { id: number; through: number } | null;
      try {
        step = await this.scored(async (tx, afterCommit) => {
          const at = await lockFeedCursor(tx, key);
          through = at;
          const next = await findSequencedMessage(tx, key, at + 1);
          if (next?.status !== 'held') return null;
          const resolved = await resolveMessage(tx, season, FeedMessageSchema.parse(next.body));
          await lockSeasonScoring(tx, season.seasonId);
          published = await applyMessage(
            { tx, season, tenantId, now, live: this.live, afterCommit },
            resolved,
          );
          await updateFeedMessage(tx, next.id, { status: 'applied', appliedAt: now });
          await advanceFeedCursor(tx, key, at + 1, { at: now, sentAt: next.sentAt });
          return { id: next.id, through: at + 1 };
        });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        // It was accepted (held) but cannot apply now that its turn came: refused with the reason, and
        // its number passed so the fixture's later messages are not stuck behind it.
        through = await this.db.transaction(async (tx) => {
          const at = await lockFeedCursor(tx, key);
          const next = await findSequencedMessage(tx, key, at + 1);
          if (next?.status === 'held') {
            await updateFeedMessage(tx, next.id, {
              status: 'refused',
              reason: reasonOf(err),
            });
            await advanceFeedCursor(tx, key, at + 1, { at: now, sentAt: next.sentAt });
            this.metrics.count('refused');
            return at + 1;
          }
          return at;
        });
        continue;
      }
      if (!step) break;
      through = step.through;
      released.push(step.id);
      for (const e of published) this.events.publish(e);
      // A held message counts as applied once its turn came; its ranks date from the gap filling.
      this.metrics.count('applied');
      this.rankedSince(arrived, published);
    }
    return { released, through };
  }

  /** Records a refused message (nothing of it applied) and answers the spec's error object. */
  private async refuse(
    sender: FeedSender,
    season: FeedSeason | undefined,
    message: FeedMessage | undefined,
    err: AppError,
    now: Date,
  ): Promise<FeedAnswer> {
    const body = errorBody(err);
    await insertFeedMessage(this.db, {
      tenantId: sender.tenantId,
      seasonId: season?.seasonId ?? null,
      provider: sender.provider,
      keyId: sender.keyId,
      fixtureRef: message ? streamRefOf(message) : null,
      sequence: message?.sequence ?? null,
      kind: message?.kind ?? null,
      bodyHash: message ? contentHash(message) : '',
      // An unreadable body is not kept (it may be anything); its issues are in the answer.
      body: message ?? {},
      status: 'refused',
      reason: reasonOf(err),
      responseStatus: err.statusCode,
      response: body,
      sentAt: message?.sent_at ? new Date(message.sent_at) : null,
      receivedAt: now,
    });
    return {
      statusCode: err.statusCode,
      body,
      outcome: 'refused',
      code: err.details?.[0]?.code ?? err.code,
    };
  }

  /** Every call to the feed API, with who sent it. */
  async logCall(call: Omit<FeedCallInsert, 'receivedAt'>): Promise<void> {
    await logFeedCall(this.db, { ...call, receivedAt: this.clock() });
  }
}

function reasonOf(err: AppError): string {
  return `${err.details?.[0]?.code ?? err.code}: ${err.message}`;
}
