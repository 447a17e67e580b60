import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation } from 'react-router';
import { useCloseOnChange } from '../lib/use-close-on-change.ts';
import { useShell } from '../lib/use-shell.ts';
import { GlobeIcon } from './icons.tsx';

/**
 * A disclosure listing the tenant's languages, each a submit button posting to /language, which
 * remembers the choice in a cookie and, for a signed-in user, calls POST /v1/user/preferences.
 * Works without JavaScript. The list is a closed <details> until opened, so the page's first layout
 * never shapes the other languages' scripts (Bengali, Armenian, Burmese, Urdu…): on a phone without
 * those system fonts that font fallback alone held the first paint back by a long main-thread task.
 */
export function LanguageSelector() {
  const { t } = useTranslation();
  const { lang, languages } = useShell();
  const fetcher = useFetcher();
  const location = useLocation();
  const ref = useRef<HTMLDetailsElement>(null);
  useCloseOnChange(ref, `${lang} ${location.key}`);
  if (languages.length < 2) return null;
  const current = languages.find((l) => l.code === lang);
  return (
    <details className="language-selector" ref={ref} data-testid="language-select">
      <summary className="language-summary">
        <GlobeIcon />
        <span className="visually-hidden">{t('header.language')}: </span>
        <span lang={lang}>{current?.name ?? lang}</span>
      </summary>
      <fetcher.Form method="post" action="/language" className="language-panel">
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <ul>
          {languages.map((l) => (
            <li key={l.code}>
              <button
                type="submit"
                name="language"
                value={l.code}
                lang={l.code}
                aria-current={l.code === lang ? 'true' : undefined}
                data-testid={`language-${l.code}`}
              >
                {l.name}
              </button>
            </li>
          ))}
        </ul>
      </fetcher.Form>
    </details>
  );
}
