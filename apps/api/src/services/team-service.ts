import { createHash } from 'node:crypto';
import type { ChipName, Pick, SaveTeamBody, UserTeamResponse } from '@gameweek/contracts/user';
import { accessLevelOf } from '@gameweek/contracts/user-status';
import type { Database } from '@gameweek/db/create-db';
import { AppError } from '../errors.ts';
import { isUniqueViolation } from '../lib/pg-errors.ts';
import type { IdempotencyRepository } from '../repositories/idempotency-repository.ts';
import type { PlayerRepository } from '../repositories/player-repository.ts';
import type {
  SquadRepository,
  SquadRoundState,
  SquadRow,
} from '../repositories/squad-repository.ts';
import type { RoundRow } from '../repositories/tenant-repository.ts';
import type { SessionUser } from '../repositories/user-repository.ts';
import { roundRef, selectedLanguage } from './config-service.ts';
import type { Catalogue, PlayerCatalogue } from './player-catalogue.ts';
import {
  type BaseRound,
  type MarketEntry,
  sellingPrice,
  type TeamRules,
  teamRulesFor,
} from './team-rules.ts';
import type { TenantContext, TenantService } from './tenant-service.ts';
import type { UserStatusService } from './user-status-service.ts';

/** The round-level numbers of a team as of a round (saved or carried forward). */
interface RoundNumbers {
  captainId: number | null;
  viceCaptainId: number | null;
  chip: ChipName | null;
  bank: number;
  freeTransfers: number | null;
  transfersMade: number;
  transferCost: number;
}

export interface SaveResult {
  status: number;
  body: UserTeamResponse;
  replayed: boolean;
}

/** Hash of what makes two saves "the same request" for idempotency. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A manager's squad for the next round: reading it (with prices, bank, transfers, chips) and saving
 * it (validated by the rules engine, deadline checked inside the saving transaction, idempotent).
 */
export class TeamService {
  constructor(
    private readonly db: Database,
    private readonly squads: SquadRepository,
    private readonly players: PlayerRepository,
    private readonly idempotency: IdempotencyRepository,
    private readonly tenants: TenantService,
    private readonly catalogue: PlayerCatalogue,
    private readonly statuses: UserStatusService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  rulesOf(ctx: TenantContext): TeamRules {
    return teamRulesFor(ctx.tenant.context, ctx.season?.seasonName ?? '');
  }

  async get(user: SessionUser, ctx: TenantContext): Promise<UserTeamResponse> {
    const season = requireSeason(ctx);
    const { next } = await this.tenants.roundsOf(season.seasonId);
    const [snapshot, catalogue] = await Promise.all([
      this.squads.snapshot(user.userId, season.seasonId, next?.number ?? MAX_ROUND),
      this.catalogue.get(ctx.tenant.id, season.seasonId),
    ]);
    return this.view(
      user,
      ctx,
      next,
      snapshot?.squad,
      snapshot?.state,
      snapshot?.chipsPlayed ?? [],
      catalogue,
    );
  }

  private view(
    user: SessionUser,
    ctx: TenantContext,
    round: RoundRow | null,
    squad: SquadRow | undefined,
    state: SquadRoundState | undefined,
    chipsPlayed: { chip: ChipName; roundId: number; roundNumber: number }[],
    catalogue: Catalogue,
  ): UserTeamResponse {
    const season = requireSeason(ctx);
    const rules = this.rulesOf(ctx);
    const roundNumber = round?.number ?? MAX_ROUND;
    let numbers: RoundNumbers;
    if (state && round && state.roundNumber === round.number) {
      numbers = numbersOf(state);
    } else if (state) {
      // Not saved for this round yet: the last team carries forward with this round's free transfers.
      const ft = rules.freeTransfersAt(baseOf(state), roundNumber);
      numbers = {
        ...numbersOf(state),
        chip: null,
        freeTransfers: ft,
        transfersMade: 0,
        transferCost: 0,
      };
    } else {
      numbers = {
        captainId: null,
        viceCaptainId: null,
        chip: null,
        bank: season.budget,
        freeTransfers: null,
        transfersMade: 0,
        transferCost: 0,
      };
    }
    const picks: Pick[] = (state?.picks ?? []).flatMap((p) => {
      const player = catalogue.players.get(p.playerId);
      if (!player) return [];
      const { record: _r, history: _h, minutes: _m, ...summary } = player;
      const isCaptain = p.playerId === numbers.captainId;
      return [
        {
          slot: p.slot,
          player: summary,
          is_captain: isCaptain,
          is_vice_captain: p.playerId === numbers.viceCaptainId,
          multiplier:
            p.slot > rules.startersSize && numbers.chip !== 'bench_boost'
              ? 0
              : isCaptain
                ? numbers.chip === 'triple_captain'
                  ? rules.tripleCaptainMultiplier
                  : rules.captainMultiplier
                : 1,
          purchase_price: p.purchasePrice,
          selling_price: sellingPrice(p.purchasePrice, player.price),
        },
      ];
    });
    const squadValue = picks.reduce((sum, p) => sum + p.selling_price, 0);
    return {
      user: {
        id: user.userId,
        name: user.name,
        status: user.status,
        access_level: accessLevelOf(user.status),
        language: selectedLanguage(ctx, user.language),
      },
      round: roundRef(round),
      has_team: squad !== undefined,
      picks,
      bank: numbers.bank,
      squad_value: squadValue,
      budget: season.budget,
      free_transfers: numbers.freeTransfers ?? 0,
      unlimited_transfers:
        numbers.freeTransfers === null ||
        numbers.chip === 'wildcard' ||
        numbers.chip === 'free_hit',
      transfers_made: numbers.transfersMade,
      transfer_cost: numbers.transferCost,
      chips: rules.chipStates(chipsPlayed, round),
      active_chip: numbers.chip,
    };
  }

  async save(
    user: SessionUser,
    ctx: TenantContext,
    body: SaveTeamBody,
    idempotencyKey: string | undefined,
  ): Promise<SaveResult> {
    this.statuses.assertCanPlay(user.status);
    const hash = requestHash(body);
    if (idempotencyKey) {
      const replay = await this.replay(user.userId, idempotencyKey, hash);
      if (replay) return replay;
    }
    // Read through caches before the transaction: PGlite has one connection, so a query outside `tx`
    // inside the transaction would wait forever. Everything that decides the save is re-read in `tx`.
    const season = requireSeason(ctx);
    const { next } = await this.tenants.roundsOf(season.seasonId);
    const catalogue = await this.catalogue.get(ctx.tenant.id, season.seasonId);
    try {
      return await this.db.transaction(async (tx) => {
        const body2 = await this.saveInTx(user, ctx, body, next, catalogue, tx, {
          key: idempotencyKey,
          hash,
        });
        return { status: 200, body: body2, replayed: false };
      });
    } catch (err) {
      // A concurrent request with the same key committed first: answer as it did.
      if (idempotencyKey && isUniqueViolation(err)) {
        const replay = await this.replay(user.userId, idempotencyKey, hash);
        if (replay) return replay;
      }
      if (isUniqueViolation(err)) {
        // Two first saves of one manager raced to create the squad: nothing of this one was kept.
        throw new AppError('CONFLICT', 'Another save of this team ran at the same time; try again');
      }
      throw err;
    }
  }

  private async assertOpen(
    roundId: number,
    seasonId: number,
    now: Date,
    tx: Database,
  ): Promise<RoundRow> {
    const round = await this.tenants.roundIn(roundId, tx);
    if (!round || round.seasonId !== seasonId)
      throw new AppError('NOT_FOUND', `Round ${roundId} not found`);
    if (round.status !== 'OPEN' || round.deadlineAt.getTime() <= now.getTime()) {
      throw new AppError(
        'DEADLINE_PASSED',
        `The deadline of ${round.name} has passed or it is not open`,
        {
          details: [
            {
              code: 'DEADLINE_PASSED',
              params: { round_id: round.id, deadline: round.deadlineAt.toISOString() },
            },
          ],
        },
      );
    }
    return round;
  }

  private async replay(userId: number, key: string, hash: string): Promise<SaveResult | undefined> {
    const stored = await this.idempotency.find(userId, key);
    if (!stored) return undefined;
    if (stored.requestHash !== hash) {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used with a different request',
        { details: [{ code: 'IDEMPOTENCY_KEY_REUSED', params: { key } }] },
      );
    }
    return {
      status: stored.responseStatus,
      body: stored.responseBody as UserTeamResponse,
      replayed: true,
    };
  }

  private async saveInTx(
    user: SessionUser,
    ctx: TenantContext,
    body: SaveTeamBody,
    next: RoundRow | null,
    catalogue: Catalogue,
    tx: Database,
    { key: idempotencyKey, hash }: { key: string | undefined; hash: string },
  ): Promise<UserTeamResponse> {
    const season = requireSeason(ctx);
    const rules = this.rulesOf(ctx);
    const now = this.clock();
    const roundId = body.round_id ?? next?.id;
    if (!roundId) throw new AppError('NO_OPEN_ROUND', 'There is no round to pick for');
    // The deadline is enforced inside the transaction, twice: before any write, and again as the last
    // statement before commit, so a round the clock locked meanwhile rolls the whole save back.
    // (A FOR SHARE lock on the round row would serialise every save on one multixact: see ADR 0006.)
    const round = await this.assertOpen(roundId, season.seasonId, now, tx);

    let squad = await this.squads.lockByUser(user.userId, season.seasonId, tx);
    const saved = squad ? await this.squads.saveBase(squad.id, round.number, tx) : undefined;
    const base = saved?.base;
    const chipsPlayed = (saved?.chipsPlayed ?? []).filter((c) => c.roundId !== round.id);

    const ids = body.picks.map((p) => p.player_id);
    // Current prices of the new squad and of everyone sold, read inside the transaction.
    const wanted = new Set([...ids, ...(base?.picks ?? []).map((p) => p.playerId)]);
    const records = await this.players.marketOf(season.seasonId, [...wanted], tx);
    const market = new Map<number, MarketEntry>(
      records.map((r) => [r.id, { position: r.position, clubId: r.clubId, price: r.price }]),
    );
    const evaluation = rules.evaluate({
      roundNumber: round.number,
      base: base ? baseOf(base) : undefined,
      picks: body.picks.map((p) => ({
        playerId: p.player_id,
        slot: p.slot,
        isCaptain: p.player_id === body.captain_id,
        isViceCaptain: p.player_id === body.vice_captain_id,
      })),
      chip: body.chip,
      chipsPlayed,
      market,
      seasonBudget: season.budget,
    });
    const violations = evaluation.violations;
    for (const [code, id] of [
      ['CAPTAIN_NOT_IN_SQUAD', body.captain_id],
      ['VICE_CAPTAIN_NOT_IN_SQUAD', body.vice_captain_id],
    ] as const) {
      if (!ids.includes(id) && !violations.some((v) => v.code === code)) {
        violations.push({ code, params: { playerId: id } });
      }
    }
    // A Wildcard or Free Hit is final once saved (as in FPL); Bench Boost and Triple Captain may still
    // be cancelled or swapped for another chip before the deadline.
    const playedHere = saved?.chipsPlayed.find((c) => c.roundId === round.id);
    if (
      playedHere &&
      (playedHere.chip === 'wildcard' || playedHere.chip === 'free_hit') &&
      body.chip !== playedHere.chip
    ) {
      violations.push({ code: 'CHIP_CONFIRMED', params: { chip: playedHere.chip } });
    }
    if (violations.length > 0) {
      throw new AppError('SQUAD_INVALID', `The team breaks ${violations.length} rule(s)`, {
        details: violations,
      });
    }

    if (!squad) {
      squad = await this.squads.insert(
        {
          tenantId: ctx.tenant.id,
          userId: user.userId,
          seasonId: season.seasonId,
          name: `${user.name || 'Manager'}'s team`.slice(0, 60),
          startRoundId: round.id,
        },
        tx,
      );
      await this.squads.joinSystemLeagues(squad.id, ctx.tenant.id, season.seasonId, tx);
    }
    const squadId = squad.id;
    await this.squads.replaceRound(
      {
        squadRound: {
          squadId,
          roundId: round.id,
          captainPlayerId: body.captain_id,
          viceCaptainPlayerId: body.vice_captain_id,
          chip: body.chip,
          bank: evaluation.bank,
          freeTransfers: evaluation.freeTransfers ?? 0,
          transfersMade: evaluation.transfersMade,
          transferCost: evaluation.transferCost,
        },
        picks: body.picks.map((p) => ({
          squadId,
          roundId: round.id,
          playerId: p.player_id,
          slot: p.slot,
          purchasePrice: evaluation.purchasePrices.get(p.player_id) ?? 0,
        })),
        transfers: evaluation.transfersOut.map((outId, i) => {
          const inId = evaluation.transfersIn[i] ?? outId;
          return {
            squadId,
            roundId: round.id,
            playerOutId: outId,
            playerInId: inId,
            priceOut: evaluation.sellingPrices.get(outId) ?? 0,
            priceIn: market.get(inId)?.price ?? 0,
          };
        }),
      },
      tx,
    );
    const allChips = [...chipsPlayed.map((c) => c.chip), ...(body.chip ? [body.chip] : [])];
    // squads.chips_used mirrors the squad_rounds chips; write it only when it changes.
    if (allChips.join() !== squad.chipsUsed.join())
      await this.squads.setChipsUsed(squadId, allChips, tx);

    // The answer is built from what was just written: no read-back round trips inside the transaction.
    const squadRound = {
      squadId,
      roundId: round.id,
      captainPlayerId: body.captain_id,
      viceCaptainPlayerId: body.vice_captain_id,
      chip: body.chip,
      bank: evaluation.bank,
      freeTransfers: evaluation.freeTransfers ?? 0,
      transfersMade: evaluation.transfersMade,
      transferCost: evaluation.transferCost,
      savedAt: now,
    };
    const state: SquadRoundState = {
      roundNumber: round.number,
      squadRound,
      picks: [...body.picks]
        .sort((a, b) => a.slot - b.slot)
        .map((p) => ({
          squadId,
          roundId: round.id,
          playerId: p.player_id,
          slot: p.slot,
          purchasePrice: evaluation.purchasePrices.get(p.player_id) ?? 0,
        })),
    };
    const played = [
      ...chipsPlayed,
      ...(body.chip ? [{ chip: body.chip, roundId: round.id, roundNumber: round.number }] : []),
    ].sort((a, b) => a.roundNumber - b.roundNumber);
    const answer = this.view(user, ctx, round, squad, state, played, catalogue);
    if (!idempotencyKey) {
      await this.assertOpen(round.id, season.seasonId, this.clock(), tx);
      return answer;
    }
    // The last statement before commit: the deadline check and the stored answer in one round trip.
    // Nothing is stored when the round closed meanwhile; assertOpen then says why and the whole save
    // rolls back.
    const stored = await this.idempotency.insertIfOpen(
      {
        userId: user.userId,
        key: idempotencyKey,
        requestHash: hash,
        responseStatus: 200,
        responseBody: answer,
      },
      { roundId: round.id, now: this.clock() },
      tx,
    );
    if (!stored) await this.assertOpen(round.id, season.seasonId, this.clock(), tx);
    return answer;
  }
}

/** Stands for "after the last round" when no round is ahead. */
const MAX_ROUND = 2_147_483_647;

function requireSeason(ctx: TenantContext) {
  if (!ctx.season) throw new AppError('NO_OPEN_ROUND', 'This service has no season configured');
  return ctx.season;
}

function numbersOf(state: SquadRoundState): RoundNumbers {
  const sr = state.squadRound;
  return {
    captainId: sr.captainPlayerId,
    viceCaptainId: sr.viceCaptainPlayerId,
    chip: sr.chip,
    bank: sr.bank,
    freeTransfers: sr.freeTransfers,
    transfersMade: sr.transfersMade,
    transferCost: sr.transferCost,
  };
}

function baseOf(state: SquadRoundState): BaseRound {
  return {
    roundNumber: state.roundNumber,
    picks: state.picks.map((p) => ({ playerId: p.playerId, purchasePrice: p.purchasePrice })),
    bank: state.squadRound.bank,
    freeTransfers: state.squadRound.freeTransfers,
    transfersMade: state.squadRound.transfersMade,
    chip: state.squadRound.chip,
  };
}
