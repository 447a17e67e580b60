import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { useShell } from '../../lib/use-shell.ts';

export function UnsubscribedPage() {
  const { t } = useTranslation();
  const { freeSignUp } = useShell();
  return (
    <div className="page narrow">
      <h2>{t('unsubscribed.heading')}</h2>
      <p>{t('unsubscribed.sentence')}</p>
      {/* Free sign-up where the tenant offers it; otherwise subscribing again. */}
      <AppLink className="button" to={freeSignUp ? '/free-sign-up' : '/auth/vserve'}>
        {t('guest.join')}
      </AppLink>
    </div>
  );
}
