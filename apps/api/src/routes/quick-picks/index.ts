import { IdSchema } from '@gameweek/contracts/common';
import { ErrorResponseSchema } from '@gameweek/contracts/error';
import { QuickPicksResponseSchema } from '@gameweek/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { currentUser } from '../../plugins/app/request-context.ts';
import { roundRef } from '../../services/config-service.ts';
import { CRICKET_SHAPE, pickSquad, SOCCER_SHAPE } from './pick-squad.ts';

const QuickPicksBodySchema = z
  .object({
    keep: z.array(IdSchema).max(15).default([]).describe('players to keep when they fit'),
  })
  .default({ keep: [] });

const errors = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
};

/** POST /v1/user/quick-picks: a suggested valid squad (not saved); the client shows it for review. */
const quickPicksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.post('/user/quick-picks', {
    schema: {
      tags: ['user'],
      summary: 'A valid squad that keeps the given players when it can (not saved)',
      security: [{ bearer: [] }],
      body: QuickPicksBodySchema,
      response: { 200: QuickPicksResponseSchema, ...errors },
    },
    handler: async (request) => {
      currentUser(request);
      const ctx = request.tenantCtx;
      const season = ctx.season;
      if (!season) throw new AppError('NO_OPEN_ROUND', 'This service has no season configured');
      const [catalogue, rounds] = await Promise.all([
        app.services.catalogue.get(ctx.tenant.id, season.seasonId),
        app.services.tenants.roundsOf(season.seasonId),
      ]);
      const available = [...catalogue.players.values()].filter((p) => p.availability !== 'u');
      const cricket = ctx.tenant.context === 'cricket';
      const shape = cricket ? CRICKET_SHAPE(season.budget) : SOCCER_SHAPE(season.budget);
      const keep = request.body?.keep ?? [];
      const pick = (players: typeof available) =>
        pickSquad(
          shape,
          players.map((p) => ({
            id: p.id,
            position: p.position,
            club: p.team.id,
            price: p.price,
            score: p.total_points + 3 * p.form + 1,
          })),
          keep,
        );
      // A cricket match day is a fresh pick: an eleven from teams without a match that day scores
      // nothing, so the suggestion is made among the day's teams, keeping only those of the players
      // asked for who play that day (the builder asks to keep the eleven of the previous day), and
      // from everyone only if the day's teams cannot make a valid eleven.
      let picked: ReturnType<typeof pickSquad> = null;
      if (cricket && rounds.next) {
        const playing = await app.services.rounds.clubsPlaying(rounds.next.id);
        if (playing.size > 0) picked = pick(available.filter((p) => playing.has(p.team.id)));
      }
      picked ??= pick(available);
      if (!picked) throw new AppError('VALIDATION_FAILED', 'No valid squad fits the budget');
      const summary = (id: number) => {
        const { record: _r, history: _h, minutes: _m, ...p } = catalogue.players.get(id)!;
        return p;
      };
      return {
        round: roundRef(rounds.next),
        picks: picked.picks.map((p) => ({ player_id: p.id, slot: p.slot, player: summary(p.id) })),
        captain_id: picked.captainId,
        vice_captain_id: picked.viceCaptainId,
        cost: picked.cost,
        budget: season.budget,
      };
    },
  });
};

export default quickPicksRoutes;
