import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The hand-over to the operator's confirmation (the vserve billing step). */
export default function Vserve() {
  const { t } = useTranslation('auth');
  return (
    <div className="page narrow">
      <h2>{t('vserve.title')}</h2>
      <p>{t('vserve.sentence')}</p>
      <Link className="button" to="/auth/checkout-payment">
        {t('vserve.continue')}
      </Link>
    </div>
  );
}
