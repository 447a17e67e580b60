// The real season the demo's feed provider holds (ADR 0044): read from the shared data files through the
// importer's own reader (packages/db import/fpl-source), never from the game's tables. A player is sent for
// a fixture only when his club (players_raw.csv, the club the importer gives him) is one of its two: the
// feed refuses a message naming a player of neither club whole, and FPL 2023-24 has 36 rows of players in
// their former club's fixtures (a move between Premier League clubs mid-season).
import { join } from 'node:path';
import { readFplSource } from '@gameweek/db/import/fpl-source';
import type { DemoSourceFixture } from './demo-feed-messages.ts';

/** The demo's soccer season (FPL 2023-24 under the data root), by FPL fixture id. */
export function loadDemoSoccerSource(dataRoot: string): Map<string, DemoSourceFixture> {
  const out = new Map<string, DemoSourceFixture>();
  for (const f of readFplSource(join(dataRoot, 'fpl', '2023-24')).values()) {
    const players: DemoSourceFixture['players'] = [];
    // His side is the one he played for (Broja for Chelsea at Fulham before joining Fulham).
    for (const p of f.players)
      if (p.team === f.homeTeam || p.team === f.awayTeam)
        players.push({ ref: p.ref, side: p.side, stats: p.stats });
    out.set(f.ref, {
      ref: f.ref,
      homeScore: f.homeScore ?? 0,
      awayScore: f.awayScore ?? 0,
      players,
    });
  }
  return out;
}
