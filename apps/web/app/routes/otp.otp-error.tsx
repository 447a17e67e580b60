import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/app-link.tsx';

export default function OtpError() {
  const { t } = useTranslation('auth');
  return (
    <div className="page narrow">
      <h2>{t('otp.errorTitle')}</h2>
      <p>{t('otp.errorSentence')}</p>
      <AppLink className="button" to="/otp">
        {t('otp.retry')}
      </AppLink>
    </div>
  );
}
