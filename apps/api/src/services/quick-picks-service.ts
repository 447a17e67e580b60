import type { QuickPicksResponse } from '@gameweek/contracts/user';
import { CRICKET_SHAPE, pickSquad, SOCCER_SHAPE } from '@gameweek/rules/shared/pick-squad';
import { AppError } from '../errors.ts';
import { roundRef } from './config-service.ts';
import type { PlayerCatalogue } from './player-catalogue.ts';
import type { RoundService } from './round-service.ts';
import type { TenantContext, TenantService } from './tenant-service.ts';

/** POST /v1/user/quick-picks: a suggested valid squad from the season's catalogue (not saved). */
export class QuickPicksService {
  constructor(
    private readonly catalogue: PlayerCatalogue,
    private readonly tenants: TenantService,
    private readonly rounds: RoundService,
  ) {}

  async suggest(ctx: TenantContext, keep: readonly number[]): Promise<QuickPicksResponse> {
    const season = ctx.season;
    if (!season) throw new AppError('NO_OPEN_ROUND', 'This service has no season configured');
    const [catalogue, rounds] = await Promise.all([
      this.catalogue.get(ctx.tenant.id, season.seasonId),
      this.tenants.roundsOf(season.seasonId),
    ]);
    const available = [...catalogue.players.values()].filter((p) => p.availability !== 'u');
    const cricket = ctx.tenant.context === 'cricket';
    const shape = cricket ? CRICKET_SHAPE(season.budget) : SOCCER_SHAPE(season.budget);
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
        [...keep],
      );
    // A cricket match day is a fresh pick: an eleven from teams without a match that day scores
    // nothing, so the suggestion is made among the day's teams, keeping only those of the players
    // asked for who play that day (the builder asks to keep the eleven of the previous day), and
    // from everyone only if the day's teams cannot make a valid eleven.
    let picked: ReturnType<typeof pickSquad> = null;
    if (cricket && rounds.next) {
      const playing = await this.rounds.clubsPlaying(rounds.next.id);
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
  }
}
