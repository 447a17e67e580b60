import { redirect } from 'react-router';
import { getToken, serverCall } from '../lib/api.server.ts';
import { serialiseCookie, TOKEN_COOKIE } from '../lib/cookies.ts';
import type { Route } from './+types/auth.logout';

/** POST /auth/logout on the API, then the token cookie is cleared and the user lands on /. */
export async function action({ request }: Route.ActionArgs) {
  if (getToken(request)) {
    try {
      await serverCall(request, '/auth/logout', { method: 'POST' });
    } catch (e) {
      console.error('logout failed at the API; clearing the cookie anyway', e);
    }
  }
  return redirect('/', {
    headers: { 'set-cookie': serialiseCookie(TOKEN_COOKIE, '', { maxAge: 0 }) },
  });
}

export function loader() {
  return redirect('/');
}
