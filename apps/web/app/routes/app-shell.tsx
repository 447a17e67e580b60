import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeReturnPath } from '../lib/safe-return-path.ts';

/**
 * /_app, the application shell entry: the frame with no data of its own. The service worker
 * stores it when it installs and sends the browser here when a page never visited is opened offline
 * (`?from=` names that page), so the user gets the app's frame and a clear sentence instead of the
 * browser's error page.
 */
export default function AppShell() {
  const { t } = useTranslation();
  // Read after hydration: the cached HTML was rendered without the query.
  const [back, setBack] = useState('/home');
  useEffect(() => {
    setBack(safeReturnPath(new URLSearchParams(window.location.search).get('from')));
  }, []);
  return (
    <div className="page narrow" data-testid="app-shell">
      <h2>{t('offline.shellHeading')}</h2>
      <p>{t('offline.shellSentence')}</p>
      <a className="button" href={back}>
        {t('offline.retry')}
      </a>
    </div>
  );
}
