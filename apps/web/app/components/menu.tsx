import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import { useShell } from '../lib/use-shell.ts';
import { MenuIcon } from './icons.tsx';

/** The header menu: a disclosure that works without JavaScript and closes on navigation. */
export function Menu() {
  const { t } = useTranslation();
  const { signedIn, hasToken, prizes, menuTerms } = useShell();
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes whenever the location changes
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);
  return (
    <details className="menu" ref={ref}>
      <summary className="icon-button" aria-label={t('header.menu')}>
        <MenuIcon />
      </summary>
      <div className="menu-panel">
        <ul>
          {signedIn && (
            <li>
              <Link to="/my-team">{t('menu.myTeam')}</Link>
            </li>
          )}
          <li>
            <Link to="/how-to-play">{t('menu.howToPlay')}</Link>
          </li>
          {prizes && (
            <li>
              <Link to="/prizes">{t('menu.prizes')}</Link>
            </li>
          )}
          {hasToken && (
            <li>
              <Link to="/account">{t('menu.account')}</Link>
            </li>
          )}
          <li>
            <Link to="/terms-conditions">{t('menu.terms')}</Link>
          </li>
          {menuTerms.map((term) => (
            <li key={term.page}>
              <Link to={`/public/terms/${term.page}`}>{term.title}</Link>
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
                <Link to="/auth/login">{t('menu.login')}</Link>
              </li>
              <li>
                <Link to="/auth/register">{t('menu.register')}</Link>
              </li>
            </>
          )}
        </ul>
      </div>
    </details>
  );
}
