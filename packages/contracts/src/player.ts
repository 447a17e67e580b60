import { z } from 'zod';

/** Soccer positions and cricket roles share one field; the context tells which set applies. */
export const PositionSchema = z.enum(['GK', 'DEF', 'MID', 'FWD', 'WK', 'BAT', 'AR', 'BOWL']);
export type Position = z.infer<typeof PositionSchema>;

/** Availability flag of a player (FPL-style: a available, d doubtful, i injured, s suspended, u unavailable). */
export const PlayerAvailabilitySchema = z.string().max(1);

export const TeamRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
});
export type TeamRef = z.infer<typeof TeamRefSchema>;

/** A player as shown in lists and pickers. Prices are integers in tenths (55 = 5.5). */
export const PlayerSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  position: PositionSchema,
  team: TeamRefSchema,
  price: z.number().int(),
  form: z.number(),
  total_points: z.number().int(),
  selected_by_percent: z.number(),
  availability: PlayerAvailabilitySchema,
  /** Chance of playing the next round, percent, when the data feed says (players.upsert, ADR 0041). */
  chance_of_playing: z.number().int().min(0).max(100).optional(),
  /** The feed's short note on his availability ('Hamstring injury - 75% chance of playing'), when any. */
  news: z.string().optional(),
});
export type PlayerSummary = z.infer<typeof PlayerSummarySchema>;
