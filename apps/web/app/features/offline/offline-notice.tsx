import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A clear notice while the browser is offline (pages then come from the service worker's cache). */
export function OfflineNotice() {
  const { t } = useTranslation();
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  if (!offline) return null;
  return (
    <p className="offline-notice" role="status" data-testid="offline-notice">
      {t('offline.notice')}
    </p>
  );
}
