import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown while the operator's SMS with the continue link is on its way. */
export default function SmsHolding() {
  const { t } = useTranslation('auth');
  return (
    <div className="page narrow">
      <h2>{t('smsHolding.title')}</h2>
      <p>{t('smsHolding.sentence')}</p>
      <Link className="button button-secondary" to="/otp">
        {t('otp.title')}
      </Link>
    </div>
  );
}
