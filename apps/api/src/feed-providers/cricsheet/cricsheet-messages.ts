// The Cricsheet adapter's translation (ADR 0043): a Cricsheet JSON match (https://cricsheet.org/format/json/)
// into feed messages under one fixture's sequence — its line-up, one `cricket.delivery` per ball in playing
// order, its result — with people named by their Cricsheet registry ids and teams by name, the ids the
// importer stores. Pure. A live match is the same translation applied to a growing match: `CricsheetStream`
// answers, for each newer copy of the match, the messages not sent yet.
import type { FeedMessage } from '@gameweek/contracts/feed';
import type { FeedCricketBall, FeedCricketOutcome } from '@gameweek/contracts/feed-cricket';
import {
  type CricsheetDelivery,
  type CricsheetMatch,
  cricsheetPlayerId,
} from '@gameweek/rules/cricket/cricsheet';
import type { CricketOutcome, CricketReplay } from '@gameweek/rules/cricket/match-result';

export interface CricsheetSource {
  /** The fixture's id at the provider: Cricsheet's match id (the file's name without .json). */
  fixture: string;
  match: CricsheetMatch;
}

interface Envelope {
  provider: string;
  fixture: string;
  sequence: number;
  sent_at: string;
}

/** A Cricsheet delivery with its people by registry id; `review` and `replacements` left out. */
export function ballOf(match: CricsheetMatch, d: CricsheetDelivery): FeedCricketBall {
  const id = (name: string) => cricsheetPlayerId(match, name);
  return {
    batter: id(d.batter),
    bowler: id(d.bowler),
    non_striker: id(d.non_striker),
    runs: {
      batter: d.runs.batter,
      extras: d.runs.extras,
      total: d.runs.total,
      ...(d.runs.non_boundary ? { non_boundary: true } : {}),
    },
    ...(d.extras ? { extras: { ...d.extras } } : {}),
    ...(d.wickets
      ? {
          wickets: d.wickets.map((w) => ({
            kind: w.kind,
            player_out: id(w.player_out),
            ...(w.fielders
              ? {
                  fielders: w.fielders.flatMap((f) =>
                    f.name === undefined
                      ? []
                      : [{ name: id(f.name), ...(f.substitute ? { substitute: true } : {}) }],
                  ),
                }
              : {}),
          })),
        }
      : {}),
  };
}

type Data<K extends FeedMessage['kind']> = Extract<FeedMessage, { kind: K }>['data'];

/** The line-up (`fixture.lineup`, both sports' kind, ADR 0050): each side's listed players start, no bench. */
export function lineupOf(match: CricsheetMatch): Data<'fixture.lineup'> {
  const overs = (match as CricketReplay).info.overs;
  return {
    ...(overs !== undefined ? { overs } : {}),
    teams: match.info.teams.map((team) => ({
      team,
      starting: (match.info.players[team] ?? []).map((n) => cricsheetPlayerId(match, n)),
      bench: [],
    })),
  };
}

/** Every ball of the match in playing order, where it was bowled. */
export function deliveriesOf(match: CricsheetMatch): Data<'cricket.delivery'>[] {
  const out: Data<'cricket.delivery'>[] = [];
  (match.innings ?? []).forEach((innings, i) => {
    for (const over of innings.overs ?? [])
      over.deliveries.forEach((d, b) => {
        out.push({
          innings: i + 1,
          team: innings.team,
          ...(innings.super_over ? { super_over: true } : {}),
          over: over.over,
          ball: b + 1,
          delivery: ballOf(match, d),
        });
      });
  });
  return out;
}

/** The result, when the match has one (Cricsheet writes `info.outcome` at the end). */
export function resultOf(match: CricsheetMatch): Data<'cricket.result'> | undefined {
  const o = (match as CricketReplay).info.outcome as CricketOutcome | undefined;
  if (!o || (o.winner === undefined && o.result === undefined)) return undefined;
  const outcome: FeedCricketOutcome = {
    ...(o.winner !== undefined ? { winner: o.winner } : {}),
    ...(o.by ? { by: o.by } : {}),
    ...(o.method ? { method: o.method } : {}),
    ...(o.result !== undefined ? { result: o.result as 'tie' | 'no result' | 'draw' } : {}),
    ...(o.eliminator ? { eliminator: o.eliminator } : {}),
  };
  const chasing = ((match as CricketReplay).innings ?? []).filter((i) => !i.super_over)[1];
  return { outcome, ...(chasing?.target ? { target: chasing.target } : {}) };
}

const key = (d: { innings: number; over: number; ball: number }) =>
  `${d.innings}:${d.over}.${d.ball}`;

/**
 * A match as a stream of messages: `next(match)` with the match as it stands now answers the messages
 * not sent yet — the line-up first, then the balls bowled since, then the result once the match has one.
 * A ball that changed after it was sent (the provider's scorer fixed it) goes out as a correction after
 * the result: a live ball is never re-sent under the same place.
 */
export class CricsheetStream {
  private sequence = 0;
  private readonly sent = new Map<string, string>();
  private lineupSent = false;
  private finished = false;
  private readonly changed = new Map<string, Data<'cricket.correction'>['deliveries'][number]>();

  constructor(
    private readonly provider: string,
    private readonly fixture: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  get done(): boolean {
    return this.finished && this.changed.size === 0;
  }

  private envelope(): Envelope {
    return {
      provider: this.provider,
      fixture: this.fixture,
      sequence: ++this.sequence,
      sent_at: this.clock().toISOString(),
    };
  }

  next(match: CricsheetMatch): FeedMessage[] {
    const out: FeedMessage[] = [];
    if (!this.lineupSent) {
      out.push({ ...this.envelope(), kind: 'fixture.lineup', data: lineupOf(match) });
      this.lineupSent = true;
    }
    for (const d of deliveriesOf(match)) {
      const k = key(d);
      const body = JSON.stringify(d.delivery);
      const before = this.sent.get(k);
      if (before === undefined) {
        if (this.finished) continue;
        out.push({ ...this.envelope(), kind: 'cricket.delivery', data: d });
        this.sent.set(k, body);
      } else if (before !== body) {
        this.changed.set(k, {
          innings: d.innings,
          over: d.over,
          ball: d.ball,
          delivery: d.delivery,
        });
        this.sent.set(k, body);
      }
    }
    const result = this.finished ? undefined : resultOf(match);
    if (result) {
      out.push({ ...this.envelope(), kind: 'cricket.result', data: result });
      this.finished = true;
    }
    if (this.finished && this.changed.size > 0) {
      const deliveries = [...this.changed.values()];
      for (let i = 0; i < deliveries.length; i += 50)
        out.push({
          ...this.envelope(),
          kind: 'cricket.correction',
          data: { deliveries: deliveries.slice(i, i + 50) },
        });
      this.changed.clear();
    }
    return out;
  }
}

/** A finished match's whole message stream, numbered from 1. */
export function cricsheetMatchMessages(
  provider: string,
  source: CricsheetSource,
  clock?: () => Date,
): FeedMessage[] {
  return new CricsheetStream(provider, source.fixture, clock).next(source.match);
}
