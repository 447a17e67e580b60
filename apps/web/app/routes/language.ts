import { isLanguageCode } from '@gameweek/i18n/languages';
import { data, redirect } from 'react-router';
import { getToken, serverCall } from '../lib/api.server.ts';
import { LANGUAGE_COOKIE, serialiseCookie } from '../lib/cookies.ts';
import { safeReturnPath } from '../lib/safe-return-path.ts';
import type { Route } from './+types/language';

const ONE_YEAR_S = 365 * 24 * 3600;

/** Remembers the language in a cookie; a signed-in user's preference is saved with the API too. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const language = form.get('language');
  if (!isLanguageCode(language)) return data({ error: 'unknown language' }, { status: 400 });
  if (getToken(request)) {
    try {
      await serverCall(request, '/v1/user/preferences', { method: 'POST', body: { language } });
    } catch (e) {
      // The cookie still switches the page; the saved preference is retried on the next switch.
      console.error('saving the language preference failed', e);
    }
  }
  return redirect(safeReturnPath(form.get('returnTo'), '/'), {
    headers: { 'set-cookie': serialiseCookie(LANGUAGE_COOKIE, language, { maxAge: ONE_YEAR_S }) },
  });
}

export function loader() {
  return redirect('/');
}
