import { useTranslation } from 'react-i18next';

/** The full-screen white spinner shown while a 401 is handled. */
export function AuthOverlay() {
  const { t } = useTranslation();
  return (
    <div className="auth-overlay" role="status" aria-live="polite" data-testid="auth-overlay">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
