import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function OtpError() {
  const { t } = useTranslation('auth');
  return (
    <div className="page narrow">
      <h2>{t('otp.errorTitle')}</h2>
      <p>{t('otp.errorSentence')}</p>
      <Link className="button" to="/otp">
        {t('otp.retry')}
      </Link>
    </div>
  );
}
