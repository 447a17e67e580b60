import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The service worker marks a page it served from its cache with a Server-Timing entry. */
function servedFromOfflineCache(): boolean {
  const nav = performance.getEntriesByType('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined;
  return !!nav?.serverTiming?.some((e) => e.name === 'sw-offline');
}

/** A clear notice while the browser is offline or the page is a saved copy from the worker's cache. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    setOffline(!navigator.onLine || servedFromOfflineCache());
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
