// Imports one FPL season directory (vaastav/Fantasy-Premier-League layout, see the data's PROVENANCE.md):
// clubs from teams.csv, players from players_raw.csv (start price = now_cost − cost_change_start), rounds with
// deadlines 90 minutes before each round's first kick-off, fixtures with difficulty from fixtures.csv, price
// history per round and per-fixture stats from merged_gw.csv. Every write is an upsert on a natural key, and
// the columns the season clock owns (round status, fixture status/score/minute, demo-shifted times, current
// price) are only written on insert, so running it again changes nothing.
import { basename } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../create-db.ts';
import {
  clubs,
  competitions,
  fixtures,
  type playerFixtureStats,
  players,
  rounds,
  seasons,
  tenantDomains,
  tenants,
} from '../schema.ts';
import {
  fplStatRows,
  csvInt as int,
  POSITION_BY_ELEMENT_TYPE,
  readFplCsv as readCsv,
} from './fpl-source.ts';
import { bulkInsert, chunks, excluded, type Progress } from './upsert.ts';

/** FPL's deadline is 90 minutes before the round's first kick-off. */
export const FPL_DEADLINE_BEFORE_KICKOFF_MS = 90 * 60_000;

export interface ImportFplOptions {
  /** Attach the season to the tenant answering on this domain. */
  tenantDomain?: string;
  onProgress?: Progress;
}

export interface ImportFplResult {
  seasonId: number;
  clubs: number;
  players: number;
  rounds: number;
  fixtures: number;
  prices: number;
  stats: number;
}

export async function importFplSeason(
  db: Database,
  dir: string,
  options: ImportFplOptions = {},
): Promise<ImportFplResult> {
  const progress = options.onProgress ?? (() => {});
  const seasonName = basename(dir.replace(/\/+$/, ''));
  const teamRows = readCsv(dir, 'teams.csv');
  const playerRows = readCsv(dir, 'players_raw.csv');
  const fixtureRows = readCsv(dir, 'fixtures.csv');
  const gwRows = readCsv(dir, 'merged_gw.csv');

  return db.transaction(async (tx) => {
    const [competition] = await tx
      .insert(competitions)
      .values({ code: 'epl', name: 'Premier League', sport: 'soccer' })
      .onConflictDoUpdate({ target: competitions.code, set: excluded(['name']) })
      .returning({ id: competitions.id });
    const [season] = await tx
      .insert(seasons)
      .values({
        competitionId: competition!.id,
        name: seasonName,
        budget: 1000,
        clock: { mode: 'live', matchMs: 115 * 60_000 },
      })
      .onConflictDoUpdate({
        target: [seasons.competitionId, seasons.name],
        set: excluded(['budget']),
      })
      .returning({ id: seasons.id });
    const seasonId = season!.id;

    // Clubs.
    progress('clubs', 0, teamRows.length);
    const clubRows = await tx
      .insert(clubs)
      .values(
        teamRows.map((t) => ({
          seasonId,
          externalId: String(int(t.id)),
          name: t.name ?? '',
          shortName: t.short_name ?? '',
          strength: int(t.strength),
        })),
      )
      .onConflictDoUpdate({
        target: [clubs.seasonId, clubs.externalId],
        set: excluded(['name', 'shortName', 'strength']),
      })
      .returning({ id: clubs.id, externalId: clubs.externalId });
    const clubId = new Map(clubRows.map((c) => [c.externalId, c.id]));
    progress('clubs', teamRows.length, teamRows.length);

    // Rounds: deadline 90 min before the first kick-off of the round's fixtures; a round opens when the
    // previous one's deadline passes (FPL's own rhythm), the first a week before its deadline.
    const firstKickoff = new Map<number, number>();
    for (const f of fixtureRows) {
      if (!f.event || !f.kickoff_time) continue; // an unscheduled postponement has no round yet
      const event = int(f.event);
      const t = Date.parse(f.kickoff_time);
      firstKickoff.set(event, Math.min(firstKickoff.get(event) ?? t, t));
    }
    const roundNumbers = [...firstKickoff.keys()].sort((a, b) => a - b);
    const deadlines = roundNumbers.map(
      (n) => new Date(firstKickoff.get(n)! - FPL_DEADLINE_BEFORE_KICKOFF_MS),
    );
    const roundValues = roundNumbers.map((number, i) => {
      const deadlineAt = deadlines[i]!;
      const opensAt = deadlines[i - 1] ?? new Date(deadlineAt.getTime() - 7 * 86_400_000);
      return {
        seasonId,
        number,
        name: `Gameweek ${number}`,
        opensAt,
        deadlineAt,
        realDeadlineAt: deadlineAt,
      };
    });
    const roundRows = await tx
      .insert(rounds)
      .values(roundValues)
      .onConflictDoUpdate({
        target: [rounds.seasonId, rounds.number],
        set: excluded(['name', 'realDeadlineAt']),
      })
      .returning({ id: rounds.id, number: rounds.number });
    const roundId = new Map(roundRows.map((r) => [r.number, r.id]));
    progress('rounds', roundRows.length, roundRows.length);

    // Players.
    const playerValues = playerRows.map((p) => {
      const position =
        POSITION_BY_ELEMENT_TYPE[int(p.element_type) as keyof typeof POSITION_BY_ELEMENT_TYPE];
      if (!position) throw new Error(`player ${p.id}: element_type ${p.element_type}`);
      const club = clubId.get(String(int(p.team)));
      if (club === undefined) throw new Error(`player ${p.id}: unknown team ${p.team}`);
      const startPrice = int(p.now_cost) - int(p.cost_change_start);
      return {
        seasonId,
        clubId: club,
        externalId: String(int(p.id)),
        name: p.web_name ?? '',
        fullName: `${p.first_name ?? ''} ${p.second_name ?? ''}`.trim(),
        position,
        startPrice,
        price: startPrice,
        // players_raw's status is FPL's END-of-season snapshot (Udogie "injured" from gameweek 1), and the
        // data holds no status per gameweek: every player starts the season available, and only a feed's
        // players.upsert changes it (ADR 0060). Written on insert only, so a re-import keeps what the feed said.
        availability: 'a',
      };
    });
    const playerId = new Map<string, number>();
    for (const chunk of chunks(playerValues, 500)) {
      const inserted = await tx
        .insert(players)
        .values(chunk)
        .onConflictDoUpdate({
          target: [players.seasonId, players.externalId],
          set: excluded(['clubId', 'name', 'fullName', 'position', 'startPrice']),
        })
        .returning({ id: players.id, externalId: players.externalId });
      for (const p of inserted) playerId.set(p.externalId, p.id);
      progress('players', playerId.size, playerValues.length);
    }

    // Fixtures.
    const fixtureValues = fixtureRows
      .filter((f) => f.event && f.kickoff_time)
      .map((f) => {
        const round = roundId.get(int(f.event));
        const home = clubId.get(String(int(f.team_h)));
        const away = clubId.get(String(int(f.team_a)));
        if (round === undefined || home === undefined || away === undefined)
          throw new Error(`fixture ${f.id}: unknown round or team`);
        const kickoffAt = new Date(f.kickoff_time!);
        const played = f.finished === 'True';
        return {
          seasonId,
          roundId: round,
          externalId: String(int(f.id)),
          homeClubId: home,
          awayClubId: away,
          kickoffAt,
          realKickoffAt: kickoffAt,
          sourceHomeScore: played ? int(f.team_h_score) : null,
          sourceAwayScore: played ? int(f.team_a_score) : null,
          homeDifficulty: int(f.team_h_difficulty),
          awayDifficulty: int(f.team_a_difficulty),
        };
      });
    const fixtureRowsDb = await tx
      .insert(fixtures)
      .values(fixtureValues)
      .onConflictDoUpdate({
        target: [fixtures.seasonId, fixtures.externalId],
        set: excluded([
          'roundId',
          'homeClubId',
          'awayClubId',
          'realKickoffAt',
          'sourceHomeScore',
          'sourceAwayScore',
          'homeDifficulty',
          'awayDifficulty',
        ]),
      })
      .returning({ id: fixtures.id, externalId: fixtures.externalId });
    const fixtureId = new Map(fixtureRowsDb.map((f) => [f.externalId, f.id]));
    progress('fixtures', fixtureRowsDb.length, fixtureRowsDb.length);

    // Price history (the first row of a player in a round carries that round's price) and stats. Rows of
    // players who neither played nor were booked are left out: an absent row means "did not play".
    const priceByKey = new Map<string, { playerId: number; roundId: number; price: number }>();
    const statValues: (typeof playerFixtureStats.$inferInsert)[] = [];
    for (const r of fplStatRows(gwRows)) {
      const player = playerId.get(String(r.element));
      const round = roundId.get(r.round);
      const fixture = fixtureId.get(String(r.fixture));
      if (player === undefined || round === undefined || fixture === undefined)
        throw new Error(`merged_gw: element ${r.element} fixture ${r.fixture} is not imported`);
      const key = `${player}:${round}`;
      if (!priceByKey.has(key))
        priceByKey.set(key, { playerId: player, roundId: round, price: r.value });
      if (r.played)
        statValues.push({
          fixtureId: fixture,
          playerId: player,
          stats: r.stats,
          sourcePoints: r.totalPoints,
        });
    }
    const priceValues = [...priceByKey.values()];
    await bulkInsert(
      tx,
      'player_prices',
      [
        { name: 'player_id', type: 'int' },
        { name: 'round_id', type: 'int' },
        { name: 'price', type: 'int' },
      ],
      priceValues.map((p) => [p.playerId, p.roundId, p.price]),
      'on conflict (player_id, round_id) do update set price = excluded.price',
    );
    progress('prices', priceValues.length, priceValues.length);
    await bulkInsert(
      tx,
      'player_fixture_stats',
      [
        { name: 'fixture_id', type: 'int' },
        { name: 'player_id', type: 'int' },
        { name: 'stats', type: 'jsonb' },
        { name: 'source_points', type: 'int' },
      ],
      statValues.map((v) => [v.fixtureId, v.playerId, v.stats, v.sourcePoints]),
      'on conflict (fixture_id, player_id) do update set stats = excluded.stats, source_points = excluded.source_points',
    );
    progress('stats', statValues.length, statValues.length);

    if (options.tenantDomain) await attachSeasonToTenant(tx, options.tenantDomain, seasonId);

    return {
      seasonId,
      clubs: clubRows.length,
      players: playerId.size,
      rounds: roundRows.length,
      fixtures: fixtureRowsDb.length,
      prices: priceValues.length,
      stats: statValues.length,
    };
  });
}

/** Points the tenant answering on `domain` at the season (its game from now on). */
export async function attachSeasonToTenant(
  db: Database,
  domain: string,
  seasonId: number,
): Promise<void> {
  const [found] = await db
    .select({ tenantId: tenantDomains.tenantId })
    .from(tenantDomains)
    .where(eq(tenantDomains.domain, domain));
  if (!found) throw new Error(`no tenant answers on ${domain}; seed tenants first`);
  await db
    .update(tenants)
    .set({ seasonId })
    .where(
      and(eq(tenants.id, found.tenantId), sql`${tenants.seasonId} is distinct from ${seasonId}`),
    );
}
