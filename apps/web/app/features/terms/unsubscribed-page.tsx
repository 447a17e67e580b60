import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function UnsubscribedPage() {
  const { t } = useTranslation();
  return (
    <div className="page narrow">
      <h2>{t('unsubscribed.heading')}</h2>
      <p>{t('unsubscribed.sentence')}</p>
      <Link className="button" to="/free-sign-up">
        {t('guest.join')}
      </Link>
    </div>
  );
}
