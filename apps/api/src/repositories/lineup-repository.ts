// The match page's reads (ADR 0060): one fixture as the home sections show it, and its line-up as the feed
// stored it (fixture_lineups, each player under the team the line-up lists him for).
import { type Database, queryRows } from '@gameweek/db/create-db';
import { sql } from 'drizzle-orm';
import type { FixtureRecord, HomeRepository } from './home-repository.ts';

export interface LineupRecord {
  clubId: number;
  playerId: number;
  name: string;
  position: 'GK' | 'DEF' | 'MID' | 'FWD' | 'WK' | 'BAT' | 'AR' | 'BOWL';
  starting: boolean;
  slot: number;
}

export class LineupRepository {
  constructor(
    private readonly db: Database,
    private readonly home: HomeRepository,
  ) {}

  /** The fixture of this season, as the fixtures page shows it at the clock's `now`; undefined if none. */
  async fixture(
    seasonId: number,
    fixtureId: number,
    now: Date,
  ): Promise<FixtureRecord | undefined> {
    return this.home.fixtureOfSeason(seasonId, fixtureId, now);
  }

  /** The fixture's stored line-up: starters then bench, each in the provider's order. */
  lineup(fixtureId: number): Promise<LineupRecord[]> {
    return queryRows(
      this.db,
      sql`select l.club_id as "clubId", l.player_id as "playerId", p.name, p.position,
                 l.starting, l.slot
            from fixture_lineups l join players p on p.id = l.player_id
           where l.fixture_id = ${fixtureId}
           order by l.club_id, l.starting desc, l.slot`,
    );
  }
}
