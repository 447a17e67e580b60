// The real seasons the demo's feed providers hold (ADR 0044, cricket ADR 0050): read from the shared data
// files through the importers' and adapters' own readers (packages/db import/fpl-source, the Cricsheet
// adapter's folder reader), never from the game's tables. Every played row
// is sent, for the side the player was on: FPL 2023-24's 23 players who moved between Premier League clubs
// mid-season (39 rows on another side than the club the importer gives them) are moved by the provider
// before their fixtures for the new club (demo-club-moves.ts).
import { join } from 'node:path';
import { readFplClubMovers, readFplSource } from '@gameweek/db/import/fpl-source';
import type { CricsheetMatch } from '@gameweek/rules/cricket/cricsheet';
import { readCricsheetFolder } from '../feed-providers/cricsheet/cricsheet-source.ts';
import type { DemoSourceFixture } from './demo-feed-messages.ts';
import type { DemoSeasonSource } from './demo-provider.ts';

/** The competition the importer files FPL seasons under (import/fpl.ts). */
export const DEMO_SOCCER_COMPETITION = {
  code: 'epl',
  name: 'Premier League',
  sport: 'soccer',
} as const;

/** The demo's soccer season (FPL 2023-24 under the data root), by FPL fixture id. */
export function loadDemoSoccerSource(dataRoot: string): Map<string, DemoSourceFixture> {
  const out = new Map<string, DemoSourceFixture>();
  for (const f of readFplSource(join(dataRoot, 'fpl', '2023-24')).values()) {
    // His side is the one he played for (Broja for Chelsea at Fulham before joining Fulham).
    const players = f.players.map((p) => ({ ref: p.ref, side: p.side, stats: p.stats }));
    out.set(f.ref, {
      ref: f.ref,
      homeTeam: f.homeTeam,
      awayTeam: f.awayTeam,
      homeScore: f.homeScore ?? 0,
      awayScore: f.awayScore ?? 0,
      players,
    });
  }
  return out;
}

/** What the soccer provider holds: FPL 2023-24's fixtures and its club movers. */
export function demoSoccerSeason(dataRoot: string): DemoSeasonSource {
  return {
    sport: 'soccer',
    fixtures: loadDemoSoccerSource(dataRoot),
    movers: readFplClubMovers(join(dataRoot, 'fpl', '2023-24')),
  };
}

/** What the cricket provider holds: IPL 2024's matches. */
export function demoCricketSeason(dataRoot: string): DemoSeasonSource {
  return { sport: 'cricket', matches: loadDemoCricketSource(dataRoot) };
}

/** The demo's cricket season (IPL 2024's Cricsheet matches under the data root), by Cricsheet match id. */
export function loadDemoCricketSource(dataRoot: string): Map<string, CricsheetMatch> {
  return new Map(
    readCricsheetFolder(join(dataRoot, 'cricket', 'cricsheet_ipl_2024')).map((m) => [
      m.fixture,
      m.match,
    ]),
  );
}
