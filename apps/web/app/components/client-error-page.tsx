import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DiscoverLinks } from './discover-links.tsx';

/** Shown when rendering fails: banner, heading, sentence, a back button and the discover links. */
export function ClientErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page client-error" role="alert">
      <img
        className="error-banner"
        src="/images/error-banner.svg"
        width="320"
        height="120"
        alt=""
      />
      <h1>{t('error.heading')}</h1>
      <p>{t('error.sentence')}</p>
      <button type="button" className="button" onClick={() => navigate(-1)}>
        {t('error.back')}
      </button>
      <DiscoverLinks />
    </div>
  );
}
