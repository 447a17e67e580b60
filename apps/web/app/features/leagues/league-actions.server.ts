import type { LeagueResponse } from '@gameweek/contracts/leagues';
import { redirect } from 'react-router';
import { serverCall } from '../../lib/api.server.ts';
import { isApiFailure } from '../../lib/api-error.ts';

export type LeagueActionResult =
  | { ok: true; intent: string; league?: LeagueResponse['league'] }
  | { ok: false; intent: string; message: string };

/** Create, join or leave a league from a plain form post (works before hydration too). */
export async function leagueAction(request: Request): Promise<LeagueActionResult | Response> {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  try {
    if (intent === 'create') {
      const res = await serverCall<LeagueResponse>(request, '/v1/leagues', {
        method: 'POST',
        body: { name: String(form.get('name') ?? ''), kind: String(form.get('kind') ?? 'classic') },
      });
      return redirect(`/leaderboard?league=${res.league.id}&created=1`);
    }
    if (intent === 'join') {
      const res = await serverCall<LeagueResponse>(request, '/v1/leagues/join', {
        method: 'POST',
        body: { code: String(form.get('code') ?? '') },
      });
      return redirect(`/leaderboard?league=${res.league.id}&joined=1`);
    }
    if (intent === 'leave') {
      const id = Number(form.get('league_id'));
      await serverCall(request, `/v1/leagues/${id}/membership`, { method: 'DELETE' });
      return redirect('/leaderboard?left=1');
    }
    if (intent === 'switch') {
      const id = Number(form.get('league_id'));
      await serverCall(request, '/v1/user/games', { method: 'POST', body: { league_id: id } });
      return redirect(`/leaderboard?league=${id}`);
    }
    return { ok: false, intent, message: 'Unknown action' };
  } catch (e) {
    const message = isApiFailure(e)
      ? String((e.error as { message?: string }).message ?? '')
      : String(e);
    return { ok: false, intent, message };
  }
}
