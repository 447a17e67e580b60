import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DiscoverLinks } from '../../components/discover-links.tsx';
import { useShell } from '../../lib/use-shell.ts';

/** The guest home: what the game is and how to join, then what a guest may look at. */
export function GuestPage(props: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { productName } = useShell();
  return (
    <div className="page">
      <section className="card">
        <h2>{t('guest.title', { product: productName })}</h2>
        <p>{t('guest.sentence')}</p>
        <div className="actions">
          <Link className="button" to="/free-sign-up">
            {t('guest.join')}
          </Link>
          <Link className="button button-secondary" to="/auth/login">
            {t('landing.login')}
          </Link>
        </div>
      </section>
      {props.children}
      <DiscoverLinks />
    </div>
  );
}
