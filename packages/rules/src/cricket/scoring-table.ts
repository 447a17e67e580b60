// The T20 fantasy scoring table as data. The engine (match-points.ts) reads every number from
// here, and the "how to play" page renders the same object, so the help text cannot drift from
// what is scored. Label keys are i18n keys; the English text lives with the translations.
import type { CricketRole } from './roles.ts';

/** A fixed number of points per event (per run, per catch…). */
export interface PerEventRule {
  readonly type: 'per-event';
  readonly key: string;
  readonly labelKey: string;
  readonly points: number;
}

/** Roles a rule does not apply to (e.g. a bowler's duck). */
export interface RoleExemption {
  readonly exemptRoles: readonly CricketRole[];
}

/** Bonus for reaching a count; only the highest tier reached scores. Tiers ascend by atLeast. */
export interface TieredRule {
  readonly type: 'tiered';
  readonly key: string;
  readonly labelKey: string;
  readonly tiers: readonly { readonly atLeast: number; readonly points: number }[];
}

/** One end of a band; bounds are integers so comparisons stay in integer arithmetic. */
export interface BandBound {
  readonly value: number;
  readonly inclusive: boolean;
}

/** lower < value < upper (each end inclusive or not; a missing end is unbounded). */
export interface Band {
  readonly lower?: BandBound;
  readonly upper?: BandBound;
  readonly points: number;
}

/**
 * Points for a rate (economy, strike rate) compared exactly as a fraction:
 * rate = amount × scale / balls. Values outside every band score 0.
 */
export interface BandedRule {
  readonly type: 'banded';
  readonly key: string;
  readonly labelKey: string;
  /** Runs per over (scale 6) or runs per 100 balls (scale 100). */
  readonly scale: number;
  /** The rule applies only from this many balls. */
  readonly minBalls: number;
  readonly bands: readonly Band[];
}

export type CricketScoringRule = PerEventRule | TieredRule | BandedRule;

export interface CricketScoringTable {
  readonly id: string;
  readonly labelKey: string;
  readonly playing: PerEventRule;
  readonly batting: {
    readonly run: PerEventRule;
    readonly fourBonus: PerEventRule;
    readonly sixBonus: PerEventRule;
    readonly milestone: TieredRule;
    readonly duck: PerEventRule & RoleExemption;
  };
  readonly bowling: {
    readonly dot: PerEventRule;
    readonly wicket: PerEventRule;
    readonly bowledLbwBonus: PerEventRule;
    readonly haul: TieredRule;
    readonly maiden: PerEventRule;
  };
  readonly fielding: {
    readonly catch: PerEventRule;
    readonly catchesBonus: TieredRule;
    readonly stumping: PerEventRule;
    /** One fielder named in the run out. */
    readonly runOutSole: PerEventRule;
    /** Two or more named: each of the last two. */
    readonly runOutShared: PerEventRule;
  };
  readonly economy: BandedRule;
  readonly strikeRate: BandedRule & RoleExemption;
}

const perEvent = (key: string, points: number): PerEventRule => ({
  type: 'per-event',
  key,
  labelKey: `cricket.scoring.${key}`,
  points,
});

const below = (value: number, inclusive: boolean): BandBound => ({ value, inclusive });
const above = below;

export const CRICKET_T20_SCORING: CricketScoringTable = {
  id: 'cricket-t20-v1',
  labelKey: 'cricket.scoring.title',
  playing: perEvent('playing', 4),
  batting: {
    run: perEvent('run', 1),
    fourBonus: perEvent('fourBonus', 4),
    sixBonus: perEvent('sixBonus', 6),
    milestone: {
      type: 'tiered',
      key: 'milestone',
      labelKey: 'cricket.scoring.milestone',
      tiers: [
        { atLeast: 25, points: 4 },
        { atLeast: 50, points: 8 },
        { atLeast: 75, points: 12 },
        { atLeast: 100, points: 16 },
      ],
    },
    duck: { ...perEvent('duck', -2), exemptRoles: ['BOWL'] },
  },
  bowling: {
    dot: perEvent('dot', 1),
    wicket: perEvent('wicket', 30),
    bowledLbwBonus: perEvent('bowledLbwBonus', 8),
    haul: {
      type: 'tiered',
      key: 'haul',
      labelKey: 'cricket.scoring.haul',
      tiers: [
        { atLeast: 3, points: 4 },
        { atLeast: 4, points: 8 },
        { atLeast: 5, points: 12 },
      ],
    },
    maiden: perEvent('maiden', 12),
  },
  fielding: {
    catch: perEvent('catch', 8),
    catchesBonus: {
      type: 'tiered',
      key: 'catchesBonus',
      labelKey: 'cricket.scoring.catchesBonus',
      tiers: [{ atLeast: 3, points: 4 }],
    },
    stumping: perEvent('stumping', 12),
    runOutSole: perEvent('runOutSole', 12),
    runOutShared: perEvent('runOutShared', 6),
  },
  economy: {
    type: 'banded',
    key: 'economy',
    labelKey: 'cricket.scoring.economy',
    scale: 6,
    minBalls: 12,
    bands: [
      { upper: below(5, false), points: 6 },
      { lower: above(5, true), upper: below(6, false), points: 4 },
      { lower: above(6, true), upper: below(7, true), points: 2 },
      { lower: above(10, true), upper: below(11, true), points: -2 },
      { lower: above(11, false), upper: below(12, true), points: -4 },
      { lower: above(12, false), points: -6 },
    ],
  },
  strikeRate: {
    type: 'banded',
    key: 'strikeRate',
    labelKey: 'cricket.scoring.strikeRate',
    scale: 100,
    minBalls: 10,
    exemptRoles: ['BOWL'],
    bands: [
      { lower: above(170, false), points: 6 },
      { lower: above(150, false), upper: below(170, true), points: 4 },
      { lower: above(130, true), upper: below(150, true), points: 2 },
      { lower: above(60, true), upper: below(70, true), points: -2 },
      { lower: above(50, true), upper: below(60, false), points: -4 },
      { upper: below(50, false), points: -6 },
    ],
  },
};

/** The table's rules in display order, grouped by section, for the "how to play" page. */
export function listCricketScoringRules(
  table: CricketScoringTable = CRICKET_T20_SCORING,
): readonly { readonly section: string; readonly rules: readonly CricketScoringRule[] }[] {
  return [
    { section: 'playing', rules: [table.playing] },
    { section: 'batting', rules: Object.values(table.batting) },
    { section: 'bowling', rules: Object.values(table.bowling) },
    { section: 'fielding', rules: Object.values(table.fielding) },
    { section: 'economy', rules: [table.economy] },
    { section: 'strikeRate', rules: [table.strikeRate] },
  ];
}

/** Highest tier reached, or 0. */
export function tierPoints(rule: TieredRule, count: number): number {
  let points = 0;
  for (const tier of rule.tiers) if (count >= tier.atLeast) points = tier.points;
  return points;
}

// rate = amount·scale/balls compared with bound b without division: amount·scale vs b·balls.
function compare(amount: number, balls: number, scale: number, bound: number): number {
  return Math.sign(amount * scale - bound * balls);
}

/** Whether amount·scale/balls lies in the band (balls > 0), decided in integers. */
export function inBand(band: Band, amount: number, balls: number, scale: number): boolean {
  if (band.lower) {
    const c = compare(amount, balls, scale, band.lower.value);
    if (c < 0 || (c === 0 && !band.lower.inclusive)) return false;
  }
  if (band.upper) {
    const c = compare(amount, balls, scale, band.upper.value);
    if (c > 0 || (c === 0 && !band.upper.inclusive)) return false;
  }
  return true;
}

/** Points of the first band containing amount·scale/balls; 0 below minBalls or outside all bands. */
export function bandPoints(rule: BandedRule, amount: number, balls: number): number {
  if (balls < rule.minBalls || balls <= 0) return 0;
  for (const band of rule.bands) if (inBand(band, amount, balls, rule.scale)) return band.points;
  return 0;
}
