import { z } from 'zod';

/**
 * Cricket over the data feed (issue 21, ADR 0043), under the envelope of `feed.ts`: a match is a stream of
 * messages under its fixture's sequence —
 *
 *   1. `fixture.lineup`    each side's listed players (the XI and the impact substitutes, Cricsheet's
 *                          `info.players`) in `starting`, and the overs quota; it starts the match (every
 *                          listed player scores "playing"). The line-up kind of both sports (feed-season.ts,
 *                          ADR 0050).
 *   2. `cricket.delivery`  one Cricsheet delivery object per ball, with its innings, batting team, over and
 *                          ball, in playing order.
 *   3. `cricket.result`    full time: the outcome (winner and margin, or tie / no result).
 *   4. `cricket.correction` a finished match's deliveries replaced (and/or its outcome): every stat of a
 *                          cricket match is a function of its deliveries, so a stat is corrected by
 *                          correcting the ball it came from.
 *
 * Players and teams are named by the provider's ids: Cricsheet's registry ids for people (`info.registry.
 * people`, e.g. 'ba607b88' for V Kohli) and the team name for a team, the ids the importer stores.
 * Only the fields scoring and the match views read are carried; Cricsheet's `review` and `replacements`
 * are left out.
 */

/** A provider's id (of a player or a team): what the provider calls it. As `feed.ts`'s, kept apart so the
 * message union there can import this module without a cycle. */
const ProviderRef = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[^\p{Cc}]+$/u, 'no control characters');

const runs = z.number().int().min(0).max(99);

/** A fielder named in a dismissal. A substitute fielder need not be a player of the season (he scores
 * nothing: only the listed players of the fielding side are credited, as in Cricsheet scoring). */
export const FeedCricketFielderSchema = z.strictObject({
  name: ProviderRef,
  substitute: z.boolean().optional(),
});

export const FeedCricketWicketSchema = z.strictObject({
  /** Cricsheet's dismissal kind: 'bowled', 'caught', 'caught and bowled', 'lbw', 'stumped', 'run out', … */
  kind: z.string().min(1).max(40),
  player_out: ProviderRef,
  fielders: z.array(FeedCricketFielderSchema).max(6).optional(),
});

/** One Cricsheet delivery object, its people named by their ids. */
export const FeedCricketBallSchema = z.strictObject({
  batter: ProviderRef,
  bowler: ProviderRef,
  non_striker: ProviderRef,
  runs: z
    .strictObject({
      batter: runs,
      extras: runs,
      total: runs,
      /** The batter ran 4 (or 6) rather than hitting a boundary. */
      non_boundary: z.boolean().optional(),
    })
    .refine((r) => r.total === r.batter + r.extras, 'runs.total is runs.batter + runs.extras'),
  extras: z
    .strictObject({
      wides: runs.optional(),
      noballs: runs.optional(),
      byes: runs.optional(),
      legbyes: runs.optional(),
      penalty: runs.optional(),
    })
    .optional(),
  wickets: z.array(FeedCricketWicketSchema).max(2).optional(),
});
export type FeedCricketBall = z.infer<typeof FeedCricketBallSchema>;

/** Where a ball was bowled: innings from 1 in playing order (super overs after the two innings), Cricsheet's
 * over number (from 0) and the ball's place in its over's deliveries from 1 (wides and no-balls count). */
const ballPosition = {
  innings: z.number().int().min(1).max(8),
  over: z.number().int().min(0).max(49),
  ball: z.number().int().min(1).max(40),
};

export const FeedCricketDeliverySchema = z.strictObject({
  ...ballPosition,
  /** The batting team. */
  team: ProviderRef,
  /** A super over (it decides a tie; it scores no fantasy points, as in Cricsheet scoring). */
  super_over: z.boolean().optional(),
  delivery: FeedCricketBallSchema,
});
export type FeedCricketDelivery = z.infer<typeof FeedCricketDeliverySchema>;

/** Cricsheet's `info.outcome`, teams by id: a winner and the margin, or 'tie' (with the super over's
 * eliminator) / 'no result'. */
export const FeedCricketOutcomeSchema = z
  .strictObject({
    winner: ProviderRef.optional(),
    by: z
      .strictObject({
        runs: z.number().int().min(0).max(500).optional(),
        wickets: z.number().int().min(0).max(10).optional(),
      })
      .optional(),
    method: z.string().min(1).max(20).optional(),
    result: z.enum(['tie', 'no result', 'draw']).optional(),
    eliminator: ProviderRef.optional(),
  })
  .refine((o) => (o.winner === undefined) !== (o.result === undefined), 'a winner or a result');
export type FeedCricketOutcome = z.infer<typeof FeedCricketOutcomeSchema>;

/** The chasing side's target: runs, and overs when a shortened match revised them (net run rate reads it). */
export const FeedCricketTargetSchema = z.strictObject({
  runs: z.number().int().min(0).max(999).optional(),
  overs: z.number().min(0).max(50).optional(),
});

export const FeedCricketResultSchema = z.strictObject({
  outcome: FeedCricketOutcomeSchema,
  target: FeedCricketTargetSchema.optional(),
});

/** Deliveries of a finished match replaced at their place (and/or the outcome corrected). */
export const FeedCricketCorrectionSchema = z
  .strictObject({
    deliveries: z
      .array(
        z.strictObject({
          ...ballPosition,
          delivery: FeedCricketBallSchema,
        }),
      )
      .max(50)
      .default([]),
    outcome: FeedCricketOutcomeSchema.optional(),
  })
  .refine(
    (c) => c.deliveries.length > 0 || c.outcome !== undefined,
    'a correction changes something',
  );

/** One message of each kind for the API docs: IPL 2024's first match (Cricsheet 1422119, RCB v CSK). */
export const FEED_CRICKET_MESSAGE_EXAMPLES = (() => {
  const base = { provider: 'cricsheet', fixture: '1422119', sent_at: '2024-03-22T14:00:05Z' };
  return [
    {
      ...base,
      sequence: 1,
      kind: 'fixture.lineup',
      data: {
        overs: 20,
        teams: [
          { team: 'Royal Challengers Bengaluru', starting: ['ba607b88', '3355b542'], bench: [] },
          { team: 'Chennai Super Kings', starting: ['45a43fe2', '23eeb873'], bench: [] },
        ],
      },
    },
    {
      ...base,
      sequence: 2,
      kind: 'cricket.delivery',
      data: {
        innings: 1,
        team: 'Royal Challengers Bengaluru',
        over: 0,
        ball: 1,
        delivery: {
          batter: 'ba607b88',
          bowler: '23eeb873',
          non_striker: '3355b542',
          runs: { batter: 0, extras: 1, total: 1 },
          extras: { wides: 1 },
        },
      },
    },
    {
      ...base,
      sequence: 250,
      kind: 'cricket.result',
      data: { outcome: { winner: 'Chennai Super Kings', by: { wickets: 6 } } },
    },
    {
      ...base,
      sequence: 251,
      kind: 'cricket.correction',
      data: {
        deliveries: [
          {
            innings: 1,
            over: 0,
            ball: 1,
            delivery: {
              batter: 'ba607b88',
              bowler: '23eeb873',
              non_striker: '3355b542',
              runs: { batter: 1, extras: 0, total: 1 },
            },
          },
        ],
      },
    },
  ];
})();
