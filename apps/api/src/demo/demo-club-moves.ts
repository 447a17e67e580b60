// Mid-season club moves as the demo's feed provider sends them (ADR 0050): a player who played for more than
// one club in FPL 2023-24 (fpl-source's readFplClubMovers) is moved with `players.upsert` on the season's
// stream — his club the side he is on in his next fixture — before the first fixture he plays on the new
// side, in the order the demo schedule plays the fixtures. The importer gave him the club he ended the
// season at, so a player whose first fixtures were for another club moves there before them. Pure: the
// season stream's messages are numbered from 1 (its `season.upsert`, which maps the provider's season ref
// onto the imported season, then one message per move), so the API's cursor of the stream says which went.
import type { FeedPlayersUpsert, FeedSeasonMessage } from '@gameweek/contracts/feed-season';
import type { FplClubMover } from '@gameweek/db/import/fpl-source';

export interface DemoClubMove {
  /** The fixture before whose first message the move goes. */
  fixture: string;
  player: FeedPlayersUpsert['players'][number];
}

/** Every move, in schedule order (`order`: each fixture's place in the schedule), then by player id. */
export function demoClubMoves(
  movers: ReadonlyMap<string, FplClubMover>,
  order: ReadonlyMap<string, number>,
): DemoClubMove[] {
  const moves: (DemoClubMove & { at: number })[] = [];
  for (const mover of movers.values()) {
    let club = mover.club;
    const fixtures = mover.fixtures
      .filter((f) => order.has(f.fixture))
      .sort((a, b) => order.get(a.fixture)! - order.get(b.fixture)!);
    for (const f of fixtures) {
      if (f.team === club) continue;
      club = f.team;
      moves.push({
        at: order.get(f.fixture)!,
        fixture: f.fixture,
        player: {
          player: mover.ref,
          team: f.team,
          name: mover.name,
          ...(mover.fullName ? { full_name: mover.fullName } : {}),
          position: mover.position,
          price: f.value,
          // No availability: the data has none per gameweek (players_raw's status is the season's end),
          // so a mover stays available as every demo player starts (ADR 0060).
        },
      });
    }
  }
  return moves
    .sort((a, b) => a.at - b.at || Number(a.player.player) - Number(b.player.player))
    .map(({ at: _at, ...move }) => move);
}

export interface DemoSeasonStream {
  /** The stream's messages, numbered from 1 (sent_at left to the sender). */
  messages: FeedSeasonMessage[];
  /** For each fixture, how many of the messages must be applied before its first message. */
  through: (fixture: string) => number;
}

/** The provider's season stream: its `season.upsert`, then the moves; empty when nobody moves. */
export function demoSeasonStream(
  provider: string,
  season: { ref: string; competition: { code: string; name: string; sport: 'soccer' } },
  moves: readonly DemoClubMove[],
  order: ReadonlyMap<string, number>,
): DemoSeasonStream {
  if (moves.length === 0) return { messages: [], through: () => 0 };
  const envelope = (sequence: number) => ({ provider, season: season.ref, sequence });
  const messages: FeedSeasonMessage[] = [
    {
      ...envelope(1),
      kind: 'season.upsert',
      data: { competition: season.competition, name: season.ref },
    },
    ...moves.map(
      (m, i): FeedSeasonMessage => ({
        ...envelope(i + 2),
        kind: 'players.upsert',
        data: { players: [m.player] },
      }),
    ),
  ];
  return {
    messages,
    through: (fixture) => {
      const at = order.get(fixture) ?? -1;
      const before = moves.filter((m) => order.get(m.fixture)! <= at).length;
      return before === 0 ? 0 : 1 + before;
    },
  };
}
