import type { QuickPicksResponse } from '@gameweek/contracts/user';
import { browserCall } from '../../lib/http.ts';
import type { Draft } from './game-rules.ts';

/** POST /v1/user/quick-picks: a valid squad that keeps the players already chosen when it can. */
export function quickPick(draft: Draft): Promise<QuickPicksResponse> {
  return browserCall<QuickPicksResponse>('/v1/user/quick-picks', {
    method: 'POST',
    body: { keep: draft.picks.map((p) => p.playerId) },
  });
}
