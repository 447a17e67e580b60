import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import { useCloseOnChange } from '../lib/use-close-on-change.ts';
import { useShell } from '../lib/use-shell.ts';
import { AppLink } from './app-link.tsx';
import { MenuIcon } from './icons.tsx';

/** The header menu: a disclosure that works without JavaScript and closes on navigation. */
export function Menu() {
  const { t } = useTranslation();
  const { signedIn, hasToken, prizes, menuTerms } = useShell();
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useCloseOnChange(ref, location.key);
  return (
    <details className="menu" ref={ref}>
      <summary className="icon-button" aria-label={t('header.menu')}>
        <MenuIcon />
      </summary>
      <div className="menu-panel">
        <ul>
          {signedIn && (
            <li>
              <AppLink to="/my-team">{t('menu.myTeam')}</AppLink>
            </li>
          )}
          {signedIn && (
            <li>
              <AppLink to="/fixtures">{t('fixtures.title')}</AppLink>
            </li>
          )}
          <li>
            <AppLink to="/how-to-play">{t('menu.howToPlay')}</AppLink>
          </li>
          {prizes && (
            <li>
              <AppLink to="/prizes">{t('menu.prizes')}</AppLink>
            </li>
          )}
          {hasToken && (
            <li>
              <AppLink to="/account">{t('menu.account')}</AppLink>
            </li>
          )}
          <li>
            <AppLink to="/terms-conditions">{t('menu.terms')}</AppLink>
          </li>
          {menuTerms.map((term) => (
            <li key={term.page}>
              {/* Its own language: the operator's title may be in the API's default language. */}
              <AppLink to={`/public/terms/${term.page}`} lang={term.locale}>
                {term.title}
              </AppLink>
            </li>
          ))}
          {hasToken ? (
            <li>
              <Form method="post" action="/auth/logout">
                <button type="submit" className="link-button">
                  {t('menu.logout')}
                </button>
              </Form>
            </li>
          ) : (
            <>
              <li>
                <AppLink to="/auth/login">{t('menu.login')}</AppLink>
              </li>
              <li>
                <AppLink to="/auth/register">{t('menu.register')}</AppLink>
              </li>
            </>
          )}
        </ul>
      </div>
    </details>
  );
}
