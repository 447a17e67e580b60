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
import { DeferredLiveRescores } from '../../jobs/live-round-scoring.ts';
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

/** Most messages of one sender applied in one transaction (ADR 0055). */
const MAX_TOGETHER = 50;

/** A message waiting for its sender's turn. */
interface Waiting {
  sender: FeedSender;
  rawBody: string;
  arrived: number;
  resolve: (answer: FeedAnswer) => void;
  reject: (err: unknown) => void;
}

/** What a message's own transaction did (FeedIngest.first). */
interface FirstStep {
  answer: FeedAnswer;
  /** The stored message (not for a repeat). */
  id?: number;
  stream: FeedStream;
  published: LiveEvent[];
  /**
   * Whether a held message waits right after this one (seen under the stream's cursor lock: one that
   * arrives later finds the cursor moved and is applied, not held). Without one, nothing is released.
   */
  releases?: boolean;
}

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
    // One sender's messages are taken in turn in this process: they queue here, not each in a
    // transaction holding a pooled connection while it waits for the season's scoring lock (ten
    // full-time messages at once took the whole pool, and the next call found no connection). When a
    // turn comes, every message then waiting is applied in one transaction (ADR 0055).
    const key = `${sender.tenantId}|${sender.provider}`;
    const answer = await new Promise<FeedAnswer>((resolve, reject) => {
      const entry: Waiting = { sender, rawBody, arrived, resolve, reject };
      const queue = this.queues.get(key);
      if (queue) queue.push(entry);
      else {
        const started = [entry];
        this.queues.set(key, started);
        void this.drain(key, started);
      }
    });
    this.metrics.count(answer.outcome);
    return answer;
  }

  /** The messages waiting per sender (tenant and provider); an entry lives while its queue drains. */
  private readonly queues = new Map<string, Waiting[]>();

  private async drain(key: string, queue: Waiting[]): Promise<void> {
    // While messages are taken, the live scores' background flush waits between its batches.
    const release = this.live.hold();
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, MAX_TOGETHER);
        try {
          const answers =
            batch.length === 1
              ? [await this.take(batch[0]!.sender, batch[0]!.rawBody, batch[0]!.arrived)]
              : await this.takeTogether(batch);
          for (let k = 0; k < batch.length; k++) batch[k]!.resolve(answers[k]!);
        } catch (err) {
          for (const w of batch) w.reject(err);
        }
      }
    } finally {
      this.queues.delete(key);
      release();
    }
  }

  /**
   * Messages that waited for the same turn, applied in one transaction, each in its own savepoint: each
   * keeps its sequence, repeat, hold and refusal, a refused one rolls back alone, and the live rounds they
   * moved are re-scored once at the end (DeferredLiveRescores) — ranks are current for all of them at the
   * one commit. If the transaction fails otherwise (nothing of it is left), each message is taken alone.
   */
  private async takeTogether(batch: readonly Waiting[]): Promise<FeedAnswer[]> {
    const answers: (FeedAnswer | undefined)[] = [];
    const applied: { index: number; step: FirstStep }[] = [];
    const refused: { index: number; message: FeedMessage; err: AppError; stream?: FeedStream }[] =
      [];
    const parsed = batch.map((w) => this.parse(w.sender, w.rawBody));
    const nows = batch.map(() => this.clock());
    for (let k = 0; k < batch.length; k++) {
      const p = parsed[k]!;
      if ('refusal' in p)
        answers[k] = await this.refuse(batch[k]!.sender, undefined, p.message, p.refusal, nows[k]!);
    }
    const after: (() => void)[] = [];
    try {
      await this.db.transaction(async (outer) => {
        const deferred = new DeferredLiveRescores();
        for (let k = 0; k < batch.length; k++) {
          const p = parsed[k]!;
          if ('refusal' in p) continue;
          const own: (() => void)[] = [];
          const holder: { stream?: FeedStream } = {};
          try {
            const step = await outer.transaction((tx) =>
              this.first(
                tx,
                batch[k]!.sender,
                p.message,
                nows[k]!,
                (fn) => own.push(fn),
                holder,
                deferred,
              ),
            );
            after.push(...own);
            applied.push({ index: k, step });
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            refused.push({ index: k, message: p.message, err, stream: holder.stream });
          }
        }
        const last = nows[nows.length - 1]!;
        await deferred.run(
          { tx: outer, live: this.live, afterCommit: (fn) => after.push(fn) },
          last,
        );
      });
    } catch {
      // Nothing of the transaction stands: the messages not answered yet, one at a time.
      const alone: FeedAnswer[] = [];
      for (let k = 0; k < batch.length; k++)
        alone.push(
          answers[k] ?? (await this.take(batch[k]!.sender, batch[k]!.rawBody, batch[k]!.arrived)),
        );
      return alone;
    }
    for (const fn of after) fn();
    if (after.length > 0 && this.live.flushesEachMessage) await this.live.flush();
    for (const { index, message, err, stream } of refused) {
      const season = stream && !stream.declared ? stream.season : undefined;
      answers[index] = await this.refuse(batch[index]!.sender, season, message, err, nows[index]!);
    }
    for (const { index, step } of applied)
      answers[index] = await this.afterFirst(
        batch[index]!.sender,
        step,
        nows[index]!,
        batch[index]!.arrived,
      );
    return answers.map((a) => a!);
  }

  private rankedSince(arrived: number, published: readonly LiveEvent[]): void {
    if (published.some((e) => e.type === 'round.scores'))
      this.metrics.ranked((performance.now() - arrived) / 1000);
  }

  private async take(sender: FeedSender, rawBody: string, arrived: number): Promise<FeedAnswer> {
    const now = this.clock();
    const parsed = this.parse(sender, rawBody);
    if ('refusal' in parsed)
      return this.refuse(sender, undefined, parsed.message, parsed.refusal, now);
    const holder: { stream?: FeedStream } = {};
    let step: FirstStep;
    try {
      step = await this.scored((tx, afterCommit) =>
        this.first(tx, sender, parsed.message, now, afterCommit, holder),
      );
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // A season this message declared was rolled back with it.
      const season = holder.stream && !holder.stream.declared ? holder.stream.season : undefined;
      return this.refuse(sender, season, parsed.message, err, now);
    }
    return this.afterFirst(sender, step, now, arrived);
  }

  /** The body read as a feed message of this sender, or why it is refused. */
  private parse(
    sender: FeedSender,
    rawBody: string,
  ): { message: FeedMessage } | { refusal: AppError; message?: FeedMessage } {
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return {
        refusal: new AppError('VALIDATION_FAILED', 'Body is not JSON', {
          details: [{ code: 'FEED_BODY_NOT_JSON' }],
        }),
      };
    }
    const parsed = FeedMessageSchema.safeParse(body);
    if (!parsed.success)
      return {
        refusal: new AppError('VALIDATION_FAILED', 'Not a feed message', {
          details: parsed.error.issues.slice(0, 20).map((i) => ({
            code: i.code,
            // As Fastify's own validation names them: where in the request, then the field.
            path: ['body', ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
            message: i.message,
          })),
        }),
      };
    const message = parsed.data;
    if (message.provider !== sender.provider)
      return {
        message,
        refusal: new AppError('FORBIDDEN', 'The message names another provider than its key', {
          details: [{ code: 'FEED_PROVIDER_MISMATCH', path: ['provider'] }],
        }),
      };
    return { message };
  }

  /**
   * A message's own work in the caller's transaction: its stream's cursor, a repeat answered as the first
   * time, held when it runs ahead, else applied. Throws an AppError to refuse it (nothing of it stays).
   */
  private async first(
    tx: Database,
    sender: FeedSender,
    message: FeedMessage,
    now: Date,
    afterCommit: (fn: () => void) => void,
    holder: { stream?: FeedStream },
    deferred?: DeferredLiveRescores,
  ): Promise<FirstStep> {
    const bodyHash = contentHash(message);
    const sentAt = message.sent_at ? new Date(message.sent_at) : null;
    let published: LiveEvent[] = [];
    // The message's season and stream (a fixture's, or a season's own: ADR 0041), found in its transaction.
    const stream = await openStream(tx, sender, message, now);
    holder.stream = stream;
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
        stream,
        published,
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
        { tx, season, tenantId: sender.tenantId, now, live: this.live, afterCommit, deferred },
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
    const releases =
      !held && (await findSequencedMessage(tx, key, message.sequence + 1))?.status === 'held';
    const ack: FeedAck = {
      status,
      message_id: id,
      fixture: key.fixtureRef,
      sequence: message.sequence,
      applied_through: held ? through : message.sequence,
      released: [],
    };
    await updateFeedMessage(tx, id, { response: ack });
    return {
      answer: { statusCode: held ? 202 : 200, body: ack, outcome: status },
      id,
      stream,
      published,
      releases,
    };
  }

  /** After the message's commit: its live events, its time to ranks, and the held messages it releases. */
  private async afterFirst(
    sender: FeedSender,
    first: FirstStep,
    now: Date,
    arrived: number,
  ): Promise<FeedAnswer> {
    for (const e of first.published) this.events.publish(e);
    this.rankedSince(arrived, first.published);
    if (first.answer.outcome !== 'applied' || first.id === undefined || !first.releases)
      return first.answer;

    // The gap this message filled may release held ones: each in its own transaction, in order.
    const { released, through } = await this.releaseHeld(
      sender.tenantId,
      first.stream.season,
      first.stream.key,
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
