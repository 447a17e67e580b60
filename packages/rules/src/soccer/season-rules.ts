// Every soccer rule that changes between seasons is data in this file. Adding a season means adding
// an entry to SOCCER_SEASON_RULES; the engine (fixture points, bonus, squads, team scoring, transfers,
// chips) only reads these objects. Scoring lines are shaped for display as well as for computation:
// the "how to play" page renders the same lines that score the game.
import type { Price } from '../shared/units.ts';
import type { PlayerPosition, SoccerPosition } from './positions.ts';
import type { SoccerStatKey } from './stats.ts';

export const SOCCER_SEASONS = ['2022-23', '2023-24', '2024-25', '2025-26'] as const;
export type SoccerSeason = (typeof SOCCER_SEASONS)[number];

export type PerPosition = Readonly<Partial<Record<SoccerPosition, number>>>;

export type ScoringRule =
  /** Awarded once when minutes fall in [from, to] (to null = no upper bound). */
  | { readonly kind: 'minutes'; readonly from: number; readonly to: number | null }
  /**
   * floor(stat / every) × points. With minMinutes, only when the player was on the pitch at least
   * that long (a clean sheet needs 60 minutes).
   */
  | {
      readonly kind: 'per';
      readonly stat: SoccerStatKey;
      readonly every: number;
      readonly minMinutes?: number;
    }
  /** Awarded once when the sum of the position's stats reaches its threshold. */
  | {
      readonly kind: 'threshold';
      readonly sumOf: Readonly<Partial<Record<SoccerPosition, readonly SoccerStatKey[]>>>;
      readonly atLeast: PerPosition;
    };

export type ScoringKey =
  | 'minutes_up_to_59'
  | 'minutes_60_plus'
  | 'goal'
  | 'assist'
  | 'clean_sheet'
  | 'saves'
  | 'penalty_saved'
  | 'penalty_missed'
  | 'goals_conceded'
  | 'yellow_card'
  | 'red_card'
  | 'own_goal'
  | 'bonus'
  | 'defensive_contribution'
  | 'manager_win'
  | 'manager_draw'
  | 'manager_goal'
  | 'manager_clean_sheet'
  | 'manager_underdog_win'
  | 'manager_underdog_draw';

export interface ScoringLine {
  readonly key: ScoringKey;
  /** i18n key of the line's label on the "how to play" page. */
  readonly labelKey: `rules.soccer.scoring.${ScoringKey}`;
  readonly rule: ScoringRule;
  /** Points per position; a position that is absent is not scored by this line. */
  readonly points: PerPosition;
}

export type SoccerChip = 'wildcard' | 'freehit' | 'bboost' | '3xc' | 'manager';

/** One use of a chip, playable in rounds [fromRound, toRound]. */
export interface ChipAllowance {
  readonly chip: SoccerChip;
  readonly fromRound: number;
  readonly toRound: number;
  /** Rounds the chip stays active once played (default 1); no other chip meanwhile. */
  readonly activeRounds?: number;
}

export interface SoccerSeasonRules {
  readonly season: SoccerSeason;
  readonly rounds: number;
  readonly scoring: readonly ScoringLine[];
  readonly bonus: {
    /** Points by competition rank of BPS within a fixture: rank 1 → awards[0], … */
    readonly awards: readonly number[];
    /** Only players who were on the pitch compete for bonus. */
    readonly minMinutes: number;
  };
  readonly squad: {
    readonly size: number;
    readonly perPosition: Readonly<Record<PlayerPosition, number>>;
    readonly budget: Price;
    readonly maxPerClub: number;
  };
  readonly lineup: {
    readonly size: number;
    readonly min: Readonly<Record<PlayerPosition, number>>;
    readonly max: Readonly<Record<PlayerPosition, number>>;
  };
  readonly captaincy: { readonly captain: number; readonly tripleCaptain: number };
  readonly transfers: {
    /** Free transfers gained before each round's deadline (the first round is unlimited). */
    readonly perRound: number;
    readonly maxBanked: number;
    /** Points deducted per transfer beyond the free ones. */
    readonly extraCost: number;
    /** From 2024-25 a Wildcard or Free Hit no longer wipes the banked free transfers. */
    readonly chipKeepsBanked: boolean;
    /** Rounds before whose deadline transfers are unlimited (e.g. after the 2022 World Cup). */
    readonly unlimitedRounds: readonly number[];
    /** Rounds for which every manager's free transfers are topped up to a number. */
    readonly topUps: readonly { readonly round: number; readonly freeTransfers: number }[];
  };
  readonly chips: readonly ChipAllowance[];
  /** 2024-25 Assistant Manager: "underdog" means at least this many league places higher. */
  readonly assistantManager?: { readonly underdogPlaceGap: number };
}

const line = (key: ScoringKey, rule: ScoringRule, points: PerPosition): ScoringLine => ({
  key,
  labelKey: `rules.soccer.scoring.${key}`,
  rule,
  points,
});

const ALL_PLAYERS = (value: number): PerPosition => ({
  GK: value,
  DEF: value,
  MID: value,
  FWD: value,
});

/** Lines for players; with an Assistant Manager the cards also score for him. */
function playerLines(goalkeeperGoal: number, assistantManager = false): ScoringLine[] {
  const cards = (value: number): PerPosition =>
    assistantManager ? { ...ALL_PLAYERS(value), AM: value } : ALL_PLAYERS(value);
  return [
    line('minutes_up_to_59', { kind: 'minutes', from: 1, to: 59 }, ALL_PLAYERS(1)),
    line('minutes_60_plus', { kind: 'minutes', from: 60, to: null }, ALL_PLAYERS(2)),
    line(
      'goal',
      { kind: 'per', stat: 'goals_scored', every: 1 },
      { GK: goalkeeperGoal, DEF: 6, MID: 5, FWD: 4 },
    ),
    line('assist', { kind: 'per', stat: 'assists', every: 1 }, ALL_PLAYERS(3)),
    line(
      'clean_sheet',
      { kind: 'per', stat: 'clean_sheets', every: 1, minMinutes: 60 },
      { GK: 4, DEF: 4, MID: 1 },
    ),
    line('saves', { kind: 'per', stat: 'saves', every: 3 }, { GK: 1 }),
    line('penalty_saved', { kind: 'per', stat: 'penalties_saved', every: 1 }, { GK: 5 }),
    line('penalty_missed', { kind: 'per', stat: 'penalties_missed', every: 1 }, ALL_PLAYERS(-2)),
    line('goals_conceded', { kind: 'per', stat: 'goals_conceded', every: 2 }, { GK: -1, DEF: -1 }),
    line('yellow_card', { kind: 'per', stat: 'yellow_cards', every: 1 }, cards(-1)),
    line('red_card', { kind: 'per', stat: 'red_cards', every: 1 }, cards(-3)),
    line('own_goal', { kind: 'per', stat: 'own_goals', every: 1 }, ALL_PLAYERS(-2)),
    line('bonus', { kind: 'per', stat: 'bonus', every: 1 }, ALL_PLAYERS(1)),
  ];
}

const ASSISTANT_MANAGER_LINES: readonly ScoringLine[] = [
  line('manager_win', { kind: 'per', stat: 'mng_win', every: 1 }, { AM: 6 }),
  line('manager_draw', { kind: 'per', stat: 'mng_draw', every: 1 }, { AM: 3 }),
  line('manager_goal', { kind: 'per', stat: 'mng_goals_scored', every: 1 }, { AM: 1 }),
  line('manager_clean_sheet', { kind: 'per', stat: 'mng_clean_sheets', every: 1 }, { AM: 2 }),
  line('manager_underdog_win', { kind: 'per', stat: 'mng_underdog_win', every: 1 }, { AM: 10 }),
  line('manager_underdog_draw', { kind: 'per', stat: 'mng_underdog_draw', every: 1 }, { AM: 5 }),
];

// 2025-26: defenders count clearances, blocks, interceptions and tackles (CBIT); midfielders and
// forwards also count recoveries (CBIRT). Goalkeepers cannot earn it. Awarded once per match.
const DEFENSIVE_CONTRIBUTION_LINE = line(
  'defensive_contribution',
  {
    kind: 'threshold',
    sumOf: {
      DEF: ['clearances_blocks_interceptions', 'tackles'],
      MID: ['clearances_blocks_interceptions', 'tackles', 'recoveries'],
      FWD: ['clearances_blocks_interceptions', 'tackles', 'recoveries'],
    },
    atLeast: { DEF: 10, MID: 12, FWD: 12 },
  },
  { DEF: 2, MID: 2, FWD: 2 },
);

const BASE = {
  rounds: 38,
  bonus: { awards: [3, 2, 1], minMinutes: 1 },
  squad: {
    size: 15,
    perPosition: { GK: 2, DEF: 5, MID: 5, FWD: 3 },
    budget: 1000 as Price,
    maxPerClub: 3,
  },
  lineup: {
    size: 11,
    min: { GK: 1, DEF: 3, MID: 2, FWD: 1 },
    max: { GK: 1, DEF: 5, MID: 5, FWD: 3 },
  },
  captaincy: { captain: 2, tripleCaptain: 3 },
} as const;

/** One of each chip usable across the whole season (Wildcard/Free Hit make no sense in round 1). */
const wholeSeason = (chip: SoccerChip, rounds = 38): ChipAllowance => ({
  chip,
  fromRound: chip === 'wildcard' || chip === 'freehit' ? 2 : 1,
  toRound: rounds,
});

export const SOCCER_SEASON_RULES: Readonly<Record<SoccerSeason, SoccerSeasonRules>> = {
  '2022-23': {
    ...BASE,
    season: '2022-23',
    scoring: playerLines(6),
    transfers: {
      perRound: 1,
      maxBanked: 2,
      extraCost: 4,
      chipKeepsBanked: false,
      // The season paused for the 2022 World Cup; everyone had unlimited transfers before GW17.
      unlimitedRounds: [17],
      topUps: [],
    },
    chips: [
      // The first Wildcard had to be played before the GW17 deadline (Boxing Day 2022).
      { chip: 'wildcard', fromRound: 2, toRound: 16 },
      { chip: 'wildcard', fromRound: 17, toRound: 38 },
      wholeSeason('freehit'),
      wholeSeason('bboost'),
      wholeSeason('3xc'),
    ],
  },
  '2023-24': {
    ...BASE,
    season: '2023-24',
    scoring: playerLines(6),
    transfers: {
      perRound: 1,
      maxBanked: 2,
      extraCost: 4,
      chipKeepsBanked: false,
      unlimitedRounds: [],
      topUps: [],
    },
    chips: [
      { chip: 'wildcard', fromRound: 2, toRound: 19 },
      { chip: 'wildcard', fromRound: 20, toRound: 38 },
      wholeSeason('freehit'),
      wholeSeason('bboost'),
      wholeSeason('3xc'),
    ],
  },
  '2024-25': {
    ...BASE,
    season: '2024-25',
    scoring: [...playerLines(10, true), ...ASSISTANT_MANAGER_LINES],
    transfers: {
      perRound: 1,
      maxBanked: 5,
      extraCost: 4,
      chipKeepsBanked: true,
      unlimitedRounds: [],
      topUps: [],
    },
    chips: [
      { chip: 'wildcard', fromRound: 2, toRound: 19 },
      { chip: 'wildcard', fromRound: 20, toRound: 38 },
      wholeSeason('freehit'),
      wholeSeason('bboost'),
      wholeSeason('3xc'),
      // Released mid-season; it then runs for three consecutive rounds.
      { chip: 'manager', fromRound: 24, toRound: 38, activeRounds: 3 },
    ],
    assistantManager: { underdogPlaceGap: 5 },
  },
  '2025-26': {
    ...BASE,
    season: '2025-26',
    scoring: [...playerLines(10), DEFENSIVE_CONTRIBUTION_LINE],
    transfers: {
      perRound: 1,
      maxBanked: 5,
      extraCost: 4,
      chipKeepsBanked: true,
      unlimitedRounds: [],
      // AFCON: every manager was topped up to five free transfers for GW16.
      topUps: [{ round: 16, freeTransfers: 5 }],
    },
    // Two of each chip: the first set expires at the GW19 deadline, the second opens after it.
    chips: (['wildcard', 'freehit', 'bboost', '3xc'] as const).flatMap((chip) => [
      { chip, fromRound: chip === 'wildcard' || chip === 'freehit' ? 2 : 1, toRound: 19 },
      { chip, fromRound: 20, toRound: 38 },
    ]),
  },
};

export function isSoccerSeason(value: string): value is SoccerSeason {
  return (SOCCER_SEASONS as readonly string[]).includes(value);
}

export function soccerSeasonRules(season: SoccerSeason): SoccerSeasonRules {
  return SOCCER_SEASON_RULES[season];
}
