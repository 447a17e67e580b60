import type { RoundPick, RoundTeamResponse } from '@gameweek/contracts/round';
import { scoreCricketTeam } from '@gameweek/rules/cricket/team-points';
import { CHIP_TO_RULES } from '@gameweek/rules/soccer/chip-names';
import type { PlayerPosition } from '@gameweek/rules/soccer/positions';
import { isSoccerSeason, soccerSeasonRules } from '@gameweek/rules/soccer/season-rules';
import { playedInFixture } from '@gameweek/rules/soccer/stats';
import { scoreTeam } from '@gameweek/rules/soccer/team-score';
import { AppError, notFound } from '../errors.ts';
import type { ScoreRepository } from '../repositories/score-repository.ts';
import type { SquadRepository } from '../repositories/squad-repository.ts';
import type { TenantRepository } from '../repositories/tenant-repository.ts';
import type { UserRepository } from '../repositories/user-repository.ts';
import { roundRef } from './config-service.ts';
import type { PlayerCatalogue } from './player-catalogue.ts';
import type { TenantContext } from './tenant-service.ts';

interface PlayerRoundPoints {
  points: number;
  played: boolean;
  /** A fixture of his club in this round is not finished: he may still play, bonus may move. */
  pending: boolean;
  /** Every points row of his in the round carries the official bonus (the fixture's final). */
  final: boolean;
  breakdown: Map<string, { value: number; points: number }>;
}

/**
 * A manager's team and points for one round, recomputed from the players' fixture points with the
 * rules engine, so while a round is live the auto-subs, captaincy hand-over and provisional bonus
 * are those of this very moment.
 */
export class RoundService {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly users: UserRepository,
    private readonly squads: SquadRepository,
    private readonly scores: ScoreRepository,
    private readonly catalogue: PlayerCatalogue,
  ) {}

  /** The clubs with a fixture in the round (both sides of each). */
  async clubsPlaying(roundId: number): Promise<Set<number>> {
    const clubs = new Set<number>();
    for (const f of await this.scores.roundFixtures(roundId)) {
      clubs.add(f.homeClubId);
      clubs.add(f.awayClubId);
    }
    return clubs;
  }

  async team(
    ctx: TenantContext,
    viewerUserId: number,
    managerUserId: number,
    round: { id?: number; number?: number },
  ): Promise<RoundTeamResponse> {
    const season = ctx.season;
    if (!season) throw new AppError('NO_OPEN_ROUND', 'This service has no season configured');
    const roundRow =
      round.id !== undefined
        ? await this.tenants.roundById(round.id)
        : await this.tenants.roundByNumber(season.seasonId, round.number ?? 0);
    if (!roundRow || roundRow.seasonId !== season.seasonId) throw notFound('Round');
    const manager = await this.users.findById(managerUserId);
    if (!manager || manager.tenantId !== ctx.tenant.id) throw notFound('Manager');
    const squad = await this.squads.findByUser(managerUserId, season.seasonId);
    // The round exists but the manager had no team in it (never picked one, or joined later): the
    // page says so instead of failing; the round is in the details for its text.
    const noTeam = () =>
      new AppError('NO_TEAM', 'No team for this round', {
        details: [
          {
            code: 'NO_TEAM',
            params: { round_number: roundRow.number, round_name: roundRow.name },
          },
        ],
      });
    if (!squad) throw noTeam();
    const beforeDeadline = roundRow.status === 'OPEN' || roundRow.status === 'NOT_STARTED';
    // Other managers' picks stay hidden until the deadline has passed.
    if (beforeDeadline && viewerUserId !== managerUserId) {
      throw new AppError('FORBIDDEN', 'Picks are visible after the deadline', {
        redirect: '/leaderboard',
      });
    }
    const state = await this.squads.stateAt(squad.id, roundRow.number);
    if (!state) throw noTeam();
    const sr = state.squadRound;
    const [catalogue, pointRows, fixtureRows, score, spread] = await Promise.all([
      this.catalogue.get(ctx.tenant.id, season.seasonId),
      this.scores.playerPoints(
        roundRow.id,
        state.picks.map((p) => p.playerId),
      ),
      this.scores.roundFixtures(roundRow.id),
      this.scores.managerScore(squad.id, roundRow.id),
      this.scores.roundSpread(ctx.tenant.id, roundRow.id),
    ]);
    const pendingClubs = new Set<number>();
    for (const f of fixtureRows) {
      if (f.status === 'SCHEDULED' || f.status === 'LIVE') {
        pendingClubs.add(f.homeClubId);
        pendingClubs.add(f.awayClubId);
      }
    }
    const perPlayer = new Map<number, PlayerRoundPoints>();
    for (const row of pointRows) {
      let p = perPlayer.get(row.playerId);
      if (!p) {
        p = { points: 0, played: false, pending: false, final: true, breakdown: new Map() };
        perPlayer.set(row.playerId, p);
      }
      p.points += row.points;
      p.final &&= row.final;
      const stats = row.stats as unknown as Record<string, number | boolean>;
      const num = (k: string) => (typeof stats[k] === 'number' ? (stats[k] as number) : 0);
      p.played ||=
        ctx.tenant.context === 'cricket'
          ? stats.inXI === true
          : playedInFixture({
              minutes: num('minutes'),
              yellow_cards: num('yellow_cards'),
              red_cards: num('red_cards'),
            });
      for (const line of row.breakdown) {
        const prev = p.breakdown.get(line.stat) ?? { value: 0, points: 0 };
        p.breakdown.set(line.stat, {
          value: prev.value + line.value,
          points: prev.points + line.points,
        });
      }
    }
    for (const pick of state.picks) {
      const club = catalogue.players.get(pick.playerId)?.team.id;
      const entry = perPlayer.get(pick.playerId) ?? {
        points: 0,
        played: false,
        pending: false,
        final: true,
        breakdown: new Map(),
      };
      entry.pending = club !== undefined && pendingClubs.has(club);
      perPlayer.set(pick.playerId, entry);
    }

    const live =
      roundRow.status === 'LIVE' || (roundRow.status === 'LOCKED' && pendingClubs.size > 0);
    let points = 0;
    let benchPoints = 0;
    let autoSubs: { out: number; in: number }[] = [];
    const lines = new Map<
      number,
      { multiplier: number; points: number; benchPoints: number; autoSub: 'in' | 'out' | null }
    >();
    if (ctx.tenant.context === 'cricket') {
      const team = scoreCricketTeam(
        {
          playerIds: state.picks.map((p) => String(p.playerId)),
          captainId: String(sr.captainPlayerId),
          viceCaptainId: String(sr.viceCaptainPlayerId),
        },
        new Map(
          state.picks.map((p) => [String(p.playerId), perPlayer.get(p.playerId)?.points ?? 0]),
        ),
      );
      points = team.total;
      for (const l of team.lines)
        lines.set(Number(l.playerId), {
          multiplier: l.multiplier,
          points: l.points,
          // A cricket team is its eleven: no bench.
          benchPoints: 0,
          autoSub: null,
        });
    } else {
      const rules = soccerSeasonRules(
        isSoccerSeason(season.seasonName) ? season.seasonName : '2023-24',
      );
      const team = scoreTeam(rules, {
        picks: state.picks.map((p) => ({
          element: p.playerId,
          slot: p.slot,
          isCaptain: p.playerId === sr.captainPlayerId,
          isViceCaptain: p.playerId === sr.viceCaptainPlayerId,
        })),
        chip: sr.chip ? CHIP_TO_RULES[sr.chip] : null,
        players: (id) => {
          const pr = perPlayer.get(id);
          const position = catalogue.players.get(id)?.position as PlayerPosition | undefined;
          if (!position) return undefined;
          // Live/pending fixtures are scored as pending (the rules engine's PlayerRound.pending): a
          // starter whose match is not over is neither substituted nor stripped of the armband, and a
          // bench player whose match is not over does not come on for anyone yet.
          return {
            position,
            points: pr?.points ?? 0,
            played: pr?.played ?? false,
            pending: pr?.pending ?? false,
          };
        },
      });
      points = team.points;
      benchPoints = team.pointsOnBench;
      autoSubs = team.autoSubs.map((s) => ({ out: s.out, in: s.in }));
      const subIn = new Set(autoSubs.map((s) => s.in));
      const subOut = new Set(autoSubs.map((s) => s.out));
      for (const p of team.picks) {
        lines.set(p.element, {
          multiplier: p.multiplier,
          points: p.points,
          benchPoints: p.benchPoints,
          autoSub: subIn.has(p.element) ? 'in' : subOut.has(p.element) ? 'out' : null,
        });
      }
    }

    const picks: RoundPick[] = state.picks.flatMap((p) => {
      const player = catalogue.players.get(p.playerId);
      if (!player) return [];
      const { record: _r, history: _h, minutes: _m, ...summary } = player;
      const pr = perPlayer.get(p.playerId);
      const line = lines.get(p.playerId);
      return [
        {
          slot: p.slot,
          player: summary,
          is_captain: p.playerId === sr.captainPlayerId,
          is_vice_captain: p.playerId === sr.viceCaptainPlayerId,
          multiplier: line?.multiplier ?? 0,
          base_points: pr?.points ?? 0,
          points: line?.points ?? 0,
          played: pr?.played ?? false,
          auto_sub: line?.autoSub ?? null,
          provisional: pr?.pending ?? false,
          bench_points: line?.benchPoints ?? 0,
          bonus_final: !(pr?.pending ?? false) && (pr?.final ?? true),
          breakdown: [...(pr?.breakdown ?? new Map())].map(([stat, v]) => ({
            stat,
            value: v.value,
            points: v.points,
          })),
        },
      ];
    });
    const ref = roundRef(roundRow);
    if (!ref) throw notFound('Round');
    return {
      manager: { id: manager.id, name: manager.name, team_name: squad.name },
      round: { ...ref, number: roundRow.number },
      live,
      points,
      transfer_cost: sr.transferCost,
      net_points: points - sr.transferCost,
      bench_points: benchPoints,
      total_points: score?.total ?? null,
      overall_rank: score?.rank ?? null,
      previous_rank: score?.previousRank ?? null,
      average_points: spread.average,
      highest_points: spread.highest,
      chip: sr.chip,
      auto_subs: autoSubs,
      picks,
    };
  }
}
