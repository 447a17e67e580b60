// The public FPL API's response shapes (fantasy.premierleague.com/api/…), as far as the adapter reads them.
// Field names are FPL's own. Objects are loose: FPL adds fields every season (2024-25 `points_modification`,
// 2025-26 defensive contributions …) and an adapter must not break on a field it does not read.
import { z } from 'zod';

const int = z.number().int();

/** bootstrap-static/ `events[]`: a gameweek. */
export const FplEventSchema = z.looseObject({
  id: int,
  name: z.string(),
  deadline_time: z.string(),
  finished: z.boolean(),
  /** FPL has checked the gameweek's data: no more changes are expected. */
  data_checked: z.boolean(),
  is_previous: z.boolean().optional(),
  is_current: z.boolean().optional(),
  is_next: z.boolean().optional(),
});

/** bootstrap-static/ `teams[]`. */
export const FplTeamSchema = z.looseObject({
  id: int,
  code: int,
  name: z.string(),
  short_name: z.string(),
  strength: int,
});

/** bootstrap-static/ `elements[]`: a player. `now_cost` in tenths of a million. */
export const FplElementSchema = z.looseObject({
  id: int,
  code: int,
  first_name: z.string(),
  second_name: z.string(),
  web_name: z.string(),
  team: int,
  element_type: int,
  now_cost: int,
  cost_change_start: int,
  /** a available, d doubtful, i injured, s suspended, u unavailable, n not in the league. */
  status: z.string(),
  news: z.string().optional(),
  chance_of_playing_next_round: int.nullable().optional(),
});

/** bootstrap-static/ `element_types[]`: 1 GKP, 2 DEF, 3 MID, 4 FWD (5 AM in 2024-25). */
export const FplElementTypeSchema = z.looseObject({
  id: int,
  singular_name: z.string(),
  singular_name_short: z.string(),
  plural_name: z.string(),
  plural_name_short: z.string(),
  squad_select: int,
  squad_min_play: int,
  squad_max_play: int,
  element_count: int,
});

export const FplBootstrapSchema = z.looseObject({
  events: z.array(FplEventSchema),
  teams: z.array(FplTeamSchema),
  elements: z.array(FplElementSchema),
  element_types: z.array(FplElementTypeSchema),
});
export type FplBootstrap = z.infer<typeof FplBootstrapSchema>;

/** bootstrap-static/ read for its gameweeks only (each poll: which gameweeks FPL has checked). */
export const FplBootstrapEventsSchema = z.looseObject({ events: z.array(FplEventSchema) });

const FplStatEntrySchema = z.looseObject({ value: int, element: int });

/** fixtures/ `[].stats[]`: per identifier, the home (`h`) and away (`a`) players with a non-zero value. */
export const FplFixtureStatSchema = z.looseObject({
  identifier: z.string(),
  a: z.array(FplStatEntrySchema),
  h: z.array(FplStatEntrySchema),
});

/**
 * fixtures/ (and fixtures/?event=N) `[]`. `event` and `kickoff_time` are null while a postponed fixture has
 * no new date; `finished_provisional` comes at the final whistle, `finished` once the bonus is confirmed.
 */
export const FplFixtureSchema = z.looseObject({
  id: int,
  code: int,
  event: int.nullable(),
  kickoff_time: z.string().nullable(),
  started: z.boolean().nullable(),
  finished: z.boolean(),
  finished_provisional: z.boolean(),
  minutes: int,
  provisional_start_time: z.boolean(),
  team_h: int,
  team_a: int,
  team_h_score: int.nullable(),
  team_a_score: int.nullable(),
  team_h_difficulty: int,
  team_a_difficulty: int,
  stats: z.array(FplFixtureStatSchema),
});
export type FplFixture = z.infer<typeof FplFixtureSchema>;
export const FplFixturesSchema = z.array(FplFixtureSchema);

/** event/{id}/live/ `elements[].explain[]`: one fixture's scoring lines (`minutes` always, the rest when ≠ 0). */
export const FplExplainSchema = z.looseObject({
  fixture: int,
  stats: z.array(z.looseObject({ identifier: z.string(), points: int, value: int })),
});

/** event/{id}/live/: every player's gameweek totals (`stats`) and per fixture lines (`explain`). */
export const FplEventLiveSchema = z.looseObject({
  elements: z.array(
    z.looseObject({
      id: int,
      stats: z.looseObject({ minutes: int, total_points: int, bonus: int, bps: int }),
      explain: z.array(FplExplainSchema),
    }),
  ),
});
export type FplEventLive = z.infer<typeof FplEventLiveSchema>;

/** element-summary/{id}/ `history[]`: one row per fixture played (or not) this season. */
export const FplElementHistorySchema = z.looseObject({
  element: int,
  fixture: int,
  opponent_team: int,
  total_points: int,
  was_home: z.boolean(),
  kickoff_time: z.string(),
  team_h_score: int.nullable(),
  team_a_score: int.nullable(),
  round: int,
  minutes: int,
  bonus: int,
  bps: int,
  value: int,
});

export const FplElementSummarySchema = z.looseObject({
  fixtures: z.array(z.looseObject({ id: int, event: int.nullable(), is_home: z.boolean() })),
  history: z.array(FplElementHistorySchema),
  history_past: z.array(z.looseObject({ season_name: z.string() })),
});
export type FplElementSummary = z.infer<typeof FplElementSummarySchema>;
