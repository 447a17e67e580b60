// The skeleton of an FPL season for the feed to play (verify:feed fpl and the FPL-JSON adapter's tests):
// tenants seeded, the season bulk-imported (clubs, players, rounds, fixtures) and attached to the soccer
// tenant, its imported per-fixture stats deleted — what happened in the matches must come through the
// feed — the season handed to the feed (clock.mode 'live') and its rounds opened and locked by the clock
// (every deadline of a past season has passed at `now`).
//
// Until the season stream (players.upsert, ADR 0041) is wired, `moveToGameweekClubs` stands in for it: a
// player who moved clubs mid-season plays for his new club from his first gameweek there.
import type { Database } from '@gameweek/db/create-db';
import { queryRows } from '@gameweek/db/create-db';
import { importFplSeason } from '@gameweek/db/import/fpl';
import { seedDefaultTenants, tenantIdBySlug } from '@gameweek/db/seed/tenants';
import { sql } from 'drizzle-orm';
import type { RecordedFpl } from '../src/adapters/fpl-json/recorded/recorded-season.ts';
import { tickSeasonClock } from '../src/jobs/season-clock.ts';

export interface FplFeedSkeleton {
  seasonId: number;
  tenantId: number;
  clubs: number;
  players: number;
  fixtures: number;
  /** Players moved to the club they play for in the gameweek; answers how many moved. */
  moveToGameweekClubs(recorded: RecordedFpl, event: number): Promise<number>;
}

export async function prepareFplFeedSkeleton(
  db: Database,
  dir: string,
  now: Date,
): Promise<FplFeedSkeleton> {
  await seedDefaultTenants(db, now);
  const imported = await importFplSeason(db, dir, { tenantDomain: 'localhost' });
  const seasonId = imported.seasonId;
  await queryRows(
    db,
    sql`delete from player_fixture_stats
         where fixture_id in (select id from fixtures where season_id = ${seasonId})`,
  );
  await queryRows(
    db,
    sql`update seasons set clock = jsonb_set(clock, '{mode}', '"live"')
         where id = ${seasonId} returning id`,
  );
  await tickSeasonClock(db, now, {
    onStepError: (key, e) => console.error(`season clock: ${key}`, e),
  });
  const clubRows = await queryRows<{ id: number; external_id: string }>(
    db,
    sql`select id, external_id from clubs where season_id = ${seasonId}`,
  );
  const clubs = new Map(clubRows.map((c) => [Number(c.external_id), c.id]));
  return {
    seasonId,
    tenantId: await tenantIdBySlug(db, 'white-label-soccer'),
    clubs: imported.clubs,
    players: imported.players,
    fixtures: imported.fixtures,
    async moveToGameweekClubs(recorded, event) {
      const teams = [...recorded.teamsIn(event)].map(
        ([element, team]) => sql`(${String(element)}, ${clubs.get(team)!}::int)`,
      );
      if (teams.length === 0) return 0;
      const moved = await queryRows<{ id: number }>(
        db,
        sql`update players p set club_id = t.club_id
              from (values ${sql.join(teams, sql`, `)}) as t(external_id, club_id)
             where p.season_id = ${seasonId} and p.external_id = t.external_id
               and p.club_id <> t.club_id
            returning p.id`,
      );
      return moved.length;
    },
  };
}
