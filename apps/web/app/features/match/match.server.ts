import type { MatchResponse } from '@gameweek/contracts/match';
import { loadEntity } from '../../lib/api.server.ts';
import { getConfig } from '../../lib/config.server.ts';
import { shownResult, shownScore } from '../fixtures/fixtures-view.ts';

/** The match page: the fixture, its line-ups as the feed sent them, and the tenant's sport. */
export interface MatchView extends MatchResponse {
  context: 'soccer' | 'cricket';
}

/**
 * /fixtures/{id}: one fixture with each side's line-up (ADR 0060). An unknown fixture, or one of another
 * tenant's season, is the not-found page. No score before kick-off, no result before full time.
 */
export async function loadMatch(request: Request, id: string): Promise<MatchView> {
  const config = getConfig(request);
  config.catch(() => {});
  const res = await loadEntity<MatchResponse>(request, `/v1/fixtures/${encodeURIComponent(id)}`);
  const f = res.fixture;
  const score = shownScore(f);
  return {
    fixture: {
      ...f,
      home: { ...f.home, score: score ? score.home : null },
      away: { ...f.away, score: score ? score.away : null },
      result_text: shownResult(f),
    },
    lineups: res.lineups,
    context: (await config).context,
  };
}
