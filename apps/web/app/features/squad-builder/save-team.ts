import type { SaveTeamBody, UserTeamResponse } from '@gameweek/contracts/user';
import { browserCall } from '../../lib/http.ts';
import type { Draft } from './game-rules.ts';

export function saveBody(draft: Draft, roundId: number | null): SaveTeamBody {
  return {
    ...(roundId ? { round_id: roundId } : {}),
    picks: [...draft.picks]
      .sort((a, b) => a.slot - b.slot)
      .map((p) => ({ player_id: p.playerId, slot: p.slot })),
    captain_id: draft.captainId ?? 0,
    vice_captain_id: draft.viceCaptainId ?? 0,
    chip: draft.chip,
  };
}

/** POST /v1/user through the browser path, with the draft's idempotency key. */
export function saveTeam(body: SaveTeamBody, idempotencyKey: string): Promise<UserTeamResponse> {
  return browserCall<UserTeamResponse>('/v1/user', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });
}
