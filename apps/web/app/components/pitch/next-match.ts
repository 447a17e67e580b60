import type { FixturesResponse } from '@gameweek/contracts/home';

export type FdrLevel = 1 | 2 | 3 | 4 | 5;

/** One match of a club in the round ahead, as its players' name plates show it. */
export interface NextMatch {
  /** The opponent's short name. */
  opponent: string;
  home: boolean;
  /** The 5-level difficulty of the match for this club (CSS var(--fdr-N)). */
  difficulty: FdrLevel;
}

/** Club id → its matches in the round (two in a double round, none in a blank one). */
export type NextMatches = Readonly<Record<number, readonly NextMatch[]>>;

/** Each club's opponents in a round's fixtures, with the difficulty of the match for that club. */
export function nextMatchesOf(res: FixturesResponse): NextMatches {
  const out: Record<number, NextMatch[]> = {};
  const add = (club: number, m: NextMatch) => {
    const list = out[club] ?? [];
    list.push(m);
    out[club] = list;
  };
  for (const f of res.fixtures) {
    if (f.status === 'POSTPONED') continue;
    // The contract holds each side's difficulty to 1…5.
    add(f.home.id, {
      opponent: f.away.short_name,
      home: true,
      difficulty: f.home.difficulty as FdrLevel,
    });
    add(f.away.id, {
      opponent: f.home.short_name,
      home: false,
      difficulty: f.away.difficulty as FdrLevel,
    });
  }
  return out;
}
