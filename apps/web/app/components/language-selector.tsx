import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation } from 'react-router';
import { useShell } from '../lib/use-shell.ts';
import { GlobeIcon } from './icons.tsx';

/**
 * Posts the choice to /language, which remembers it in a cookie and, for a signed-in user, calls
 * POST /v1/user/preferences. Works without JavaScript through the submit button.
 */
export function LanguageSelector() {
  const { t } = useTranslation();
  const { lang, languages } = useShell();
  const fetcher = useFetcher();
  const location = useLocation();
  if (languages.length < 2) return null;
  return (
    <fetcher.Form method="post" action="/language" className="language-selector">
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <label className="language-label">
        <GlobeIcon />
        <span className="visually-hidden">{t('header.language')}</span>
        <select
          name="language"
          defaultValue={lang}
          key={lang}
          onChange={(e) => fetcher.submit(e.currentTarget.form)}
          data-testid="language-select"
        >
          {languages.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit">{t('header.language')}</button>
      </noscript>
    </fetcher.Form>
  );
}
