import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { useShell } from '../../lib/use-shell.ts';
import type { HomeData } from './home-data.server.ts';
import { HomeSections } from './home-page.tsx';

function Invite() {
  const { t } = useTranslation();
  const { productName, freeSignUp } = useShell();
  return (
    <section className="card hs-invite" data-testid="guest-invite-end">
      <h2>{t('guest.title', { product: productName })}</h2>
      <p>{t('guest.sentence')}</p>
      <div className="actions">
        {/* Free sign-up where the tenant offers it; otherwise the subscription by mobile number. */}
        <AppLink className="button" to={freeSignUp ? '/free-sign-up' : '/auth/vserve'}>
          {t('guest.join')}
        </AppLink>
        <AppLink className="button button-secondary" to="/auth/login">
          {t('landing.login')}
        </AppLink>
      </div>
    </section>
  );
}

/**
 * The guest home: "my gameweek" with the invitation to join as its next action, then the public
 * sections with data in the theme's order (no leagues or own rank), then the invitation again.
 */
export function GuestPage({ data }: { data: HomeData }) {
  return (
    <div className="page">
      <HomeSections data={data} signedIn={false} action="/guest" />
      <Invite />
    </div>
  );
}
