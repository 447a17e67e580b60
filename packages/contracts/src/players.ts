import { z } from 'zod';
import { PlayerSummarySchema } from './player.ts';

/**
 * A player with his season totals, keyed by the rules engine's own stat names (soccer: goals_scored,
 * assists, clean_sheets, bonus, saves…; cricket: runs, fours, sixes, wickets, catches…).
 */
export const PlayerStatsSchema = PlayerSummarySchema.extend({
  minutes: z.number().int(),
  stats: z.record(z.string(), z.number()),
});
export type PlayerStats = z.infer<typeof PlayerStatsSchema>;

/** GET /v1/players: every player of the tenant's season (the squad builder's market, statistics). */
export const PlayersResponseSchema = z.object({ players: z.array(PlayerStatsSchema) });
export type PlayersResponse = z.infer<typeof PlayersResponseSchema>;

/** GET /v1/players/{id}: one player with points per round and price per round. */
export const PlayerDetailResponseSchema = z.object({
  player: PlayerStatsSchema,
  history: z.array(z.object({ round: z.number().int(), points: z.number().int() })),
  prices: z.array(z.object({ round: z.number().int(), price: z.number().int() })),
});
export type PlayerDetailResponse = z.infer<typeof PlayerDetailResponseSchema>;
