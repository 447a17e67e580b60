// Imports one IPL season of Cricsheet JSON (one file per match, see the data's PROVENANCE.md). Roles and credits
// come from the rules engine (deriveCricketRoles with the playable thresholds and the IPL keeper overrides,
// deriveCricketCredits from the season's own base points), stats and points per player and match from
// extractCricketMatchStats / scoreCricketPerformance.
//
// Rounds are match days (ADR 0005): one or two matches share a deadline, which keeps a season at ~60 rounds
// instead of 70+ and matches how a daily fantasy player returns each evening. Cricsheet has dates, not start
// times, so kick-offs follow the IPL's slots: 14:00 UTC (19:30 IST) for a single match, 10:00 and 14:00 UTC
// on double-headers; the deadline is 30 minutes before the day's first match. Upserts on natural keys only.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deriveCricketCredits } from '@gameweek/rules/cricket/credits';
import { type CricsheetMatch, parseCricsheetMatch } from '@gameweek/rules/cricket/cricsheet';
import { iplKeeperOverrides } from '@gameweek/rules/cricket/ipl-keepers';
import { scoreCricketPerformance } from '@gameweek/rules/cricket/match-points';
import { type CricketOutcome, cricketMatchOutcome } from '@gameweek/rules/cricket/match-result';
import { extractCricketMatchStats } from '@gameweek/rules/cricket/match-stats';
import {
  CRICKET_PLAYABLE_ROLE_THRESHOLDS,
  deriveCricketRoles,
} from '@gameweek/rules/cricket/roles';
import type { Database } from '../create-db.ts';
import { clubs, competitions, fixtures, players, rounds, seasons } from '../schema.ts';
import { attachSeasonToTenant } from './fpl.ts';
import { bulkInsert, chunks, excluded, type Progress } from './upsert.ts';

export const CRICKET_DEADLINE_BEFORE_FIRST_MATCH_MS = 30 * 60_000;
const SLOT_UTC_HOURS = { single: [14], double: [10, 14] } as const;

interface LoadedMatch {
  id: string;
  date: string;
  number: number;
  match: CricsheetMatch;
}

function shortName(team: string): string {
  const words = team.split(/\s+/).filter(Boolean);
  return words.length > 1
    ? words.map((w) => w[0]!.toUpperCase()).join('')
    : team.slice(0, 3).toUpperCase();
}

function teamRuns(match: CricsheetMatch, team: string): number {
  let runs = 0;
  for (const innings of match.innings ?? []) {
    if (innings.team !== team || innings.super_over) continue;
    for (const over of innings.overs ?? []) for (const d of over.deliveries) runs += d.runs.total;
  }
  return runs;
}

/** The outcome the fixture shows (ADR 0062): the importer's home is the first of `info.teams`. */
function outcomeOf(match: CricsheetMatch) {
  return cricketMatchOutcome(
    (match.info as { outcome?: CricketOutcome }).outcome,
    match.info.teams,
  );
}

function pick(o: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]));
}

/**
 * What the season clock replays a live match from (fixtures.replay): the match's teams, listed players,
 * registry and every delivery, so live points are the engine's points of the overs bowled so far.
 */
function replayOf(match: CricsheetMatch): Record<string, unknown> {
  return {
    info: {
      teams: match.info.teams,
      players: match.info.players,
      registry: { people: match.info.registry?.people ?? {} },
      // The result (winner, or result 'no result'/'tie' with the eliminator) and the overs quota: the
      // cricket points table and net run rate are computed from these (rules cricket/home-figures).
      ...pick(match.info as Record<string, unknown>, ['outcome', 'overs']),
    },
    innings: (match.innings ?? []).map((i) => ({
      team: i.team,
      ...(i.super_over ? { super_over: true } : {}),
      ...pick(i as unknown as Record<string, unknown>, ['target']),
      overs: i.overs ?? [],
    })),
  };
}

export interface ImportCricketOptions {
  tenantDomain?: string;
  onProgress?: Progress;
}

export async function importCricketSeason(
  db: Database,
  dir: string,
  options: ImportCricketOptions = {},
) {
  const progress = options.onProgress ?? (() => {});
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const loaded: LoadedMatch[] = files.map((file) => {
    const match = parseCricsheetMatch(JSON.parse(readFileSync(join(dir, file), 'utf8')), file);
    const info = match.info as { dates?: string[]; event?: { match_number?: number } };
    return {
      id: file.replace(/\.json$/, ''),
      date: info.dates?.[0] ?? '',
      number: info.event?.match_number ?? 0,
      match,
    };
  });
  loaded.sort(
    (a, b) => a.date.localeCompare(b.date) || a.number - b.number || a.id.localeCompare(b.id),
  );
  if (loaded.length === 0) throw new Error(`no Cricsheet JSON files in ${dir}`);
  const seasonName = String(
    (loaded[0]!.match.info as { season?: string | number }).season ?? loaded[0]!.date.slice(0, 4),
  );

  const matches = loaded.map((l) => l.match);
  const roles = deriveCricketRoles(matches, iplKeeperOverrides(), CRICKET_PLAYABLE_ROLE_THRESHOLDS);
  const credits = deriveCricketCredits(matches, roles);
  progress('roles', roles.size, roles.size);

  return db.transaction(async (tx) => {
    const [competition] = await tx
      .insert(competitions)
      .values({ code: 'ipl', name: 'Indian Premier League', sport: 'cricket' })
      .onConflictDoUpdate({ target: competitions.code, set: excluded(['name']) })
      .returning({ id: competitions.id });
    const [season] = await tx
      .insert(seasons)
      .values({
        competitionId: competition!.id,
        name: seasonName,
        budget: 1000,
        clock: { mode: 'live', matchMs: 210 * 60_000 },
      })
      .onConflictDoUpdate({
        target: [seasons.competitionId, seasons.name],
        set: excluded(['budget']),
      })
      .returning({ id: seasons.id });
    const seasonId = season!.id;

    // Clubs: every team named in the season.
    const teamNames = [...new Set(matches.flatMap((m) => m.info.teams))].sort();
    const clubRows = await tx
      .insert(clubs)
      .values(
        teamNames.map((name) => ({ seasonId, externalId: name, name, shortName: shortName(name) })),
      )
      .onConflictDoUpdate({
        target: [clubs.seasonId, clubs.externalId],
        set: excluded(['name', 'shortName']),
      })
      .returning({ id: clubs.id, externalId: clubs.externalId });
    const clubId = new Map(clubRows.map((c) => [c.externalId, c.id]));

    // Rounds = match days; kick-offs in the IPL's UTC slots.
    const days = [...new Set(loaded.map((l) => l.date))];
    const kickoff = new Map<string, Date>();
    for (const day of days) {
      const onDay = loaded.filter((l) => l.date === day);
      const slots: readonly number[] =
        onDay.length > 1 ? SLOT_UTC_HOURS.double : SLOT_UTC_HOURS.single;
      onDay.forEach((l, i) => {
        kickoff.set(
          l.id,
          new Date(
            `${day}T${String(slots[Math.min(i, slots.length - 1)]).padStart(2, '0')}:00:00Z`,
          ),
        );
      });
    }
    const roundValues = days.map((day, i) => {
      const first = Math.min(
        ...loaded.filter((l) => l.date === day).map((l) => kickoff.get(l.id)!.getTime()),
      );
      const deadlineAt = new Date(first - CRICKET_DEADLINE_BEFORE_FIRST_MATCH_MS);
      return {
        seasonId,
        number: i + 1,
        name: `Match day ${i + 1}`,
        deadlineAt,
        realDeadlineAt: deadlineAt,
        opensAt: new Date(first - 86_400_000),
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
    const roundIdByDay = new Map(
      days.map((day, i) => [day, roundRows.find((r) => r.number === i + 1)!.id]),
    );

    // Players: the team of their latest match, the name Cricsheet spelled last, engine role and credits.
    const latest = new Map<string, { name: string; team: string }>();
    const perMatch = loaded.map((l) => ({ l, stats: extractCricketMatchStats(l.match) }));
    for (const { stats } of perMatch)
      for (const p of stats.players) latest.set(p.playerId, { name: p.player, team: p.team });
    const playerValues = [...latest].map(([externalId, p]) => {
      const role = roles.get(externalId)?.role;
      const credit = credits.get(externalId)?.credits;
      if (!role || credit === undefined)
        throw new Error(`player ${externalId}: no role or credits from the rules engine`);
      return {
        seasonId,
        clubId: clubId.get(p.team)!,
        externalId,
        name: p.name,
        fullName: p.name,
        position: role,
        startPrice: Math.round(credit * 10),
        price: Math.round(credit * 10),
      };
    });
    const playerId = new Map<string, number>();
    for (const chunk of chunks(playerValues, 500)) {
      const rows = await tx
        .insert(players)
        .values(chunk)
        .onConflictDoUpdate({
          target: [players.seasonId, players.externalId],
          set: excluded(['clubId', 'name', 'fullName', 'position', 'startPrice']),
        })
        .returning({ id: players.id, externalId: players.externalId });
      for (const r of rows) playerId.set(r.externalId, r.id);
    }
    progress('players', playerId.size, playerValues.length);

    const fixtureRows = await tx
      .insert(fixtures)
      .values(
        loaded.map((l) => {
          const [home, away] = l.match.info.teams;
          return {
            seasonId,
            roundId: roundIdByDay.get(l.date)!,
            externalId: l.id,
            homeClubId: clubId.get(home!)!,
            awayClubId: clubId.get(away!)!,
            kickoffAt: kickoff.get(l.id)!,
            realKickoffAt: kickoff.get(l.id)!,
            sourceHomeScore: teamRuns(l.match, home!),
            sourceAwayScore: teamRuns(l.match, away!),
            outcome: outcomeOf(l.match),
            replay: replayOf(l.match),
          };
        }),
      )
      .onConflictDoUpdate({
        target: [fixtures.seasonId, fixtures.externalId],
        set: excluded([
          'roundId',
          'homeClubId',
          'awayClubId',
          'realKickoffAt',
          'sourceHomeScore',
          'sourceAwayScore',
          'outcome',
          'replay',
        ]),
      })
      .returning({ id: fixtures.id, externalId: fixtures.externalId });
    const fixtureId = new Map(fixtureRows.map((f) => [f.externalId, f.id]));
    progress('fixtures', fixtureRows.length, fixtureRows.length);

    // Stats and the engine's base points for every listed player of every match.
    const statRows = perMatch.flatMap(({ l, stats }) =>
      stats.players.map((p) => {
        const role = roles.get(p.playerId)!.role;
        return [
          fixtureId.get(l.id)!,
          playerId.get(p.playerId)!,
          { ...p.stats },
          scoreCricketPerformance(p.stats, role).total,
        ];
      }),
    );
    await bulkInsert(
      tx,
      'player_fixture_stats',
      [
        { name: 'fixture_id', type: 'int' },
        { name: 'player_id', type: 'int' },
        { name: 'stats', type: 'jsonb' },
        { name: 'source_points', type: 'int' },
      ],
      statRows,
      'on conflict (fixture_id, player_id) do update set stats = excluded.stats, source_points = excluded.source_points',
    );
    progress('stats', statRows.length, statRows.length);
    if (options.tenantDomain) await attachSeasonToTenant(tx, options.tenantDomain, seasonId);
    return {
      seasonId,
      clubs: clubRows.length,
      players: playerId.size,
      rounds: roundRows.length,
      fixtures: fixtureRows.length,
      stats: statRows.length,
    };
  });
}
