import type { TokenResponse } from '@gameweek/contracts/auth';
import { accessLevelOf } from '@gameweek/contracts/user-status';
import { redirect } from 'react-router';
import { tokenCookie } from '../../lib/api-proxy.server.ts';
import { homeTarget } from '../../lib/route-access.ts';

/** Stores the token in the httpOnly cookie and sends the user to their home. */
export function signedInRedirect(res: TokenResponse): Response {
  return redirect(homeTarget(accessLevelOf(res.user.status)), {
    headers: { 'set-cookie': tokenCookie(res.token, res.expires_at) },
  });
}

export function field(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
}
